/**
 * Every screen but the signed-out account flows (account-routes.ts, in the entry) and the home
 * (home-routes.ts, in the signed-in shell): the standalone screens, the bid screens generated
 * from the catalogue, the UPI verification and the screens under the header layout. This part is
 * loaded as a second step of the shell (other-shell.ts), so /imp downloads none of it; the shell
 * routes its header screens inside the header layout it already draws around the home.
 */
import { BID_TYPES, MARKET_KINDS } from '@panna/shared/bids';
import { prefetchDashboard } from '../lib/api/dashboard';
import { bidRoutePaths, marketHome, marketMenu } from '../lib/bid-paths';
import {
  bettingOnly,
  player,
  screen,
  visitor,
  withData,
  withProps,
  type ScreenRoute,
} from './route-table';
import * as paths from '../lib/paths';

// Screens -----------------------------------------------------------------------------------------
const markets = {
  lists: screen(() => import('../features/markets/screens/starline-gali-screen')),
  charts: screen(() => import('../features/markets/screens/charts-screen')),
  landing: screen(() => import('../features/markets/screens/landing-screen')),
};
const bidEntry = screen(() => import('../features/bids/screens/bid-entry-screen'));
const gameMenu = screen(() => import('../features/bids/screens/game-menu-screen'));
const funds = {
  funds: screen(() => import('../features/funds/screens/funds-screen')),
  wallet: screen(() => import('../features/funds/screens/wallet-screen')),
  withdraw: screen(() => import('../features/funds/screens/withdraw-screen')),
  qrPay: screen(() => import('../features/funds/screens/qr-pay-screen')),
  upiPay: screen(() => import('../features/funds/screens/upi-pay-screen')),
  verifyUpi: screen(() => import('../features/funds/screens/verify-upi-screen')),
  transfer: screen(() => import('../features/funds/screens/transfer-screen')),
  addFunds: screen(() => import('../features/funds/screens/add-funds-screen')),
};
const history = {
  menu: screen(() => import('../features/history/screens/histories-screen')),
  bids: screen(() => import('../features/history/screens/bid-history-screen')),
  wins: screen(() => import('../features/history/screens/win-history-screen')),
  starlineBids: screen(() => import('../features/history/screens/starline-bid-history-screen')),
  starlineWins: screen(() => import('../features/history/screens/starline-win-history-screen')),
  galiBids: screen(() => import('../features/history/screens/gali-bid-history-screen')),
  galiWins: screen(() => import('../features/history/screens/gali-win-history-screen')),
  transactions: screen(() => import('../features/history/screens/transaction-history-screen')),
  withdrawals: screen(() => import('../features/history/screens/withdraw-history-screen')),
  addFunds: screen(() => import('../features/history/screens/add-fund-history-screen')),
};
const content = {
  gameRates: screen(() => import('../features/content/screens/game-rates-screen')),
  howToPlay: screen(() => import('../features/content/screens/how-to-play-screen')),
  withdrawRule: screen(() => import('../features/content/screens/withdraw-rule-screen')),
  depositRule: screen(() => import('../features/content/screens/deposit-rule-screen')),
  about: screen(() => import('../features/content/screens/about-screen')),
  privacy: screen(() => import('../features/content/screens/privacy-screen')),
  delete: screen(() => import('../features/content/screens/delete-screen')),
};
const profile = {
  profile: screen(() => import('../features/profile/screens/profile-screen')),
  changePassword: screen(() => import('../features/profile/screens/change-password-screen')),
};
const embedded = { embedded: true };

/**
 * One route per distinct (case-insensitive) bid path of the catalogue, for betting players (anyone
 * else goes to the market kind's home). A bid screen waits for the dashboard (the betting switch,
 * the wallet, and the market of a main bid) before it shows its form.
 */
const bidRoutes: ScreenRoute[] = BID_TYPES.flatMap((type) =>
  withData(
    prefetchDashboard,
    bettingOnly(
      marketHome(type.market),
      player('standalone', withProps(bidEntry, { bidTypeId: type.id }), ...bidRoutePaths(type)),
    ),
  ),
);

