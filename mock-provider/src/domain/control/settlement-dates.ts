import { addDays, formatClockTime, indiaDateKey, indiaParts, isDateKey } from '@panna/shared';
import type { World } from '../../worlds/world';
import { badRequest, conflict } from '../../contract/control-error';
import { marketsOf, type MarketRow } from '../markets';
import { RESULT_MESSAGES } from './settlement-contract';

/**
 * The date a request without one means: the session taking bids now, else the latest session
 * that has opened (a market closing after midnight is still yesterday's), else today.
 */
function defaultDate(world: World, market: MarketRow): string {
  const now = world.clock.now();
  const today = indiaDateKey(now);
  const markets = marketsOf(world);
  const scheduled = markets.byId(market.id);
  if (!scheduled) return today;
  const current = markets.session(scheduled, now);
  if (current) return current.date;
  const opened = [today, addDays(today, -1)].find((date) => {
    const session = markets.sessionOn(scheduled, date);
    // Stryker disable next-line ConditionalExpression: today's session before its open takes bids, found above.
    return session !== undefined && session.openAt <= now;
  });
  return opened ?? today;
}

/** The date a declaration or revert acts on: the one it names, or the default. */
export function dateOf(world: World, market: MarketRow, date: string | undefined): string {
  if (date === undefined) return defaultDate(world, market);
  if (!isDateKey(date)) throw badRequest(RESULT_MESSAGES.invalidDate(date));
  return date;
}

/**
 * A new result part may be declared once its session has stopped taking bids (its cut-off: the
 * open time, or a main market's close time for the close), or before that when `early` says so.
 */
export function checkCutOff(
  world: World,
  market: MarketRow,
  date: string,
  what: 'open' | 'close',
): void {
  const markets = marketsOf(world);
  const scheduled = markets.byId(market.id);
  const session = scheduled && markets.sessionOn(scheduled, date);
  if (!session) return;
  const cutOff = what === 'close' ? session.closeAt : session.openAt;
  if (world.clock.now() >= cutOff) return;
  const part = market.kind === 'main' ? `The ${what} session of ${market.name}` : market.name;
  const until = formatClockTime(indiaParts(cutOff).minutes);
  throw conflict(RESULT_MESSAGES.early(part, date, `${indiaDateKey(cutOff)} ${until}`));
}
