import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ALL_DIGITS, ALL_JODIS, ALL_PANA, DOUBLE_PANA, SINGLE_PANA, TRIPLE_PANA } from '../pana';
import { BID_TYPES, bidTypeById, type BidType } from './catalogue';
import { createBidSlip, type BidSlip } from './slip';
import type { BidRow, DigitSetName, EntryInput } from './types';

const WALLET = 5_000;
const MARKET = { gameId: '7', gameName: 'KALYAN' };

/**
 * The simplest picture of a slip, written from the spec rather than the catalogue: each listed
 * entry with the rows it sends and what it holds back. SP Motor lists every pana on its own; DP
 * Motor holds its points once; every other type holds points per row.
 */
interface ModelEntry {
  id: number;
  points: number;
  rows: readonly BidRow[];
  cost: number;
}
interface Model {
  type: BidType;
  entries: ModelEntry[];
  nextId: number;
}
interface Real {
  slip: BidSlip;
}

const costOf = (model: Model, points: number, rows: number) =>
  model.type.id === 'dp-motor' ? points : points * rows;
const heldBy = (model: Model) => model.entries.reduce((sum, e) => sum + e.cost, 0);

function listed(model: Model, points: number, rows: readonly BidRow[]): void {
  const parts = model.type.id === 'sp-motor' ? rows.map((row) => [row]) : [rows];
  for (const part of parts) {
    model.entries.push({
      id: model.nextId,
      points,
      rows: part,
      cost: costOf(model, points, part.length),
    });
    model.nextId += 1;
  }
}

class Add implements fc.Command<Model, Real> {
  constructor(readonly input: EntryInput) {}
  check = () => true;
  run(model: Model, real: Real) {
    const points = Number(this.input.points);
    const outcome = real.slip.add(this.input, WALLET);
    // The inputs are valid, so only the displayed balance can refuse them.
    expect(outcome.ok).toBe(points <= WALLET - heldBy(model));
    if (outcome.ok) {
      expect(outcome.entry.rows.length).toBeGreaterThan(0);
      listed(model, points, outcome.entry.rows);
      real.slip = outcome.slip;
    } else {
      expect(outcome).toMatchObject({
        field: 'points',
        message: 'Insufficient balance please refill your account.',
      });
    }
    compare(model, real);
  }
  toString = () => `add(${JSON.stringify(this.input)})`;
}

class Remove implements fc.Command<Model, Real> {
  constructor(readonly pick: number) {}
  check = (model: Readonly<Model>) => model.entries.length > 0;
  run(model: Model, real: Real) {
    const target = model.entries[this.pick % model.entries.length]!;
    real.slip = real.slip.remove(target.id);
    model.entries = model.entries.filter((e) => e.id !== target.id);
    compare(model, real);
  }
  toString = () => `remove(${this.pick})`;
}

class Clear implements fc.Command<Model, Real> {
  check = () => true;
  run(model: Model, real: Real) {
    real.slip = real.slip.clear();
    model.entries = [];
    compare(model, real);
  }
  toString = () => 'clear';
}

/** Some of the calls went through: what stays is every row whose label did not. */
class AfterPartial implements fc.Command<Model, Real> {
  constructor(readonly placed: readonly string[]) {}
  check = () => true;
  run(model: Model, real: Real) {
    real.slip = real.slip.afterPartial(this.placed);
    const kept = model.entries;
    model.entries = [];
    for (const entry of kept) {
      const rows = entry.rows.filter((row) => !this.placed.includes(row.pana));
      if (rows.length === 0) continue;
      model.entries.push({
        ...entry,
        id: model.nextId,
        rows,
        cost: costOf(model, entry.points, rows.length),
      });
      model.nextId += 1;
    }
    compare(model, real);
  }
  toString = () => `afterPartial(${this.placed.join(', ')})`;
}

function compare(model: Model, real: Real) {
  const { slip } = real;
  const held = heldBy(model);
  const rows = model.entries.flatMap((e) => e.rows);
  expect(slip.entries.map((e) => [e.id, e.rows, e.cost])).toEqual(
    model.entries.map((e) => [e.id, e.rows, e.cost]),
  );
  expect(slip.held).toBe(held);
  expect(slip.balance(WALLET)).toBe(WALLET - held);
  expect(slip.totals()).toEqual({
    bids: rows.length,
    points: model.entries.reduce((sum, e) => sum + e.points * e.rows.length, 0),
  });
  expect(slip.blocker(WALLET, false)).toBe(held > WALLET ? 'Not enough balance!' : undefined);
  expect(slip.blocker(WALLET, true)).toBe(`Bidding is closed for ${model.type.title}`);

  // One call per label, in the order the labels first appear, each with every row of its label.
  const labels = [...new Set(rows.map((row) => row.pana))];
  const calls = slip.submissions('tok', '3-July-2024');
  expect(calls.map((c) => c.body.new_result.pana)).toEqual(labels);
  for (const call of calls) {
    const own = rows.filter((row) => row.pana === call.body.new_result.pana);
    expect(call.body.new_result.result).toEqual(own);
    expect(call.body.new_result.totalbit).toBe(own.reduce((sum, r) => sum + Number(r.points), 0));
    expect(call.body.game_id).toBe(MARKET.gameId);
  }
}