/** Each market kind's bid-type menu, for betting players (anyone else: the kind's home). */
const menuRoutes: ScreenRoute[] = MARKET_KINDS.flatMap((menu) =>
  bettingOnly(
    marketHome(menu),
    player('standalone', withProps(gameMenu, { menu }), marketMenu(menu)),
  ),
);

// The table ---------------------------------------------------------------------------------------
export const OTHER_ROUTES: readonly ScreenRoute[] = [
  // Bare, signed in: the UPI verification (the public account flows are in account-routes.ts).
  ...bettingOnly(paths.home, player('bare', funds.verifyUpi, paths.verifyUpi)),

  // Standalone, public.
  ...visitor('standalone', markets.landing, paths.welcome),
  ...visitor('standalone', content.howToPlay, paths.howToPlay),

  // Standalone, signed in: results and charts for every player...
  ...player('standalone', withProps(markets.lists, { kind: 'starline' }), paths.starline),
  ...player('standalone', withProps(markets.lists, { kind: 'gali' }), paths.gali),
  ...player('standalone', markets.charts, paths.charts),
  // ...play, money, histories and rates for betting players only: anyone else goes to the market
  // kind's home from a bid menu or screen (spec: /stargame, /galiallgame "when betting_status is
  // '1'"), home from the others.
  ...bidRoutes,
  ...menuRoutes,
  ...bettingOnly(paths.home, [
    ...player('standalone', funds.funds, paths.funds),
    ...player('standalone', funds.wallet, paths.wallet),
    ...player('standalone', funds.withdraw, paths.withdraw),
    ...player('standalone', funds.qrPay, paths.qrPay),
    ...player('standalone', funds.upiPay, paths.upiPay),
    ...player('standalone', content.gameRates, paths.gameRates),
    ...player('standalone', content.withdrawRule, paths.withdrawRule),
    ...player('standalone', content.depositRule, paths.depositRule),
    ...player('standalone', history.bids, paths.bidHistory),
    ...player('standalone', history.wins, paths.winHistory),
    ...player('standalone', history.galiWins, paths.galiWinHistory),
    ...player('standalone', history.galiBids, paths.galiBidHistory),
    ...player('standalone', history.starlineBids, paths.starlineBidHistory),
    ...player('standalone', history.starlineWins, paths.starlineWinHistory),
    ...player('standalone', history.transactions, paths.transactions),
    ...player('standalone', history.withdrawals, paths.withdrawHistory, paths.withdrawFundHistory),
    ...player('standalone', history.addFunds, paths.addFundHistory),
  ]),

  // Header (+ footer), routed by the shell (query-shell.tsx) inside the layout it draws around
  // the home: the histories, wallet and funds ones for betting players only.
  ...bettingOnly(paths.home, [
    ...player('header', history.menu, paths.histories),
    ...player('header', withProps(history.wins, embedded), paths.win, paths.winData),
    ...player('header', withProps(history.bids, embedded), paths.bid),
    ...player(
      'header',
      withProps(funds.wallet, embedded),
      paths.imp8,
      paths.walletAlias,
      paths.myModel,
    ),
    ...player('header', funds.transfer, paths.transfer, paths.transferModel),
    ...player('header', funds.addFunds, paths.addFund),
  ]),
  ...player('header', withProps(markets.lists, { kind: 'starline', embedded: true }), paths.star),
  ...player('header', withProps(markets.lists, { kind: 'gali', embedded: true }), paths.galiGame),
  ...player('header', content.about, paths.about),
  ...player('header', content.privacy, paths.privacy, paths.privacyPolicy),
  ...player('header', content.delete, paths.deleteAccount),
  ...player('header', profile.changePassword, paths.changePassword),
  ...player('header', profile.profile, paths.profile),
];

export const notFoundScreen = screen(() => import('./not-found-screen'));
