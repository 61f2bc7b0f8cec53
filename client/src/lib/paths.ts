/**
 * Every path of the app by name, spelled as the spec spells it (spec 2 section 2): links, menus,
 * the footer, redirects and the route table (app/) use these names, never a literal. Read them as
 * `import * as paths from '.../lib/paths'` then `paths.bidHistory`: the build inlines each one
 * where it is used, so naming a path costs no bytes. The router compares paths without case, so
 * two spellings of one path (/AddFundHistory, /addfundhistory) are one route.
 * Only constants live here: anything computed would be code in the entry chunk. A market kind's
 * paths and the bid screens' (from the bid catalogue) are built from these in bid-paths.ts.
 */

/** Where `/` goes: login without saved credentials, else home (app/router.tsx). */
export const root = '/';

// Signed out: the account flows (bare layout), the landing page and How To Play.
export const login = '/login';
export const register = '/r';
export const registerOtp = '/otpregister';
export const forgotPassword = '/forgotpass';
export const resetOtp = '/otpforgotpass';
export const resetPassword = '/change-password';
export const welcome = '/welcome';
export const howToPlay = '/htp';

// The market lists and the bid-type menus.
export const home = '/imp';
export const starline = '/imp2';
export const gali = '/galiIMP';
export const charts = '/charts';
export const mainMenu = '/game';
export const starlineMenu = '/stargame';
export const galiMenu = '/galiallgame';

// Money.
export const funds = '/imp9';
export const addFund = '/addfund';
export const wallet = '/imp7';
export const withdraw = '/withdraw';
export const qrPay = '/qrpay';
export const upiPay = '/payviaupi';
export const verifyUpi = '/otpwithdraw';
export const transfer = '/transfer';

// Histories.
export const histories = '/histories';
export const bidHistory = '/imp4';
export const winHistory = '/imp3';
export const starlineBidHistory = '/imp5';
export const starlineWinHistory = '/imp6';
export const galiBidHistory = '/impbid';
export const galiWinHistory = '/impwin';
export const transactions = '/transaction';
export const withdrawHistory = '/withdrawhistory';
export const withdrawFundHistory = '/withdrawfundhistory';
export const addFundHistory = '/addfundhistory';
/** The history menu's spelling of addFundHistory (one route: the router ignores case). */
export const depositHistory = '/AddFundHistory';

// Rates, rules and pages.
export const gameRates = '/gameRates';
export const withdrawRule = '/withdrawrule';
export const depositRule = '/depositrule';
export const about = '/about';
export const privacy = '/privacy';
export const deleteAccount = '/delete';
export const profile = '/profile';
export const changePassword = '/change';

/**
 * The header-layout twins of standalone screens and the spec's second spellings, named by their
 * spelling: nothing links to them, only the route table routes them.
 */
export const star = '/star';
export const galiGame = '/galigame';
export const win = '/win';
export const winData = '/windata';
export const bid = '/bid';
export const imp8 = '/imp8';
export const walletAlias = '/wallet';
export const myModel = '/mymodel';
export const transferModel = '/transfermodel';
export const privacyPolicy = '/privacypolicy';
