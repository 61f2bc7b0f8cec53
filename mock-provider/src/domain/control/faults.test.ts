/**
 * How QA's faults meet calls (the planning alone; routes/control/faults.test.ts drives them over
 * HTTP): chances and ranges drawn from the seed, what one call's plan waits and spends.
 */
import { describe, expect, it } from 'vitest';
import type { World } from '../../worlds/world';
import { faultsOf, type FaultSpec } from './faults';

/** A fresh set of faults: any object keys them, as a world does. */
const freshFaults = (...specs: FaultSpec[]) => {
  const faults = faultsOf({} as World);
  for (const spec of specs) faults.add(spec);
  return faults;
};

const PATH = 'api-get-dashboard-data';
const callsHit = (faults: ReturnType<typeof freshFaults>, calls: number) =>
  Array.from({ length: calls }, () => faults.plan(PATH).terminal !== undefined);

describe('a fault with a chance', () => {
  it('hits about that share of calls', () => {
    const hits = callsHit(freshFaults({ kind: 'http_500', probability: 0.2 }), 2000);
    const share = hits.filter(Boolean).length / hits.length;
    expect(share).toBeGreaterThan(0.15);
    expect(share).toBeLessThan(0.25);
  });

  it('hits the same calls again from the same seed, whatever certain faults sit beside it', () => {
    const alone = callsHit(freshFaults({ kind: 'http_500', probability: 0.5 }), 200);
    // A certain fault on another path draws nothing from the seed.
    const beside = freshFaults(
      { kind: 'latency', latency_ms: 5, path: 'api-game-rates' },
      { kind: 'latency', latency_ms: 5 },
      { kind: 'http_500', probability: 0.5 },
    );
    expect(callsHit(beside, 200)).toEqual(alone);
  });
});

describe('latency', () => {
  it('drawn from a range stays inside it and spreads across it', () => {
    const faults = freshFaults({ kind: 'latency', latency_ms: [100, 200] });
    const waits = Array.from({ length: 500 }, () => faults.plan(PATH).latencyMs);
    expect(Math.min(...waits)).toBeGreaterThanOrEqual(100);
    expect(Math.max(...waits)).toBeLessThanOrEqual(200);
    expect(Math.max(...waits) - Math.min(...waits)).toBeGreaterThan(80);
  });

  it('of a terminal fault is waited only when that fault is the one that answers', () => {
    const faults = freshFaults(
      { kind: 'http_500', latency_ms: 100 },
      { kind: 'drop', latency_ms: 1000 },
    );
    expect(faults.plan(PATH)).toMatchObject({ latencyMs: 100, terminal: { kind: 'http_500' } });
  });

  it('of a prefix and of a lost answer is waited too; slow_answer spreads its answer instead', () => {
    const prefixed = freshFaults({ kind: 'text_before_json', text: 'x', latency_ms: 30 });
    expect(prefixed.plan(PATH).latencyMs).toBe(30);
    const cut = freshFaults({ kind: 'cut_answer', latency_ms: 40 });
    expect(cut.plan(PATH).latencyMs).toBe(40);
    const slow = freshFaults(
      { kind: 'slow_answer', latency_ms: 300 },
      { kind: 'latency', latency_ms: 7 },
    );
    expect(slow.plan(PATH)).toMatchObject({ latencyMs: 7, spreadMs: 300 });
    // A slow answer behind a terminal fault is never sent, so it spreads nothing.
    const refused = freshFaults({ kind: 'http_500' }, { kind: 'slow_answer', latency_ms: 300 });
    expect(refused.plan(PATH)).toMatchObject({ latencyMs: 0, spreadMs: 0 });
  });
});

describe('the list of faults', () => {
  it('numbers faults f1, f2, ... and removes only the one named', () => {
    const faults = freshFaults();
    const first = faults.add({ kind: 'http_500' });
    const second = faults.add({ kind: 'drop' });
    expect([first.id, second.id]).toEqual(['f1', 'f2']);
    expect(faults.remove('f1')).toBe(true);
    expect(faults.list()).toEqual([second]);
    expect(faults.remove('f1')).toBe(false);
  });

  it('knows when one fault is for one player among faults for all', () => {
    const faults = freshFaults({ kind: 'http_500' });
    expect(faults.hasPlayerFaults()).toBe(false);
    faults.add({ kind: 'drop', player: '9876543210' });
    expect(faults.hasPlayerFaults()).toBe(true);
    expect(faults.plan(PATH, '9000000000').terminal?.kind).toBe('http_500');
  });
});
