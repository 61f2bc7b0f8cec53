import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ALL_DIGITS, ALL_JODIS, ALL_PANA, DOUBLE_PANA, SINGLE_PANA, TRIPLE_PANA } from '../pana';
import { BID_TYPES, bidTypeById, type BidTypeId } from './catalogue';
import { buildEntry, entryCaption } from './entry';
import { BID_MESSAGES } from './messages';
import type { DigitSetName, EntryInput } from './types';

const ALLOWED: Record<Exclude<DigitSetName, 'motor-digits'>, readonly string[]> = {
  digit: ALL_DIGITS,
  jodi: ALL_JODIS,
  'single-pana': SINGLE_PANA,
  'double-pana': DOUBLE_PANA,
  'triple-pana': TRIPLE_PANA,
  'any-pana': ALL_PANA,
};

/** A valid input for each type, used as the base that each case breaks one part of. */
const VALID: Record<BidTypeId, Omit<EntryInput, 'points' | 'session'>> = {
  'single-digit': { digits: '5' },
  'jodi-digit': { digits: '47' },
  'single-pana': { digits: '128' },
  'double-pana': { digits: '112' },
  'triple-pana': { digits: '777' },
  'half-sangam': { digits: '3', closedigits: '580' },
  'full-sangam': { digits: '128', closedigits: '580' },
  'sp-dp-tp': { digits: '4', boxes: { sp: true, dp: false, tp: true } },
  'sp-motor': { digits: '1234' },
  'dp-motor': { digits: '123' },
  'star-single-digit': { digits: '0' },
  'star-single-pana': { digits: '190' },
  'star-double-pana': { digits: '550' },
  'star-triple-pana': { digits: '000' },
  'gali-left-digit': { digits: '9' },
  'gali-right-digit': { digits: '1' },
  'gali-jodi-digit': { digits: '05' },
};

const enter = (id: BidTypeId, patch: Partial<EntryInput> = {}, balance = 10_000) =>
  buildEntry(bidTypeById(id), { ...VALID[id], points: '50', session: 'Open', ...patch }, balance);

describe.each(BID_TYPES.map((t) => [t.id, t] as const))('Proceed on %s', (id, type) => {
  it('accepts a valid entry and expands it into protocol rows of strings', () => {
    const outcome = enter(id);
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    expect(outcome.entry.rows.length).toBeGreaterThan(0);
    for (const row of outcome.entry.rows) {
      expect(row.points).toBe('50');
      for (const value of Object.values(row)) expect(typeof value).toBe('string');
    }
  });

  it("says 'Please enter the number.' for an empty digit", () => {
    expect(enter(id, { digits: '' })).toMatchObject({
      ok: false,
      message: BID_MESSAGES.digitRequired,
    });
  });

  it("says 'Please enter point.' for empty points, and what is wrong with other non-points", () => {
    expect(enter(id, { points: '' })).toMatchObject({
      ok: false,
      message: BID_MESSAGES.pointsRequired,
    });
    for (const points of ['10.5', '1e3', 'abc', '20-']) {
      expect(enter(id, { points }), points).toMatchObject({
        ok: false,
        message: 'Points must be a whole number.',
      });
    }
    for (const points of ['-20', '1.5', '0']) {
      expect(enter(id, { points }), points).toMatchObject({
        ok: false,
        message: BID_MESSAGES.pointsMinimum,
      });
    }
  });

  it('requires at least 10 points, and accepts exactly 10', () => {
    expect(enter(id, { points: '9' })).toMatchObject({
      ok: false,
      message: BID_MESSAGES.pointsMinimum,
    });
    expect(enter(id, { points: '10' }).ok).toBe(true);
  });

  it('refuses points above the displayed balance, and accepts exactly the balance', () => {
    expect(enter(id, { points: '101' }, 100)).toMatchObject({
      ok: false,
      message: BID_MESSAGES.pointsOverBalance,
    });
    expect(enter(id, { points: '100' }, 100).ok).toBe(true);
  });

  it('reports the digit problem before the points problem', () => {
    expect(enter(id, { digits: '', points: '' })).toMatchObject({ field: 'digits' });
  });

  const set = type.fields[0]?.set;
  if (set && set !== 'motor-digits' && type.id !== 'sp-dp-tp') {
    it('accepts exactly its allowed set in the first field', () => {
      const allowed = new Set(ALLOWED[set]);
      fc.assert(
        fc.property(fc.oneof(fc.constantFrom(...allowed), fc.string({ maxLength: 4 })), (value) => {
          const outcome = enter(id, { digits: value });
          const trimmedAllowed = allowed.has(value.trim()) && value.trim() !== '';
          expect(outcome.ok).toBe(trimmedAllowed);
          if (!outcome.ok && value.trim() !== '')
            expect(outcome.message).toBe(BID_MESSAGES.digitInvalid(value.trim()));
        }),
      );
    });
  }
});

