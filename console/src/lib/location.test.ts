import { describe, expect, it } from 'vitest';
import { consoleHref, readLocation, sandboxNameProblem } from './location';

describe('the console location', () => {
  it('reads the default world, a sandbox and the route', () => {
    expect(readLocation('/__sim/console/')).toEqual({ sandbox: undefined, prefix: '', route: '' });
    expect(readLocation('/__sim/console')).toEqual({ sandbox: undefined, prefix: '', route: '' });
    expect(readLocation('/s/qa-1/__sim/console/players/9876543210/')).toEqual({
      sandbox: 'qa-1',
      prefix: '/s/qa-1',
      route: 'players/9876543210',
    });
  });

  it('round-trips a route through consoleHref', () => {
    for (const sandbox of [undefined, 'alice', 'e2e_real-7']) {
      const href = consoleHref(sandbox, 'markets');
      expect(readLocation(href)).toMatchObject({ sandbox, route: 'markets' });
    }
    expect(consoleHref(undefined)).toBe('/__sim/console/');
  });

  it('reads a path outside the console as the default world', () => {
    expect(readLocation('/imp')).toEqual({ sandbox: undefined, prefix: '', route: '' });
  });

  it("takes the sandbox names the simulator takes, and not the default world's", () => {
    for (const name of ['alice', 'e2e_real-7', 'defaults', 'x'.repeat(64)])
      expect(sandboxNameProblem(name), name).toBeUndefined();
    for (const name of ['', 'a/b', '..', 'x'.repeat(65)])
      expect(sandboxNameProblem(name), name).toMatch(/Letters, digits/);
    for (const name of ['default', 'Default', 'DEFAULT'])
      expect(sandboxNameProblem(name), name).toMatch(/default world/);
  });
});
