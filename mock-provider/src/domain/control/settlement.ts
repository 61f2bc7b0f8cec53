import { decideBid } from '@panna/shared';
import type { World } from '../../worlds/world';
import { conflict, notFound } from '../../contract/control-error';
import { WIN_STATUS, ledgerOf } from '../ledger';
import { EMPTY, declaredOf, mergeDeclaration } from './declared-result';
import {
  RESULT_MESSAGES,
  type DeclareRequest,
  type RevertReport,
  type RevertRequest,
  type SettleReport,
  type Shortfall,
} from './settlement-contract';
import { checkCutOff, dateOf } from './settlement-dates';
import { credits, plan, report, winNote } from './settlement-plan';
import { createSettlementStore } from './settlement-store';

/**
 * Result declaration, preview and revert, with the settlement of the bids each decides. Every
 * change runs in one database transaction: the result row, the bids and the ledger rows land
 * together or not at all.
 */
export function createSettlement(world: World) {
  const db = world.db;
  const store = createSettlementStore(world);

  /** Validates a declaration and answers the result it leaves and the settlement it makes. */
  const prepare = (request: DeclareRequest) => {
    const market = store.marketOf(request.marketId);
    const date = dateOf(world, market, request.date);
    const current = store.result(market, date) ?? EMPTY;
    const next = mergeDeclaration(market, current, request);
    // Only a main market's declaration names a session (mergeDeclaration refuses one elsewhere).
    const part = request.session === 'close' ? 'close' : 'open';
    const column = part === 'close' ? 'close_pana' : market.kind === 'gali' ? 'jodi' : 'open_pana';
    // A part declared already (the same value again: mergeDeclaration refuses another) is not new.
    if (!current[column] && !request.early) checkCutOff(world, market, date, part);
    const decided = plan(world, market, store.pendingBids(market, date), next);
    return { market, date, current, next, ...credits(world, decided, store.owed(market, date)) };
  };

  return {
    marketOf: store.marketOf,

    /** Stores the result and settles every pending bid it decides: winners credited, losers lost. */
    declare(request: DeclareRequest): SettleReport {
      return db.transaction(() => {
        const { market, date, current, next, planned, owed } = prepare(request);
        const now = world.clock.now();
        if (
          current.open_pana !== next.open_pana ||
          current.close_pana !== next.close_pana ||
          current.jodi !== next.jodi
        ) {
          store.saveResult(market, date, next, now);
        }
        for (const { bid, line, credit } of planned) {
          const transactionId =
            credit > 0
              ? ledgerOf(world).post({
                  userId: bid.user_id,
                  direction: 'credit',
                  amountStatus: WIN_STATUS[market.kind],
                  amount: credit,
                  note: winNote(market, bid),
                  at: now,
                })
              : null;
          store.settleBid(bid, line.outcome, line.amount, transactionId, now);
        }
        store.storeOwed(market, date, owed);
        return report(market, date, planned);
      })();
    },

    /** What `declare` would settle, without writing anything. */
    preview(request: DeclareRequest): SettleReport {
      const { market, date, planned } = prepare(request);
      return report(market, date, planned);
    },

    /**
     * Clears a result and undoes what it settled: each win is debited back as far as the balance
     * holds (it never goes negative); the rest is reported and owed by the player for this market
     * and date, netted from their next win there. Each undone bid is pending again.
     */
    revert(request: RevertRequest): RevertReport {
      return db.transaction(() => {
        const market = store.marketOf(request.marketId);
        const date = dateOf(world, market, request.date);
        const current = store.result(market, date);
        // No row is kept with every part empty: a revert that leaves nothing deletes it.
        if (!current) {
          throw notFound(RESULT_MESSAGES.nothingDeclared(market.name, date));
        }
        let remaining = EMPTY;
        if (market.kind === 'main' && request.session === 'close') {
          if (!current.close_pana)
            throw notFound(RESULT_MESSAGES.nothingDeclared(`${market.name} close`, date));
          remaining = { ...EMPTY, open_pana: current.open_pana };
        } else if (request.session === 'open' && current.close_pana) {
          // Only a main market has a close.
          throw conflict(RESULT_MESSAGES.closeFirst);
        }

        // A bid the remaining result no longer decides goes back to pending.
        const now = world.clock.now();
        const stillDecided = declaredOf(market.kind, remaining);
        const undone = store
          .settledBids(market, date)
          .filter((bid) => decideBid({ market: market.kind, ...bid }, stillDecided) === 'pending');
        const shortfalls: Shortfall[] = [];
        const owed = store.owed(market, date);
        let reclaimed = 0;
        for (const bid of undone) {
          // Stryker disable next-line ConditionalExpression,EqualityOperator: a lost bid takes back nothing either way; this spares its balance read.
          if (bid.win_amount > 0) {
            const taken = Math.min(bid.win_amount, ledgerOf(world).balance(bid.user_id));
            if (taken > 0) {
              ledgerOf(world).post({
                userId: bid.user_id,
                direction: 'debit',
                amountStatus: WIN_STATUS[market.kind],
                amount: taken,
                note: `Result reverted: ${winNote(market, bid)}`,
                at: now,
              });
            }
            reclaimed += taken;
            if (taken < bid.win_amount) {
              const amount = bid.win_amount - taken;
              shortfalls.push({ bid_id: bid.id, mobile: bid.mobile, amount });
              owed.set(bid.user_id, (owed.get(bid.user_id) ?? 0) + amount);
            }
          }
          store.settleBid(bid, 'pending', 0, null, null);
        }

        store.storeOwed(market, date, owed);
        if (remaining.open_pana) store.saveResult(market, date, remaining, now);
        else store.deleteResult(market, date);
        return {
          game_id: market.id,
          date,
          bids: undone.length,
          reclaimed,
          shortfall: shortfalls.reduce((sum, s) => sum + s.amount, 0),
          shortfalls,
        };
      })();
    },
  };
}

export type Settlement = ReturnType<typeof createSettlement>;
export function settlementOf(world: World) {
  return world.service(createSettlement);
}
