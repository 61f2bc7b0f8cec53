/**
 * The simulator's clock. Every time decision in the mock (market status, cut-offs, bid dates, OTP
 * expiry, withdraw windows, history dates) reads this and nothing else; it is the only place that
 * reads the machine's time. QA can set it, freeze it, advance it and run it faster.
 */
import { CLOCK_RANGE, MAX_SPEED } from './contract/clock-range';

export interface ClockState {
  now: number;
  frozen: boolean;
  speed: number;
}

/** A change QA asks for, applied in the order set, freeze, speed, advance. */
export interface ClockChange {
  set?: number | undefined;
  freeze?: boolean | undefined;
  speed?: number | undefined;
  advance?: number | undefined;
}

/** The largest instant a Date can show. */
const MAX_DATE_MS = 8.64e15;

/**
 * A clock's state as stored outside the process (a snapshot's file, a world's clock file), when it
 * is one a clock can take: an instant a Date can show (outside the clock's range, `apply` brings
 * it back in), a yes or no for frozen, a speed the control plane allows.
 */
export function readClockState(value: unknown): ClockState | undefined {
  const clock = value as Partial<ClockState> | undefined;
  if (
    typeof clock?.now !== 'number' ||
    !Number.isSafeInteger(clock.now) ||
    Math.abs(clock.now) > MAX_DATE_MS ||
    typeof clock.frozen !== 'boolean' ||
    typeof clock.speed !== 'number' ||
    !(clock.speed > 0 && clock.speed <= MAX_SPEED)
  )
    return undefined;
  return { now: clock.now, frozen: clock.frozen, speed: clock.speed };
}

/** A clock as a world's clock file keeps it: its state at `at`, a real instant (epoch ms). */
export interface KeptClock extends ClockState {
  at: number;
}

/**
 * The clock never shows an instant outside CLOCK_RANGE: `apply` brings a state from elsewhere
 * back inside it, and a running clock that reaches the range's end stops there, frozen (the
 * control plane refuses a `set` or `advance` outside it).
 */
export class Clock {
  /** Virtual time at the anchor, and the real time it was taken at. */
  private virtualAnchor: number;
  private realAnchor: number;
  private frozen = false;
  private speed = 1;
  /**
   * Told of every state the clock is given, before it takes it on (a file-backed world keeps it:
   * worlds/kept-clock.ts); a listener that throws leaves the clock as it was.
   */
  onChange: ((kept: KeptClock) => void) | undefined;

  constructor(
    start: number = Date.now(),
    private readonly realNow: () => number = Date.now,
  ) {
    this.virtualAnchor = Math.min(Math.max(start, CLOCK_RANGE.min), CLOCK_RANGE.max);
    this.realAnchor = realNow();
  }

  now(): number {
    if (this.frozen) return this.virtualAnchor;
    const now = Math.floor(this.virtualAnchor + (this.realNow() - this.realAnchor) * this.speed);
    if (now < CLOCK_RANGE.max) return Math.max(now, CLOCK_RANGE.min);
    // The end of the range: the clock stops there (as if QA had frozen it at that instant).
    this.virtualAnchor = CLOCK_RANGE.max;
    this.frozen = true;
    return CLOCK_RANGE.max;
  }

  state(): ClockState {
    return { now: this.now(), frozen: this.frozen, speed: this.speed };
  }

  /**
   * The state a change would leave, from one reading of the clock: setting and freezing together
   * gives exactly the instant asked for. Nothing is applied; the caller checks it first.
   */
  plan(change: ClockChange): ClockState {
    const next = this.state();
    if (change.set !== undefined) next.now = change.set;
    if (change.freeze !== undefined) next.frozen = change.freeze;
    if (change.speed !== undefined) next.speed = change.speed;
    if (change.advance !== undefined) next.now += Math.round(change.advance);
    return next;
  }

  /**
   * Takes on a whole state at once (a planned change, a snapshot's clock), brought inside the
   * range: before it, the range's start; past it, its end, frozen. The listener hears of it first:
   * a change a file-backed world cannot keep (its disk full) is not made.
   */
  apply(state: ClockState): void {
    const past = state.now > CLOCK_RANGE.max;
    const next: KeptClock = {
      now: past ? CLOCK_RANGE.max : Math.max(state.now, CLOCK_RANGE.min),
      frozen: state.frozen || past,
      speed: state.speed,
      at: this.realNow(),
    };
    this.onChange?.(next);
    this.virtualAnchor = next.now;
    this.realAnchor = next.at;
    this.frozen = next.frozen;
    this.speed = next.speed;
  }

  /** The state with the real instant it holds at: what a world's clock file keeps. */
  kept(): KeptClock {
    this.now(); // a running clock past the range's end stops first
    return {
      now: this.virtualAnchor,
      frozen: this.frozen,
      speed: this.speed,
      at: this.realAnchor,
    };
  }

  /**
   * Takes on a kept state as if the clock had gone on meanwhile: a frozen one where it stood, a
   * running one moved on by the real time since at its speed (a restart of the simulator, then,
   * changes nothing a caller sees of the clock but the gap).
   */
  resume(kept: KeptClock): void {
    const since = kept.frozen ? 0 : Math.max(0, this.realNow() - kept.at);
    this.apply({ ...kept, now: kept.now + Math.floor(since * kept.speed) });
  }

  set(instant: number): void {
    this.apply({ ...this.state(), now: instant });
  }

  advance(ms: number): void {
    this.apply(this.plan({ advance: ms }));
  }

  freeze(frozen: boolean): void {
    this.apply(this.plan({ freeze: frozen }));
  }

  setSpeed(factor: number): void {
    this.apply(this.plan({ speed: factor }));
  }
}
