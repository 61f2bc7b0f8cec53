/**
 * What a listed market takes now, read one way wherever a market is shown: the home, Starline and
 * Gali lists, the bid-type menus and the bid screens. The provider's msg_status goes by the clock
 * alone, so a session whose result is out would still read open: here it reads closed.
 */
import type { MarketKind } from '@panna/shared/bids';
import { MARKET_STATUS } from '@panna/shared/protocol';
import { mainRowShowsToday } from '@panna/shared/time';
import { providerNow } from './provider-clock';

export type ListKind = MarketKind;

/** The part of a list row (dashboard, api-starline-game, api-galidisawar-game) this reads. */
export interface ListedRow {
  msg_status: number;
  open_result?: string;
  close_result?: string;
  /** The simulator's, only on a main row showing today's session's results before 08:00. */
  result_date?: string;
}

export interface MarketNow {
  /** No more bids today: closed by the clock, or the day's (or the slot's) result declared. */
  closed: boolean;
  /** A main market's open result is out: its open session is over, as if the open time passed. */
  openDeclared: boolean;
}

/** A result field holds a declared result (undeclared ones are empty or masked: "***-*"). */
const declared = (field: string | undefined) => /\d/.test(field ?? '');

export function marketNow(kind: ListKind, row: ListedRow, now = providerNow()): MarketNow {
  const running = row.msg_status === MARKET_STATUS.RUNNING;
  // Starline slots and Gali markets have one result, today's. A main row shows the previous day's
  // results before 08:00 unless it says it shows today's (shared's rule): those close nothing.
  if (kind !== 'main')
    return { closed: !running || declared(row.open_result), openDeclared: false };
  const today = mainRowShowsToday(now, Boolean(row.result_date));
  return {
    closed: !running || (today && declared(row.close_result)),
    openDeclared: today && declared(row.open_result),
  };
}
