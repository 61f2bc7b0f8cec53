import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { ALL_PANA } from '../pana';
import { decideBid, payout, rateFrom, rateKeyOf, sessionOf, type SettleBid } from './settlement';

const pana = fc.constantFrom(...ALL_PANA);
const digit = fc.integer({ min: 0, max: 9 }).map(String);
const jodi = fc.integer({ min: 0, max: 99 }).map((n) => String(n).padStart(2, '0'));
const maybe = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: undefined });

/** Digit sum mod 10, written out again so the oracle does not lean on the code under test. */
const sumMod10 = (s: string): string => String((Number(s[0]) + Number(s[1]) + Number(s[2])) % 10);

type Oracle = 'won' | 'lost' | 'pending';
const verdict = (known: boolean, won: boolean): Oracle =>
  !known ? 'pending' : won ? 'won' : 'lost';

function mainOracle(b: SettleBid, P: string | undefined, Q: string | undefined): Oracle {
  const isOpen = b.session.toLowerCase() === 'open';
  const decider = isOpen ? P : Q;
  switch (b.label) {
    case 'Single Digit':
      return verdict(
        decider !== undefined,
        decider !== undefined && b.digits === sumMod10(decider),
      );
    case 'Single Pana':
    case 'Double Pana':
    case 'Triple Pana':
    case 'SP Motor':
    case 'DP Motor':
      return verdict(decider !== undefined, b.digits === decider);
  }
  if (P === undefined || Q === undefined) return 'pending';
  switch (b.label) {
    case 'Jodi Digit':
      return verdict(true, b.digits === sumMod10(P) + sumMod10(Q));
    case 'Half Sangam':
      return verdict(true, b.digits === sumMod10(P) && b.closedigits === Q);
    case 'Full Sangam':
      return verdict(true, b.digits === P && b.closedigits === Q);
  }
  return 'lost';
}

const MAIN_LABELS = [
  'Single Digit',
  'Jodi Digit',
  'Single Pana',
  'Double Pana',
  'Triple Pana',
  'Half Sangam',
  'Full Sangam',
  'SP Motor',
  'DP Motor',
] as const;

describe('decideBid: main market', () => {
  it('agrees with the settlement rules for random results and bids', () => {
    fc.assert(
      fc.property(
        maybe(pana),
        maybe(pana),
        fc.constantFrom(...MAIN_LABELS),
        fc.constantFrom('Open', 'open', 'Close', 'close'),
        fc.boolean(),
        fc.oneof(digit, pana, jodi),
        fc.oneof(pana, fc.constant('')),
        (P, Q, label, session, aim, randomDigits, randomClose) => {
          // Half the time aim the bid at the declared result so that wins are common.
          const target = session.toLowerCase() === 'open' ? P : Q;
          let digits = randomDigits;
          let closedigits = randomClose;
          if (aim && P !== undefined && Q !== undefined && target !== undefined) {
            const wins: Record<(typeof MAIN_LABELS)[number], [string, string]> = {
              'Single Digit': [sumMod10(target), ''],
              'Jodi Digit': [sumMod10(P) + sumMod10(Q), ''],
              'Single Pana': [target, ''],
              'Double Pana': [target, ''],
              'Triple Pana': [target, ''],
              'SP Motor': [target, ''],
              'DP Motor': [target, ''],
              'Half Sangam': [sumMod10(P), Q],
              'Full Sangam': [P, Q],
            };
            [digits, closedigits] = wins[label];
          }
          const bid: SettleBid = { market: 'main', label, session, digits, closedigits };
          const result = { ...(P && { openPana: P }), ...(Q && { closePana: Q }) };
          const expected = mainOracle(bid, P, Q);
          expect(decideBid(bid, result)).toBe(expected);
          if (aim && P && Q) expect(expected).toBe('won');
        },
      ),
    );
  });

  it('decides the examples of the protocol', () => {
    const r = { openPana: '123', closePana: '590' };
    const bid = (label: string, session: string, digits: string, closedigits = ''): SettleBid => ({
      market: 'main',
      label,
      session,
      digits,
      closedigits,
    });
    expect(decideBid(bid('Single Digit', 'Open', '6'), r)).toBe('won');
    expect(decideBid(bid('Single Digit', 'Close', '6'), r)).toBe('lost');
    expect(decideBid(bid('Single Digit', 'closed', '4'), r)).toBe('won');
    expect(decideBid(bid('Jodi Digit', 'close', '64'), r)).toBe('won');
    expect(decideBid(bid('Half Sangam', 'Open', '6', '590'), r)).toBe('won');
    expect(decideBid(bid('Full Sangam', 'Open', '123', '590'), r)).toBe('won');
    expect(decideBid(bid('Full Sangam', 'Open', '123', '590'), { openPana: '123' })).toBe(
      'pending',
    );
    expect(decideBid(bid('Jodi Digit', 'close', '64'), { openPana: '123', closePana: '' })).toBe(
      'pending',
    );
    expect(decideBid(bid('Single Pana', 'Open', '123'), { openPana: '123' })).toBe('won');
    expect(decideBid(bid('Single Pana', 'Close', '590'), { openPana: '123' })).toBe('pending');
    expect(decideBid(bid('Tripple Pana', 'Close', '590'), r)).toBe('won');
  });

  it('never pays an unknown label or session, and waits for the whole result first', () => {
    const odd = (label: string, session: string): SettleBid => ({
      market: 'main',
      label,
      session,
      digits: '6',
      closedigits: '',
    });
    expect(decideBid(odd('Left Digit', 'Open'), { openPana: '123' })).toBe('pending');
    expect(decideBid(odd('Left Digit', 'Open'), { openPana: '123', closePana: '590' })).toBe(
      'lost',
    );
    expect(decideBid(odd('Single Digit', 'noon'), { openPana: '123', closePana: '590' })).toBe(
      'lost',
    );
  });

  it('a sangam with the right open side but the wrong close pana is lost', () => {
    const r = { openPana: '123', closePana: '590' };
    const sangam = (label: string, digits: string, closedigits: string): SettleBid => ({
      market: 'main',
      label,
      session: 'Open',
      digits,
      closedigits,
    });
    expect(decideBid(sangam('Half Sangam', '6', '589'), r)).toBe('lost');
    expect(decideBid(sangam('Full Sangam', '123', '589'), r)).toBe('lost');
    expect(decideBid(sangam('Full Sangam', '123', ''), r)).toBe('lost');
  });

  it('a row stored with spaces around its session or digits is settled as typed', () => {
    const r = { openPana: '123', closePana: '590' };
    const row = (session: string, digits: string, closedigits = ''): SettleBid => ({
      market: 'main',
      label: 'Half Sangam',
      session,
      digits,
      closedigits,
    });
    expect(decideBid(row(' Open ', ' 6 ', ' 590 '), r)).toBe('won');
    expect(decideBid({ ...row('close ', '4'), label: 'Single Digit' }, r)).toBe('won');
  });
});

