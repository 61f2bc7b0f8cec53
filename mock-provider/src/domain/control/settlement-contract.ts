/** What a result declaration or revert takes and answers, and the refusals it makes. */
import { MAX_BALANCE } from '../../contract/limits';
import { ControlError } from '../../contract/control-error';

/** What a declaration names: the market, the date (default: settlement-dates.ts) and the result part. */
export interface DeclareRequest {
  marketId: number;
  date?: string | undefined;
  /** Main markets only. */
  session?: 'open' | 'close' | undefined;
  /** Main (with session) and Starline. */
  pana?: string | undefined;
  /** Gali. */
  jodi?: string | undefined;
  /** Declare even though the session still takes bids (its cut-off is still ahead). */
  early?: boolean | undefined;
}

export interface RevertRequest {
  marketId: number;
  date?: string | undefined;
  /** Main markets: revert only this part; omitted reverts the whole day. */
  session?: 'open' | 'close' | undefined;
}

/** One bid a declaration decides, as the preview lists it. */
export interface SettledLine {
  bid_id: number;
  mobile: string;
  name: string;
  label: string;
  session: string;
  digits: string;
  closedigits: string;
  points: number;
  outcome: 'won' | 'lost';
  amount: number;
}

export interface SettleReport {
  game_id: number;
  date: string;
  /** Bids decided now, winners among them, points credited. */
  bids: number;
  winners: number;
  paid: number;
  /** Points the winners owed from an earlier revert, kept back from their wins (paid + netted = won). */
  netted: number;
  lines: SettledLine[];
}

export interface Shortfall {
  bid_id: number;
  mobile: string;
  /** The part of the win the player no longer had. */
  amount: number;
}

export interface RevertReport {
  game_id: number;
  date: string;
  /** Bids put back to pending. */
  bids: number;
  /** Points taken back, and what could not be because the balance was too low (now owed). */
  reclaimed: number;
  shortfall: number;
  shortfalls: Shortfall[];
}

export const RESULT_MESSAGES = {
  unknownMarket: (id: number) => `Unknown market ${id}`,
  invalidDate: (date: string) => `Invalid date ${date}: use YYYY-MM-DD`,
  notPana: (pana: string) => `${pana} is not a pana`,
  notJodi: (jodi: string) => `${jodi} is not a jodi: send two digits 00-99`,
  mainNeeds: (name: string) =>
    `${name} is a main market: send session ("open" or "close") and pana`,
  starlineNeeds: (name: string) => `${name} is a Starline slot: send pana (no session, no jodi)`,
  galiNeeds: (name: string) => `${name} is a Gali market: send jodi (no session, no pana)`,
  openFirst: 'Declare the open result first',
  alreadyDeclared: (what: string, value: string) =>
    `The ${what} result is already declared as ${value}: revert it first`,
  nothingDeclared: (name: string, date: string) => `No result declared for ${name} on ${date}`,
  closeFirst: 'Revert the close result first',
  early: (what: string, date: string, until: string) =>
    `${what} on ${date} takes bids until ${until}: declaring its result now would publish it while bids are open; send "early": true to declare it anyway`,
  unpayable: (mobile: string, balance: number, credit: number) =>
    `This result cannot be paid: player ${mobile} has ${balance} and would be credited ${credit}, past the largest balance ${MAX_BALANCE}; nothing was declared`,
} as const;

/** A declaration refused because a win could not be paid; nothing was written. */
export class Unpayable extends ControlError {
  constructor(message: string) {
    super(409, message);
  }
}
