/**
 * The world a drift run replays in: a sandbox of its own, put where every recorded call can be
 * answered as it was. Its clock stands on a Monday at 11:00 India time with the withdraw window
 * open; each kind of market has one taking bids, one whose cut-off has passed, one that does not
 * play today and one whose result is out; a signed-in player has money, saved UPI numbers, bids,
 * wins, a deposit, a withdrawal and a transfer today; beside them, a player with nothing, a
 * receiver of transfers and a blocked player.
 */
import { MARKET_KINDS, formatBidDate, type MarketKind } from '@panna/shared';
import type { DriftSim } from './sim';

/** The day the world stands on (a Monday) and its hour. */
export const DRIFT_DAY = '2024-07-01';
const DRIFT_INSTANT = `${DRIFT_DAY}T11:00:00+05:30`;

export interface Account {
  mobile: string;
  password: string;
  token: string;
}

/** The markets of a kind, by what they take now. */
export interface KindMarkets {
  /** Takes bids: every cut-off is ahead. */
  open: number;
  /** Its cut-off has passed (a main market's open, not its close). */
  passedOpen: number;
  /** A main market's close too (Starline and Gali: the same as passedOpen). */
  passedClose: number;
  /** Does not play today. */
  off: number;
}

export interface DriftWorld {
  day: string;
  /** The signed-in player the recording's player stands for: money and a history. */
  rich: Account;
  /** A player with nothing: no money, no history, no numbers saved. */
  fresh: Account;
  /** The receiver of transfers. */
  receiver: Account;
  blocked: Account;
  markets: Record<MarketKind, KindMarkets>;
  /** A mobile number no player has. */
  newMobile: () => string;
  /** A player made now, with nothing yet (no money, no numbers saved). */
  newPlayer: () => Promise<Account>;
}

const PASSWORD = 'drift-pass-1';

type Schedule = { open: string; close?: string };

async function market(
  sim: DriftSim,
  kind: MarketKind,
  name: string,
  { open, close }: Schedule,
): Promise<number> {
  const { market: made } = await sim.control.call('POST /markets', {
    kind,
    name,
    open_time: open,
    ...(close && { close_time: close }),
  });
  return made.id;
}

async function register(sim: DriftSim, name: string, mobile: string): Promise<Account> {
  const answer = await sim.must('api-user-registration', { name, mobile, password: PASSWORD });
  return { mobile, password: PASSWORD, token: String(answer.unique_token) };
}

/** A submission of one row, as the app sends it. */
const bid = (
  token: string,
  gameid: number,
  label: string,
  digits: string,
  session: 'Open' | 'Close',
) => ({
  unique_token: token,
  game_id: String(gameid),
  new_result: {
    unique_token: token,
    Gamename: 'DRIFT',
    totalbit: 10,
    gameid: String(gameid),
    pana: label,
    bid_date: formatBidDate(DRIFT_DAY),
    session,
    result: [{ digits, closedigits: '', points: '10', session, pana: label, closepana: '' }],
  },
});

/** Makes the world in the sandbox: call it once, on a sandbox no one else uses. */
export async function setUpWorld(sim: DriftSim): Promise<DriftWorld> {
  const { control } = sim;
  await control.call('POST /clock', { set: DRIFT_INSTANT, freeze: true });
  await control.call('PATCH /settings', { profile: 'real' });

  const main = (name: string, open: string, close: string) =>
    market(sim, 'main', `DRIFT ${name}`, { open, close });
  const single = (kind: MarketKind, name: string, open: string) =>
    market(sim, kind, `DRIFT ${name}`, { open });
  const markets: Record<MarketKind, KindMarkets> = {
    main: {
      open: await main('MAIN', '03:45 PM', '05:45 PM'),
      passedOpen: await main('MAIN OPENED', '10:00 AM', '06:00 PM'),
      passedClose: await main('MAIN CLOSED', '08:00 AM', '09:00 AM'),
      off: await main('MAIN OFF', '03:00 PM', '05:00 PM'),
    },
    starline: {
      open: await single('starline', 'STARLINE 03:00 PM', '03:00 PM'),
      passedOpen: await single('starline', 'STARLINE 10:00 AM', '10:00 AM'),
      passedClose: 0,
      off: await single('starline', 'STARLINE OFF', '04:00 PM'),
    },
    gali: {
      open: await single('gali', 'GALI', '04:00 PM'),
      passedOpen: await single('gali', 'GALI MORNING', '10:00 AM'),
      passedClose: 0,
      off: await single('gali', 'GALI OFF', '05:00 PM'),
    },
  };
  markets.starline.passedClose = markets.starline.passedOpen;
  markets.gali.passedClose = markets.gali.passedOpen;
  for (const kind of MARKET_KINDS)
    await control.call('POST /markets/:id/holidays', { id: markets[kind].off, date: DRIFT_DAY });
  const won = {
    main: await main('MAIN RESULT', '02:00 PM', '04:00 PM'),
    starline: await single('starline', 'STARLINE 02:00 PM', '02:00 PM'),
    gali: await single('gali', 'GALI RESULT', '02:30 PM'),
  };

  const rich = await register(sim, 'Drift Player', '9000000101');
  const fresh = await register(sim, 'Fresh Player', '9000000102');
  const receiver = await register(sim, 'Receiver', '9000000103');
  const blocked = await register(sim, 'Blocked Player', '9000000104');
  await control.call('PATCH /players/:mobile', { mobile: blocked.mobile, blocked: true });
  await control.call('POST /players/:mobile/credit', { mobile: rich.mobile, amount: 5_000_000 });

  // The player's day: numbers saved, bids of every kind, a win of every kind, money moved.
  const token = { unique_token: rich.token };
  for (const [upi_type, field] of [
    ['1', 'paytm_no'],
    ['2', 'google_pay_no'],
    ['3', 'phon_pay_no'],
  ] as const)
    await sim.must('api-add-user-upi-details', { ...token, upi_type, [field]: rich.mobile });
  await sim.must('api-submit-bid', bid(rich.token, markets.main.open, 'Single Digit', '5', 'Open'));
  await sim.must('api-submit-bid', bid(rich.token, won.main, 'Single Digit', '6', 'Open'));
  await sim.must(
    'api-starline-submit-bid',
    bid(rich.token, won.starline, 'Single Digit', '1', 'Open'),
  );
  await sim.must(
    'api-galidisawar-submit-bid',
    bid(rich.token, won.gali, 'Left Digit', '4', 'Open'),
  );
  await control.call('POST /results', {
    game_id: won.main,
    session: 'open',
    pana: '123',
    early: true,
  });
  await control.call('POST /results', { game_id: won.starline, pana: '128', early: true });
  await control.call('POST /results', { game_id: won.gali, jodi: '47', early: true });
  await sim.must('api-fund-request-add', { ...token, request_amount: 500 });
  await sim.must('api-user-withdraw-fund-request', {
    ...token,
    request_amount: 100,
    payment_method: 2,
  });
  await sim.must('api-user-transfer-wallet-balance', {
    ...token,
    amount: 50,
    mobile_no: receiver.mobile,
  });

  let unused = 0;
  const newMobile = () => String(8_000_000_000 + (unused += 1));
  return {
    day: DRIFT_DAY,
    rich,
    fresh,
    receiver,
    blocked,
    markets,
    newMobile,
    newPlayer: () => register(sim, 'New Player', newMobile()),
  };
}