describe('decideBid: a label the market does not have', () => {
  const odd = (market: SettleBid['market']): SettleBid => ({
    market,
    label: 'Red Bracket',
    session: '',
    digits: '5',
    closedigits: '',
  });

  it('on Starline it is lost once the slot pana is declared, pending before', () => {
    expect(decideBid(odd('starline'), {})).toBe('pending');
    expect(decideBid(odd('starline'), { pana: '128' })).toBe('lost');
  });

  it('on Gali Disawar it is lost once the jodi is declared, pending before', () => {
    expect(decideBid(odd('gali'), {})).toBe('pending');
    expect(decideBid(odd('gali'), { jodi: '55' })).toBe('lost');
  });
});

describe('decideBid: starline', () => {
  it('agrees with the rules', () => {
    fc.assert(
      fc.property(
        maybe(pana),
        fc.constantFrom('Single Digit', 'Single Pana', 'Double Pana', 'Triple Pana'),
        fc.oneof(digit, pana),
        (P, label, digits) => {
          const bid: SettleBid = {
            market: 'starline',
            label,
            session: '',
            digits,
            closedigits: '',
          };
          const expected =
            P === undefined
              ? 'pending'
              : (label === 'Single Digit' ? digits === sumMod10(P) : digits === P)
                ? 'won'
                : 'lost';
          expect(decideBid(bid, P === undefined ? {} : { pana: P })).toBe(expected);
        },
      ),
    );
    const bid: SettleBid = {
      market: 'starline',
      label: 'Single Digit',
      session: '',
      digits: '1',
      closedigits: '',
    };
    expect(decideBid(bid, { pana: '128' })).toBe('won');
  });
});

describe('decideBid: gali', () => {
  it('agrees with the rules', () => {
    fc.assert(
      fc.property(
        maybe(jodi),
        fc.constantFrom('Left Digit', 'Right Digit', 'Jodi Digit'),
        fc.oneof(digit, jodi),
        (J, label, digits) => {
          const bid: SettleBid = { market: 'gali', label, session: '', digits, closedigits: '' };
          const winning =
            J === undefined
              ? ''
              : { 'Left Digit': J[0], 'Right Digit': J[1], 'Jodi Digit': J }[label];
          const expected = J === undefined ? 'pending' : digits === winning ? 'won' : 'lost';
          expect(decideBid(bid, J === undefined ? {} : { jodi: J })).toBe(expected);
        },
      ),
    );
  });
});

