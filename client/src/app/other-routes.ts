/**
 * Every screen but the signed-out account flows (account-routes.ts, in the entry) and the home
 * (header-routes.ts, in the signed-in shell): the standalone screens, the bid screens generated
 * from the catalogue, the UPI verification and the other screens under the header layout. This
 * table is loaded as a second step of the shell (other-shell.tsx), so /imp downloads none of it.
 */
import { BID_TYPES } from '@panna/shared/bids';
import { HOME_PATH } from '../features/bids/paths';
import { prefetchDashboard } from '../lib/api/dashboard';
import { headerRoutes } from './header-paths';
import {
  bettingOnly,
  once,
  player,
  visitor,
  withData,
  withProps,
  type Loader,
  type ScreenRoute,
} from './route-table';

// Screens -----------------------------------------------------------------------------------------
const markets = {
  starline: () => import('../features/markets/screens/starline-screen'),
  gali: () => import('../features/markets/screens/gali-screen'),
  charts: () => import('../features/markets/screens/charts-screen'),
  landing: () => import('../features/markets/screens/landing-screen'),
};
const bidEntry = () => import('../features/bids/screens/bid-entry-screen');
const gameMenu = () => import('../features/bids/screens/game-menu-screen');
const funds = {
  funds: () => import('../features/funds/screens/funds-screen'),
  wallet: () => import('../features/funds/screens/wallet-screen'),
  withdraw: () => import('../features/funds/screens/withdraw-screen'),
  qrPay: () => import('../features/funds/screens/qr-pay-screen'),
  upiPay: () => import('../features/funds/screens/upi-pay-screen'),
  verifyUpi: () => import('../features/funds/screens/verify-upi-screen'),
  transfer: () => import('../features/funds/screens/transfer-screen'),
  addFunds: () => import('../features/funds/screens/add-funds-screen'),
};
const history = {
  menu: () => import('../features/history/screens/histories-screen'),
  bids: () => import('../features/history/screens/bid-history-screen'),
  wins: () => import('../features/history/screens/win-history-screen'),
  starlineBids: () => import('../features/history/screens/starline-bid-history-screen'),
  starlineWins: () => import('../features/history/screens/starline-win-history-screen'),
  galiBids: () => import('../features/history/screens/gali-bid-history-screen'),
  galiWins: () => import('../features/history/screens/gali-win-history-screen'),
  transactions: () => import('../features/history/screens/transaction-history-screen'),
  withdrawals: () => import('../features/history/screens/withdraw-history-screen'),
  addFunds: () => import('../features/history/screens/add-fund-history-screen'),
};
const content = {
  gameRates: () => import('../features/content/screens/game-rates-screen'),
  howToPlay: () => import('../features/content/screens/how-to-play-screen'),
  withdrawRule: () => import('../features/content/screens/withdraw-rule-screen'),
  depositRule: () => import('../features/content/screens/deposit-rule-screen'),
  about: () => import('../features/content/screens/about-screen'),
  privacy: () => import('../features/content/screens/privacy-screen'),
  delete: () => import('../features/content/screens/delete-screen'),
};
const profile = {
  profile: () => import('../features/profile/screens/profile-screen'),
  changePassword: () => import('../features/profile/screens/change-password-screen'),
};

/**
 * One route per distinct (case-insensitive) bid path of the catalogue, for betting players (anyone
 * else goes to the market kind's home). A bid screen waits for the dashboard (the betting switch,
 * the wallet, and the market of a main bid) before it shows its form.
 */
const bidRoutes: ScreenRoute[] = BID_TYPES.flatMap((type) => {
  const distinct = [...new Set(type.paths.map((path) => path.toLowerCase()))];
  return withData(
    prefetchDashboard,
    bettingOnly(
      HOME_PATH[type.market],
      player('standalone', withProps(bidEntry, { bidTypeId: type.id }), ...distinct),
    ),
  );
});

// The table ---------------------------------------------------------------------------------------
export const OTHER_ROUTES: readonly ScreenRoute[] = [
  // Bare, signed in: the UPI verification (the public account flows are in account-routes.ts).
  ...bettingOnly(HOME_PATH.main, player('bare', funds.verifyUpi, '/otpwithdraw')),

  // Standalone, public.
  ...visitor('standalone', markets.landing, '/welcome'),
  ...visitor('standalone', content.howToPlay, '/htp'),

  // Standalone, signed in: results and charts for every player...
  ...player('standalone', markets.starline, '/imp2'),
  ...player('standalone', markets.gali, '/galiIMP'),
  ...player('standalone', markets.charts, '/charts'),
  // ...play, money, histories and rates for betting players only: anyone else goes to the market
  // kind's home from a bid menu or screen (spec: /stargame, /galiallgame "when betting_status is
  // '1'"), home from the others.
  ...bidRoutes,
  ...bettingOnly(
    HOME_PATH.main,
    player('standalone', withProps(gameMenu, { menu: 'main' as const }), '/game'),
  ),
  ...bettingOnly(
    HOME_PATH.starline,
    player('standalone', withProps(gameMenu, { menu: 'starline' as const }), '/stargame'),
  ),
  ...bettingOnly(
    HOME_PATH.gali,
    player('standalone', withProps(gameMenu, { menu: 'gali' as const }), '/galiallgame'),
  ),
  ...bettingOnly(HOME_PATH.main, [
    ...player('standalone', funds.funds, '/imp9'),
    ...player('standalone', funds.wallet, '/imp7'),
    ...player('standalone', funds.withdraw, '/withdraw'),
    ...player('standalone', funds.qrPay, '/qrpay'),
    ...player('standalone', funds.upiPay, '/payviaupi'),
    ...player('standalone', content.gameRates, '/gameRates'),
    ...player('standalone', content.withdrawRule, '/withdrawrule'),
    ...player('standalone', content.depositRule, '/depositrule'),
    ...player('standalone', history.bids, '/imp4'),
    ...player('standalone', history.wins, '/imp3'),
    ...player('standalone', history.galiWins, '/impwin'),
    ...player('standalone', history.galiBids, '/impbid'),
    ...player('standalone', history.starlineBids, '/imp5'),
    ...player('standalone', history.starlineWins, '/imp6'),
    ...player('standalone', history.transactions, '/transaction'),
    ...player('standalone', history.withdrawals, '/withdrawhistory', '/withdrawfundhistory'),
    ...player('standalone', history.addFunds, '/addfundhistory'),
  ]),

  // Header (+ footer), drawn by the shell (query-shell.tsx) around these screens; header-paths.ts
  // says which of them need betting.
  ...headerRoutes('starline', withProps(markets.starline, { embedded: true })),
  ...headerRoutes('gali', withProps(markets.gali, { embedded: true })),
  ...headerRoutes('histories', history.menu),
  ...headerRoutes('wins', withProps(history.wins, { embedded: true })),
  ...headerRoutes('bids', withProps(history.bids, { embedded: true })),
  ...headerRoutes('wallet', withProps(funds.wallet, { embedded: true })),
  ...headerRoutes('transfer', funds.transfer),
  ...headerRoutes('addFunds', funds.addFunds),
  ...headerRoutes('about', content.about),
  ...headerRoutes('privacy', content.privacy),
  ...headerRoutes('delete', content.delete),
  ...headerRoutes('changePassword', profile.changePassword),
  ...headerRoutes('profile', profile.profile),
];

export const notFoundScreen: Loader = once(() => import('./not-found-screen'));
