import type { World } from '../../worlds/world';
import { JOURNAL_CAPACITY } from '../../contract/limits';
import { keptBody, shownBody } from './journal-bodies';

/** One provider call as the journal keeps it. */
export interface JournalEntry {
  id: number;
  /** Virtual clock instant the call arrived, ISO. */
  at: string;
  path: string;
  body: unknown;
  /** HTTP status; 0 when the connection was dropped. */
  status: number;
  /** The answer's `status` and `msg`; null when it was not a JSON object (or never sent). */
  answer: { status: unknown; msg: unknown } | null;
  duration_ms: number;
  /** The injected fault that shaped the answer, if any. */
  fault?: string;
  /**
   * The call was answered (whatever it changed is committed: a bid placed, a debit written) but
   * the answer, shown in `answer`, never reached the caller whole: a lost-answer fault, or a
   * caller that gave up first.
   */
  answer_lost?: true;
  /** The id of the answer override that answered it, if one did. */
  override?: string;
  /** The player's mobile: the token's owner, or the mobile the request names. */
  player?: string;
  /**
   * What the strict profile would have answered instead (its msg), on a world of another profile:
   * the call broke a rule only strict enforces (domain/strict-notes.ts).
   */
  strict?: string;
}

export interface JournalQuery {
  path?: string;
  /** A player's mobile. */
  player?: string;
  /** Epoch ms, inclusive. */
  since?: number;
  until?: number;
  limit?: number;
}

/**
 * The most a world's journal holds, counted in characters of what it keeps (bodies, paths,
 * messages) plus a fixed share per entry: the oldest go first. Ordinary calls fit JOURNAL_CAPACITY
 * well within it; calls with bodies of many kilobytes are kept fewer.
 */
export const JOURNAL_MAX_BYTES = 2 * 1024 * 1024;
const ENTRY_OVERHEAD = 64;

/**
 * One call as the provider hooks hand it over: `at` in epoch ms on the virtual clock, and the
 * JSON text the body was parsed from, when it was.
 */
export type RecordedCall = Omit<JournalEntry, 'id' | 'at'> & { at: number; bodyText?: string };

/**
 * The last JOURNAL_CAPACITY calls (fewer when they pass JOURNAL_MAX_BYTES), kept column by column
 * in a ring: numbers in typed arrays and the body as one JSON string. A busy provider journals
 * every call, and a tree of objects per call was most of what its garbage collector had to move;
 * entries are built when read.
 */
