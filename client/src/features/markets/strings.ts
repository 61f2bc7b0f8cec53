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

/** The visitor landing page. */
export const LANDING_TEXT = {
  notice: 'PLEASE DOWNLOAD ANDROID APPLICATION FOR FAST DEPOSIT AND FAST WITHDRAW (24×7)',
  downloadApp: 'Download App',
  login: 'Login',
  shortcuts: ['AddFund', 'Withdraw', 'Gali Disawar', 'Starline'],
} as const;
