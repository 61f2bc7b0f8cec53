import type { World } from '../../worlds/world';

/** Pending bids of one session of a market's play: how many, and the points staked on them. */
export interface SessionStakes {
  session: 'open' | 'close';
  bids: number;
  points: number;
}

/** What is still riding on a market's session date, per session (bids store 'Open' or 'Close'). */
export function createPendingStakes(world: World) {
  const grouped = world.db.prepare<
    [number, string],
    { session: string; bids: number; points: number }
  >(
    `SELECT lower(session) AS session, COUNT(*) AS bids, SUM(points) AS points FROM bids
     WHERE market_id = ? AND session_date = ? AND status = 'pending'
     GROUP BY lower(session) ORDER BY lower(session) DESC`,
  );
  // Stryker disable MethodExpression,ConditionalExpression: a bid's session is Open or Close (bid-checks.ts); the filter only narrows the type.
  const isSession = (row: { session: string }): row is SessionStakes =>
    row.session === 'open' || row.session === 'close';
  return {
    of: (marketId: number, date: string): SessionStakes[] =>
      grouped.all(marketId, date).filter(isSession),
  };
  // Stryker restore MethodExpression,ConditionalExpression
}

export function pendingStakesOf(world: World) {
  return world.service(createPendingStakes);
}
