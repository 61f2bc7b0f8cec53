import { pointsValue, type PendingEntry } from './entry';
import { BID_MESSAGES } from './messages';
import type { BidType } from './types';

/**
 * The list of bids waiting for Submit, as a pure value. `held` is what Proceed took off the
 * displayed wallet and removal has not given back.
 */
export interface PendingList {
  entries: readonly (PendingEntry & { id: number })[];
  held: number;
  nextId: number;
}

export const EMPTY_PENDING_LIST: PendingList = { entries: [], held: 0, nextId: 1 };

export function addEntry(list: PendingList, entry: PendingEntry): PendingList {
  return {
    entries: [...list.entries, { ...entry, id: list.nextId }],
    held: list.held + entry.cost,
    nextId: list.nextId + 1,
  };
}

/**
 * Adds what one Proceed made: one row, except SP Motor, which lists every pana it generated as a
 * row of its own (spec 1: "one row per match"), each removable on its own.
 */
export function addProceeded(list: PendingList, type: BidType, entry: PendingEntry): PendingList {
  if (type.expansion !== 'sp-motor') return addEntry(list, entry);
  const cost = entry.cost / entry.rows.length; // SP Motor costs its points per pana
  return entry.rows.reduce(
    (next, row) => addEntry(next, { ...entry, digits: row.digits, rows: [row], cost }),
    list,
  );
}

/**
 * Removes one entry and gives its cost back to the displayed wallet, except when its points are
 * not a number (the spec keeps that quirk: such a row is not restored).
 */
export function removeEntry(list: PendingList, id: number): PendingList {
  const entry = list.entries.find((e) => e.id === id);
  if (!entry) return list;
  const restored = pointsValue(entry.points) === undefined ? 0 : entry.cost;
  return { ...list, entries: list.entries.filter((e) => e.id !== id), held: list.held - restored };
}

/** After a successful submit: nothing pending, nothing held (the wallet is fetched anew). */
export function clearList(list: PendingList): PendingList {
  return { ...EMPTY_PENDING_LIST, nextId: list.nextId };
}

/** Total Bid (rows sent) and Total Point (their points), as the confirmation modal shows them. */
export function listTotals(list: PendingList): { bids: number; points: number } {
  let bids = 0;
  let points = 0;
  for (const entry of list.entries) {
    for (const row of entry.rows) {
      bids += 1;
      points += pointsValue(row.points) ?? 0;
    }
  }
  return { bids, points };
}

/** The wallet the bid screen shows: the provider's balance less what the pending list holds. */
export function displayedBalance(wallet: number, list: PendingList): number {
  return wallet - list.held;
}

/** Why Submit may not open the confirmation, if it may not: the displayed balance went below zero. */
export function submitBlocker(wallet: number, list: PendingList): string | undefined {
  return displayedBalance(wallet, list) < 0 ? BID_MESSAGES.notEnoughBalance : undefined;
}
