/**
 * The calls the real server answers without `status` and `msg` (the Starline and Gali lists, and,
 * closed or for an unknown game, the game-status calls): any JSON object that does not say
 * `status: false` is their answer. A module of its own: the client's provider client reads it at
 * start-up, without the rest of the protocol.
 */
export const ANSWERS_WITHOUT_STATUS: readonly string[] = [
  'api-starline-game',
  'api-galidisawar-game',
  'api-check-game-status',
  'api-check-starline-game-status',
  'api-check-galidisswar-game-status',
  'api-check-games-active-inactive',
  'api-check-starline-games-active-inactive',
  'api-check-galidisswar-games-active-inactive',
];

/**
 * The calls the real server answers without `msg`, found or not: a client reads their `status`
 * and fields only. `api-last-fund-request-detail` says "no deposit request pending" as
 * `status: false` with its limits and an empty `last_req_detail`.
 */
export const ANSWERS_WITHOUT_MSG: readonly string[] = [
  'api-last-fund-request-detail',
  // Tara's registration code: `{otp, status: true}`.
  'api-otp-sent',
  // The combinations found: `{posssible_array, total_bid_amount, wallet_amt_after_bid, status}`.
  'api-get-sp-motor-combination',
  'api-get-sp-dp-tp-combination',
  // A bid screen's date and limits: `{..., new_date, status: true}`.
  'api-get-current-date',
];