function createJournal() {
  const at = new Float64Array(JOURNAL_CAPACITY);
  const weight = new Float64Array(JOURNAL_CAPACITY);
  const status = new Uint16Array(JOURNAL_CAPACITY);
  const duration = new Float64Array(JOURNAL_CAPACITY);
  /** 1 when the call was recorded redacting: its tokens are masked as it is read. */
  const redacted = new Uint8Array(JOURNAL_CAPACITY);
  // Stryker disable ArrayDeclaration,StringLiteral: sized and filled up front for speed; a slot is read only once written.
  const paths = new Array<string>(JOURNAL_CAPACITY).fill('');
  const bodies = new Array<string>(JOURNAL_CAPACITY).fill('null');
  const answers = new Array<JournalEntry['answer']>(JOURNAL_CAPACITY).fill(null);
  const faults = new Array<string | undefined>(JOURNAL_CAPACITY).fill(undefined);
  const lost = new Uint8Array(JOURNAL_CAPACITY);
  const overrides = new Array<string | undefined>(JOURNAL_CAPACITY).fill(undefined);
  const players = new Array<string | undefined>(JOURNAL_CAPACITY).fill(undefined);
  const stricts = new Array<string | undefined>(JOURNAL_CAPACITY).fill(undefined);
  // Stryker restore ArrayDeclaration,StringLiteral
  /** Calls kept (at most JOURNAL_CAPACITY); the newest has id nextId - 1. */
  let size = 0;
  let nextId = 1;
  /** What the kept calls weigh, in the units of JOURNAL_MAX_BYTES. */
  let bytes = 0;
  /** Forgets the oldest call, letting go of its strings so the bound holds for memory too. */
  const dropOldest = () => {
    const slot = slotOf(nextId - size);
    bytes -= weight[slot]!;
    // Stryker disable next-line StringLiteral: what a dropped slot holds is never read.
    bodies[slot] = 'null';
    // Stryker disable next-line StringLiteral: the same.
    paths[slot] = '';
    answers[slot] = null;
    size -= 1;
  };
  let redacting = true;

  // Stryker disable next-line ArithmeticOperator: id + 1 shifts every slot alike, the same ring.
  const slotOf = (id: number) => (id - 1) % JOURNAL_CAPACITY;
  const entryOf = (id: number): JournalEntry => {
    const slot = slotOf(id);
    const fault = faults[slot];
    const override = overrides[slot];
    const player = players[slot];
    const strict = stricts[slot];
    return {
      id,
      at: new Date(at[slot]!).toISOString(),
      path: paths[slot]!,
      body: shownBody(bodies[slot]!, redacted[slot] === 1),
      status: status[slot]!,
      answer: answers[slot]!,
      duration_ms: duration[slot]!,
      ...(fault !== undefined && { fault }),
      ...(lost[slot] === 1 && { answer_lost: true as const }),
      ...(override !== undefined && { override }),
      ...(player !== undefined && { player }),
      ...(strict !== undefined && { strict }),
    };
  };

  return {
    get redacting(): boolean {
      return redacting;
    },
    setRedacting(on: boolean): void {
      redacting = on;
    },
    record(call: RecordedCall): void {
      const body = keptBody(call.body, redacting, call.bodyText);
      const msg = call.answer?.msg;
      const cost =
        ENTRY_OVERHEAD +
        body.length +
        call.path.length +
        (typeof msg === 'string' ? msg.length : 0) +
        (call.strict?.length ?? 0);
      if (size === JOURNAL_CAPACITY) dropOldest();
      while (size > 0 && bytes + cost > JOURNAL_MAX_BYTES) dropOldest();
      const slot = slotOf(nextId++);
      weight[slot] = cost;
      bytes += cost;
      at[slot] = call.at;
      paths[slot] = call.path;
      bodies[slot] = body;
      redacted[slot] = redacting ? 1 : 0;
      status[slot] = call.status;
      answers[slot] = call.answer;
      duration[slot] = call.duration_ms;
      faults[slot] = call.fault;
      lost[slot] = call.answer_lost ? 1 : 0;
      overrides[slot] = call.override;
      players[slot] = call.player;
      stricts[slot] = call.strict;
      size += 1;
    },
    /** Matching entries, newest first. */
    query({ path, player, since, until, limit = 100 }: JournalQuery = {}): JournalEntry[] {
      const matches: JournalEntry[] = [];
      for (let id = nextId - 1; id >= nextId - size && matches.length < limit; id--) {
        const slot = slotOf(id);
        if (
          (!path || paths[slot] === path) &&
          (!player || players[slot] === player) &&
          (since === undefined || at[slot]! >= since) &&
          (until === undefined || at[slot]! <= until)
        )
          matches.push(entryOf(id));
      }
      return matches;
    },
    clear(): void {
      while (size > 0) dropOldest();
    },
  };
}

export type Journal = ReturnType<typeof createJournal>;

/** Like faults, the journal outlives snapshot restores: it records calls, not state. */
const byWorld = new WeakMap<World, Journal>();

export function journalOf(world: World): Journal {
  let journal = byWorld.get(world);
  if (!journal) {
    journal = createJournal();
    byWorld.set(world, journal);
  }
  return journal;
}

/** Back to an empty, redacting journal (on reset). */
export function forgetJournal(world: World): void {
  byWorld.delete(world);
}
