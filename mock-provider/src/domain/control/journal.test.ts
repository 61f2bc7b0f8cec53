import { describe, expect, it } from 'vitest';
import type { World } from '../../worlds/world';
import { JOURNAL_CAPACITY } from '../../contract/limits';
import { JOURNAL_MAX_BYTES, journalOf, type RecordedCall } from './journal';
import { MAX_KEPT_BODY, TOO_DEEP } from './journal-bodies';

const AT = Date.parse('2024-07-01T04:30:00.000Z');
const freshJournal = () => journalOf({} as World);
const call = (n: number, extra: Partial<RecordedCall> = {}): RecordedCall => ({
  at: AT + n * 1000,
  path: n % 2 ? 'api-odd' : 'api-even',
  body: { n },
  status: 200,
  answer: { status: true, msg: `call ${n}` },
  duration_ms: n,
  ...extra,
});

describe('the journal ring', () => {
  it('gives back each call as it was recorded, newest first, with ids counting up', () => {
    const journal = freshJournal();
    journal.record(call(1));
    journal.record(call(2, { status: 0, answer: null, fault: 'drop' }));
    journal.record(call(3, { status: 0, fault: 'drop_after', answer_lost: true }));
    expect(journal.query()).toEqual([
      {
        id: 3,
        at: '2024-07-01T04:30:03.000Z',
        path: 'api-odd',
        body: { n: 3 },
        status: 0,
        answer: { status: true, msg: 'call 3' },
        duration_ms: 3,
        fault: 'drop_after',
        answer_lost: true,
      },
      {
        id: 2,
        at: '2024-07-01T04:30:02.000Z',
        path: 'api-even',
        body: { n: 2 },
        status: 0,
        answer: null,
        duration_ms: 2,
        fault: 'drop',
      },
      {
        id: 1,
        at: '2024-07-01T04:30:01.000Z',
        path: 'api-odd',
        body: { n: 1 },
        status: 200,
        answer: { status: true, msg: 'call 1' },
        duration_ms: 1,
      },
    ]);
  });

  it('keeps the last JOURNAL_CAPACITY calls once it wraps, and filters across the seam', () => {
    const journal = freshJournal();
    const total = JOURNAL_CAPACITY + 7;
    for (let n = 1; n <= total; n++) journal.record(call(n));
    const all = journal.query({ limit: JOURNAL_CAPACITY });
    expect(all).toHaveLength(JOURNAL_CAPACITY);
    expect(all[0]).toMatchObject({ id: total, body: { n: total } });
    expect(all.at(-1)).toMatchObject({ id: 8, body: { n: 8 } });
    expect(journal.query({ path: 'api-odd', limit: JOURNAL_CAPACITY })).toHaveLength(
      JOURNAL_CAPACITY / 2,
    );
    const seam = journal.query({ path: 'api-odd', until: AT + 11_000, limit: 10 });
    expect(seam.map((e) => e.id)).toEqual([11, 9]);
    expect(journal.query({ since: AT + (total - 1) * 1000 }).map((e) => e.id)).toEqual([
      total,
      total - 1,
    ]);
  });

  it('forgets everything on clear, and ids go on from where they were', () => {
    const journal = freshJournal();
    journal.record(call(1));
    journal.clear();
    expect(journal.query()).toEqual([]);
    journal.record(call(2));
    expect(journal.query().map((e) => e.id)).toEqual([2]);
  });

  it('masks secrets when the call is recorded, so turning redaction off later reveals none', () => {
    const journal = freshJournal();
    journal.record(call(1, { body: { mobile: '9000000001', password: 'hunter22' } }));
    journal.setRedacting(false);
    journal.record(call(2, { body: { otp: '1234' } }));
    expect(journal.query().map((e) => e.body)).toEqual([
      { otp: '1234' },
      { mobile: '9000000001', password: '***' },
    ]);
  });

  it('keeps a deep body cut short and an oversized one by its size, redacting or not', () => {
    const journal = freshJournal();
    let deep: unknown = 'bottom';
    for (let i = 0; i < 20_000; i++) deep = [deep];
    const huge = { blob: 'x'.repeat(MAX_KEPT_BODY) };
    for (const redacting of [true, false]) {
      journal.setRedacting(redacting);
      journal.record(call(1, { body: deep }));
      journal.record(call(2, { body: huge }));
      const [kept, cut] = journal.query({ limit: 2 });
      expect(JSON.stringify(cut!.body)).toContain(TOO_DEEP);
      expect(kept!.body).toBe(`[body of ${JSON.stringify(huge).length} characters not kept]`);
    }
  });

  it('holds at most JOURNAL_MAX_BYTES of bodies, paths, messages and notes: the oldest go first', () => {
    const journal = freshJournal();
    // Each call keeps 70,000 characters: its body, path, message and strict note.
    const heavy = (n: number) =>
      call(n, {
        body: { blob: 'b'.repeat(40_000) },
        answer: { status: false, msg: 'm'.repeat(10_000) },
        strict: 's'.repeat(10_000),
        path: `api-${'p'.repeat(10_000)}`,
      });
    for (let n = 1; n <= 100; n++) journal.record(heavy(n));
    const kept = journal.query({ limit: 1000 });
    const size = (e: (typeof kept)[number]) =>
      JSON.stringify(e.body).length +
      e.path.length +
      String(e.answer?.msg ?? '').length +
      (e.strict?.length ?? 0);
    const total = kept.reduce((sum, e) => sum + size(e), 0);
    expect(total).toBeLessThanOrEqual(JOURNAL_MAX_BYTES);
    // Not much less either: a call more would not fit.
    expect(total + size(kept[0]!)).toBeGreaterThan(JOURNAL_MAX_BYTES - 100 * kept.length);
    expect(kept[0]!.id).toBe(100);
    expect(kept.map((e) => e.id)).toEqual(kept.map((_, i) => 100 - i));
    // Light calls after them push the heavy ones out one by one, never all at once.
    for (let n = 101; n <= 110; n++) journal.record(call(n));
    expect(journal.query({ limit: 1000 })).toHaveLength(kept.length + 10);
  });
});
