import { Type, type Static } from 'typebox';
import { endpoint } from './define';
import { EmptyRequest, TokenRequest, reply, success } from './envelope';

/** `msg_status`: 1 running, 2 closed (a computed number). */
export const MarketStatusSchema = Type.Union([Type.Literal(1), Type.Literal(2)]);

/** A main market on the dashboard. Results are `""` until declared. */
export const MainMarket = Type.Object({
  game_id: Type.String(),
  game_name: Type.String(),
  open_time: Type.String(),
  close_time: Type.String(),
  open_result: Type.String(),
  close_result: Type.String(),
  msg_status: MarketStatusSchema,
  close_time_srt: Type.Integer(),
  web_chart_url: Type.String(),
});
export type MainMarket = Static<typeof MainMarket>;

export const DashboardSuccess = success({
  wallet_amt: Type.String(),
  betting_status: Type.String(),
  user_name: Type.String(),
  mobile: Type.String(),
  mobile_1: Type.String(),
  mobile_no: Type.String(),
  telegram_no: Type.String(),
  withdraw_status: Type.String(),
  result: Type.Array(MainMarket),
});
export type DashboardSuccess = Static<typeof DashboardSuccess>;
export const DashboardResponse = reply(DashboardSuccess);
export type DashboardResponse = Static<typeof DashboardResponse>;

/** A Starline slot: one pana result, `open_result` `"{pana}-{ank}"`. */
export const StarlineMarket = Type.Object({
  game_id: Type.String(),
  game_name: Type.String(),
  open_time: Type.String(),
  open_result: Type.String(),
  msg_status: MarketStatusSchema,
  close_time_srt: Type.Integer(),
});
export type StarlineMarket = Static<typeof StarlineMarket>;

export const StarlineGameSuccess = success({
  result: Type.Array(StarlineMarket),
  web_starline_chart_url: Type.String(),
});
export type StarlineGameSuccess = Static<typeof StarlineGameSuccess>;
export const StarlineGameResponse = reply(StarlineGameSuccess);
export type StarlineGameResponse = Static<typeof StarlineGameResponse>;

/** A Gali Disawar market: `open_result` the left digit, `close_result` the right digit. */
export const GaliMarket = Type.Object({
  game_id: Type.String(),
  game_name: Type.String(),
  open_time: Type.String(),
  open_result: Type.String(),
  close_result: Type.String(),
  msg_status: MarketStatusSchema,
});
export type GaliMarket = Static<typeof GaliMarket>;

export const GaliGameSuccess = success({
  result: Type.Array(GaliMarket),
  web_galidessar_chart_url: Type.String(),
});
export type GaliGameSuccess = Static<typeof GaliGameSuccess>;
export const GaliGameResponse = reply(GaliGameSuccess);
export type GaliGameResponse = Static<typeof GaliGameResponse>;

/** A rate pair, "10 ka 95": `{name}_val_1` is the stake, `{name}_val_2` the payout (strings). */
const rates = <const N extends string>(names: readonly N[]) =>
  Type.Object(
    Object.fromEntries(
      names.flatMap((n) => [
        [`${n}_val_1`, Type.String()],
        [`${n}_val_2`, Type.String()],
      ]),
    ) as { [K in `${N}_val_1` | `${N}_val_2`]: ReturnType<typeof Type.String> },
  );

export const MainRates = rates([
  'single_digit',
  'jodi_digit',
  'single_pana',
  'double_pana',
  'tripple_pana',
  'half_sangam',
  'full_sangam',
]);
export type MainRates = Static<typeof MainRates>;

export const StarlineRates = rates(['single_digit', 'single_pana', 'double_pana', 'tripple_pana']);
export type StarlineRates = Static<typeof StarlineRates>;

/** Gali rates: single_digit is Left Digit, single_pana Right Digit, double_pana Jodi Digit. */
export const GaliRates = rates(['single_digit', 'single_pana', 'double_pana']);
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
    auth: 'token',
    summary: "Today's Starline slots and the chart link.",
    request: TokenRequest,
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
    auth: 'token',
    summary: 'Gali Disawar markets and the chart link.',
    request: TokenRequest,
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
