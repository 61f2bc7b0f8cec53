import { describe, it, expect } from 'vitest';
import { ALL_DIGITS, ALL_JODIS, RED_JODIS, isRedJodi } from './digits';

describe('digits and jodis', () => {
  it('lists ten digits and a hundred jodis', () => {
    expect(ALL_DIGITS).toEqual(['0', '1', '2', '3', '4', '5', '6', '7', '8', '9']);
    expect(ALL_JODIS).toHaveLength(100);
    expect(ALL_JODIS[0]).toBe('00');
    expect(ALL_JODIS[99]).toBe('99');
  });

  it('derives the twenty red jodis', () => {
    expect(RED_JODIS).toEqual(
      '00 05 11 16 22 27 33 38 44 49 50 55 61 66 72 77 83 88 94 99'.split(' '),
    );
    expect(isRedJodi('05')).toBe(true);
    expect(isRedJodi('06')).toBe(false);
    expect(isRedJodi('5')).toBe(false);
  });
});