describe('rules of particular screens', () => {
  it('checks the Sangam close pana against the full pana list', () => {
    expect(enter('half-sangam', { closedigits: '321' })).toMatchObject({
      message: 'Number 321 is not valid.',
    });
    expect(enter('full-sangam', { closedigits: '' })).toMatchObject({
      message: BID_MESSAGES.digitRequired,
    });
    const ok = enter('full-sangam');
    expect(ok.ok && ok.entry.rows[0]).toMatchObject({
      digits: '128',
      closedigits: '580',
      pana: 'Full Sangam',
    });
  });

  it('SP DP TP: one digit only, a box must be ticked, costs points per generated pana', () => {
    expect(enter('sp-dp-tp', { digits: '12' })).toMatchObject({
      message: 'Number 12 is not valid.',
    });
    expect(enter('sp-dp-tp', { boxes: { sp: false, dp: false, tp: false } })).toMatchObject({
      message: BID_MESSAGES.spDpTpNoKind,
    });
    const outcome = enter('sp-dp-tp', { boxes: { sp: true, dp: true, tp: true } });
    expect(outcome.ok && outcome.entry.rows.length).toBe(22);
    expect(outcome.ok && outcome.entry.cost).toBe(22 * 50);
  });

  it("SP Motor: fewer than 3 digits is 'Digit not valid'; costs points per row", () => {
    expect(enter('sp-motor', { digits: '12' })).toMatchObject({
      message: BID_MESSAGES.spMotorDigits,
    });
    expect(enter('sp-motor', { digits: '1a3' })).toMatchObject({
      message: BID_MESSAGES.spMotorDigits,
    });
    const outcome = enter('sp-motor', { digits: '1234' });
    expect(outcome.ok && outcome.entry.rows.map((r) => r.digits)).toEqual([
      '123',
      '124',
      '134',
      '234',
    ]);
    expect(outcome.ok && outcome.entry.cost).toBe(4 * 50);
  });

  it('DP Motor: at least 2 digits, costs the points once, sends every generated pana', () => {
    expect(enter('dp-motor', { digits: '1' })).toMatchObject({
      message: BID_MESSAGES.dpMotorTooShort,
    });
    expect(enter('dp-motor', { digits: '1x' })).toMatchObject({
      message: 'Number 1x is not valid',
    });
    expect(enter('dp-motor', { digits: '11' })).toMatchObject({
      message: 'Number 11 is not valid',
    });
    const outcome = enter('dp-motor', { digits: '12', session: 'Close' });
    expect(outcome.ok && outcome.entry.rows).toEqual([
      {
        digits: '112',
        closedigits: '',
        points: '50',
        session: 'Close',
        pana: 'DP Motor',
        closepana: '',
      },
      {
        digits: '122',
        closedigits: '',
        points: '50',
        session: 'Close',
        pana: 'DP Motor',
        closepana: '',
      },
    ]);
    expect(outcome.ok && outcome.entry.cost).toBe(50);
  });

  it('Jodi always travels in the close session, Starline and Gali in the open one', () => {
    const jodi = enter('jodi-digit', { session: 'Open' });
    expect(jodi.ok && jodi.entry.session).toBe('Close');
    const star = enter('star-single-digit', { session: 'Close' });
    expect(star.ok && star.entry.session).toBe('Open');
  });

  it('labels rows as the spec shows them', () => {
    expect(entryCaption(bidTypeById('jodi-digit'), { session: 'Close' })).toBe('Close Digit');
    expect(entryCaption(bidTypeById('dp-motor'), { session: 'Open' })).toBe('Open Pana');
    expect(entryCaption(bidTypeById('gali-left-digit'), { session: 'Open' })).toBe('Left Digit');
  });
});
