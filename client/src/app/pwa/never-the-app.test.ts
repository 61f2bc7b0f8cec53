import { ENDPOINT_PATHS, PATH_ALIASES } from '@panna/shared/protocol';
import { describe, expect, it } from 'vitest';
import { NEVER_THE_APP } from '../../../pwa';
import { SCREEN_ROUTES } from '../routes';

/** As Workbox's navigation route decides: the path and the query against each pattern. */
const answeredWithTheApp = (url: string) => !NEVER_THE_APP.some((pattern) => pattern.test(url));

describe("the service worker's navigation fallback", () => {
  it('never answers a provider path or a file such as config.json with the app', () => {
    for (const path of [...ENDPOINT_PATHS, ...Object.keys(PATH_ALIASES)])
      expect(answeredWithTheApp(`/${path}`), path).toBe(false);
    expect(answeredWithTheApp('/config.json')).toBe(false);
    expect(answeredWithTheApp('/assets/missing.js?v=1')).toBe(false);
  });

  it("answers every screen's path with the app, with or without a query", () => {
    for (const { path } of SCREEN_ROUTES) {
      expect(answeredWithTheApp(path), path).toBe(true);
      expect(answeredWithTheApp(`${path}?market=12.5`), path).toBe(true);
    }
    expect(answeredWithTheApp('/')).toBe(true);
  });
});
