import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bidTypeById } from './catalogue';
import { buildEntry, type PendingEntry } from './entry';
import {
  EMPTY_PENDING_LIST,
  addEntry,
  addProceeded,
  clearList,
  displayedBalance,
  listTotals,
  removeEntry,
  submitBlocker,
  type PendingList,
} from './pending-list';

/** The simplest picture of the list: what each remaining entry costs and sends. */
interface Model {
  entries: { id: number; cost: number; restorable: boolean; rowPoints: number[] }[];
  held: number;
  nextId: number;
}
interface Real {
  list: PendingList;
}

const entryArb = fc
  .record({
    points: fc.integer({ min: 10, max: 500 }),
    rows: fc.integer({ min: 1, max: 22 }),
    once: fc.boolean(),
  })
  .map(({ points, rows, once }): PendingEntry => ({
    session: 'Open',
    digits: '1',
    closedigits: '',
    points: String(points),
    rows: Array.from({ length: rows }, () => ({
      digits: '1',
      closedigits: '',
      points: String(points),
      session: 'Open',
      pana: 'Single Digit',
      closepana: '',
    })),
    cost: once ? points : points * rows,
  }));

class Add implements fc.Command<Model, Real> {
  constructor(readonly entry: PendingEntry) {}
  check = () => true;
  run(model: Model, real: Real) {
    real.list = addEntry(real.list, this.entry);
    model.entries.push({
      id: model.nextId,
      cost: this.entry.cost,
      restorable: true,
      rowPoints: this.entry.rows.map((r) => Number(r.points)),
    });
    model.held += this.entry.cost;
    model.nextId += 1;
    compare(model, real);
  }
  toString = () => `add(${this.entry.points}×${this.entry.rows.length})`;
}

class Remove implements fc.Command<Model, Real> {
  constructor(readonly pick: number) {}
  check = (model: Readonly<Model>) => model.entries.length > 0;
  run(model: Model, real: Real) {
    const target = model.entries[this.pick % model.entries.length]!;
    real.list = removeEntry(real.list, target.id);
    model.entries = model.entries.filter((e) => e.id !== target.id);
    model.held -= target.cost;
    compare(model, real);
  }
  toString = () => `remove(${this.pick})`;
}

class Clear implements fc.Command<Model, Real> {
  check = () => true;
  run(model: Model, real: Real) {
    real.list = clearList(real.list);
    model.entries = [];
    model.held = 0;
    compare(model, real);
  }
  toString = () => 'clear';
}

function compare(model: Model, real: Real) {
  expect(real.list.entries.map((e) => e.id)).toEqual(model.entries.map((e) => e.id));
  expect(real.list.held).toBe(model.held);
  expect(listTotals(real.list)).toEqual({
    bids: model.entries.reduce((n, e) => n + e.rowPoints.length, 0),
    points: model.entries.reduce((n, e) => n + e.rowPoints.reduce((a, b) => a + b, 0), 0),
  });
  expect(displayedBalance(1000, real.list)).toBe(1000 - model.held);
}

describe('the pending bid list', () => {
  it('agrees with a simple model through any sequence of add, remove and clear', () => {
    const commands = [
      entryArb.map((e) => new Add(e)),
      fc.nat().map((n) => new Remove(n)),
      fc.constant(new Clear()),
    ];
    fc.assert(
      fc.property(fc.commands(commands, { maxCommands: 40 }), (cmds) => {
        fc.modelRun(
          () => ({
            model: { entries: [], held: 0, nextId: 1 },
            real: { list: EMPTY_PENDING_LIST },
          }),
          cmds,
        );
      }),
    );
  });

  it('does not give back a row whose points are not a number', () => {
    const entry: PendingEntry = {
      session: 'Open',
      digits: '1',
      closedigits: '',
      points: 'abc',
      rows: [],
      cost: 0,
    };
    const list = addEntry(addEntry(EMPTY_PENDING_LIST, { ...entry, points: '20', cost: 20 }), {
      ...entry,
      cost: 30,
    });
    expect(removeEntry(list, 2).held).toBe(50);
    expect(removeEntry(list, 1).held).toBe(30);
  });

  it("refuses Submit with 'Not enough balance!' once the displayed balance is below zero", () => {
    const entry: PendingEntry = {
      session: 'Open',
      digits: '1',
      closedigits: '',
      points: '50',
      rows: [],
      cost: 150,
    };
    const list = addEntry(EMPTY_PENDING_LIST, entry);
    expect(submitBlocker(150, list)).toBeUndefined();
    expect(submitBlocker(149, list)).toBe('Not enough balance!');
  });

  it('lists every SP Motor pana as a row of its own, each removable; other types one row', () => {
    const proceed = (id: Parameters<typeof bidTypeById>[0], digits: string) => {
      const type = bidTypeById(id);
      const outcome = buildEntry(type, { digits, points: '10', session: 'Open' }, 10_000);
      if (!outcome.ok) throw new Error(outcome.message);
      return addProceeded(EMPTY_PENDING_LIST, type, outcome.entry);
    };
    const motor = proceed('sp-motor', '1234');
    expect(motor.entries.map((e) => [e.digits, e.rows.map((r) => r.digits), e.cost])).toEqual([
      ['123', ['123'], 10],
      ['124', ['124'], 10],
      ['134', ['134'], 10],
      ['234', ['234'], 10],
    ]);
    expect(motor.held).toBe(40);
    const fewer = removeEntry(motor, motor.entries[1]!.id);
    expect(fewer.entries.map((e) => e.digits)).toEqual(['123', '134', '234']);
    expect(fewer.held).toBe(30);
    expect(listTotals(fewer)).toEqual({ bids: 3, points: 30 });

    const dpMotor = proceed('dp-motor', '12');
    expect(dpMotor.entries).toHaveLength(1);
    expect(dpMotor.entries[0]!.rows).toHaveLength(2);
  });
});
