import { SUBMIT_PATH, type BidType } from './catalogue';
import { parseAmount } from '../validation/amount';
import type { PendingList } from './pending-list';
import type { BidRow } from './types';

/** The market a bid screen was opened for (navigation state). */
export interface BidMarket {
  gameId: string;
  gameName: string;
}

/** One provider call a Submit makes. */
export interface BidSubmission {
  path: (typeof SUBMIT_PATH)[keyof typeof SUBMIT_PATH];
  body: {
    unique_token: string;
    game_id: string;
    new_result: {
      unique_token: string;
      Gamename: string;
      totalbit: number;
      gameid: string;
      pana: string;
      gametype: string;
      bid_date: string;
      session: string;
      result: BidRow[];
    };
  };
}

/**
 * The calls one Submit makes, bodies exactly as the protocol wants them. Every type sends one call,
 * except SP DP TP, which sends one per pana kind present (Single, Double, Triple Pana), in parallel.
 * `bidDate` is today in India time as D-MonthName-YYYY.
 */
export function buildSubmissions(
  type: BidType,
  market: BidMarket,
  list: PendingList,
  token: string,
  bidDate: string,
): BidSubmission[] {
  const rows = list.entries.flatMap((entry) => entry.rows);
  const byLabel = new Map<string, BidRow[]>();
  for (const row of rows) byLabel.set(row.pana, [...(byLabel.get(row.pana) ?? []), row]);
  return [...byLabel].map(([label, labelRows]) => {
    const session = labelRows[0]?.session ?? 'Open';
    return {
      path: SUBMIT_PATH[type.market],
      body: {
        unique_token: token,
        game_id: market.gameId,
        new_result: {
          unique_token: token,
          Gamename: market.gameName,
          totalbit: labelRows.reduce((sum, row) => sum + (parseAmount(row.points) ?? 0), 0),
          gameid: market.gameId,
          pana: label,
          gametype: type.market === 'gali' ? '-' : session,
          bid_date: bidDate,
          session,
          result: labelRows,
        },
      },
    };
  });
}
