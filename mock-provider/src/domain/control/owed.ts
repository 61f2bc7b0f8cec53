import { isDateKey } from '@panna/shared';
import type { World } from '../../worlds/world';
import { badRequest } from '../../contract/control-error';
import { RESULT_MESSAGES } from './settlement-contract';

/** What one player owes for one market and date: a win a revert could not take back. */
export interface OwedLine {
  mobile: string;
  game_id: number;
  game_name: string;
  date: string;
  amount: number;
}

export interface OwedFilter {
  mobile?: string | undefined;
  marketId?: number | undefined;
  date?: string | undefined;
}

/**
 * The owed amounts (settlement.ts keeps them; each is netted from the player's next win on that
 * market and date), read for QA: by player, market and date, largest first.
 */
export function owedOf(world: World, filter: OwedFilter = {}): OwedLine[] {
  if (filter.date !== undefined && !isDateKey(filter.date))
    throw badRequest(RESULT_MESSAGES.invalidDate(filter.date));
  return world.db
    .prepare<[{ mobile: string | null; market: number | null; date: string | null }], OwedLine>(
      `SELECT u.mobile, o.market_id AS game_id, m.name AS game_name, o.date, o.amount
       FROM owed_wins o JOIN users u ON u.id = o.user_id JOIN markets m ON m.id = o.market_id
       WHERE (@mobile IS NULL OR u.mobile = @mobile) AND (@market IS NULL OR o.market_id = @market)
         AND (@date IS NULL OR o.date = @date)
       ORDER BY o.amount DESC, u.mobile, o.market_id, o.date`,
    )
    .all({
      mobile: filter.mobile ?? null,
      market: filter.marketId ?? null,
      date: filter.date ?? null,
    });
}
