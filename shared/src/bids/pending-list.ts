import type { BidType } from './catalogue';
import { entryCost, type PendingEntry } from './entry';
import { parseAmount } from '../validation/amount';
import type { PanaGroups, Session } from './types';
import { BID_MESSAGES } from './messages';

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
 * Adds what one Proceed made: one row, except where the expansion lists each generated row on its
 * own (SP Motor, spec 1: "one row per match"), each removable on its own.
 */
export function addProceeded(list: PendingList, type: BidType, entry: PendingEntry): PendingList {
  if (!type.expansion.listsEachRow) return addEntry(list, entry);
  const cost = entry.cost / entry.rows.length; // each listed row costs its share
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
  const restored = parseAmount(entry.points) === undefined ? 0 : entry.cost;
  return { ...list, entries: list.entries.filter((e) => e.id !== id), held: list.held - restored };
}

/**
 * Only the entries of the sessions still taken (`allowed`); the others leave, their cost given back
 * as removal gives it. The same list when nothing leaves.
 */
export function keepSessions(list: PendingList, allowed: readonly Session[]): PendingList {
  const leaving = list.entries.filter((entry) => !allowed.includes(entry.session));
  return leaving.reduce((next, entry) => removeEntry(next, entry.id), list);
}

/** After a successful submit: nothing pending, nothing held (the wallet is fetched anew). */
export function clearList(list: PendingList): PendingList {
  return { ...EMPTY_PENDING_LIST, nextId: list.nextId };
}

/**
 * After a submit where only some calls went through (SP DP TP sends one per pana kind): the list
 * without the rows whose label was placed. An entry left in part keeps its other rows, the groups
 * they came from, and the cost they take by the type's rule.
 */
export function remainingAfterPartial(
  type: BidType,
  list: PendingList,
  placedLabels: ReadonlySet<string>,
): PendingList {
  let next = clearList(list);
  for (const entry of list.entries) {
    const rows = entry.rows.filter((row) => !placedLabels.has(row.pana));
    if (rows.length === 0) continue;
    const left = new Set(rows.map((row) => row.digits));
    const groups = entry.groups && keepPanas(entry.groups, left);
    const cost = entryCost(type, parseAmount(entry.points) ?? 0, rows.length);
    const kept: PendingEntry = { ...entry, rows, cost, ...(groups && { groups }) };
    next = addEntry(next, rows.length === entry.rows.length ? entry : kept);
  }
  return next;
}

const keepPanas = (groups: PanaGroups, left: ReadonlySet<string>): PanaGroups => ({
  sp: groups.sp.filter((pana) => left.has(pana)),
  dp: groups.dp.filter((pana) => left.has(pana)),
  tp: groups.tp.filter((pana) => left.has(pana)),
});

/** Total Bid (rows sent) and Total Point (their points), as the confirmation modal shows them. */
export function listTotals(list: PendingList): { bids: number; points: number } {
  let bids = 0;
  let points = 0;
  for (const entry of list.entries) {
    for (const row of entry.rows) {
      bids += 1;
      points += parseAmount(row.points) ?? 0;
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
