import { Type } from 'typebox';
import { MAX_SPEED } from './clock-range';
import { Instant, InstantInput, ok, verbs } from './common';

export const ClockSchema = Type.Object({
  now: Instant,
  frozen: Type.Boolean(),
  speed: Type.Number(),
});
const ClockAnswer = ok(ClockSchema.properties);

const ClockBody = Type.Object(
  {
    set: Type.Optional(InstantInput('Where the clock goes')),
    freeze: Type.Optional(Type.Boolean()),
    speed: Type.Optional(Type.Number({ exclusiveMinimum: 0, maximum: MAX_SPEED })),
    advance: Type.Optional(Type.Number({ description: 'Milliseconds (negative goes back)' })),
  },
  { additionalProperties: false },
);

/** The world's virtual clock. */
export const CLOCK_VERBS = verbs('control: clock', {
  'GET /clock': { summary: 'Read the virtual clock', answer: ClockAnswer },
  'POST /clock': {
    summary:
      'Change the virtual clock: applied in the order set, freeze, speed, advance, all or nothing',
    body: ClockBody,
    answer: ClockAnswer,
  },
});
