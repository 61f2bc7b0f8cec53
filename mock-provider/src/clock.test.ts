import { describe, expect, it } from 'vitest';
import { Clock, readClockState } from './clock';
import { CLOCK_RANGE } from './contract/clock-range';

/** A clock on a real time the test moves by hand. */
function handClock(start: number) {
  const real = { now: 1_000_000 };
  const clock = new Clock(start, () => real.now);
  return { clock, real };
}

describe('Clock at the ends of its range', () => {
  it('stops a running clock at the end, frozen there, however fast it ran', () => {
    for (const speed of [1, 1000, 100_000]) {
      const { clock, real } = handClock(CLOCK_RANGE.max - 5000);
      clock.setSpeed(speed);
      real.now += 4;
      expect(clock.state()).toEqual({
        now: Math.min(CLOCK_RANGE.max, CLOCK_RANGE.max - 5000 + 4 * speed),
        frozen: speed === 100_000,
        speed,
      });
      real.now += 10 * 86_400_000;
      expect(clock.state()).toEqual({ now: CLOCK_RANGE.max, frozen: true, speed });
    }
  });

  it('brings a state from elsewhere back inside the range', () => {
    const { clock } = handClock(CLOCK_RANGE.min);
    clock.apply({ now: CLOCK_RANGE.max + 86_400_000, frozen: false, speed: 2 });
    expect(clock.state()).toEqual({ now: CLOCK_RANGE.max, frozen: true, speed: 2 });
    clock.apply({ now: CLOCK_RANGE.min - 1, frozen: true, speed: 1 });
    expect(clock.state()).toEqual({ now: CLOCK_RANGE.min, frozen: true, speed: 1 });
    expect(new Clock(Date.UTC(1990, 0, 1)).now()).toBeGreaterThanOrEqual(CLOCK_RANGE.min);
  });
});

describe('Clock kept and resumed', () => {
  it('resumes a frozen clock where it stood, and a running one moved on by the gap', () => {
    const at = Date.UTC(2024, 6, 1, 4, 30);
    const { clock, real } = handClock(at);
    clock.apply({ now: at, frozen: false, speed: 60 });
    const kept = clock.kept();
    // Another process, a minute later.
    const later = handClock(Date.UTC(2030, 0, 1));
    later.real.now = real.now + 60_000;
    later.clock.resume(kept);
    expect(later.clock.state()).toEqual({ now: at + 3_600_000, frozen: false, speed: 60 });

    clock.freeze(true);
    later.clock.resume(clock.kept());
    later.real.now += 86_400_000;
    expect(later.clock.state()).toEqual({ now: at, frozen: true, speed: 60 });
  });

  it('stops a resumed clock that would have run past the end', () => {
    const { clock, real } = handClock(CLOCK_RANGE.max - 1000);
    clock.setSpeed(100);
    const kept = clock.kept();
    const later = handClock(CLOCK_RANGE.min);
    later.real.now = real.now + 1000;
    later.clock.resume(kept);
    expect(later.clock.state()).toEqual({ now: CLOCK_RANGE.max, frozen: true, speed: 100 });
  });

  it('tells its listener every state it takes on', () => {
    const { clock } = handClock(CLOCK_RANGE.min);
    const told: unknown[] = [];
    clock.onChange = (kept) => told.push(kept);
    clock.freeze(true);
    clock.set(CLOCK_RANGE.min + 1);
    expect(told).toEqual([
      expect.objectContaining({ now: CLOCK_RANGE.min, frozen: true }),
      expect.objectContaining({ now: CLOCK_RANGE.min + 1, frozen: true }),
    ]);
  });

  it('is not changed by a change its listener could not keep', () => {
    const { clock } = handClock(CLOCK_RANGE.min);
    clock.freeze(true);
    clock.onChange = () => {
      throw new Error('ENOSPC: no space left on device');
    };
    expect(() => clock.set(CLOCK_RANGE.min + 60_000)).toThrow(/ENOSPC/);
    expect(clock.state()).toEqual({ now: CLOCK_RANGE.min, frozen: true, speed: 1 });
  });

  it.for([
    [{ now: 1, frozen: true, speed: 1 }, true],
    [{ now: 1.5, frozen: true, speed: 1 }, false],
    [{ now: 9e15, frozen: true, speed: 1 }, false],
    [{ now: 1, frozen: 'yes', speed: 1 }, false],
    [{ now: 1, frozen: true, speed: 0 }, false],
    [{ now: 1, frozen: true, speed: 100_001 }, false],
    [null, false],
  ] as const)('reads %j as a clock state: %s', ([value, ok]) => {
    expect(readClockState(value) !== undefined).toBe(ok);
  });
});
