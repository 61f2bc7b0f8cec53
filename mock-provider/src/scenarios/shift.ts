/**
 * A run started at another instant (`--at`): a file that sets its clock (as every recording does)
 * is moved to that instant's day, whole days at a time, with everything in it that names a day:
 * its clock instants, the dates of results, reverts, holidays and owed checks, a bid body's
 * `bid_date`, a control step's `date`, its markets' weekdays and its end state's `since`. Times of
 * day stay as written, so every cut-off falls where it fell against its markets' times.
 */
import { addDays, formatBidDate, indiaDateKey, parseBidDate } from '@panna/shared';
import { instantFrom, readInstant } from '../contract/instants';
import { indiaIso, type Args, type Scenario, type Step } from './format';

const DAY_MS = 86_400_000;

/**
 * The instant a run starts at (`--at`, the run verb's `at`), by the control plane's one rule for
 * instants (contract/instants.ts), or the refusal naming the option.
 */
export function startInstant(option: string, text: string): number | string {
  try {
    return instantFrom(option, text);
  } catch (error) {
    return (error as Error).message;
  }
}

const isMap = (value: unknown): value is Args =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The India date the file's first `clock: { set }` names, when it names one. */
export function startDay(scenario: Scenario): string | undefined {
  const set = scenario.steps.find((s) => s.verb === 'clock' && s.args.set !== undefined)?.args.set;
  const read = readInstant(set);
  return 'ms' in read ? indiaDateKey(read.ms) : undefined;
}

/** The whole days from the file's first clock set to `at`'s India date (0 when it sets none). */
export function daysToShift(scenario: Scenario, at: number): number {
  const from = startDay(scenario);
  if (from === undefined) return 0;
  return Math.round((Date.parse(indiaDateKey(at)) - Date.parse(from)) / DAY_MS);
}

/** The scenario moved by `days`: a new one, the file's own left as it was. */
export function shiftScenario(scenario: Scenario, days: number): Scenario {
  if (days === 0) return scenario;
  const instant = (value: unknown): unknown => {
    const read = readInstant(value);
    return 'ms' in read ? indiaIso(read.ms + days * DAY_MS) : value;
  };
  const date = (value: unknown): unknown =>
    typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? addDays(value, days) : value;
  const weekday = (value: unknown): unknown =>
    typeof value === 'number' && Number.isInteger(value) ? (((value + days) % 7) + 7) % 7 : value;
  const bidDate = (value: unknown): unknown => {
    const key = typeof value === 'string' ? parseBidDate(value) : undefined;
    return key === undefined ? value : formatBidDate(addDays(key, days));
  };

  const shiftArgs = ({ verb, args }: Step): Args => {
    switch (verb) {
      case 'clock':
        return args.set === undefined ? args : { ...args, set: instant(args.set) };
      case 'result':
      case 'revert':
        return args.date === undefined ? args : { ...args, date: date(args.date) };
      case 'market':
        return {
          ...args,
          ...(Array.isArray(args.holidays) && { holidays: args.holidays.map(date) }),
          ...(Array.isArray(args.days) && { days: args.days.map(weekday) }),
          ...(Array.isArray(args.schedule) && {
            schedule: args.schedule.map((day: unknown) =>
              isMap(day) ? { ...day, weekday: weekday(day.weekday) } : day,
            ),
          }),
        };
      case 'expect':
        return isMap(args.owed) && args.owed.date !== undefined
          ? { ...args, owed: { ...args.owed, date: date(args.owed.date) } }
          : args;
      case 'call': {
        const inner = isMap(args.body) ? args.body.new_result : undefined;
        return isMap(args.body) && isMap(inner) && inner.bid_date !== undefined
          ? {
              ...args,
              body: { ...args.body, new_result: { ...inner, bid_date: bidDate(inner.bid_date) } },
            }
          : args;
      }
      case 'control':
        return isMap(args.input) && args.input.date !== undefined
          ? { ...args, input: { ...args.input, date: date(args.input.date) } }
          : args;
      default:
        return args;
    }
  };

  return {
    ...scenario,
    steps: scenario.steps.map((step) => ({ ...step, args: shiftArgs(step) })),
    ...(scenario.end && { end: { ...scenario.end, since: String(instant(scenario.end.since)) } }),
  };
}
