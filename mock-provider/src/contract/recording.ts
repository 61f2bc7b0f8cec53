import { Type } from 'typebox';
import { Instant, Nullable, ok, verbs } from './common';

const Status = {
  recording: Type.Boolean({ description: 'Whether a recording runs in this world' }),
  since: Nullable(Instant),
  steps: Type.Integer({ description: 'Steps written so far (not counting pins and expectations)' }),
  scenario: Nullable(
    Type.String({
      description:
        'The last recording stopped in this world, as a scenario file (stop answers the one it ends)',
    }),
  ),
};

/** Recording a world as a scenario file (docs/scenarios.md, Recording). */
export const RECORDING_VERBS = verbs('control: recording', {
  'GET /recording': {
    summary: 'Whether a recording runs in this world, and the last one stopped',
    answer: ok(Status),
  },
  'POST /recording': {
    summary:
      'Start recording every change to this world as a scenario (control calls, provider calls that change state, auto-results), or stop and answer the scenario',
    body: Type.Object(
      { action: Type.Union([Type.Literal('start'), Type.Literal('stop')]) },
      { additionalProperties: false },
    ),
    answer: ok(Status),
  },
});
