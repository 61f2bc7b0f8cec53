/**
 * The simulator's clock. Every time decision in the mock (market status, cut-offs, bid dates, OTP
 * expiry, withdraw windows, history dates) reads this and nothing else; it is the only place that
 * reads the machine's time. QA can set it, freeze it, advance it and run it faster.
 */
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

/** The instants a clock may show: the years 2000 to 2100 (UTC), inclusive. */
export const CLOCK_RANGE = {
  min: Date.UTC(2000, 0, 1),
  max: Date.UTC(2101, 0, 1) - 1,
} as const;

export const inClockRange = (instant: number): boolean =>
  Number.isSafeInteger(instant) && instant >= CLOCK_RANGE.min && instant <= CLOCK_RANGE.max;

export class Clock {
  /** Virtual time at the anchor, and the real time it was taken at. */
  private virtualAnchor: number;
  private realAnchor: number;
  private frozen = false;
  private speed = 1;

  constructor(
    start: number = Date.now(),
    private readonly realNow: () => number = Date.now,
  ) {
    this.virtualAnchor = start;
    this.realAnchor = realNow();
  }

  now(): number {
    if (this.frozen) return this.virtualAnchor;
    return Math.floor(this.virtualAnchor + (this.realNow() - this.realAnchor) * this.speed);
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

  /** Takes on a whole state at once (a planned change, a snapshot's clock). */
  apply(state: ClockState): void {
    this.virtualAnchor = state.now;
    this.realAnchor = this.realNow();
    this.frozen = state.frozen;
    this.speed = state.speed;
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
