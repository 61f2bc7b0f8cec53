import { MINUTES_PER_DAY, formatClockTime, parseClockTime, type MarketKind } from '@panna/shared';

/** A market to seed: its weekly play in minutes from the session date's midnight (may pass 1440). */
export interface MarketSeed {
  kind: MarketKind;
  name: string;
  open: number;
  close: number;
  weekdays: readonly number[];
}

const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6];
const MON_SAT = [1, 2, 3, 4, 5, 6];
const MON_FRI = [1, 2, 3, 4, 5];

const at = (time: string): number => parseClockTime(time)!;

/** A main market; a close before the open is the next morning's. */
function main(name: string, open: string, close: string, weekdays: readonly number[]): MarketSeed {
  const openMinutes = at(open);
  const closeMinutes = at(close) < openMinutes ? at(close) + MINUTES_PER_DAY : at(close);
  return { kind: 'main', name, open: openMinutes, close: closeMinutes, weekdays };
}

/** Starline and Gali take bids until the open time, when the result comes. */
const single = (kind: MarketKind, name: string, minutes: number): MarketSeed => ({
  kind,
  name,
  open: minutes,
  close: minutes,
  weekdays: EVERY_DAY,
});

/** The traditional markets with their usual times. */
export const MAIN_MARKETS: readonly MarketSeed[] = [
  main('SRIDEVI', '11:35 AM', '12:35 PM', EVERY_DAY),
  main('TIME BAZAR', '01:00 PM', '02:00 PM', MON_SAT),
  main('MADHUR DAY', '01:30 PM', '02:30 PM', MON_SAT),
  main('MILAN DAY', '03:00 PM', '05:00 PM', MON_SAT),
  main('RAJDHANI DAY', '03:00 PM', '05:00 PM', MON_SAT),
  main('KALYAN', '03:45 PM', '05:45 PM', MON_SAT),
  main('SRIDEVI NIGHT', '07:00 PM', '08:00 PM', EVERY_DAY),
  main('MADHUR NIGHT', '08:30 PM', '10:30 PM', MON_SAT),
  main('MILAN NIGHT', '09:00 PM', '11:00 PM', MON_FRI),
  main('RAJDHANI NIGHT', '09:30 PM', '11:45 PM', MON_FRI),
  main('MAIN BAZAR', '09:35 PM', '12:05 AM', MON_FRI),
];

/** King Starline: hourly slots, 10:00 AM to 10:00 PM. */
export const STARLINE_SLOTS: readonly MarketSeed[] = Array.from({ length: 13 }, (_, i) => {
  const minutes = (10 + i) * 60;
  return single('starline', `KING STARLINE ${formatClockTime(minutes)}`, minutes);
});

/** Gali Disawar; Disawar's result comes at 05:00 the next morning and belongs to the previous day. */
export const GALI_MARKETS: readonly MarketSeed[] = [
  single('gali', 'DELHI BAZAR', at('03:00 PM')),
  single('gali', 'SHRI GANESH', at('04:30 PM')),
  single('gali', 'FARIDABAD', at('06:00 PM')),
  single('gali', 'GHAZIABAD', at('09:00 PM')),
  single('gali', 'GALI', at('11:30 PM')),
  single('gali', 'DISAWAR', at('05:00 AM') + MINUTES_PER_DAY),
];

/** The latest open a demo market takes, so that its close still falls on the same day. */
const LAST_OPEN = MINUTES_PER_DAY - 2;
const LAST_CLOSE = MINUTES_PER_DAY - 1;
const roundUp15 = (minutes: number) => Math.ceil(minutes / 15) * 15;

/**
 * An open time `lead` minutes ahead, never past 11:58 PM: the real server reads every time as
 * today's, so a demo market must open and close on the day it is made (and then plays every day,
 * running from midnight until then).
 */
const openAhead = (nowMinutes: number, lead: number): number =>
  Math.min(roundUp15(nowMinutes + lead), LAST_OPEN);

/**
 * Demo markets that play every day at times chosen from the seeding hour, so whenever the world
 * is made, each kind has a market taking bids for the next hours (until near midnight when made
 * late in the evening), and again from midnight.
 */
export function demoMarkets(nowMinutes: number): MarketSeed[] {
  const mainOpen = openAhead(nowMinutes, 120);
  const slot = openAhead(nowMinutes, 60);
  return [
    {
      kind: 'main',
      name: 'DEMO MAIN',
      open: mainOpen,
      close: Math.min(mainOpen + 120, LAST_CLOSE),
      weekdays: EVERY_DAY,
    },
    single('starline', 'DEMO STARLINE', slot),
    single('gali', 'DEMO GALI', slot),
  ];
}
