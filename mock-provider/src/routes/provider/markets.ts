import {
  addDays,
  closeResultOf,
  formatClockTime,
  galiResultOf,
  indiaDateKey,
  indiaParts,
  isPana,
  openResultOf,
  starlineResultOf,
  type GaliMarket,
  type GaliRates,
  type MainMarket,
  type MainRates,
  type MarketKind,
  type ResponseOf,
  type StarlineMarket,
  type StarlineRates,
} from '@panna/shared';
import type { FastifyInstance } from 'fastify';
import { marketsOf, type Market, type ResultRow } from '../../domain/markets';
import { displayedTimes } from '../../domain/schedule';
import type { RatePair, Settings } from '../../domain/settings';
import type { Player } from '../../domain/users';
import type { World } from '../../world';
import { PAGE_PATHS, absoluteUrl, worldBase } from '../pages/urls';
import { JsonText, defineEndpoint } from './define';

/** One query for a kind's recent results (the lists poll every 5 s: no query per market). */
const recentResultsOf = (world: World) => {
  const rows = world.db.prepare<[MarketKind, string], ResultRow>(
    'SELECT r.* FROM results r JOIN markets m ON m.id = r.market_id WHERE m.kind = ? AND r.date >= ?',
  );
  return (kind: MarketKind, now: number): Map<string, ResultRow> =>
    new Map(
      rows.all(kind, addDays(indiaDateKey(now), -1)).map((r) => [`${r.market_id}|${r.date}`, r]),
    );
};

/**
 * The date whose result a card shows. Starline and Gali show a result declared today, even when
 * it belongs to yesterday's session (Disawar's 05:00 result), until the next one; otherwise, and
 * for main markets, the running session's date, else today's.
 */
function shownDate(world: World, market: Market, now: number): string {
  const markets = marketsOf(world);
  if (market.kind !== 'main') {
    const today = indiaDateKey(now);
    for (const date of [today, addDays(today, -1)]) {
      const session = markets.sessionOn(market, date);
      if (session && session.openAt <= now && indiaDateKey(session.openAt) === today) return date;
    }
  }
  return markets.displayDate(market, now);
}

interface ListedMarket {
  market: Market;
  open: string;
  close: string;
  closeSeconds: number;
  status: 1 | 2;
  result: ResultRow | undefined;
}

/** Distinct hosts whose lists are kept; past this the cache starts over (Host is client input). */
const MAX_CACHED_LISTS = 64;

/**
 * The lists are polled every 5 s by every player: each kind's answer list, as mapped for one base
 * URL, is kept until its key (minute, markets, results) moves.
 */
const listCacheOf = (_world: World) => new Map<string, { key: string; list: unknown[] }>();

function cachedList<T>(
  world: World,
  kind: MarketKind,
  /** The base URL the items embed ('' when they hold none). */
  base: string,
  toAnswer: (m: ListedMarket) => T,
): T[] {
  const now = world.clock.now();
  const key = marketsOf(world).listingKey(now);
  const cache = world.service(listCacheOf);
  const slot = `${kind}|${base}`;
  const cached = cache.get(slot);
  if (cached?.key === key) return cached.list as T[];
  const list = buildListing(world, kind, now).map(toAnswer);
  if (cache.size >= MAX_CACHED_LISTS) cache.clear();
  cache.set(slot, { key, list });
  return list;
}

