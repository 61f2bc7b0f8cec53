/**
 * A file-backed world's clock, kept beside its database so that it survives a restart: a frozen
 * clock stays frozen where it stood, a running one goes on as if the simulator had never stopped
 * (Clock.resume), and a fast one keeps its speed. The clock lives in memory, not in the database,
 * so that a snapshot's image and a reset's seed never carry one; this file is what a new process
 * reads. It is written whole (replaceFile) at each change the clock is given, which is QA's (set,
 * freeze, speed, advance, reset, a snapshot restored): a few a minute at most.
 */
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { Clock, readClockState, type KeptClock } from '../clock';
import { replaceFile } from '../db/files';

/**
 * `provider.db` keeps its clock in `provider.db.clock.json`, `sandboxes/qa.db` in
 * `qa.db.clock.json`: named after the database, as its other companions are.
 */
export const clockFileOf = (dbPath: string): string => `${dbPath}.clock.json`;

/** The kept clock in a file, when it holds one this simulator wrote. */
function readKept(file: string): KeptClock | undefined {
  let value: unknown;
  try {
    value = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined; // none, or unreadable: the clock starts as a new world's
  }
  const state = readClockState(value);
  const at = (value as { at?: unknown }).at;
  return state && typeof at === 'number' && Number.isFinite(at) ? { ...state, at } : undefined;
}

/**
 * The clock of a world on `dbPath`: the one kept beside it when its database exists (a world an
 * earlier run left), else a new one at `startAt`, whose file a new world must not inherit from a
 * world of the same name that was. Every change from then on is written to the file.
 */
export function keptClock(dbPath: string, startAt: number | undefined): Clock {
  const file = clockFileOf(dbPath);
  const clock = new Clock(startAt);
  if (existsSync(dbPath)) {
    const kept = existsSync(file) ? readKept(file) : undefined;
    if (kept) clock.resume(kept);
  } else {
    rmSync(file, { force: true });
  }
  clock.onChange = (state) => replaceFile(file, JSON.stringify(state));
  return clock;
}

/** A deleted world's clock: not written again, its file removed. */
export function forgetKeptClock(clock: Clock, dbPath: string): void {
  clock.onChange = undefined;
  rmSync(clockFileOf(dbPath), { force: true });
}
