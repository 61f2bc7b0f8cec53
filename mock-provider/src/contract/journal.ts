import { Type } from 'typebox';
import { JOURNAL_CAPACITY } from './limits';
import { InstantInput, Nullable, ok, verbs } from './common';

const JournalQuery = Type.Object(
  {
    path: Type.Optional(Type.String({ maxLength: 200 })),
    player: Type.Optional(Type.String({ maxLength: 20, description: "A player's mobile" })),
    since: Type.Optional(InstantInput('Calls from this instant of the virtual clock, inclusive')),
    until: Type.Optional(InstantInput('Calls up to this instant of the virtual clock, inclusive')),
    limit: Type.Optional(Type.String({ description: `1..${JOURNAL_CAPACITY}, default 100` })),
  },
  { additionalProperties: false },
);

export const Entry = Type.Object({
  id: Type.Integer(),
  at: Type.String(),
  path: Type.String(),
  body: Type.Unknown(),
  status: Type.Integer(),
  /** The answer's status and msg; null when it was not a JSON object (or never sent). */
  answer: Nullable(Type.Object({ status: Type.Unknown(), msg: Type.Unknown() })),
  duration_ms: Type.Number(),
  fault: Type.Optional(Type.String()),
  answer_lost: Type.Optional(
    Type.Literal(true, {
      description:
        'Answered (whatever the call changed is committed) but the answer never reached the caller whole',
    }),
  ),
  override: Type.Optional(Type.String({ description: 'The answer override that answered it' })),
  player: Type.Optional(Type.String({ description: "The player's mobile, when known" })),
  strict: Type.Optional(
    Type.String({
      description:
        'What the strict profile would have answered instead (its msg), on a world of another profile: the call broke a rule only strict enforces',
    }),
  ),
});

/** The journal of provider calls. */
export const JOURNAL_VERBS = verbs('control: journal', {
  'GET /journal': {
    summary:
      'Provider calls, newest first (passwords and OTPs shown as ***, session tokens by their first and last four characters, unless redaction is off)',
    query: JournalQuery,
    answer: ok({ redact: Type.Boolean(), entries: Type.Array(Entry) }),
  },
  'DELETE /journal': { summary: 'Clear the journal', answer: ok({ cleared: Type.Boolean() }) },
  'POST /journal/settings': {
    summary:
      'Turn redaction of passwords, OTPs and session tokens on or off for calls recorded from now on',
    body: Type.Object({ redact: Type.Boolean() }, { additionalProperties: false }),
    answer: ok({ redact: Type.Boolean() }),
  },
});
