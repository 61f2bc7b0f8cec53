import { Type, type Static } from 'typebox';
import { rateKeysOf } from '../bids/rates';
import { endpoint } from './define';
import { EmptyRequest, Text, TokenRequest, reply, request, success } from './envelope';

/** `msg_status`: 1 running, 2 closed (a computed number). */
export const MarketStatusSchema = Type.Union([Type.Literal(1), Type.Literal(2)]);

/** The fields every market row carries: times as 12-hour text, status as number and words. */
const marketRow = {
  game_id: Type.String(),
  game_name: Type.String(),
  open_time: Type.String(),
  close_time: Type.String(),
  /** "Market Running", "Market Closed", or "Market closed" on a day it does not play. */
  msg: Type.String(),
  msg_status: MarketStatusSchema,
  /** Unix seconds of today's open time (today's date, whatever the clock text says). */
  time_srt: Type.Integer(),
};

/**
 * A main market on the dashboard. Results are `""` until declared; `close_time_srt` is today's
 * date at the close time, so a market closing after midnight reads closed.
 */
export const MainMarket = Type.Object({
  ...marketRow,
  open_result: Type.String(),
  close_result: Type.String(),
  close_time_srt: Type.Integer(),
  /** Milliseconds between now and today's open (close) time, whichever comes first. */
  open_duration: Type.Integer(),
  close_duration: Type.Integer(),
  /** The first letter of the name. */
  game_name_letter: Type.String(),
  web_chart_url: Type.String(),
});
export type MainMarket = Static<typeof MainMarket>;

export const DashboardSuccess = success({
  /** Blank for a token the server does not know (it answers anyway). */
  wallet_amt: Type.String(),
  betting_status: Type.String(),
  user_name: Type.String(),
  mobile: Type.String(),
  mobile_1: Type.String(),
  mobile_no: Type.String(),
  telegram_no: Type.String(),
  /** 1 inside the withdraw window, 0 outside (a number). */
  withdraw_status: Type.Union([Type.Literal(0), Type.Literal(1)]),
  transfer_point_status: Type.String(),
  /** "1" active, "0" blocked by the operator. */
  account_block_status: Type.String(),
  referral_code: Type.String(),
  app_link: Type.String(),
  share_msg: Type.String(),
  app_maintainence_msg: Type.String(),
  maintainence_msg_status: Type.String(),
  user_current_version: Type.String(),
  user_minimum_version: Type.String(),
  notice_count: Type.Integer(),
  notification_count: Type.Integer(),
  /** Sorted by open time. */
  result: Type.Array(MainMarket),
});
export type DashboardSuccess = Static<typeof DashboardSuccess>;
export const DashboardResponse = reply(DashboardSuccess);
export type DashboardResponse = Static<typeof DashboardResponse>;

/** A Starline slot: one pana result, `open_result` `"{pana}-{ank}"`, `close_result` always `""`. */
export const StarlineMarket = Type.Object({
  ...marketRow,
  open_result: Type.String(),
  close_result: Type.Literal(''),
  /** The slot's time as Unix seconds (the same as time_srt). */
  close_time_srt: Type.Integer(),
});
export type StarlineMarket = Static<typeof StarlineMarket>;

/**
 * The Starline list: answered without `status` and `msg` (see ANSWERS_WITHOUT_STATUS); only a
 * wrong app key answers the shared failure.
 */
export const StarlineGameSuccess = Type.Object({
  result: Type.Array(StarlineMarket),
  web_starline_chart_url: Type.String(),
});
export type StarlineGameSuccess = Static<typeof StarlineGameSuccess>;
export const StarlineGameResponse = reply(StarlineGameSuccess);
export type StarlineGameResponse = Static<typeof StarlineGameResponse>;

/** A Gali Disawar market: `open_result` the two-digit jodi ("47"), `close_result` always `""`. */
export const GaliMarket = Type.Object({
  ...marketRow,
  open_result: Type.String(),
  close_result: Type.Literal(''),
});
export type GaliMarket = Static<typeof GaliMarket>;

