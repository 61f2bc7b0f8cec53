import { describe, expect, it } from 'vitest';
import { bidTypeById } from './catalogue';
import { buildEntry, type PendingEntry } from './entry';
import {
  EMPTY_PENDING_LIST,
  addEntry,
  addProceeded,
  listTotals,
  removeEntry,
  submitBlocker,
} from './pending-list';

describe('the pending bid list', () => {
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
