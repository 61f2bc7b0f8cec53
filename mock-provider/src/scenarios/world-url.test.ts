import fc from 'fast-check';
import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { rewriteUrl, sandboxName, sandboxNameProblem } from '../worlds/request-world';
import { baseProblem, isProviderPath, outsideWorld, worldRoot } from './world-url';

const ORIGIN = 'http://127.0.0.1:8787';

/**
 * The world the simulator gives a URL as fetch sends it: the server's own rule (rewriteUrl) on
 * the resolved path and query. 'default', a sandbox's name, or 'refused' for a misnamed one.
 */
function serverWorld(url: string): string {
  const sent = new URL(url);
  const req = { url: `${sent.pathname}${sent.search}` } as IncomingMessage;
  rewriteUrl(req);
  if (sandboxNameProblem(req)) return 'refused';
  return sandboxName(req) ?? 'default';
}

/** Pieces of hostile paths: dot segments in every spelling, slashes, other worlds, URLs. */
const piece = fc.constantFrom(
  '..',
  '.',
  '%2e%2e',
  '%2E%2E',
  '.%2e',
  '%2e.',
  '%252e%252e',
  '%2f',
  '%2F',
  '%252f',
  '\\',
  '%5c',
  '/',
  '//',
  '\t',
  '\n',
  '?',
  '#',
  '?/../',
  's',
  's/victim',
  'victim',
  '__sim',
  'api-user-login',
  'withdrawals/1/reject',
  'http://127.0.0.1:8787/s/victim/',
  '//evil.example/',
  'default',
  '%00',
);
const hostilePath = fc.array(piece, { minLength: 1, maxLength: 8 }).map((parts) => parts.join(''));

describe('outsideWorld', () => {
  const att = worldRoot(ORIGIN, 'att');
  const main = worldRoot(ORIGIN, undefined);

  it.each([
    '../victim/__sim/withdrawals/1/reject',
    '../victim/api-user-registration',
    '../../api-user-login',
    '%2e%2e/victim/api-user-login',
    '.%2E/.%2e/api-user-login',
    '..\\victim\\api-user-login',
    '.\t./victim/api-user-login',
    '__sim/players/..',
  ])('refuses %j from sandbox att', (path) => {
    expect(outsideWorld(att, `${att.origin}${att.prefix}/${path}`)).toBeDefined();
  });

  it('refuses a sandbox path from the default world, and other servers', () => {
    expect(outsideWorld(main, `${ORIGIN}/s/victim/api-user-login`)).toMatch(
      'is outside the default world',
    );
    expect(outsideWorld(att, 'http://evil.example/s/att/x')).toMatch('is not on');
    expect(outsideWorld(att, `${ORIGIN}/s/attic/x`)).toMatch('is outside sandbox att');
  });

  it('lets through what stays, encoded slashes and query text included', () => {
    for (const path of [
      'api-get-dashboard-data',
      '__sim/players/9000000001/credit',
      '__sim/snapshots/%2e%2e%2fvictim/restore',
      '__sim/journal?path=../../victim',
    ])
      expect(outsideWorld(att, `${ORIGIN}/s/att/${path}`)).toBeUndefined();
    expect(outsideWorld(main, `${ORIGIN}/__sim/clock`)).toBeUndefined();
  });

  it('passes only URLs the server routes to the run’s own world', () => {
    fc.assert(
      fc.property(hostilePath, fc.boolean(), (path, inSandbox) => {
        const root = inSandbox ? att : main;
        const url = `${root.origin}${root.prefix}/${path}`;
        if (outsideWorld(root, url) !== undefined) return true;
        return serverWorld(url) === (inSandbox ? 'att' : 'default');
      }),
      { numRuns: 2000 },
    );
  });

  it('refuses every provider path that is not a single plain segment', () => {
    fc.assert(
      fc.property(hostilePath, (path) => {
        expect(isProviderPath(path)).toBe(/^[A-Za-z0-9_-]+$/.test(path));
      }),
    );
    expect(isProviderPath('api-get-dashboard-data')).toBe(true);
  });
});

describe('baseProblem', () => {
  it.each([ORIGIN, `${ORIGIN}/`, 'https://sim.example'])('takes %s', (base) =>
    expect(baseProblem(base)).toBeUndefined(),
  );

  it.each([
    `${ORIGIN}/s/victim`,
    `${ORIGIN}/s/victim/`,
    `${ORIGIN}/x`,
    `${ORIGIN}?s=1`,
    `${ORIGIN}#x`,
    'http://user@127.0.0.1:8787',
    'file:///etc',
    'localhost:8787',
    '',
  ])('refuses %j', (base) => expect(baseProblem(base)).toBeDefined());
});
