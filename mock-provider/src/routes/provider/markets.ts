import {
  MARKET_MSG,
  MARKET_STATUS,
  MSG,
  WITHDRAW_STATUS,
  addDays,
  closeResultOf,
  galiResultOf,
  indiaDateKey,
  indiaParts,
  instantAt,
  isPana,
  isWithinWindow,
  openResultOf,
  parseClockTime,
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
import { isNobody, type Player } from '../../domain/users';
import type { World } from '../../worlds/world';
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

interface ListedMarket {
  market: Market;
  open: string;
  close: string;
  /** Minutes of the day of the open and close times shown. */
  openMinutes: number;
  closeMinutes: number;
  status: 1 | 2;
  /** "Market Running", "Market Closed", or "Market closed" on a day it does not play. */
  msg: string;
  result: ResultRow | undefined;
}

/** Distinct hosts whose lists are kept; past this the cache starts over (Host is client input). */
const MAX_CACHED_LISTS = 64;

/**
 * The lists are polled every 5 s by every player: each kind's answer list, as mapped for one base
 * URL, is kept until its key (time step, markets, results) moves. The main list counts seconds
 * (its durations do); the others minutes.
 */
const listCacheOf = (_world: World) => new Map<string, { key: string; list: unknown[] }>();

function cachedList<T>(
  world: World,
  kind: MarketKind,
  /** The base URL the items embed ('' when they hold none). */
  base: string,
  toAnswer: (m: ListedMarket, now: number) => T,
): T[] {
  const now = world.clock.now();
  const key = marketsOf(world).listingKey(now, kind === 'main' ? 1000 : 60_000);
  const cache = world.service(listCacheOf);
  const slot = `${kind}|${base}`;
  const cached = cache.get(slot);
  if (cached?.key === key) return cached.list as T[];
  const list = buildListing(world, kind, now).map((m) => toAnswer(m, now));
  if (cache.size >= MAX_CACHED_LISTS) cache.clear();
  cache.set(slot, { key, list });
  return list;
}

/**
 * Each active market of a kind with today's times, status and the result of the day the list
 * shows, sorted by open time as the real server sorts them.
 */
function buildListing(world: World, kind: MarketKind, now: number): ListedMarket[] {
  const markets = marketsOf(world);
  const results = world.service(recentResultsOf)(kind, now);
  return markets
    .list(kind)
    .map((market) => {
      // Today's times, or those of the next day it plays.
      const times = displayedTimes(now, market.schedule);
      const status = markets.status(market, now);
      const msg = !markets.play(market, now)
        ? MARKET_MSG.OFF_TODAY
        : status === MARKET_STATUS.RUNNING
          ? MARKET_MSG.RUNNING
          : MARKET_MSG.CLOSED;
      return {
        market,
        open: times.open,
        close: times.close,
        openMinutes: parseClockTime(times.open) ?? 0,
        closeMinutes: parseClockTime(times.close) ?? 0,
        status,
        msg,
        result: results.get(`${market.id}|${markets.resultDate(market, now)}`),
      };
    })
    .sort((a, b) => a.openMinutes - b.openMinutes);
}

/** Unix seconds of today's date at a minute of the day (the real server's strtotime of the text). */
const todayAt = (now: number, minutes: number): number =>
  Math.floor(instantAt(indiaDateKey(now), minutes) / 1000);

/** Milliseconds between now and a time of today, either way, counted in whole seconds. */
function durationTo(now: number, minutes: number): number {
  const { minutes: nowMinutes, seconds } = indiaParts(now);
  return Math.abs(nowMinutes * 60 + seconds - minutes * 60) * 1000;
}

/** Fields of the real dashboard the simulator has no use for, at the values a plain app has. */
const APP_FIELDS = {
  app_link: '',
  share_msg: '',
  app_maintainence_msg: '',
  maintainence_msg_status: '0',
  user_current_version: '1',
  user_minimum_version: '1',
  notice_count: 0,
  notification_count: 0,
} as const;

/** A player's referral code: "PN" and their id in base 36, six characters in all. */
const referralCode = (player: Player): string =>
  isNobody(player) ? '' : `PN${player.id.toString(36).toUpperCase().padStart(4, '0')}`;

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
 * row on any write to the database, the list every second), so an unchanged trio means the same
 * answer.
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
    const result = cachedList(world, 'main', base, (m, now): MainMarket => ({
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
    }));
    const kept = dashboardTexts.get(user);
    if (kept?.settings === settings && kept.result === result) return kept.text;
    const known = !isNobody(user);
    const withdrawOpen =
      settings.withdrawStatus === '1' &&
      isWithinWindow(settings.withdrawOpenTime, settings.withdrawCloseTime, world.clock.now());
    const text = new JsonText<DashboardAnswer>(
      JSON.stringify({
        status: true,
        msg: MSG.SUCCESS,
        // A token no player holds is answered with blank player fields (real profile).
        wallet_amt: known ? String(user.wallet) : '',
        betting_status: user.betting_status,
        user_name: user.name,
        mobile: user.mobile,
        mobile_1: settings.support.mobile_1,
        mobile_no: settings.support.mobile_no,
        telegram_no: settings.support.telegram_no,
        withdraw_status: withdrawOpen ? WITHDRAW_STATUS.OPEN : WITHDRAW_STATUS.CLOSED,
        transfer_point_status: known ? settings.transferPointStatus : '',
        account_block_status: known ? (user.blocked ? '0' : '1') : '',
        referral_code: referralCode(user),
        ...APP_FIELDS,
        result,
      } satisfies DashboardAnswer),
    );
    dashboardTexts.set(user, { settings, result, text });
    return text;
  });

  // The Starline and Gali lists answer without status and msg, as the real server does.
  defineEndpoint(app, 'api-starline-game', ({ world, request }) => ({
    result: cachedList(world, 'starline', '', (m, now): StarlineMarket => ({
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
    web_starline_chart_url: absoluteUrl(request, PAGE_PATHS.starlineChart),
  }));

  defineEndpoint(app, 'api-galidisawar-game', ({ world, request }) => ({
    result: cachedList(world, 'gali', '', (m, now): GaliMarket => {
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
    web_galidessar_chart_url: absoluteUrl(request, PAGE_PATHS.galiChart),
  }));

  defineEndpoint(app, 'api-game-rates', ({ world }) => ({
    status: true,
    msg: MSG.GAME_RATES,
    game_rates: [rateRecord(world.settings.get('rates').main) as MainRates],
  }));

  defineEndpoint(app, 'api-starline-game-rates', ({ world }) => ({
    status: true,
    msg: MSG.GAME_RATES,
    game_rates: [rateRecord(world.settings.get('rates').starline) as StarlineRates],
  }));

  defineEndpoint(app, 'api-galidisawar-game-rates', ({ world }) => ({
    status: true,
    msg: MSG.GAME_RATES,
    game_rates: [rateRecord(world.settings.get('rates').gali) as GaliRates],
  }));
}
