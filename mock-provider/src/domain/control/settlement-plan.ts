import { decideBid, payout, rateKeyOf } from '@panna/shared';
import type { World } from '../../worlds/world';
import { MAX_BALANCE } from '../../contract/limits';
import { ledgerOf } from '../ledger';
import type { MarketRow } from '../markets';
import { declaredOf, type StoredResult } from './declared-result';
import {
  RESULT_MESSAGES,
  Unpayable,
  type SettleReport,
  type SettledLine,
} from './settlement-contract';
import type { PendingBid } from './settlement-store';
import { settingsOf } from '../settings';

/** One bid a declaration decides, and its line in the report. */
export interface DecidedBid {
  bid: PendingBid;
  line: SettledLine;
}

/** One bid a declaration decides, with what it credits after any owed amount is netted. */
export interface PlannedBid extends DecidedBid {
  /** Points credited: the win less what the player owed for this market and date. */
  credit: number;
}

/** The ledger note of a win: market, bid type and digits (and session for main markets). */
export function winNote(market: MarketRow, bid: PendingBid): string {
  const digits = bid.closedigits ? `${bid.digits}-${bid.closedigits}` : bid.digits;
  const session = market.kind === 'main' && bid.session ? ` (${bid.session})` : '';
  return `Win: ${market.name} ${bid.label} ${digits}${session}`;
}

/** What the result decides among the pending bids, with each winner's amount at today's rates. */
export function plan(
  world: World,
  market: MarketRow,
  pending: PendingBid[],
  stored: StoredResult,
): DecidedBid[] {
  const result = declaredOf(market.kind, stored);
  const rates = settingsOf(world).get('rates')[market.kind];
  return pending.flatMap((bid) => {
    const outcome = decideBid({ market: market.kind, ...bid }, result);
    if (outcome === 'pending') return [];
    const rateKey = rateKeyOf(market.kind, bid.label);
    const rate = rateKey ? rates[rateKey] : undefined;
    const amount =
      outcome === 'won' && rate ? payout(bid.points, { val_1: rate[0], val_2: rate[1] }) : 0;
    const { id, mobile, user_name, label, session, digits, closedigits, points } = bid;
    return [
      {
        bid,
        line: {
          bid_id: id,
          mobile,
          name: user_name,
          label,
          session,
          digits,
          closedigits,
          points,
          outcome,
          amount,
        },
      },
    ];
  });
}

/**
 * Nets each win against what its player owes for this market and date (from a revert that
 * could not take a spent win back), and refuses the whole declaration when a credit could not
 * be paid. Answers what each bid credits and what each player owes afterwards.
 */
export function credits(
  world: World,
  decided: DecidedBid[],
  owedBefore: Map<number, number>,
): { planned: PlannedBid[]; owed: Map<number, number> } {
  const owed = new Map(owedBefore);
  const credited = new Map<number, { mobile: string; total: number }>();
  const planned = decided.map(({ bid, line }) => {
    const netted = Math.min(line.amount, owed.get(bid.user_id) ?? 0);
    if (netted > 0) owed.set(bid.user_id, owed.get(bid.user_id)! - netted);
    const credit = line.amount - netted;
    // Stryker disable next-line ConditionalExpression,EqualityOperator: a 0 can pass no balance.
    if (credit > 0) {
      const sum = credited.get(bid.user_id) ?? { mobile: bid.mobile, total: 0 };
      sum.total += credit;
      credited.set(bid.user_id, sum);
    }
    return { bid, line, credit };
  });
  for (const [userId, { mobile, total }] of credited) {
    const balance = ledgerOf(world).balance(userId);
    if (!Number.isSafeInteger(total) || balance + total > MAX_BALANCE)
      throw new Unpayable(RESULT_MESSAGES.unpayable(mobile, balance, total));
  }
  // Stryker disable next-line ConditionalExpression: an unchanged amount written again is the same row; this spares the write.
  for (const [userId, amount] of owedBefore) if (owed.get(userId) === amount) owed.delete(userId);
  return { planned, owed };
}

export function report(market: MarketRow, date: string, planned: PlannedBid[]): SettleReport {
  const paid = planned.reduce((sum, p) => sum + p.credit, 0);
  const won = planned.reduce((sum, p) => sum + p.line.amount, 0);
  return {
    game_id: market.id,
    date,
    bids: planned.length,
    winners: planned.filter((p) => p.line.outcome === 'won').length,
    paid,
    netted: won - paid,
    lines: planned.map((p) => p.line),
  };
}
