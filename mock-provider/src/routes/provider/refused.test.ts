/**
 * The real server's route-table paths the simulator refuses: each answers `status: false` with
 * its reason after the app key check, and each is a provider route, so the journal keeps it and a
 * fault reaches it.
 */
import { MSG, REFUSAL_REASONS, REFUSED_PATHS, type RefusedPath } from '@panna/shared';
import { describe, expect } from 'vitest';
import { journalOf } from '../../domain/control/journal';
import { routeTest as it } from '../../testing';

const PATHS = Object.keys(REFUSED_PATHS) as RefusedPath[];

// The first test builds the first app of its worker: more than 5 s on a loaded machine.
describe('each refused path', { timeout: 20_000 }, () => {
  it.for(PATHS)('%s is refused with its reason, after the app key', async (path, { provider }) => {
    expect(await provider(path, { unique_token: 'x', game_id: '1' })).toEqual({
      status: false,
      msg: REFUSAL_REASONS[REFUSED_PATHS[path]],
    });
    expect(await provider(path, { app_key: 'wrong' })).toEqual({
      status: false,
      msg: MSG.UNAUTHORIZED,
    });
  });
});

it('names what the simulator does not do, family by family', () => {
  expect(REFUSAL_REASONS[REFUSED_PATHS['api-roulette-submit-bid']]).toMatch(
    /does not play Roulette/,
  );
  expect(REFUSAL_REASONS[REFUSED_PATHS['api-chat-app']]).toMatch(/no support chat/);
  expect(REFUSAL_REASONS[REFUSED_PATHS['api-check-refer-valid']]).toMatch(/no referrals/);
  expect(REFUSAL_REASONS[REFUSED_PATHS['api-get-state']]).toMatch(/no addresses/);
});

it('is journalled and reached by faults as any provider call', async ({ world, app, control }) => {
  const set = await control('POST', '/faults', { path: 'api-roulette-game', kind: 'http_500' });
  expect(set.code).toBe(200);
  const faulted = await app.inject({
    method: 'POST',
    url: '/api-roulette-game',
    payload: { env_type: 'Prod', app_key: 'panna-dev-key' },
  });
  expect(faulted.statusCode).toBe(500);
  const [entry] = journalOf(world).query({ limit: 1 });
  expect(entry).toMatchObject({ path: 'api-roulette-game', status: 500, fault: 'http_500' });
});
