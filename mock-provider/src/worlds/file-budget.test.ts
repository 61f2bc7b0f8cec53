import { describe, expect, it } from 'vitest';
import { FILE_RESERVE, FILES_PER_WORLD, fileBudget } from './file-budget';

describe('the open-file budget', () => {
  it('keeps the reserve, then gives sandboxes half of the rest at most and connections the rest', () => {
    expect(fileBudget(160, 100, true)).toEqual({ openSandboxes: 16, connections: 48 });
    expect(fileBudget(1024, 100, true)).toEqual({ openSandboxes: 100, connections: 660 });
    for (const files of [100, 160, 257, 1024, 4096, 65_536]) {
      const { openSandboxes, connections } = fileBudget(files, 100, true);
      expect(FILE_RESERVE + openSandboxes * FILES_PER_WORLD + connections!).toBe(files);
      expect(openSandboxes * FILES_PER_WORLD).toBeLessThanOrEqual((files - FILE_RESERVE) / 2);
    }
  });

  it('gives connections what sandboxes do not need: fewer asked, or none on files', () => {
    expect(fileBudget(1024, 10, true)).toEqual({ openSandboxes: 10, connections: 930 });
    expect(fileBudget(160, 100, false)).toEqual({ openSandboxes: 100, connections: 96 });
  });

  it('caps nothing when the limit is unknown, and keeps one connection when it is tiny', () => {
    expect(fileBudget(undefined, 100, true)).toEqual({
      openSandboxes: 100,
      connections: undefined,
    });
    expect(fileBudget(40, 100, true)).toEqual({ openSandboxes: 0, connections: 1 });
  });
});
