import { Type, type Static } from 'typebox';
import { rateKeysOf } from '../bids/rates';
import { endpoint } from './define';
import { EmptyRequest, Failure, Id, Text, reply, request, success, tokenRequest } from './envelope';

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
  /** The market's pana (panel) chart page; one public client opens it (INFERRED field). */
  web_chart_url_pana: Type.String(),
  /**
   * The simulator's own, only on a row showing today's session's results before 08:00 India
   * time (declared early, or a market opening before then): that date, "YYYY-MM-DD". The real
   * server shows the previous day's results then, and never sends it.
   */
  result_date: Type.Optional(Type.String()),
});
export type MainMarket = Static<typeof MainMarket>;

/**
 * A device the player signed in on (`device_result`), every value text. The Android clients sign
 * the player out unless the device they signed in on is listed with both switches "0".
 */
export const DeviceRow = Type.Object({
  device_id: Type.String(),
  /** "1": the admin signed this device out. */
  logout_status: Type.String(),
  /** "1": the device must ask for the security PIN again. */
  security_pin_status: Type.String(),
});
export type DeviceRow = Static<typeof DeviceRow>;

/**
 * A web client's landing page asks before anyone signed in: its token may be `null` or absent,
 * as well as `""`; each is a token no player holds (docs/protocol.md).
 */
const MaybeToken = Type.Optional(Type.Union([Text(), Type.Null()]));

export const DashboardRequest = request({ unique_token: MaybeToken });
export type DashboardRequest = Static<typeof DashboardRequest>;

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
  /** The app-update pop-up (the version row's other fields): "" and "0" show nothing. */
  pop_status: Type.String(),
  message: Type.String(),
  link: Type.String(),
  link_btn_text: Type.String(),
  action_type: Type.String(),
  action_btn_text: Type.String(),
  /** The version's date, "28 Jun 2024", or "". */
  app_date: Type.String(),
  /** The home screen's running text (INFERRED field). */
  app_marquee_msg: Type.String(),
  /** "0" hides the wallet, deposit, withdraw and transfer screens for everyone (INFERRED field). */
  global_batting_status: Type.String(),
  /** Notices showing today. */
  notice_count: Type.Integer(),
  /** The player's notifications not yet listed by api-get-notification. */
  notification_count: Type.Integer(),
  /** The player's devices, newest first; none for a token no player holds. */
  device_result: Type.Array(DeviceRow),
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

/** The messages of the calls a bid screen makes (the real server's, word for word). */
export const GAME_STATUS_MSG = {
  OPEN: 'Betting Is Open',
  /** The game-status calls' closed answer: a small c and a full stop. */
  CLOSED: 'Sorry Betting Is closed.',
  /** The active-inactive rows' words. */
  RUNNING: 'Betting Is Running.',
  ROW_CLOSED: 'Sorry Betting Is Closed',
} as const;

/** A bid screen asks for the day's date and limits; `game_id` names the market it is for. */
export const CurrentDateRequest = tokenRequest({ game_id: Id });
export type CurrentDateRequest = Static<typeof CurrentDateRequest>;

/**
 * The day's date and the limits, answered with `status: true` and no `msg`. Limits are text, as
 * the real server's settings table hands them out; the apps parse the bid limits as integers.
 */
export const CurrentDateSuccess = Type.Object({
  status: Type.Literal(true),
  /** Present for a token a player holds. */
  wallet_amt: Type.Optional(Type.String()),
  min_bid_amount: Type.String(),
  max_bid_amount: Type.String(),
  min_deposite: Type.String(),
  max_deposite: Type.String(),
  min_withdrawal: Type.String(),
  max_withdrawal: Type.String(),
  min_transfer: Type.String(),
  max_transfer: Type.String(),
  /** PHP's 'D d-M-Y': "Mon 01-Jul-2024". */
  date: Type.String(),
  /** PHP's 'd-M-Y': "01-Jul-2024", what the apps send back as `bid_date`. */
  new_date: Type.String(),
  /** Milliseconds between now and the main market's open (close) time, less a minute; else 0. */
  open_duration: Type.Integer(),
  close_duration: Type.Integer(),
});
export type CurrentDateSuccess = Static<typeof CurrentDateSuccess>;
export const CurrentDateResponse = reply(CurrentDateSuccess);
export type CurrentDateResponse = Static<typeof CurrentDateResponse>;

/**
 * A main market's status for a bid screen. The token is read only for `device_result`; one public
 * client sends none before submitting.
 */
