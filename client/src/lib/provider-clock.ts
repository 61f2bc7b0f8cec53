/**
 * The provider's "now": the one time every time check of the app reads (the withdraw window, the
 * bid screens' open time and date, the main list's result day, the histories' today, the dates a
 * lost bid is looked for under). The phone's clock may be wrong, and a simulator's runs wherever
 * QA set it; the dashboard's rows, which the real provider and the simulator both send, say what
 * time it is there, and the app keeps the offset from the phone's clock they show. Until one has,
 * the phone's clock stands. It is in the first download: every byte counts (docs/client.md).
 */
let offset = 0;

/** The provider's time now (epoch ms): the phone's clock moved by what its answers showed. */
export const providerNow = (): number => Date.now() + offset;

/** The part of a dashboard's main row that tells the time (the real provider's own fields). */
export interface TimedRow {
  time_srt: number;
  close_time_srt: number;
  open_duration: number;
  close_duration: number;
}

/**
 * Learns the provider's clock from an answer just received. A dashboard's main row holds today's
 * open and close times (Unix seconds) and how far now is from each, either way (ms): now is the
 * side of the open time the close agrees with, to a second (the real server reads its clock once
 * for each). An offset that puts the phone up to 2 s past that second stays, so rounding and the
 * network never make it jitter; any other moves to that second. An answer without such a row
 * (NaN: every comparison false) moves nothing. Screens read `providerNow` as they render, and the
 * polls that bring the rows render them again.
 */
export function heardProvider(answer: object): void {
  const row = (answer as { result?: TimedRow[] }).result?.[0];
  if (!row) return;
  const open = row.time_srt * 1000;
  const after = open + row.open_duration;
  const shown =
    Math.abs(Math.abs(after - row.close_time_srt * 1000) - row.close_duration) <= 1000
      ? after
      : open - row.open_duration;
  const least = shown - Date.now();
  // Stryker disable next-line EqualityOperator: taking an equal offset changes nothing.
  if (least > offset || offset > least + 2000) offset = least;
}

/** Forgets what answers showed: the phone's clock again (tests). */
export function forgetProviderTime(): void {
  offset = 0;
}
