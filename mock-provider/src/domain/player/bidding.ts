import {
  AMOUNT_STATUS,
  bidTypeByLabel,
  formatClockTime,
  type MarketKind,
  type NewResult,
} from '@panna/shared';
import type { World } from '../../worlds/world';
import { InsufficientFunds, ledgerOf } from '../ledger';
import { declaredResultRefusal, marketsOf, type Market } from '../markets';
import { refuse, type Outcome } from '../outcome';
import { settingsOf } from '../settings';
import { enforces, profileRefusal } from '../strict-notes';
import type { Player } from '../users';
import {
  BIDDING_MESSAGES,
  bidDateError,
  checkRow,
  cutOffError,
  strictError,
  winningsError,
  type Stake,
  type ValidRow,
} from './bid-checks';

/**
 * The wallet note of one bid row, as the real server writes it: the bid type on main markets, the
 * slot's open time on Starline and Gali.
 */
export const bidNote = (
  market: Pick<Market, 'kind' | 'name'>,
  label: string,
  openTime: string,
): string => `Bid Placed For ${market.name}(${market.kind === 'main' ? label : openTime})`;

/**
 * Bid submissions: the real server's rules in both profiles (profile.ts), the catalogue's too in
 * strict. Each row is stored with its own wallet row (its points, as the real passbook shows);
 * all of a submission's rows land in one transaction, or none.
 */
export function createBidding(world: World) {
  const insertBid = world.db.prepare<
    [number, number, number, string, string, string, string, string, number, number]
  >(
    `INSERT INTO bids (user_id, market_id, transaction_id, session_date, label, session, digits, closedigits, points, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const pendingStakes = world.db.prepare<[number, number, string], Stake>(
    'SELECT label, points FROM pending_stakes WHERE user_id = ? AND market_id = ? AND session_date = ?',
  );

  /**
   * Checks a submission as of `now` and, when every row passes, debits and stores each row. Runs
   * inside the transaction that stores it, so what it checks (a declared result above all) cannot
   * change before the rows land.
   */
  function placeNow(user: Player, kind: MarketKind, submission: NewResult, now: number): Outcome {
    const markets = marketsOf(world);
    // Number() skips the spaces around a number as trim() would.
    const market = markets.byId(Number(String(submission.gameid)) || 0);
    if (!market) return refuse(BIDDING_MESSAGES.gameNotFound);
    if (market.kind !== kind) return refuse(BIDDING_MESSAGES.wrongGameKind);

    // One reading of the label (the one settlement pays by), or none. The real server takes a
    // label it has no type for and never pays it; real does so (settlement finds it lost), noting
    // that strict refuses it.
    const label = submission.pana.trim();
    const type = bidTypeByLabel(kind, label);
    const unknown = BIDDING_MESSAGES.unknownType(label);
    if (!type && enforces(world, 'bidChecks', unknown)) return refuse(unknown);
    const play = markets.play(market, now);
    const closed = cutOffError(kind, play, type, submission.session, now);
    if (closed || !play) return refuse(closed ?? BIDDING_MESSAGES.bettingClosed);

    // Nobody bids on a public result: the one deciding a row, if declared, refuses it.
    const result = markets.result(market.id, play.session.date);
    const rows: ValidRow[] = [];
    for (const raw of submission.result) {
      const checked = checkRow(raw, submission.session, type);
      if (typeof checked === 'string') return refuse(checked);
      const closedBy = declaredResultRefusal(
        market,
        result,
        type,
        checked.session,
        submission.session,
      );
      if (closedBy) return refuse(closedBy);
      rows.push(checked);
    }
    const problem = strictError(type, label, rows, submission.totalbit, play, now);
    if (problem && enforces(world, 'bidChecks', problem)) return refuse(problem);
    // The total is the rows' sum, whatever totalbit says; the balance read by the token check
    // must cover it (the ledger checks again as it debits).
    const total = rows.reduce((sum, row) => sum + row.points, 0);
    if (!Number.isSafeInteger(total) || total > user.wallet) {
      return refuse(BIDDING_MESSAGES.insufficient);
    }
    const dateProblem = profileRefusal(world, 'bidChecks', {
      strict: bidDateError(submission.bid_date, kind, now, true),
      lenient: bidDateError(submission.bid_date, kind, now, false),
    });
    if (dateProblem) return refuse(dateProblem);
    const stakes = pendingStakes.all(user.id, market.id, play.session.date);
    const stake = stakes.find((s) => s.label === label);
    if (stake) stake.points += total;
    else stakes.push({ label, points: total });
    const unpayable = winningsError(kind, settingsOf(world).get('rates')[kind], stakes);
    if (unpayable) return refuse(unpayable);

    const note = bidNote(market, label, formatClockTime(play.openTime));
    for (const row of rows) {
      const transactionId = ledgerOf(world).post({
        userId: user.id,
        direction: 'debit',
        amountStatus: AMOUNT_STATUS.BID,
        amount: row.points,
        note,
        at: now,
      });
      insertBid.run(
        user.id,
        market.id,
        transactionId,
        play.session.date,
        label,
        row.session,
        row.digits,
        row.closedigits,
        row.points,
        now,
      );
    }
    return { ok: true };
  }

  return {
    /**
     * Checks and stores a submission as of its arrival; answers once it is committed (bids
     * arriving together share one commit).
     */
    async place(user: Player, kind: MarketKind, submission: NewResult): Promise<Outcome> {
      const now = world.clock.now();
      try {
        return await world.groupCommit(() => placeNow(user, kind, submission, now));
      } catch (error) {
        if (error instanceof InsufficientFunds) return refuse(BIDDING_MESSAGES.insufficient);
        throw error;
      }
    },
  };
}

export function biddingOf(world: World) {
  return world.service(createBidding);
}
