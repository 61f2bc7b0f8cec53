/**
 * Auto-results' values are part of QA's scenarios: a seed must declare the same results in every
 * version, so these are pinned (a change of the hash would move every scenario's outcome).
 */
import { describe, expect, it } from 'vitest';
import { seededResult } from './seeded-results';

const due = (marketId: number, session?: 'open' | 'close') => ({
  at: 0,
  marketId,
  date: '2024-07-01',
  ...(session && { session }),
});

describe('seeded results', () => {
  it('are the same in every version for a seed, a market, a date and a session', () => {
    expect(seededResult(7, due(3, 'open'), 'pana')).toBe('900');
    expect(seededResult(7, due(3, 'close'), 'pana')).toBe('250');
    expect(seededResult(7, due(3), 'pana')).toBe('699');
    expect(seededResult(1, due(3, 'close'), 'pana')).toBe('116');
  });

  it('give a Gali jodi two digits, a leading zero kept', () => {
    expect(seededResult(1, due(16), 'jodi')).toBe('04');
    expect(seededResult(1, due(33), 'jodi')).toBe('03');
    expect(seededResult(1, due(1), 'jodi')).toBe('73');
  });
});
