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

  set(instant: number): void {
    this.virtualAnchor = instant;
    this.realAnchor = this.realNow();
  }

  advance(ms: number): void {
    this.set(this.now() + ms);
  }

  freeze(frozen: boolean): void {
    this.set(this.now());
    this.frozen = frozen;
  }

  setSpeed(factor: number): void {
    this.set(this.now());
    this.speed = factor;
  }
}