describe('rateKeyOf', () => {
  it('maps each market label to its game_rates key', () => {
    expect(rateKeyOf('main', 'Single Digit')).toBe('single_digit');
    expect(rateKeyOf('main', 'Jodi Digit')).toBe('jodi_digit');
    expect(rateKeyOf('main', 'Triple Pana')).toBe('tripple_pana');
    expect(rateKeyOf('main', 'SP Motor')).toBe('single_pana');
    expect(rateKeyOf('main', 'DP Motor')).toBe('double_pana');
    expect(rateKeyOf('main', 'Half Sangam')).toBe('half_sangam');
    expect(rateKeyOf('main', 'Full Sangam')).toBe('full_sangam');
    expect(rateKeyOf('starline', 'Triple Pana')).toBe('tripple_pana');
    expect(rateKeyOf('starline', 'Jodi Digit')).toBeUndefined();
    expect(rateKeyOf('gali', 'Left Digit')).toBe('single_digit');
    expect(rateKeyOf('gali', 'Right Digit')).toBe('single_pana');
    expect(rateKeyOf('gali', 'Jodi Digit')).toBe('double_pana');
    expect(rateKeyOf('main', 'toString')).toBeUndefined();
  });
});

describe('sessionOf', () => {
  it('reads open and close in any case', () => {
    expect(sessionOf('Open')).toBe('open');
    expect(sessionOf('CLOSE')).toBe('close');
    expect(sessionOf('closed')).toBe('close');
    expect(sessionOf('')).toBeUndefined();
    expect(sessionOf(' Close\t')).toBe('close');
  });
});

describe('payout', () => {
  it('pays points × val_2 / val_1 exactly for multiples of val_1', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1000 }),
        fc.integer({ min: 1, max: 100 }),
        fc.integer({ min: 0, max: 100_000 }),
        fc.boolean(),
        (k, val1, val2, asStrings) => {
          const points = k * val1;
          const rate = asStrings
            ? { val_1: String(val1), val_2: String(val2) }
            : { val_1: val1, val_2: val2 };
          expect(payout(points, rate)).toBe(k * val2);
        },
      ),
    );
  });

  it('rounds down, never up', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: 1, max: 100 }),
        fc.integer({ min: 0, max: 100_000 }),
        (p, v1, v2) => {
          const paid = payout(p, { val_1: v1, val_2: v2 });
          expect(Number.isInteger(paid)).toBe(true);
          expect(paid * v1).toBeLessThanOrEqual(p * v2);
          expect((paid + 1) * v1).toBeGreaterThan(p * v2);
        },
      ),
    );
    expect(payout(15, { val_1: '10', val_2: '95' })).toBe(142);
    expect(payout(50, { val_1: '10', val_2: '95' })).toBe(475);
    expect(payout('3', { val_1: '1', val_2: '9.5' })).toBe(28);
    expect(payout(10, { val_1: '1', val_2: '0.7' })).toBe(7);
    // Floats give 114.99999999999999 here; the exact arithmetic does not lose a point.
    expect(payout(100, { val_1: 1, val_2: '1.15' })).toBe(115);
  });

  it('pays nothing on an unusable rate', () => {
    expect(payout(10, { val_1: '0', val_2: '95' })).toBe(0);
    expect(payout(10, { val_1: '', val_2: '95' })).toBe(0);
    expect(payout(-10, { val_1: '10', val_2: '95' })).toBe(0);
    expect(payout(10, { val_1: 'ten', val_2: '95' })).toBe(0);
  });

  it('pays nothing on a stake or rate with anything after the number', () => {
    expect(payout('10abc', { val_1: '10', val_2: '95' })).toBe(0);
    expect(payout(10, { val_1: '10', val_2: '95x' })).toBe(0);
    expect(payout(10, { val_1: '10 ka', val_2: '95' })).toBe(0);
  });

  it('reads a stake or rate written with spaces around it', () => {
    expect(payout(' 20 ', { val_1: ' 10', val_2: '95 ' })).toBe(190);
  });

  it('pays a decimal stake unit exactly ("2.5 ka 24")', () => {
    expect(payout(10, { val_1: '2.5', val_2: '24' })).toBe(96);
    expect(payout('7.5', { val_1: '2.5', val_2: '9.5' })).toBe(28);
  });
});

describe('rateFrom', () => {
  it('reads a rate out of a game_rates record', () => {
    const rates = { single_digit_val_1: '10', single_digit_val_2: '95', jodi_digit_val_1: '10' };
    expect(rateFrom(rates, 'single_digit')).toEqual({ val_1: '10', val_2: '95' });
    expect(rateFrom(rates, 'jodi_digit')).toBeUndefined();
    expect(rateFrom(undefined, 'jodi_digit')).toBeUndefined();
    expect(rateFrom({ single_pana_val_1: 10, single_pana_val_2: 160 }, 'single_pana')).toEqual({
      val_1: 10,
      val_2: 160,
    });
    expect(rateFrom({ single_pana_val_1: 10, single_pana_val_2: null }, 'single_pana')).toBe(
      undefined,
    );
  });
});
