import { describe, expect, it } from 'vitest';
import { dayFraction } from './market-times';

const at = (time: string, date = '2025-03-03') => Date.parse(`${date}T${time}:00+05:30`);

describe('the timeline', () => {
  it('places an instant in its India day', () => {
    expect(dayFraction(at('00:00'))).toBe(0);
    expect(dayFraction(at('12:00'))).toBe(0.5);
  });
});
