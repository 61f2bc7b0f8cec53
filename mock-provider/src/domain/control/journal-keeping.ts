/**
 * A closed sandbox's journal, kept out of memory until the sandbox opens again: a journal holds
 * its columns whole (a few hundred kB even nearly empty), and hundreds of closed sandboxes would
 * hold them all. File-backed, it waits in a file beside the sandbox's database; in memory, as one
 * string beside the closed world's image. The worlds (worlds/worlds.ts) say when, and where.
 */
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { ClosedKeeping } from '../../worlds/worlds';
import type { World } from '../../worlds/world';
import { JOURNAL_CAPACITY } from '../../contract/limits';
import { forgetJournal, journalOf, type JournalEntry } from './journal';

interface KeptJournal {
  redact: boolean;
  /** Oldest first. */
  entries: JournalEntry[];
}

const keptInMemory = new WeakMap<World, string>();

export const journalKeeping: ClosedKeeping = {
  putAway(world, file) {
    const journal = journalOf(world);
    const kept: KeptJournal = {
      redact: journal.redacting,
      entries: journal.query({ limit: JOURNAL_CAPACITY }).reverse(),
    };
    forgetJournal(world);
    // Stryker disable next-line ConditionalExpression: an empty journal kept comes back the same as none; this spares the write.
    if (kept.entries.length === 0 && kept.redact) return; // as a new journal starts
    const text = JSON.stringify(kept);
    if (file) writeFileSync(file, text);
    else keptInMemory.set(world, text);
  },

  bringBack(world, file) {
    // Stryker disable StringLiteral: read as bytes, the JSON parses the same.
    const text = file
      ? existsSync(file)
        ? readFileSync(file, 'utf8')
        : undefined
      : keptInMemory.get(world);
    // Stryker restore StringLiteral
    // Stryker disable next-line ConditionalExpression: nothing kept, a journal just opened is swapped for another empty one.
    if (text === undefined) return;
    forgetJournal(world);
    const journal = journalOf(world);
    const kept = parseKept(text);
    if (kept) {
      // Kept as they were recorded: masked then, not masked again.
      journal.setRedacting(false);
      for (const { id: _id, at, ...entry } of kept.entries)
        journal.record({ ...entry, at: Date.parse(at) });
      journal.setRedacting(kept.redact);
    }
    // Stryker disable next-line ObjectLiteral,BooleanLiteral: the file was just read, so it is there.
    if (file) rmSync(file, { force: true });
    else keptInMemory.delete(world);
  },
};

/** A kept journal, or undefined for a file cut short by a crash: the journal starts again. */
function parseKept(text: string): KeptJournal | undefined {
  try {
    return JSON.parse(text) as KeptJournal;
  } catch /* Stryker disable next-line BlockStatement: emptied, it answers undefined as well */ {
    return undefined;
  }
}
