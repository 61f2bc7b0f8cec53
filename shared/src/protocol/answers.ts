/**
 * The calls the real server answers without `status` and `msg` (the Starline and Gali lists): any
 * JSON object that does not say `status: false` is their answer. A module of its own: the client's
 * provider client reads it at start-up, without the rest of the protocol.
 */
export const ANSWERS_WITHOUT_STATUS: readonly string[] = [
  'api-starline-game',
  'api-galidisawar-game',
];
