export {
  type ResultField,
  type MainResult,
  openResultOf,
  closeResultOf,
  jodiOf,
  parseMainResult,
  formatMainResult,
} from './result-strings';
export {
  type StarlineResult,
  type GaliResult,
  type DeclaredResult,
  starlineResultOf,
  parseStarlineResult,
  formatStarlineResult,
  galiResultOf,
  parseGaliResult,
  formatGaliResult,
} from './starline-gali-results';
export {
  type Market,
  type SettleBid,
  type BidOutcome,
  type Rate,
  rateKeyOf,
  sessionOf,
  decideBid,
  rateFrom,
  payout,
} from './settlement';
