import { AMOUNT_STATUS } from '@panna/shared';
import type { Db } from '@panna/mock-provider/worlds';
import type { Outcome } from './load';
import { bidRowPoints, type LoadPlayer } from './load-world';

/** One broken invariant, in words. */
export type Violation = string;

const all = <T>(db: Db, sql: string, ...args: unknown[]) => db.prepare(sql).all(...args) as T[];

/** Invariants of the money tables whatever happened: each returns its violations. */
export function ledgerViolations(db: Db): { checks: number; violations: Violation[] } {
  const violations: Violation[] = [];
  const negative = all<{ mobile: string; wallet: number }>(
    db,
    'SELECT mobile, wallet FROM users WHERE wallet < 0',
  );
  for (const n of negative) violations.push(`negative balance ${n.wallet} for ${n.mobile}`);

  const mismatches = all<{ mobile: string; wallet: number; ledger: number }>(
    db,
    `SELECT u.mobile, u.wallet, COALESCE(SUM(CASE t.transaction_type WHEN '1' THEN t.amount ELSE -t.amount END), 0) AS ledger
     FROM users u LEFT JOIN wallet_transactions t ON t.user_id = u.id GROUP BY u.id HAVING u.wallet != ledger`,
  );
  for (const m of mismatches)
    violations.push(`balance ${m.wallet} != ledger ${m.ledger} for ${m.mobile}`);

  // Every bid debit has its rows, adding up to it; every bid row points at a bid debit.
  const halfWritten = all<{ id: number; amount: number; n_rows: number; total: number | null }>(
    db,
    `SELECT t.id, t.amount, COUNT(b.id) AS n_rows, SUM(b.points) AS total FROM wallet_transactions t
     LEFT JOIN bids b ON b.transaction_id = t.id
     WHERE t.amount_status = ? AND t.transaction_type = '2' GROUP BY t.id
     HAVING COUNT(b.id) = 0 OR SUM(b.points) != t.amount`,
    AMOUNT_STATUS.BID,
  );
  for (const h of halfWritten)
    violations.push(`bid debit ${h.id} of ${h.amount} has ${h.n_rows} rows worth ${h.total ?? 0}`);
  const orphanBids = all<{ id: number }>(
    db,
    `SELECT b.id FROM bids b LEFT JOIN wallet_transactions t ON t.id = b.transaction_id
     WHERE t.id IS NULL OR t.amount_status != ? OR t.user_id != b.user_id`,
    AMOUNT_STATUS.BID,
  );
  for (const o of orphanBids) violations.push(`bid ${o.id} has no matching debit`);

  // Every withdraw request has its debit (same player, same amount), and every withdrawal debit its request.
  const unpaidRequests = all<{ id: number }>(
    db,
    `SELECT r.id FROM withdraw_requests r LEFT JOIN wallet_transactions t ON t.id = r.transaction_id
     WHERE t.id IS NULL OR t.amount != r.amount OR t.user_id != r.user_id OR t.transaction_type != '2'`,
  );
  for (const u of unpaidRequests) violations.push(`withdraw request ${u.id} has no matching debit`);
  const strayDebits = all<{ id: number }>(
    db,
    `SELECT t.id FROM wallet_transactions t LEFT JOIN withdraw_requests r ON r.transaction_id = t.id
     WHERE t.amount_status = ? AND t.transaction_type = '2' AND r.id IS NULL`,
    AMOUNT_STATUS.WITHDRAWAL,
  );
  for (const s of strayDebits) violations.push(`withdrawal debit ${s.id} has no request`);

  // Transfers: each out row is followed by its in row for the same amount; totals conserve.
  const outs = all<{ id: number; amount: number }>(
    db,
    'SELECT id, amount FROM wallet_transactions WHERE amount_status = ? ORDER BY id',
    AMOUNT_STATUS.TRANSFER_OUT,
  );
  const ins = new Map(
    all<{ id: number; amount: number }>(
      db,
      'SELECT id, amount FROM wallet_transactions WHERE amount_status = ?',
      AMOUNT_STATUS.TRANSFER_IN,
    ).map((r) => [r.id, r.amount]),
  );
  for (const out of outs) {
    if (ins.get(out.id + 1) !== out.amount)
      violations.push(`transfer out ${out.id} has no matching in row`);
  }
  if (ins.size !== outs.length) violations.push(`${outs.length} transfer outs but ${ins.size} ins`);
  const integrity = db.pragma('integrity_check', { simple: true });
  if (integrity !== 'ok') violations.push(`integrity_check: ${String(integrity)}`);
  return { checks: 9, violations };
}

