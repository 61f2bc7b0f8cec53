import { Type } from 'typebox';
import { NAME_RULE } from './names';
import { ClockSchema } from './clock';
import { Instant, InstantInput, ok, verbs } from './common';

/** Any text: the name rule is checked on it by the domain, with a message that says the rule. */
const NameParams = Type.Object({ name: Type.String({ description: NAME_RULE }) });
export const SnapshotInfo = Type.Object({
  name: Type.String(),
  saved_at: Instant,
  clock: Instant,
  file: Type.Optional(Type.String()),
});

/** World lifecycle: named snapshots and reset to the seed. */
export const SNAPSHOT_VERBS = verbs('control: snapshots', {
  'POST /snapshots': {
    summary: 'Save the whole world (database and clock) under a name',
    body: Type.Object(
      { name: Type.String({ description: NAME_RULE }) },
      { additionalProperties: false },
    ),
    answer: ok(SnapshotInfo.properties),
  },
  'GET /snapshots': {
    summary: "The world's snapshots",
    answer: ok({ snapshots: Type.Array(SnapshotInfo) }),
  },
  'POST /snapshots/:name/restore': {
    summary: 'Put the world back as the snapshot saved it',
    params: NameParams,
    answer: ok({ restored: Type.String(), clock: ClockSchema }),
  },
  'DELETE /snapshots/:name': {
    summary: 'Delete a snapshot',
    params: NameParams,
    answer: ok({ removed: Type.Integer() }),
  },
  'POST /reset': {
    summary:
      'Back to the seed: fresh data, the clock at the real time (or at), no faults, empty journal',
    body: Type.Object(
      { at: Type.Optional(InstantInput('Where the clock starts (default: the real time)')) },
      { additionalProperties: false },
    ),
    answer: ok({ reset: Type.Boolean(), clock: ClockSchema }),
  },
});

/** The sandboxes: worlds made by /s/{name}/... */
export const SANDBOX_VERBS = verbs('control: sandboxes', {
  'GET /sandboxes': {
    summary: 'The sandboxes (worlds made by /s/{name}/...), open or closed while idle',
    answer: ok({
      limit: Type.Integer({ description: 'The most sandboxes open at once (SANDBOX_LIMIT)' }),
      max: Type.Integer({ description: 'The most sandboxes that may exist (SANDBOX_MAX)' }),
      sandboxes: Type.Array(
        Type.Object({
          name: Type.String(),
          open: Type.Boolean(),
          busy: Type.Integer({ description: 'Calls in flight in it' }),
          clock: ClockSchema,
          expires_at: Type.Union([Instant, Type.Null()], {
            description:
              'When it is deleted if no call comes (real time, SANDBOX_TTL_HOURS after its last call); null while busy or when sandboxes are kept for good',
          }),
        }),
      ),
    }),
  },
  'DELETE /sandboxes/:name': {
    summary:
      'Delete a sandbox and its files; calls in flight in it are answered that it was deleted, and a later call starts a fresh one from the seed',
    params: NameParams,
    answer: ok({ removed: Type.String() }),
  },
});
