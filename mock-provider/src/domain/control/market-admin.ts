import {
  MINUTES_PER_DAY,
  formatClockTime,
  isDateKey,
  parseClockTime,
  type MarketKind,
} from '@panna/shared';
import type { World } from '../../worlds/world';
import { autoResultsOf } from './auto-results';
import { badRequest, notFound } from '../control-error';
import { marketsOf, type Market, type MarketRow } from '../markets';
import type { DaySchedule } from '../schedule';

/** One weekday's times as QA writes them; `close_time` is for main markets only. */
export interface DayTimes {
  weekday: number;
  open_time: string;
  close_time?: string | undefined;
}

export interface MarketChange {
  name?: string | undefined;
  sort?: number | undefined;
  active?: boolean | undefined;
  /** The same times on every day in `days` (default: the days it plays now, or every day). */
  open_time?: string | undefined;
  close_time?: string | undefined;
  days?: number[] | undefined;
  /** Per-weekday times; replaces the whole week. */
  schedule?: DayTimes[] | undefined;
  /** Gali only: the result comes the next morning and belongs to the session date (Disawar). */
  next_day?: boolean | undefined;
}

export interface NewMarket extends MarketChange {
  kind: MarketKind;
  name: string;
}

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
  msg_status: 1 | 2;
  /**
   * Today's play, as the provider sees it: the session bids go to, and today's open and close
   * (close_at before open_at for a main market closing after midnight); null on a day off.
   */
  session: { date: string; open_at: number; close_at: number } | null;
}

export const MARKET_MESSAGES = {
  unknown: (id: number) => `Unknown market ${id}`,
  badTime: (field: string, text: string) =>
    `${field} must be a 12-hour time like "03:45 PM", not "${text}"`,
  closeNeeded: 'A main market needs close_time',
  sameTimes: 'close_time must differ from open_time',
  nextDayGaliOnly:
    'next_day is for Gali markets (a main market closing after midnight just gives the earlier close_time)',
  noDays: 'A market must play on at least one weekday (0 Sunday .. 6 Saturday)',
  repeatedDay: (weekday: number) => `Weekday ${weekday} is given twice`,
  blankName: 'name must not be blank',
  badDate: (date: string) => `Invalid date ${date}: use YYYY-MM-DD`,
  noTimes: 'Give open_time (and close_time for a main market) or schedule',
} as const;

const ALL_DAYS = [0, 1, 2, 3, 4, 5, 6];

function minutesOf(field: string, text: string): number {
  const minutes = parseClockTime(text);
  if (minutes === undefined) throw badRequest(MARKET_MESSAGES.badTime(field, text));
  return minutes;
}

/**
 * One weekday's row in stored minutes. A main close before its open is the next morning's;
 * Starline and Gali take bids until the open, so their close is their open.
 */
function dayRow(
  kind: MarketKind,
  weekday: number,
  open: number,
  close: number | undefined,
  nextDay: boolean,
): DaySchedule {
  if (nextDay && kind !== 'gali') throw badRequest(MARKET_MESSAGES.nextDayGaliOnly);
  if (kind !== 'main') {
    const openMinutes = open + (nextDay ? MINUTES_PER_DAY : 0);
    return { weekday, openMinutes, closeMinutes: openMinutes };
  }
  if (close === undefined) throw badRequest(MARKET_MESSAGES.closeNeeded);
  if (close === open) throw badRequest(MARKET_MESSAGES.sameTimes);
  return {
    weekday,
    openMinutes: open,
    closeMinutes: close < open ? close + MINUTES_PER_DAY : close,
  };
}

/**
 * The week a change asks for, or undefined when it leaves times alone. Fields not given keep the
 * market's current values (per weekday where it has them).
 */
function weekOf(
  kind: MarketKind,
  change: MarketChange,
  current: DaySchedule[],
): DaySchedule[] | undefined {
  const { schedule, open_time, close_time, days, next_day } = change;
  let week: DaySchedule[];
  if (schedule) {
    week = schedule.map((d) =>
      dayRow(
        kind,
        d.weekday,
        minutesOf('open_time', d.open_time),
        d.close_time === undefined ? undefined : minutesOf('close_time', d.close_time),
        next_day ?? false,
      ),
    );
  } else if (
    open_time !== undefined ||
    close_time !== undefined ||
    days !== undefined ||
    next_day !== undefined
  ) {
    const fallback = current[0];
    if (!fallback && open_time === undefined) throw badRequest(MARKET_MESSAGES.noTimes);
    const open = open_time === undefined ? undefined : minutesOf('open_time', open_time);
    const close = close_time === undefined ? undefined : minutesOf('close_time', close_time);
    week = (days ?? (current.length ? current.map((d) => d.weekday) : ALL_DAYS)).map((weekday) => {
      const base = current.find((d) => d.weekday === weekday) ?? fallback;
      const baseNextDay =
        kind === 'gali' && base !== undefined && base.openMinutes >= MINUTES_PER_DAY;
      return dayRow(
        kind,
        weekday,
        open ?? base!.openMinutes % MINUTES_PER_DAY,
        close ?? (kind === 'main' && base ? base.closeMinutes % MINUTES_PER_DAY : undefined),
        next_day ?? baseNextDay,
      );
    });
  } else {
    return undefined;
  }
  if (week.length === 0) throw badRequest(MARKET_MESSAGES.noDays);
  const seen = new Set<number>();
  for (const day of week) {
    if (seen.has(day.weekday)) throw badRequest(MARKET_MESSAGES.repeatedDay(day.weekday));
    seen.add(day.weekday);
  }
  return week;
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
  const insertMarket = db.prepare<[MarketKind, string, number, number]>(
    'INSERT INTO markets (kind, name, sort, active) VALUES (?, ?, ?, ?)',
  );
  const nextSort = db.prepare<[], { sort: number }>(
    'SELECT COALESCE(MAX(sort), 0) + 1 AS sort FROM markets',
  );
  const updateMarket = db.prepare<[string, number, number, number]>(
    'UPDATE markets SET name = ?, sort = ?, active = ? WHERE id = ?',
  );
  const clearSchedule = db.prepare<[number]>('DELETE FROM market_schedule WHERE market_id = ?');
  const insertDay = db.prepare<[number, number, number, number]>(
    'INSERT INTO market_schedule (market_id, weekday, open_minutes, close_minutes) VALUES (?, ?, ?, ?)',
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
    const play = markets.play(full);
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
        next_day: (market.kind === 'gali' ? d.openMinutes : d.closeMinutes) >= MINUTES_PER_DAY,
      })),
      holidays: [...full.holidays],
      msg_status: markets.status(full),
      session: play
        ? { date: play.session.date, open_at: play.openAt, close_at: play.closeAt }
        : null,
    };
  };

  const writeWeek = (id: number, week: DaySchedule[]) => {
    clearSchedule.run(id);
    for (const day of week) insertDay.run(id, day.weekday, day.openMinutes, day.closeMinutes);
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
        const created = Number(
          insertMarket.run(input.kind, name, sort, input.active === false ? 0 : 1).lastInsertRowid,
        );
        writeWeek(created, week);
        return created;
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
        if (week) writeWeek(id, week);
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

export const marketAdminOf = (world: World) => world.service(createMarketAdmin);