/** Rows of one kind per player mobile: the amounts, as a multiset (sorted). */
function amountsByMobile(db: Db, sql: string, ...args: unknown[]): Map<string, number[]> {
  const map = new Map<string, number[]>();
  for (const row of all<{ mobile: string; amount: number }>(db, sql, ...args)) {
    const list = map.get(row.mobile) ?? [];
    list.push(row.amount);
    map.set(row.mobile, list);
  }
  for (const list of map.values()) list.sort((a, b) => a - b);
  return map;
}

/**
 * The answers against the rows. `exact`: every status:true has its rows and every status:false
 * none (the multisets are equal). Not exact (after a crash): every acknowledged call has its
 * rows; unanswered calls may or may not have landed.
 */
export function answerViolations(
  db: Db,
  players: LoadPlayer[],
  outcomes: Outcome[],
  exact: boolean,
): { checks: number; violations: Violation[] } {
  const violations: Violation[] = [];
  const expected = {
    bid: new Map<string, number[]>(),
    transfer: new Map<string, number[]>(),
    withdraw: new Map<string, number[]>(),
  };
  for (const { op, ok } of outcomes) {
    if (ok !== true) continue;
    const mobile = players[op.player]!.mobile;
    // A bid submission is one wallet row per bid row, as the real provider writes it.
    const amounts = op.kind === 'bid' ? bidRowPoints(op.total) : [op.amount];
    const list = expected[op.kind].get(mobile) ?? [];
    list.push(...amounts);
    expected[op.kind].set(mobile, list);
  }
  const actual = {
    bid: amountsByMobile(
      db,
      `SELECT u.mobile, t.amount FROM wallet_transactions t JOIN users u ON u.id = t.user_id WHERE t.amount_status = ? AND t.transaction_type = '2'`,
      AMOUNT_STATUS.BID,
    ),
    transfer: amountsByMobile(
      db,
      'SELECT u.mobile, t.amount FROM wallet_transactions t JOIN users u ON u.id = t.user_id WHERE t.amount_status = ?',
      AMOUNT_STATUS.TRANSFER_OUT,
    ),
    withdraw: amountsByMobile(
      db,
      'SELECT u.mobile, r.amount FROM withdraw_requests r JOIN users u ON u.id = r.user_id',
    ),
  };
  let checks = 0;
  for (const kind of ['bid', 'transfer', 'withdraw'] as const) {
    for (const { mobile } of players) {
      checks += 1;
      const want = (expected[kind].get(mobile) ?? []).sort((a, b) => a - b);
      const have = actual[kind].get(mobile) ?? [];
      if (exact) {
        if (JSON.stringify(want) !== JSON.stringify(have))
          violations.push(
            `${kind} of ${mobile}: answered ok ${JSON.stringify(want)}, rows ${JSON.stringify(have)}`,
          );
      } else {
        const remaining = [...have];
        for (const amount of want) {
          const at = remaining.indexOf(amount);
          if (at < 0)
            violations.push(`${kind} of ${mobile} for ${amount} was acknowledged but is not there`);
          else remaining.splice(at, 1);
        }
      }
    }
  }
  // Every bid row has a debit of its own (with the multisets above: every row of an acknowledged
  // submission was written, and nothing of a refused one).
  const rowCounts = all<{ id: number; n_rows: number }>(
    db,
    `SELECT t.id, COUNT(b.id) AS n_rows FROM wallet_transactions t JOIN bids b ON b.transaction_id = t.id
     WHERE t.amount_status = ? GROUP BY t.id HAVING COUNT(b.id) != 1`,
    AMOUNT_STATUS.BID,
  );
  checks += 1;
  for (const r of rowCounts) violations.push(`bid debit ${r.id} pays for ${r.n_rows} rows, not 1`);
  return { checks, violations };
}
