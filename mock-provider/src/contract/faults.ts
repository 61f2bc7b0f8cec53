import { Type } from 'typebox';
import { FAULT_KIND_NAMES, kindsSending, type FaultKind } from './fault-kinds';
import { ok, verbs } from './common';

const MAX_LATENCY_MS = 120_000;

const Millis = Type.Number({ minimum: 0, maximum: MAX_LATENCY_MS });
const FaultBody = Type.Object(
  {
    kind: Type.Unsafe<FaultKind>(Type.Union(FAULT_KIND_NAMES.map((kind) => Type.Literal(kind)))),
    path: Type.Optional(
      Type.String({ description: 'A provider path (api-submit-bid); absent for all' }),
    ),
    player: Type.Optional(
      Type.String({
        pattern: '^[0-9]{1,20}$',
        description: "A player's mobile: only that player's calls; absent for every caller",
      }),
    ),
    times: Type.Optional(
      Type.Integer({ minimum: 1, description: 'Expires after this many calls' }),
    ),
    probability: Type.Optional(Type.Number({ minimum: 0, maximum: 1 })),
    latency_ms: Type.Optional(
      Type.Union([Millis, Type.Tuple([Millis, Millis])], {
        description:
          'Fixed milliseconds, or [min, max]: the delay before answering; for slow_answer, the time the answer takes to arrive',
      }),
    ),
    msg: Type.Optional(
      Type.String({ maxLength: 2000, description: `${kindsSending('msg').join(', ')}: the msg` }),
    ),
    text: Type.Optional(
      Type.String({
        maxLength: 20_000,
        description: `${kindsSending('text').join(' and ')}: the text sent`,
      }),
    ),
    seed: Type.Optional(
      Type.Integer({ description: "Reseeds the world's random source for probabilities" }),
    ),
  },
  { additionalProperties: false },
);

/** An active fault: its id, how often it hit, and the spec it was added with. */
export const Fault = Type.Object(
  {
    id: Type.String(),
    kind: Type.String(),
    hits: Type.Integer(),
    path: Type.Optional(Type.String()),
    player: Type.Optional(Type.String()),
    times: Type.Optional(Type.Integer()),
    probability: Type.Optional(Type.Number()),
  },
  { additionalProperties: true },
);

/** Fault injection on the provider's endpoints. */
export const FAULT_VERBS = verbs('control: faults', {
  'POST /faults': {
    summary:
      'Inject a fault into provider calls; answers its id. hang_after, drop_after, slow_answer and cut_answer apply the call, then lose its answer',
    body: FaultBody,
    answer: ok({ id: Type.String() }),
  },
  'GET /faults': { summary: 'List the active faults', answer: ok({ faults: Type.Array(Fault) }) },
  'DELETE /faults/:id': {
    summary: 'Remove one fault',
    params: Type.Object({ id: Type.String() }),
    answer: ok({ removed: Type.Integer() }),
  },
  'DELETE /faults': { summary: 'Remove every fault', answer: ok({ removed: Type.Integer() }) },
});
