import type { World } from '../world';

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
}

export interface JournalQuery {
  path?: string;
  /** Epoch ms, inclusive. */
  since?: number;
  until?: number;
  limit?: number;
}

/** The most calls a world remembers; the oldest go first. */
export const JOURNAL_CAPACITY = 5000;

/** Body fields never shown unless the world's journal is set to `redact: false`. */
const SECRET_FIELDS = new Set(['password', 'new_pass', 'old_pass', 'otp', 'security_pin']);

/** Deeper than any protocol body; a hostile body nested further is not walked (nor kept). */
const MAX_REDACT_DEPTH = 32;
export const TOO_DEEP = '[nested too deep]';

/**
 * The value with secret fields masked; parts without secrets are shared, not copied. Parts nested
 * deeper than MAX_REDACT_DEPTH are replaced whole: walking a 20,000-deep body would overflow the
 * stack, and a secret could hide in it.
 */
export function redact(value: unknown, depth = 0): unknown {
  if (typeof value !== 'object' || value === null) return value;
  if (depth >= MAX_REDACT_DEPTH) return TOO_DEEP;
  if (Array.isArray(value)) {
    const items = value.map((item: unknown) => redact(item, depth + 1));
    return items.some((item, i) => item !== value[i]) ? items : value;
  }
  let copy: Record<string, unknown> | undefined;
  for (const [key, field] of Object.entries(value)) {
    const masked = SECRET_FIELDS.has(key) ? '***' : redact(field, depth + 1);
    if (masked !== field) (copy ??= { ...value })[key] = masked;
  }
  return copy ?? value;
}

function createJournal() {
  // A ring buffer: `start` is the oldest entry once it is full.
  let entries: JournalEntry[] = [];
  let start = 0;
  let nextId = 1;
  let redacting = true;

  const ordered = (): JournalEntry[] => [...entries.slice(start), ...entries.slice(0, start)];

  return {
    get redacting(): boolean {
      return redacting;
    },
    setRedacting(on: boolean): void {
      redacting = on;
    },
    record(entry: Omit<JournalEntry, 'id'>): JournalEntry {
      const full = { id: nextId++, ...entry, body: redacting ? redact(entry.body) : entry.body };
      if (entries.length < JOURNAL_CAPACITY) entries.push(full);
      else {
        entries[start] = full;
        start = (start + 1) % JOURNAL_CAPACITY;
      }
      return full;
    },
    /** Matching entries, newest first. */
    query({ path, since, until, limit = 100 }: JournalQuery = {}): JournalEntry[] {
      const matches = ordered().filter((e) => {
        const at = Date.parse(e.at);
        return (
          (!path || e.path === path) &&
          (since === undefined || at >= since) &&
          (until === undefined || at <= until)
        );
      });
      return matches.reverse().slice(0, limit);
    },
    clear(): void {
      entries = [];
      start = 0;
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