export const GameStatusRequest = request({ unique_token: MaybeToken, game_id: Id });
export type GameStatusRequest = Static<typeof GameStatusRequest>;

/** The Starline and Gali status calls read `game_id` only. */
export const GameIdRequest = request({ game_id: Id });
export type GameIdRequest = Static<typeof GameIdRequest>;

const openStatus = {
  status: Type.Literal(true),
  msg: Type.Literal(GAME_STATUS_MSG.OPEN),
  game_status: Type.Literal(1),
};
/** Closed: `msg` and `game_status` 2, without `status`; an unknown game: neither. */
const closedStatus = {
  status: Type.Optional(Type.Never()),
  msg: Type.Optional(Type.Literal(GAME_STATUS_MSG.CLOSED)),
  game_status: Type.Optional(Type.Literal(2)),
};

/** Closed (no `status`), an unknown game (only the devices), or open; always `device_result`. */
export const GameStatusResponse = Type.Union([
  Type.Object({ ...closedStatus, device_result: Type.Array(DeviceRow) }),
  Type.Object({ ...openStatus, device_result: Type.Array(DeviceRow) }),
  Failure,
]);
export type GameStatusResponse = Static<typeof GameStatusResponse>;

/** Closed (no `status`), `{}` for an unknown game, or open. */
export const SlotStatusResponse = Type.Union([
  Type.Object(closedStatus),
  Type.Object(openStatus),
  Failure,
]);
export type SlotStatusResponse = Static<typeof SlotStatusResponse>;

/** A game as the active-inactive calls list it: its times and status, `status` a boolean. */
export const ActiveInactiveRow = Type.Object({
  open_time: Type.String(),
  close_time: Type.String(),
  msg: Type.Union([
    Type.Literal(GAME_STATUS_MSG.RUNNING),
    Type.Literal(GAME_STATUS_MSG.ROW_CLOSED),
  ]),
  game_status: MarketStatusSchema,
  status: Type.Boolean(),
});
export type ActiveInactiveRow = Static<typeof ActiveInactiveRow>;

/** `{result: [row]}` (`[]` for an unknown game), without `status` or `msg` at the top. */
export const ActiveInactiveResponse = Type.Union([
  Type.Object({ result: Type.Array(ActiveInactiveRow) }),
  Failure,
]);
export type ActiveInactiveResponse = Static<typeof ActiveInactiveResponse>;

export const MARKET_ENDPOINTS = [
  endpoint({
    path: 'api-get-dashboard-data',
    group: 'markets',
    auth: 'token',
    summary: 'Home: wallet, betting switch, contact numbers, devices and the main markets.',
    request: DashboardRequest,
    response: DashboardResponse,
  }),
  endpoint({
    path: 'api-get-current-date',
    group: 'markets',
    auth: 'token',
    summary: "A bid screen's date (new_date is the bid_date), limits and durations (no msg).",
    request: CurrentDateRequest,
    response: CurrentDateResponse,
  }),
  endpoint({
    path: 'api-check-game-status',
    group: 'markets',
    auth: 'token',
    summary: "A main market's open session: game_status 1 open, 2 closed (then no status).",
    request: GameStatusRequest,
    response: GameStatusResponse,
  }),
  endpoint({
    path: 'api-check-starline-game-status',
    group: 'markets',
    auth: 'key',
    summary: 'A Starline slot: game_status 1 open, 2 closed (then no status); {} if unknown.',
    request: GameIdRequest,
    response: SlotStatusResponse,
  }),
  endpoint({
    path: 'api-check-galidisswar-game-status',
    group: 'markets',
    auth: 'key',
    summary: 'A Gali Disawar market: game_status 1 open, 2 closed (then no status); {} if unknown.',
    request: GameIdRequest,
    response: SlotStatusResponse,
  }),
  endpoint({
    path: 'api-check-games-active-inactive',
    group: 'markets',
    auth: 'key',
    summary: 'A main market as a result row until its close time (no status, no msg).',
    request: GameIdRequest,
    response: ActiveInactiveResponse,
  }),
  endpoint({
    path: 'api-check-starline-games-active-inactive',
    group: 'markets',
    auth: 'key',
    summary: 'A Starline slot as a result row until its time (no status, no msg).',
    request: GameIdRequest,
    response: ActiveInactiveResponse,
  }),
  endpoint({
    path: 'api-check-galidisswar-games-active-inactive',
    group: 'markets',
    auth: 'key',
    summary: 'A Gali Disawar market as a result row until its time (no status, no msg).',
    request: GameIdRequest,
    response: ActiveInactiveResponse,
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
