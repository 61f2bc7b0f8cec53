import {
  MSG,
  closeResultOf,
  galiResultOf,
  indiaDateKey,
  indiaParts,
  instantAt,
  isPana,
  openResultOf,
  starlineResultOf,
  type GaliMarket,
  type GaliRates,
  type MainMarket,
  type MainRates,
  type StarlineMarket,
  type StarlineRates,
} from '@panna/shared';
import type { FastifyInstance } from 'fastify';
import { dashboardOf } from '../../domain/player/dashboard';
import { gameStatusOf } from '../../domain/player/game-status';
import { marketListsOf } from '../../domain/player/market-lists';
import type { RatePair } from '../../domain/settings';
import { PAGE_PATHS, absoluteUrl, worldBase } from '../pages/urls';
import { defineEndpoint } from './define';
import { settingsOf } from '../../domain/settings';

/** Unix seconds of today's date at a minute of the day (the real server's strtotime of the text). */
const todayAt = (now: number, minutes: number): number =>
  Math.floor(instantAt(indiaDateKey(now), minutes) / 1000);

/** Milliseconds between now and a time of today, either way, counted in whole seconds. */
function durationTo(now: number, minutes: number): number {
  const { minutes: nowMinutes, seconds } = indiaParts(now);
  return Math.abs(nowMinutes * 60 + seconds - minutes * 60) * 1000;
}

const panaResult = (pana: string | null | undefined, format: (p: string) => string) =>
  pana && isPana(pana) ? format(pana) : '';

/** `{key}_val_1` / `{key}_val_2` as strings, the way the provider's database hands them out. */
function rateRecord(pairs: Record<string, RatePair>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(pairs).flatMap(([key, [stake, paid]]) => [
      [`${key}_val_1`, String(stake)],
      [`${key}_val_2`, String(paid)],
    ]),
  );
}

/** The dashboard, the Starline and Gali lists, the game-status calls and the three rate tables. */
export function registerMarkets(app: FastifyInstance): void {
  defineEndpoint(app, 'api-get-dashboard-data', ({ world, user, raw }) => {
    const base = worldBase(raw);
    const result = marketListsOf(world).answer('main', base, (m, now): MainMarket => ({
      game_id: String(m.market.id),
      game_name: m.market.name,
      open_time: m.open,
      close_time: m.close,
      msg: m.msg,
      msg_status: m.status,
      time_srt: todayAt(now, m.openMinutes),
      open_result: panaResult(m.result?.open_pana, openResultOf),
      close_result: panaResult(m.result?.close_pana, closeResultOf),
      close_time_srt: todayAt(now, m.closeMinutes),
      open_duration: durationTo(now, m.openMinutes),
      close_duration: durationTo(now, m.closeMinutes),
      game_name_letter: m.market.name.charAt(0),
      web_chart_url: `${base}${PAGE_PATHS.jodiChart(m.market.id)}`,
      web_chart_url_pana: `${base}${PAGE_PATHS.panelChart(m.market.id)}`,
      // Only on a row the real server's clock rule would not show yet (today's before 08:00).
      ...(m.earlyResultDate === undefined ? {} : { result_date: m.earlyResultDate }),
    }));
    return dashboardOf(world).answer(user, result);
  });

  // A bid screen's calls around a submission: no msg on the date; closed statuses without status.
  defineEndpoint(app, 'api-get-current-date', ({ body, world, user }) =>
    gameStatusOf(world).currentDate(user, body.game_id),
  );

  defineEndpoint(app, 'api-check-game-status', ({ body, world, user }) =>
    gameStatusOf(world).mainStatus(user, body.game_id),
  );

  defineEndpoint(app, 'api-check-starline-game-status', ({ body, world }) =>
    gameStatusOf(world).slotStatus('starline', body.game_id),
  );

  defineEndpoint(app, 'api-check-galidisswar-game-status', ({ body, world }) =>
    gameStatusOf(world).slotStatus('gali', body.game_id),
  );

  defineEndpoint(app, 'api-check-games-active-inactive', ({ body, world }) => ({
    result: gameStatusOf(world).activeRows('main', body.game_id),
  }));

  defineEndpoint(app, 'api-check-starline-games-active-inactive', ({ body, world }) => ({
    result: gameStatusOf(world).activeRows('starline', body.game_id),
  }));

  defineEndpoint(app, 'api-check-galidisswar-games-active-inactive', ({ body, world }) => ({
    result: gameStatusOf(world).activeRows('gali', body.game_id),
  }));

  // The Starline and Gali lists answer without status and msg, as the real server does.
  defineEndpoint(app, 'api-starline-game', ({ world, raw }) => ({
    result: marketListsOf(world).answer('starline', '', (m, now): StarlineMarket => ({
      game_id: String(m.market.id),
      game_name: m.market.name,
      open_time: m.open,
      close_time: m.close,
      msg: m.msg,
      msg_status: m.status,
      time_srt: todayAt(now, m.openMinutes),
      open_result: panaResult(m.result?.open_pana, starlineResultOf),
      close_result: '',
      close_time_srt: todayAt(now, m.openMinutes),
    })),
    web_starline_chart_url: absoluteUrl(raw, PAGE_PATHS.starlineChart),
  }));

  defineEndpoint(app, 'api-galidisawar-game', ({ world, raw }) => ({
    result: marketListsOf(world).answer('gali', '', (m, now): GaliMarket => {
      const jodi = m.result?.jodi;
      return {
        game_id: String(m.market.id),
        game_name: m.market.name,
        open_time: m.open,
        close_time: m.close,
        msg: m.msg,
        msg_status: m.status,
        time_srt: todayAt(now, m.openMinutes),
        // The jodi in open_result, close_result empty.
        ...(jodi && /^\d{2}$/.test(jodi)
          ? galiResultOf(jodi)
          : { open_result: '', close_result: '' }),
      };
    }),
    web_galidessar_chart_url: absoluteUrl(raw, PAGE_PATHS.galiChart),
  }));

  defineEndpoint(app, 'api-game-rates', ({ world }) => ({
    status: true,
    msg: MSG.GAME_RATES,
    game_rates: [rateRecord(settingsOf(world).get('rates').main) as MainRates],
  }));

  defineEndpoint(app, 'api-starline-game-rates', ({ world }) => ({
    status: true,
    msg: MSG.GAME_RATES,
    game_rates: [rateRecord(settingsOf(world).get('rates').starline) as StarlineRates],
  }));

  defineEndpoint(app, 'api-galidisawar-game-rates', ({ world }) => ({
    status: true,
    msg: MSG.GAME_RATES,
    game_rates: [rateRecord(settingsOf(world).get('rates').gali) as GaliRates],
  }));
}
