import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SERVER_NODE_FLAGS } from './server-entry';

describe('the simulator process', () => {
  it("is started by the package's start script with the flags the tools use", () => {
    const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
      scripts: { start: string };
    };
    expect(pkg.scripts.start).toBe(
      `node ${SERVER_NODE_FLAGS.join(' ')} --import tsx src/server.ts`,
    );
  });

  it('passes flags this Node accepts (a misspelt one stops the process at start)', () => {
    const run = spawnSync(process.execPath, [...SERVER_NODE_FLAGS, '-e', '']);
    expect(run.stderr.toString()).toBe('');
    expect(run.status).toBe(0);
  });
});
