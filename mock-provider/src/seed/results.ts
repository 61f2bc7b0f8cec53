import { ALL_PANA, addDays, indiaDateKey } from '@panna/shared';
import { sessionOn, type DaySchedule } from '../domain/schedule';
import { seededRandom } from '../domain/seeded-random';
import type { MarketSeed } from './markets';

/** Days of history before today. */
export const HISTORY_DAYS = 30;

/** A seeded result: main has both panas (or only the open one), Starline one pana, Gali a jodi. */
export interface SeedResult {
  date: string;
  openPana: string | null;
  closePana: string | null;
  jodi: string | null;
  declaredAt: number;
}

/** FNV-1a: a stable 32-bit hash, so one market's result of one date never depends on the rest. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

export const scheduleOf = (m: MarketSeed): DaySchedule[] =>
  m.weekdays.map((weekday) => ({ weekday, openMinutes: m.open, closeMinutes: m.close }));

/**
 * The last HISTORY_DAYS days and today, for the sessions that were already declared at `now`: a
 * main market's open pana from its open time and its close pana from its close time; Starline
 * and Gali at their open time. Values come from a generator seeded by market name and date.
 */
export function resultsFor(market: MarketSeed, now: number): SeedResult[] {
  const schedule = scheduleOf(market);
  const today = indiaDateKey(now);
  const out: SeedResult[] = [];
  for (let offset = -HISTORY_DAYS; offset <= 0; offset += 1) {
    const session = sessionOn(addDays(today, offset), schedule, new Set());
    if (!session || now < session.openAt) continue;
    const random = seededRandom(hash(`${market.name}|${session.date}`));
    const pana = () => ALL_PANA[Math.floor(random() * ALL_PANA.length)]!;
    const base = { date: session.date, openPana: null, closePana: null, jodi: null };
    if (market.kind === 'gali') {
      out.push({
        ...base,
        jodi: String(Math.floor(random() * 100)).padStart(2, '0'),
        declaredAt: session.openAt,
      });
    } else if (market.kind === 'starline') {
      out.push({ ...base, openPana: pana(), declaredAt: session.openAt });
    } else {
      const open = pana();
      const closed = now >= session.closeAt;
      out.push({
        ...base,
        openPana: open,
        closePana: closed ? pana() : null,
        declaredAt: closed ? session.closeAt : session.openAt,
      });
    }
  }
  return out;
}
