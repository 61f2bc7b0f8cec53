import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SERVER_NODE_ARGS, SERVER_NODE_FLAGS } from './server-entry';

describe('the simulator process', () => {
  it("is started by the package's start script with the flags the tools use", () => {
    const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
      scripts: { start: string };
    };
    expect(pkg.scripts.start).toBe(
      `node ${SERVER_NODE_FLAGS.join(' ')} --import tsx src/server.ts`,
    );
  });

  it('runs the server entry under those flags and tsx', () => {
    expect(SERVER_NODE_ARGS.slice(0, -1)).toEqual([...SERVER_NODE_FLAGS, '--import', 'tsx']);
    expect(SERVER_NODE_ARGS.at(-1)).toMatch(/src[\\/]server\.ts$/);
  });
});
