import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { serverEnv } from './cli-args';

describe('panna-sim arguments', () => {
  it('set PROVIDER_PORT and PROVIDER_DB over the environment, the rest passed as it is', () => {
    expect(
      serverEnv(['--port', '9911', '--db', 'here/sim.db'], {
        PROVIDER_PORT: '1',
        APP_KEY: 'theirs',
      }),
    ).toEqual({
      env: { PROVIDER_PORT: '9911', PROVIDER_DB: resolve('here/sim.db'), APP_KEY: 'theirs' },
    });
    expect(serverEnv(['--db', ':memory:', '--port=0'], {})).toEqual({
      env: { PROVIDER_DB: ':memory:', PROVIDER_PORT: '0' },
    });
    expect(serverEnv([], { PROVIDER_PORT: '7' })).toEqual({ env: { PROVIDER_PORT: '7' } });
  });

  it('set PROVIDER_READY_FILE to the full path of --ready-file, and refuse an empty one', () => {
    expect(serverEnv(['--ready-file', 'out/sim.json'], {})).toEqual({
      env: { PROVIDER_READY_FILE: resolve('out/sim.json') },
    });
    expect(serverEnv(['--ready-file='], {})).toMatchObject({
      exit: 2,
      print: '--ready-file needs a file name\n',
    });
    expect(serverEnv(['--ready-file'], {})).toMatchObject({ exit: 2, print: /Usage: panna-sim/ });
  });

  it('refuse a port that is not one, and an unknown option, with the usage', () => {
    expect(serverEnv(['--port', '80a'], {})).toMatchObject({ exit: 2, print: /--port must be/ });
    expect(serverEnv(['--port', '70000'], {})).toMatchObject({ exit: 2 });
    expect(serverEnv(['--bogus'], {})).toMatchObject({ exit: 2, print: /Usage: panna-sim/ });
  });

  it('print the usage and the version when asked', () => {
    expect(serverEnv(['--help'], {})).toMatchObject({ exit: 0, print: /--ready-file FILE/ });
    const { version } = JSON.parse(
      readFileSync(new URL('../package.json', import.meta.url), 'utf8'),
    ) as { version: string };
    expect(serverEnv(['--version'], {})).toEqual({ exit: 0, print: `${version}\n` });
  });
});