const SETS: Record<Exclude<DigitSetName, 'motor-digits'>, readonly string[]> = {
  digit: ALL_DIGITS,
  jodi: ALL_JODIS,
  'single-pana': SINGLE_PANA,
  'double-pana': DOUBLE_PANA,
  'triple-pana': TRIPLE_PANA,
  'any-pana': ALL_PANA,
};

/** A value its field accepts: a member of its set, or 3 to 10 distinct digits for a motor. */
const valueOf = (set: DigitSetName) =>
  set === 'motor-digits'
    ? fc.shuffledSubarray([...ALL_DIGITS], { minLength: 3 }).map((d) => d.join(''))
    : fc.constantFrom(...SETS[set]);

/** Valid input for a type; only the points may be more than the displayed balance allows. */
function inputOf(type: BidType): fc.Arbitrary<EntryInput> {
  const fields = Object.fromEntries(type.fields.map((field) => [field.key, valueOf(field.set)]));
  return fc.record({
    digits: fields['digits'] ?? fc.constant(''),
    closedigits: fields['closedigits'] ?? fc.constant(''),
    points: fc.integer({ min: 10, max: 900 }).map(String),
    session: fc.constantFrom('Open' as const, 'Close' as const),
    boxes: fc
      .record({ sp: fc.boolean(), dp: fc.boolean(), tp: fc.boolean() })
      .filter((b) => b.sp || b.dp || b.tp),
  });
}

/** The labels a type's calls travel under, any of which a partial failure may have placed. */
const labelsOf = (type: BidType): string[] =>
  type.id === 'sp-dp-tp' ? ['Single Pana', 'Double Pana', 'Triple Pana'] : [type.label!];

describe('the bid slip', () => {
  it.each(BID_TYPES.map((t) => [t.id, t] as const))(
    'agrees with a simple model for %s through any add, remove, clear and partial failure',
    (_, type) => {
      const commands = [
        inputOf(type).map((input) => new Add(input)),
        fc.nat().map((n) => new Remove(n)),
        fc.constant(new Clear()),
        fc.subarray(labelsOf(type)).map((placed) => new AfterPartial(placed)),
      ];
      fc.assert(
        fc.property(fc.commands(commands, { maxCommands: 25 }), (cmds) => {
          fc.modelRun(
            () => ({
              model: { type, entries: [], nextId: 1 },
              real: { slip: createBidSlip(type, MARKET) },
            }),
            cmds,
          );
        }),
        { numRuns: 40 },
      );
    },
  );

  it('keeps the SP DP TP kinds that failed, with their groups and cost', () => {
    const slip = createBidSlip(bidTypeById('sp-dp-tp'), MARKET);
    const input = {
      digits: '1',
      points: '10',
      session: 'Open' as const,
      boxes: { sp: true, dp: true, tp: true },
    };
    const added = slip.add(input, 10_000);
    if (!added.ok) throw new Error(added.message);
    const left = added.slip.afterPartial(['Double Pana']);
    const [entry] = left.entries;
    expect(left.entries).toHaveLength(1);
    expect(entry?.rows.map((r) => r.pana)).toEqual([
      ...Array(12).fill('Single Pana'),
      'Triple Pana',
    ]);
    expect(entry?.groups).toEqual({ sp: added.entry.groups?.sp, dp: [], tp: ['777'] });
    expect(entry?.cost).toBe(130);
    expect(left.balance(10_000)).toBe(10_000 - 130);
    expect(left.submissions('t', 'd').map((c) => c.body.new_result.pana)).toEqual([
      'Single Pana',
      'Triple Pana',
    ]);
  });
});

describe('the open time passing', () => {
  const entered = (slip: BidSlip, digits: string, session: 'Open' | 'Close', points = '50') => {
    const added = slip.add({ digits, closedigits: '', points, session }, WALLET);
    if (!added.ok) throw new Error(added.message);
    return added.slip;
  };

  it('takes the Open rows off a session-choice slip and gives their points back', () => {
    let slip = createBidSlip(bidTypeById('single-digit'), MARKET);
    slip = entered(slip, '4', 'Open', '100');
    slip = entered(slip, '7', 'Close', '30');
    slip = entered(slip, '9', 'Open', '20');
    const after = slip.afterOpenTime(true);
    expect(after.entries.map((e) => [e.digits, e.session])).toEqual([['7', 'Close']]);
    expect(after.balance(WALLET)).toBe(WALLET - 30);
    expect(after.submissions('t', 'd').map((c) => c.body.new_result.session)).toEqual(['Close']);
  });

  it('gives DP Motor its points back once, as Proceed took them', () => {
    const slip = entered(createBidSlip(bidTypeById('dp-motor'), MARKET), '12', 'Open', '40');
    expect(slip.balance(WALLET)).toBe(WALLET - 40);
    expect(slip.afterOpenTime(true).balance(WALLET)).toBe(WALLET);
  });

  it('keeps everything before the open time, and the rows of single-session types', () => {
    const open = entered(createBidSlip(bidTypeById('single-pana'), MARKET), '128', 'Open');
    expect(open.afterOpenTime(false)).toBe(open);
    const jodi = createBidSlip(bidTypeById('jodi-digit'), MARKET);
    const closeOnly = entered(jodi, '47', 'Open');
    expect(closeOnly.afterOpenTime(true)).toBe(closeOnly);
    const starline = entered(createBidSlip(bidTypeById('star-single-digit'), MARKET), '3', 'Open');
    expect(starline.afterOpenTime(true)).toBe(starline);
  });
});
