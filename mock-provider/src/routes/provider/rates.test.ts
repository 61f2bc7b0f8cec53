import type { EndpointPath } from '@panna/shared';
import { describe, expect } from 'vitest';
import { routeTest } from '../../testing';
import { settingsOf } from '../../domain/settings';

/** The first rate table a rates call answers, checked against its response schema. */
const it = routeTest.extend(
  'rates',
  ({ provider }) =>
    async (path: EndpointPath) =>
      (await provider<{ game_rates: Record<string, unknown>[] }>(path)).game_rates[0]!,
);

describe('rates', () => {
  it('answers every rate pair as strings from the settings, as "Game Rates"', async ({
    provider,
    rates,
  }) => {
    expect((await provider('api-game-rates')).msg).toBe('Game Rates');
    const main = await rates('api-game-rates');
    expect(main).toMatchObject({
      single_digit_val_1: '10',
      single_digit_val_2: '95',
      jodi_digit_val_2: '950',
      full_sangam_val_2: '100000',
    });
    expect(Object.keys(main)).toHaveLength(14);
    expect(await rates('api-starline-game-rates')).toMatchObject({
      single_pana_val_2: '1400',
      tripple_pana_val_2: '7000',
    });
    expect(await rates('api-galidisawar-game-rates')).toEqual({
      single_digit_val_1: '10',
      single_digit_val_2: '95',
      single_pana_val_1: '10',
      single_pana_val_2: '95',
      double_pana_val_1: '10',
      double_pana_val_2: '950',
    });
  });

  it('follows a settings change', async ({ world, rates }) => {
    const current = settingsOf(world).get('rates');
    settingsOf(world).update({
      rates: { ...current, starline: { ...current.starline, single_pana: [10, 1500] } },
    });
    expect((await rates('api-starline-game-rates')).single_pana_val_2).toBe('1500');
  });
});
