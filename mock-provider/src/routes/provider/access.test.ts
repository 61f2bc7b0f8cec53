import { ENDPOINTS, ENDPOINT_PATHS, MSG, PATH_ALIASES, isEndpointPath } from '@panna/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_MESSAGES } from '../../domain/users';
import { addPlayer, ENVELOPE, testApp, type TestApp } from '../../testing';

let app: TestApp;
let strict: TestApp;
/** Every POST route the server registered outside the control plane, read from its own OpenAPI document. */
let registered: string[];

beforeAll(async () => {
  app = await testApp();
  strict = await testApp({ profile: 'strict' });
  const docs = (await app.inject({ method: 'GET', url: '/docs/json' })).json<{
    paths: Record<string, Record<string, unknown>>;
  }>();
  registered = Object.entries(docs.paths)
    .filter(([path, methods]) => 'post' in methods && !path.startsWith('/__sim'))
    .map(([path]) => path.slice(1));
});
afterAll(async () => {
  await app.close();
  await strict.close();
});

const post = (path: string, body: Record<string, unknown>, on = app) =>
  on
    .inject({ method: 'POST', url: `/${path}`, payload: body })
    .then((r) => ({ http: r.statusCode, body: r.json() }));

describe('access to the provider endpoints', () => {
  it('registers exactly the endpoints of the protocol registry, and their aliases', () => {
    expect([...registered].sort()).toEqual(
      [...ENDPOINT_PATHS, ...Object.keys(PATH_ALIASES)].sort(),
    );
  });

  it('refuses a wrong or missing app key or env_type on every registered route, whatever the body', async () => {
    for (const path of registered) {
      if (!isEndpointPath(path) || ENDPOINTS[path].auth === 'open') continue;
      for (const envelope of [
        { env_type: 'Prod', app_key: 'wrong' },
        { env_type: 'Test', app_key: ENVELOPE.app_key },
        {},
      ]) {
        expect(await post(path, { ...envelope, mobile: 'x' }), path).toEqual({
          http: 200,
          body: { status: false, msg: MSG.UNAUTHORIZED },
        });
      }
    }
  });

  it('accepts the headline call without the key, as the real provider does', async () => {
    const answer = await post('api-get-headline', { ids: [1] });
    expect(answer.body.status).toBe(true);
  });

  it('strict refuses an unknown token on every token route; real never refuses it as such', async () => {
    for (const path of registered) {
      if (!isEndpointPath(path) || ENDPOINTS[path].auth !== 'token') continue;
      const body = {
        ...ENVELOPE,
        unique_token: 'not-a-token',
        new_result: { unique_token: 'not-a-token' },
      };
      // Schema failures may answer first for bodies this minimal; either way nothing is served.
      const refused = await post(path, body, strict);
      expect(refused.http, path).toBe(200);
      expect(refused.body.status, path).toBe(false);
      const answered = await post(path, body);
      expect(answered.http, path).toBe(200);
      expect(answered.body.msg, path).not.toBe(ACCESS_MESSAGES.invalidToken);
    }
    const dashboard = { ...ENVELOPE, unique_token: 'not-a-token' };
    expect((await post('api-get-dashboard-data', dashboard, strict)).body).toEqual({
      status: false,
      msg: ACCESS_MESSAGES.invalidToken,
    });
    expect((await post('api-get-dashboard-data', dashboard)).body.status).toBe(true);
  });

  it('strict refuses the betting-only routes to a player whose betting is disabled', async () => {
    const viewer = addPlayer(strict.worlds.get(), { betting: '0', wallet: 1000 });
    const bettingOnly = ENDPOINT_PATHS.filter(
      (path) => 'bettingRequired' in ENDPOINTS[path] && ENDPOINTS[path].bettingRequired,
    );
    expect(bettingOnly.length).toBeGreaterThanOrEqual(6);
    const player = addPlayer(app.worlds.get(), { betting: '0', wallet: 1000 });
    for (const path of bettingOnly) {
      const body = (token: string) => ({
        ...ENVELOPE,
        unique_token: token,
        request_amount: '500',
        amount: '500',
        txn_id: 'T1',
        txn_ref: 'R1',
        mobile_no: '9000000000',
        mobile: viewer.mobile,
        payment_method: 2,
        game_id: '1',
        new_result: {
          unique_token: token,
          Gamename: 'X',
          totalbit: 10,
          gameid: '1',
          pana: 'Single Digit',
          bid_date: '1-July-2024',
          session: 'Open',
          result: [{ digits: '1', points: '10' }],
        },
      });
      expect((await post(path, body(viewer.token), strict)).body, path).toEqual({
        status: false,
        msg: ACCESS_MESSAGES.bettingDisabled,
      });
      // The real server does not read betting_status on these calls.
      expect((await post(path, body(player.token))).body.msg, path).not.toBe(
        ACCESS_MESSAGES.bettingDisabled,
      );
    }
  });
});
