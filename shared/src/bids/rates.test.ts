import { describe, expect, it } from 'vitest';
import { BID_TYPES } from './catalogue';
import { RATE_LINES, defaultRatesOf, rateKeysOf } from './rates';

describe('the rate tables built from the catalogue', () => {
  it("list each market's game_rates keys as the protocol names them, in its order", () => {
    expect(rateKeysOf('main')).toEqual([
      'single_digit',
      'jodi_digit',
      'single_pana',
      'double_pana',
      'tripple_pana',
      'half_sangam',
      'full_sangam',
    ]);
    expect(rateKeysOf('starline')).toEqual([
      'single_digit',
      'single_pana',
      'double_pana',
      'tripple_pana',
    ]);
    expect(rateKeysOf('gali')).toEqual(['single_digit', 'single_pana', 'double_pana']);
  });

  it('label each line as the rate screens show it (Gali: Left, Right, Jodi)', () => {
    expect(RATE_LINES.main.map((line) => line.label)).toEqual([
      'Single Digit',
      'Jodi Digit',
      'Single Pana',
      'Double Pana',
      'Triple Pana',
      'Half Sangam',
      'Full Sangam',
    ]);
    expect(RATE_LINES.gali.map((line) => line.label)).toEqual([
      'Left Digit',
      'Right Digit',
      'Jodi Digit',
    ]);
  });

  it('start the simulator at the typical rates per 10 staked', () => {
    expect(defaultRatesOf('main')).toEqual({
      single_digit: [10, 95],
      jodi_digit: [10, 950],
      single_pana: [10, 1400],
      double_pana: [10, 2800],
      tripple_pana: [10, 7000],
      half_sangam: [10, 10_000],
      full_sangam: [10, 100_000],
    });
    expect(defaultRatesOf('starline')).toEqual({
      single_digit: [10, 95],
      single_pana: [10, 1400],
      double_pana: [10, 2800],
      tripple_pana: [10, 7000],
    });
    expect(defaultRatesOf('gali')).toEqual({
      single_digit: [10, 95],
      single_pana: [10, 95],
      double_pana: [10, 950],
    });
  });

  it('take each default from the one type that introduces its key on its market', () => {
    for (const type of BID_TYPES) {
      if (type.rateKey === undefined) continue;
      const first = BID_TYPES.find((t) => t.market === type.market && t.rateKey === type.rateKey);
      expect(type.defaultRate !== undefined, type.id).toBe(first === type);
    }
  });
});
