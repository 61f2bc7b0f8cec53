import { RATE_LINES } from '@panna/shared/bids';

/** The market screens' visible texts (spec 1 section 2). */
export const MARKET_TEXT = {
  marketOpen: 'Market is open',
  marketClosed: 'Close for today',
  running: 'Running Now',
  closedToday: 'Closed for today',
  openBid: 'Open Bid',
  closeBids: 'Close Bids',
  viewCharts: 'View Charts',
  playGame: 'Play Game',
  galiDisawar: 'GALI DISAWAR',
  kingStarline: 'KING STARLINE',
  bidHistory: 'Bid-History',
  winHistory: 'Win History',
  chart: 'Chart',
  marketCharts: 'Market Charts',
  noResult: '***-**-***',
  /** The spec's win claim (spec 2, constants): on the home and landing screens. */
  winClaim: 'Win up to 10 Lac Points',
} as const;

/** The spec lists Starline's rate pills in this order; a pill it does not name comes after. */
const STARLINE_PILL_ORDER = ['Single Digit', 'Double Pana', 'Single Pana', 'Triple Pana'];
const pillRank = (label: string) => {
  const rank = STARLINE_PILL_ORDER.indexOf(label);
  return rank < 0 ? STARLINE_PILL_ORDER.length : rank;
};

/** Starline rate pills, labelled and keyed by the bid-type catalogue, in the spec's order. */
export const STARLINE_RATE_PILLS = RATE_LINES.starline
  .map(({ label, key }) => ({ label, field: key }))
  .sort((a, b) => pillRank(a.label) - pillRank(b.label));

/** Gali rate pairs: the provider's field names mean Left, Right and Jodi here (the catalogue's). */
export const GALI_RATE_PAIRS = RATE_LINES.gali.map(({ label, key }) => ({ label, field: key }));

/** The visitor landing page. */
export const LANDING_TEXT = {
  notice: 'PLEASE DOWNLOAD ANDROID APPLICATION FOR FAST DEPOSIT AND FAST WITHDRAW (24×7)',
  downloadApp: 'Download App',
  login: 'Login',
  shortcuts: ['AddFund', 'Withdraw', 'Gali Disawar', 'Starline'],
} as const;