/** Each active market of a kind with its times, status and the displayed date's result row. */
function buildListing(world: World, kind: MarketKind, now: number): ListedMarket[] {
  const markets = marketsOf(world);
  const results = world.service(recentResultsOf)(kind, now);
  return markets.list(kind).map((market) => {
    // The running session's own times (a market closing after midnight is still yesterday's).
    const session = markets.session(market, now);
    const times = session
      ? {
          open: formatClockTime(indiaParts(session.openAt).minutes),
          close: formatClockTime(indiaParts(session.closeAt).minutes),
          closeAt: session.closeAt,
        }
      : displayedTimes(now, market.schedule);
    return {
      market,
      open: times.open,
      close: times.close,
      closeSeconds: Math.floor(times.closeAt / 1000),
      status: markets.status(market, now),
      result: results.get(`${market.id}|${shownDate(world, market, now)}`),
    };
  });
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

type DashboardAnswer = ResponseOf<'api-get-dashboard-data'>;

/**
 * The dashboard is polled every 5 s by every player, so its JSON is kept per player row, settings
 * and main list. All three are kept objects, replaced when anything they hold changes (the player
 * row on any write to the database), so an unchanged trio means the same answer.
 */
const dashboardTexts = new WeakMap<
  Player,
  { settings: Settings; result: readonly MainMarket[]; text: JsonText<DashboardAnswer> }
>();

/** The dashboard, the Starline and Gali lists, and the three rate tables. */
export function registerMarkets(app: FastifyInstance): void {
  defineEndpoint(app, 'api-get-dashboard-data', ({ world, user, request }) => {
    const settings = world.settings.all();
    const base = worldBase(request);
    const result = cachedList(world, 'main', base, (m): MainMarket => ({
      game_id: String(m.market.id),
      game_name: m.market.name,
      open_time: m.open,
      close_time: m.close,
      open_result: panaResult(m.result?.open_pana, openResultOf),
      close_result: panaResult(m.result?.close_pana, closeResultOf),
      msg_status: m.status,
      close_time_srt: m.closeSeconds,
      web_chart_url: `${base}${PAGE_PATHS.jodiChart(m.market.id)}`,
    }));
    const kept = dashboardTexts.get(user);
    if (kept?.settings === settings && kept.result === result) return kept.text;
    const text = new JsonText<DashboardAnswer>(
      JSON.stringify({
        status: true,
        msg: 'Success',
        wallet_amt: String(user.wallet),
        betting_status: user.betting_status,
        user_name: user.name,
        mobile: user.mobile,
        mobile_1: settings.support.mobile_1,
        mobile_no: settings.support.mobile_no,
        telegram_no: settings.support.telegram_no,
        withdraw_status: settings.withdrawStatus,
        result,
      } satisfies DashboardAnswer),
    );
    dashboardTexts.set(user, { settings, result, text });
    return text;
  });

  defineEndpoint(app, 'api-starline-game', ({ world, request }) => {
    const result = cachedList(world, 'starline', '', (m): StarlineMarket => ({
      game_id: String(m.market.id),
      game_name: m.market.name,
      open_time: m.open,
      open_result: panaResult(m.result?.open_pana, starlineResultOf),
      msg_status: m.status,
      close_time_srt: m.closeSeconds,
    }));
    return {
      status: true,
      msg: 'Success',
      result,
      web_starline_chart_url: absoluteUrl(request, PAGE_PATHS.starlineChart),
    };
  });

  defineEndpoint(app, 'api-galidisawar-game', ({ world, request }) => {
    const result = cachedList(world, 'gali', '', (m): GaliMarket => {
      const jodi = m.result?.jodi;
      const digits =
        jodi && /^\d{2}$/.test(jodi) ? galiResultOf(jodi) : { open_result: '', close_result: '' };
      return {
        game_id: String(m.market.id),
        game_name: m.market.name,
        open_time: m.open,
        ...digits,
        msg_status: m.status,
      };
    });
    return {
      status: true,
      msg: 'Success',
      result,
      web_galidessar_chart_url: absoluteUrl(request, PAGE_PATHS.galiChart),
    };
  });

  defineEndpoint(app, 'api-game-rates', ({ world }) => ({
    status: true,
    msg: 'Success',
    game_rates: [rateRecord(world.settings.get('rates').main) as MainRates],
  }));

  defineEndpoint(app, 'api-starline-game-rates', ({ world }) => ({
    status: true,
    msg: 'Success',
    game_rates: [rateRecord(world.settings.get('rates').starline) as StarlineRates],
  }));

  defineEndpoint(app, 'api-galidisawar-game-rates', ({ world }) => ({
    status: true,
    msg: 'Success',
    game_rates: [rateRecord(world.settings.get('rates').gali) as GaliRates],
  }));
}
