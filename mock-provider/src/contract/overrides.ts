import { Type } from 'typebox';
import { MAX_OVERRIDE_ANSWER_BYTES, MAX_OVERRIDES } from './limits';
import { ok, verbs } from './common';

const Mobile = Type.String({ pattern: '^[0-9]{1,20}$', description: "A player's mobile" });

const OverrideBody = Type.Object(
  {
    path: Type.String({ maxLength: 200, description: 'A provider path (api-get-dashboard-data)' }),
    answer: Type.Unknown({
      description: `Any JSON value: the body the call is answered with (at most ${MAX_OVERRIDE_ANSWER_BYTES} bytes as JSON)`,
    }),
    status: Type.Optional(
      Type.Integer({ minimum: 200, maximum: 599, description: 'The HTTP status (default 200)' }),
    ),
    times: Type.Optional(
      Type.Integer({
        minimum: 0,
        maximum: 1_000_000,
        description: 'Answers this many calls, then goes (default 1); 0 until removed',
      }),
    ),
    player: Type.Optional(Mobile),
  },
  { additionalProperties: false },
);

/** An active override: its id, how often it answered, and what it answers. */
export const Override = Type.Object({
  id: Type.String(),
  path: Type.String(),
  answer: Type.Unknown(),
  status: Type.Integer(),
  times: Type.Integer(),
  player: Type.Optional(Type.String()),
  hits: Type.Integer(),
});

/** Answers QA puts in place of a provider path's own. */
export const OVERRIDE_VERBS = verbs('control: overrides', {
  'POST /overrides': {
    summary: `Answer a provider path's next calls (or a player's) with this JSON; answers its id (at most ${MAX_OVERRIDES} active at once: 409 past it)`,
    body: OverrideBody,
    answer: ok({ id: Type.String() }),
  },
  'GET /overrides': {
    summary: 'List the active overrides',
    answer: ok({ overrides: Type.Array(Override) }),
  },
  'DELETE /overrides/:id': {
    summary: 'Remove one override',
    params: Type.Object({ id: Type.String() }),
    answer: ok({ removed: Type.Integer() }),
  },
});
