import {
  closeResultOf,
  galiResultOf,
  isDateKey,
  openResultOf,
  type MarketKind,
} from '@panna/shared';
import type { World } from '../../worlds/world';
import { badRequest } from '../../contract/control-error';
import type { ResultRow } from '../markets';
import type { StoredResult } from './declared-result';
import { RESULT_MESSAGES } from './settlement-contract';

/** A stored result with its market and the wire fields the provider would show. */
export interface ListedResult {
  game_id: number;
  game_name: string;
  kind: MarketKind;
  date: string;
  open_pana: string | null;
  close_pana: string | null;
  jodi: string | null;
  open_result: string;
  close_result: string;
}

export interface ResultFilter {
  marketId?: number | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

/** A list answers at most this many results, newest first. */
export const RESULT_LIST_LIMIT = 500;

function wireFields(
  kind: MarketKind,
  row: StoredResult,
): { open_result: string; close_result: string } {
  if (kind === 'gali')
    return row.jodi ? galiResultOf(row.jodi) : { open_result: '', close_result: '' };
  return {
    open_result: row.open_pana ? openResultOf(row.open_pana) : '',
    close_result: row.close_pana ? closeResultOf(row.close_pana) : '',
  };
}

/** Declared results with their markets, for the control plane. */
export function createResultList(world: World) {
  const rows = world.db.prepare<
    [number | null, number | null, string, string, number],
    ResultRow & { game_name: string; kind: MarketKind }
  >(
    `SELECT r.*, m.name AS game_name, m.kind FROM results r JOIN markets m ON m.id = r.market_id
     WHERE (? IS NULL OR r.market_id = ?) AND r.date BETWEEN ? AND ? ORDER BY r.date DESC, m.sort, m.id LIMIT ?`,
  );
  return {
    list(filter: ResultFilter = {}): ListedResult[] {
      for (const date of [filter.from, filter.to]) {
        if (date !== undefined && !isDateKey(date))
          throw badRequest(RESULT_MESSAGES.invalidDate(date));
      }
      const id = filter.marketId ?? null;
      return (
        rows
          // Stryker disable next-line StringLiteral: every date sorts after '' too.
          .all(id, id, filter.from ?? '0000-01-01', filter.to ?? '9999-12-31', RESULT_LIST_LIMIT)
          .map((row) => ({
            game_id: row.market_id,
            game_name: row.game_name,
            kind: row.kind,
            date: row.date,
            open_pana: row.open_pana,
            close_pana: row.close_pana,
            jodi: row.jodi,
            ...wireFields(row.kind, row),
          }))
      );
    },
  };
}

export function resultListOf(world: World) {
  return world.service(createResultList);
}
