/**
 * THE route table: every path of both specs' route tables, declared once, with its layout and who
 * may see it. Every screen is lazy-loaded, so each route is its own chunk.
 *
 * Layouts: `standalone` (the screen draws its own frame), `header` (header with the side menu,
 * footer below), `bare` (account flows). Access: `public` or `player` (signed in; a missing
 * username or token logs out automatically).
 *
 * Router notes: react-router matches paths case-insensitively, so /tripplePana and /tripplepana,
 * /StarSingle and /starsingle, /AddFundHistory and /addfundhistory are one route each.
 *
 * Decision (README): the visitor landing page lives at /welcome (spec: `/` goes to /login when no
 * credentials are saved, else /imp); /login links to it.
 *
 * PLACEHOLDER SCREENS, to be replaced by their features (keep the file names and default exports):
 *   features/bids/screens/     bid-entry-screen (prop bidTypeId), game-menu-screen (prop menu)
 *   features/funds/screens/    funds, wallet, add-funds, withdraw, qr-pay, upi-pay, verify-upi,
 *                              transfer
 *   features/history/screens/  histories, bid-history, win-history, starline-bid-history,
 *                              starline-win-history, gali-bid-history, gali-win-history,
 *                              transaction-history, withdraw-history, add-fund-history
 *   features/content/screens/  game-rates, how-to-play, withdraw-rule, deposit-rule, about,
 *                              privacy, delete
 *   features/profile/screens/  profile, change-password
 */
import { BID_TYPES } from '@panna/shared/bids';
import { createElement, type ComponentType } from 'react';

export type Layout = 'standalone' | 'header' | 'bare';
export type Access = 'public' | 'player';

type ScreenModule = { default: ComponentType };
type Loader = () => Promise<ScreenModule>;

export interface ScreenRoute {
  path: string;
  layout: Layout;
  access: Access;
  load: Loader;
}

/** A lazy screen rendered with fixed props (the bid type, the menu kind). */
function withProps<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  props: P,
): Loader {
  return async () => {
    const { default: Screen } = await load();
    const Bound = () => createElement(Screen, props);
    return { default: Bound };
  };
}

const route = (path: string, layout: Layout, access: Access, load: Loader): ScreenRoute => ({
  path,
  layout,
  access,
  load,
});
const player = (layout: Layout, load: Loader, ...paths: string[]) =>
  paths.map((path) => route(path, layout, 'player', load));
const visitor = (layout: Layout, load: Loader, ...paths: string[]) =>
  paths.map((path) => route(path, layout, 'public', load));

// Screens -----------------------------------------------------------------------------------------
const auth = {
  login: () => import('../features/auth/screens/login-screen'),
  register: () => import('../features/auth/screens/register-screen'),
  registerOtp: () => import('../features/auth/screens/register-otp-screen'),
  forgot: () => import('../features/auth/screens/forgot-password-screen'),
  resetOtp: () => import('../features/auth/screens/reset-otp-screen'),
  resetPassword: () => import('../features/auth/screens/reset-password-screen'),
};
const markets = {
  home: () => import('../features/markets/screens/home-screen'),
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
  addFunds: () => import('../features/funds/screens/add-funds-screen'),
  withdraw: () => import('../features/funds/screens/withdraw-screen'),
  qrPay: () => import('../features/funds/screens/qr-pay-screen'),
  upiPay: () => import('../features/funds/screens/upi-pay-screen'),
  verifyUpi: () => import('../features/funds/screens/verify-upi-screen'),
  transfer: () => import('../features/funds/screens/transfer-screen'),
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

/** One route per distinct (case-insensitive) bid path of the catalogue. */
const bidRoutes: ScreenRoute[] = BID_TYPES.flatMap((type) => {
  const distinct = [...new Set(type.paths.map((path) => path.toLowerCase()))];
  return player('standalone', withProps(bidEntry, { bidTypeId: type.id }), ...distinct);
});

// The table ---------------------------------------------------------------------------------------
export const SCREEN_ROUTES: readonly ScreenRoute[] = [
  // Bare: account flows (all public but the UPI verification).
  ...visitor('bare', auth.login, '/login'),
  ...visitor('bare', auth.register, '/r'),
  ...visitor('bare', auth.registerOtp, '/otpregister'),
  ...visitor('bare', auth.forgot, '/forgotpass'),
  ...visitor('bare', auth.resetOtp, '/otpforgotpass'),
  ...visitor('bare', auth.resetPassword, '/change-password'),
  ...player('bare', funds.verifyUpi, '/otpwithdraw'),

  // Standalone, public.
  ...visitor('standalone', markets.landing, '/welcome'),
  ...visitor('standalone', content.howToPlay, '/htp'),

  // Standalone, signed in.
  ...bidRoutes,
  ...player('standalone', withProps(gameMenu, { menu: 'main' as const }), '/game'),
  ...player('standalone', withProps(gameMenu, { menu: 'starline' as const }), '/stargame'),
  ...player('standalone', withProps(gameMenu, { menu: 'gali' as const }), '/galiallgame'),
  ...player('standalone', markets.starline, '/imp2'),
  ...player('standalone', markets.gali, '/galiIMP'),
  ...player('standalone', markets.charts, '/charts'),
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

  // Header (+ footer).
  ...player('header', markets.home, '/imp'),
  ...player('header', withProps(markets.starline, { embedded: true }), '/star'),
  ...player('header', withProps(markets.gali, { embedded: true }), '/galigame'),
  ...player('header', history.menu, '/histories'),
  ...player('header', withProps(history.wins, { embedded: true }), '/win', '/windata'),
  ...player('header', withProps(history.bids, { embedded: true }), '/bid'),
  ...player('header', withProps(funds.wallet, { embedded: true }), '/imp8', '/wallet', '/mymodel'),
  ...player('header', funds.transfer, '/transfer', '/transfermodel'),
  ...player('header', funds.addFunds, '/addfund'),
  ...player('header', content.about, '/about'),
  ...player('header', content.privacy, '/privacy', '/privacypolicy'),
  ...player('header', content.delete, '/delete'),
  ...player('header', profile.changePassword, '/change'),
  ...player('header', profile.profile, '/profile'),
];

export const notFoundScreen: Loader = () => import('./not-found-screen');
