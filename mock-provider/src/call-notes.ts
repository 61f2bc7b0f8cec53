/**
 * Notes on the provider call being answered, which its journal entry keeps: what the strict
 * profile would have refused in it (domain/strict-notes.ts). The call's steps run synchronously
 * inside `withCallNotes`; a step that runs later (a group commit, a password step after its hash)
 * is handed the notes of the call that queued it (`currentCallNotes`).
 */
let current: string[] | undefined;

/** Runs `step` with `notes` as the notes of the call being answered. */
export function withCallNotes<T>(notes: string[] | undefined, step: () => T): T {
  const outer = current;
  current = notes;
  try {
    return step();
  } finally {
    current = outer;
  }
}

/** The notes of the call being answered, for a step that will run later. */
export const currentCallNotes = (): string[] | undefined => current;

/** Notes `text` on the call being answered (nothing outside a call). */
export const noteOnCall = (text: string): void => void current?.push(text);
