import { MINUTES_PER_DAY, formatClockTime, isDateKey, type MarketKind } from '@panna/shared';
import type { World } from '../../worlds/world';
import { autoResultsOf } from './auto-results';
import { MARKET_MESSAGES, weekOf, type MarketChange, type NewMarket } from './market-week';
import { badRequest, notFound } from '../../contract/control-error';
import { marketRowsOf } from '../market-rows';
import { marketsOf, type Market, type MarketRow } from '../markets';
import { nextEdges, type DaySchedule } from '../schedule';
import { sessionTaking, type Taking } from './session-taking';

/** A market as the control plane shows it. */
export interface MarketView {
  id: number;
  kind: MarketKind;
  name: string;
  sort: number;
  active: boolean;
  /** `next_day`: a main close after midnight, or a Gali result the next morning. */
  schedule: { weekday: number; open_time: string; close_time: string; next_day: boolean }[];
  holidays: string[];
  /** 1 running, 2 closed: on the world's clock, and closed once a declared result closes the day. */
  msg_status: 1 | 2;
  /** The session taking bids now (the clock and the declared results): open, close or none. */
  taking: Taking;
  /**
   * Today's play, as the provider sees it: the session bids go to, and today's open and close
   * (close_at before open_at for a main market closing after midnight); null on a day off.
   */
  session: { date: string; open_at: number; close_at: number } | null;
  /** The first session open and close after now, within a week (schedule.ts `nextEdges`). */
  next: { open_at: number | null; close_at: number | null };
}

/** Creating and editing markets, schedules and holidays (inactive markets included). */
export function createMarketAdmin(world: World) {
  const db = world.db;
  const rows = db.prepare<[], MarketRow>('SELECT * FROM markets ORDER BY kind, sort, id');
  const row = db.prepare<[number], MarketRow>('SELECT * FROM markets WHERE id = ?');
  const scheduleOf = db.prepare<[number], DaySchedule>(
    'SELECT weekday, open_minutes AS openMinutes, close_minutes AS closeMinutes FROM market_schedule WHERE market_id = ? ORDER BY weekday',
  );
  const holidaysOf = db.prepare<[number], { date: string }>(
    'SELECT date FROM holidays WHERE market_id = ? ORDER BY date',
  );
  const nextSort = db.prepare<[], { sort: number }>(
    'SELECT COALESCE(MAX(sort), 0) + 1 AS sort FROM markets',
  );
  const updateMarket = db.prepare<[string, number, number, number]>(
    'UPDATE markets SET name = ?, sort = ?, active = ? WHERE id = ?',
  );
  const insertHoliday = db.prepare<[number, string]>(
    'INSERT OR IGNORE INTO holidays (market_id, date) VALUES (?, ?)',
  );
  const deleteHoliday = db.prepare<[number, string]>(
    'DELETE FROM holidays WHERE market_id = ? AND date = ?',
  );

  const rowOf = (id: number): MarketRow => {
    const found = row.get(id);
    if (!found) throw notFound(MARKET_MESSAGES.unknown(id));
    return found;
  };

  const view = (market: MarketRow): MarketView => {
    const full: Market = {
      ...market,
      schedule: scheduleOf.all(market.id),
      holidays: new Set(holidaysOf.all(market.id).map((h) => h.date)),
    };
    const markets = marketsOf(world);
    const now = world.clock.now();
    const play = markets.play(full, now);
    const next = nextEdges(now, full.schedule, full.holidays);
    const taking = sessionTaking(
      full,
      play,
      now,
      play && markets.result(full.id, play.session.date),
    );
    return {
      id: market.id,
      kind: market.kind,
      name: market.name,
      sort: market.sort,
      active: market.active === 1,
      schedule: full.schedule.map((d) => ({
        weekday: d.weekday,
        open_time: formatClockTime(d.openMinutes % MINUTES_PER_DAY),
        close_time: formatClockTime(d.closeMinutes % MINUTES_PER_DAY),
        // Stryker disable next-line ConditionalExpression,StringLiteral: a Gali market's close is its open.
        next_day: (market.kind === 'gali' ? d.openMinutes : d.closeMinutes) >= MINUTES_PER_DAY,
      })),
      holidays: [...full.holidays],
      msg_status: taking ? 1 : 2,
      taking,
      session: play
        ? { date: play.session.date, open_at: play.openAt, close_at: play.closeAt }
        : null,
      next: { open_at: next.openAt ?? null, close_at: next.closeAt ?? null },
    };
  };

  const cleanName = (name: string): string => {
    const trimmed = name.trim();
    if (!trimmed) throw badRequest(MARKET_MESSAGES.blankName);
    return trimmed;
  };

  /** Every cache over markets: the markets service's and the auto-results' next-due instant. */
  const changed = () => {
    marketsOf(world).invalidate();
    autoResultsOf(world).invalidate();
  };

  const checkedDate = (date: string): string => {
    if (!isDateKey(date)) throw badRequest(MARKET_MESSAGES.badDate(date));
    return date;
  };

  return {
    list: (): MarketView[] => rows.all().map(view),
    view: (id: number): MarketView => view(rowOf(id)),

    create(input: NewMarket): MarketView {
      const name = cleanName(input.name);
      const week = weekOf(input.kind, input, []);
      if (!week) throw badRequest(MARKET_MESSAGES.noTimes);
      const id = db.transaction(() => {
        const sort = input.sort ?? nextSort.get()!.sort;
        const active = input.active !== false;
        return marketRowsOf(world).add({ kind: input.kind, name, sort, active }, week);
      })();
      changed();
      return view(rowOf(id));
    },

    update(id: number, change: MarketChange): MarketView {
      const market = rowOf(id);
      const week = weekOf(market.kind, change, scheduleOf.all(id));
      const name = change.name === undefined ? market.name : cleanName(change.name);
      const active = change.active === undefined ? market.active : Number(change.active);
      db.transaction(() => {
        updateMarket.run(name, change.sort ?? market.sort, active, id);
        if (week) marketRowsOf(world).setWeek(id, week);
      })();
      changed();
      return view(rowOf(id));
    },

    addHoliday(id: number, date: string): MarketView {
      insertHoliday.run(rowOf(id).id, checkedDate(date));
      changed();
      return view(rowOf(id));
    },

    removeHoliday(id: number, date: string): MarketView {
      deleteHoliday.run(rowOf(id).id, checkedDate(date));
      changed();
      return view(rowOf(id));
    },
  };
}

export function marketAdminOf(world: World) {
  return world.service(createMarketAdmin);
}
