import {
  addEntry,
  buildEntry,
  clearList,
  type BidType,
  type PanaKindBoxes,
  type PendingList,
} from '@panna/shared/bids';

/**
 * After an SP DP TP submit where only some kinds went through: the list without the placed rows.
 * Each entry is rebuilt by the shared rules with only its failed kinds ticked, so its rows and its
 * cost (what the displayed wallet holds back) stay exactly the catalogue's.
 */
export function remainingAfterPartial(
  type: BidType,
  list: PendingList,
  placedLabels: ReadonlySet<string>,
): PendingList {
  let next = clearList(list);
  for (const entry of list.entries) {
    const left = entry.rows.filter((row) => !placedLabels.has(row.pana));
    if (left.length === 0) continue;
    if (left.length === entry.rows.length || !entry.groups) {
      next = addEntry(next, entry);
      continue;
    }
    // A pana belongs to exactly one kind, so the kinds left are those owning a row left.
    const digitsLeft = new Set(left.map((row) => row.digits));
    const { groups } = entry;
    const boxes: PanaKindBoxes = {
      sp: groups.sp.some((p) => digitsLeft.has(p)),
      dp: groups.dp.some((p) => digitsLeft.has(p)),
      tp: groups.tp.some((p) => digitsLeft.has(p)),
    };
    const input = { digits: entry.digits, points: entry.points, session: entry.session, boxes };
    // Already validated against the balance when it was added.
    const rebuilt = buildEntry(type, input, Number.POSITIVE_INFINITY);
    if (rebuilt.ok) next = addEntry(next, rebuilt.entry);
  }
  return next;
}