/** The Gali list: answered without `status` and `msg`, like the Starline list. */
export const GaliGameSuccess = Type.Object({
  result: Type.Array(GaliMarket),
  web_galidessar_chart_url: Type.String(),
});
export type GaliGameSuccess = Static<typeof GaliGameSuccess>;
export const GaliGameResponse = reply(GaliGameSuccess);
export type GaliGameResponse = Static<typeof GaliGameResponse>;

/** The Starline and Gali lists take the app key only; a token may come and is not read. */
export const MarketListRequest = request({ unique_token: Type.Optional(Text()) });
export type MarketListRequest = Static<typeof MarketListRequest>;

/**
 * A rate pair, "10 ka 95": `{name}_val_1` is the stake, `{name}_val_2` the payout (strings). Each
 * market's names are its bid types' rate keys (bids/rates.ts).
 */
const rates = <const N extends string>(names: readonly N[]) =>
  Type.Object(
    Object.fromEntries(
      names.flatMap((n) => [
        [`${n}_val_1`, Type.String()],
        [`${n}_val_2`, Type.String()],
      ]),
    ) as { [K in `${N}_val_1` | `${N}_val_2`]: ReturnType<typeof Type.String> },
  );

export const MainRates = rates(rateKeysOf('main'));
export type MainRates = Static<typeof MainRates>;

export const StarlineRates = rates(rateKeysOf('starline'));
export type StarlineRates = Static<typeof StarlineRates>;

/** Gali rates: single_digit is Left Digit, single_pana Right Digit, double_pana Jodi Digit. */
export const GaliRates = rates(rateKeysOf('gali'));
export type GaliRates = Static<typeof GaliRates>;

export const MainRatesSuccess = success({ game_rates: Type.Array(MainRates) });
export type MainRatesSuccess = Static<typeof MainRatesSuccess>;
export const MainRatesResponse = reply(MainRatesSuccess);
export type MainRatesResponse = Static<typeof MainRatesResponse>;

export const StarlineRatesSuccess = success({ game_rates: Type.Array(StarlineRates) });
export type StarlineRatesSuccess = Static<typeof StarlineRatesSuccess>;
export const StarlineRatesResponse = reply(StarlineRatesSuccess);
export type StarlineRatesResponse = Static<typeof StarlineRatesResponse>;

export const GaliRatesSuccess = success({ game_rates: Type.Array(GaliRates) });
export type GaliRatesSuccess = Static<typeof GaliRatesSuccess>;
export const GaliRatesResponse = reply(GaliRatesSuccess);
export type GaliRatesResponse = Static<typeof GaliRatesResponse>;

export const MARKET_ENDPOINTS = [
  endpoint({
    path: 'api-get-dashboard-data',
    group: 'markets',
    auth: 'token',
    summary: 'Home: wallet, betting switch, contact numbers and the main markets.',
    request: TokenRequest,
    response: DashboardResponse,
  }),
  endpoint({
    path: 'api-starline-game',
    group: 'markets',
    auth: 'key',
    summary: "Today's Starline slots and the chart link (no status, no msg).",
    request: MarketListRequest,
    response: StarlineGameResponse,
  }),
  endpoint({
    path: 'api-starline-game-rates',
    group: 'markets',
    auth: 'key',
    summary: 'Starline rates (game_rates[0]).',
    request: EmptyRequest,
    response: StarlineRatesResponse,
  }),
  endpoint({
    path: 'api-galidisawar-game',
    group: 'markets',
    auth: 'key',
    summary: 'Gali Disawar markets and the chart link (no status, no msg).',
    request: MarketListRequest,
    response: GaliGameResponse,
  }),
  endpoint({
    path: 'api-galidisawar-game-rates',
    group: 'markets',
    auth: 'key',
    summary: 'Gali Disawar rates: Left (single_digit), Right (single_pana), Jodi (double_pana).',
    request: EmptyRequest,
    response: GaliRatesResponse,
  }),
  endpoint({
    path: 'api-game-rates',
    group: 'markets',
    auth: 'key',
    summary: 'Main-market rates (game_rates[0]).',
    request: EmptyRequest,
    response: MainRatesResponse,
  }),
] as const;
