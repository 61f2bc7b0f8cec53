export {
  MINUTES_PER_DAY,
  parseClockTime,
  formatClockTime,
  twelveHourParts,
  toTwentyFourHour,
} from './clock-time';
export {
  type DateParts,
  daysInMonth,
  isValidDate,
  parseDateKey,
  isDateKey,
  toDateKey,
  addDays,
} from './calendar';
export { RESULT_DAY_STARTS_AT, mainListShowsToday, mainRowShowsToday } from './result-day';
export { filingDates, type SessionDates } from './filing';
export {
  IST_OFFSET_MS,
  type IndiaParts,
  type ClockTime,
  indiaParts,
  indiaDateKey,
  indiaMidnight,
  instantAt,
  hasTimePassed,
  isWithinWindow,
} from './india';
export {
  MONTH_NAMES,
  WEEKDAY_NAMES,
  formatFilterDate,
  parseFilterDate,
  formatBidDate,
  parseBidDate,
  parseDateLeniently,
  formatInsertTime,
  formatWinTime,
  formatDatabaseTime,
  formatNewDate,
  formatWeekdayDate,
  formatListDate,
} from './formats';
