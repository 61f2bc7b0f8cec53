import { Type } from 'typebox';
import { ok, verbs } from './common';

/** The longest scenario text the control plane runs (the repository's files are under 4 KB). */
export const MAX_SCENARIO_TEXT = 64 * 1024;
/** The most steps one run takes. */
export const MAX_SCENARIO_STEPS = 500;
/** How long a run may take before it is stopped (SCENARIO_TIME_LIMIT_S): it holds its world busy. */
export const DEFAULT_SCENARIO_TIME_LIMIT_S = 120;
/** The verb that runs a scenario: a scenario's `control` step may not call it. */
export const SCENARIO_RUN = 'POST /scenarios/run';

const StepResult = Type.Object({
  number: Type.Integer(),
  step: Type.String({ description: 'The step as the runner prints it' }),
  ok: Type.Boolean(),
  detail: Type.String({ description: 'What it did, or why it failed' }),
});

/** Scenario files run in the calling world. */
export const SCENARIO_VERBS = verbs('control: scenarios', {
  [SCENARIO_RUN]: {
    summary:
      'Run a scenario (the text of a scenarios/ file) in this world, step by step, stopping at the first that fails, when the caller disconnects, or at the time limit (SCENARIO_TIME_LIMIT_S)',
    body: Type.Object(
      {
        scenario: Type.String({
          minLength: 1,
          maxLength: MAX_SCENARIO_TEXT,
          description: 'The scenario, YAML or JSON (scenarios/README.md)',
        }),
        at: Type.Optional(
          Type.String({
            maxLength: 64,
            description:
              "Reset this world to this ISO instant first, and move a file that sets its clock to that instant's day",
          }),
        ),
      },
      { additionalProperties: false },
    ),
    answer: ok({
      name: Type.String(),
      ok: Type.Boolean(),
      steps: Type.Array(StepResult),
      end_state: Type.Optional(
        Type.Object(
          {
            matched: Type.Boolean(),
            differences: Type.Array(
              Type.String({ description: 'player, what, expected and found, on one line' }),
            ),
          },
          { description: "The file's end_state compared with the world the run left" },
        ),
      ),
    }),
  },
});
