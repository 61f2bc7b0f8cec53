import type { FastifyInstance } from 'fastify';
import { CLOCK_RANGE, inClockRange, type Clock } from '../../clock';
import { badRequest } from '../../domain/control-error';
import { defineVerb } from './define-verb';
import { iso, readInstant } from './instants';

export const CLOCK_MESSAGES = {
  notInstant: (key: string, text: string, why: string) =>
    `${key} must be an ISO instant with a zone, not "${text.slice(0, 100)}": ${why}`,
  advance: 'advance must be a finite number of milliseconds',
  outOfRange: (what: string, text?: string) =>
    `${what} is outside the clock's range: ${iso(CLOCK_RANGE.min)} to ${iso(CLOCK_RANGE.max)}${text === undefined ? '' : `, not "${text.slice(0, 100)}"`}`,
  atTheEnd: `The clock stands at the end of its range (${iso(CLOCK_RANGE.max)}) and cannot run on: set it back first`,
} as const;

export const describeClock = (clock: Clock) => {
  const { now, frozen, speed } = clock.state();
  return { now: iso(now), frozen, speed };
};

/**
 * An instant QA sends (clock `set`, reset's `at`, the journal's `since` and `until`): a real ISO
 * instant with a zone (instants.ts), inside the clock's range. The one rule for every instant the
 * control plane takes; a refusal names the field, the value and what is wrong with it.
 */
export function instantFrom(key: string, text: string): number {
  const read = readInstant(text);
  if ('why' in read) throw badRequest(CLOCK_MESSAGES.notInstant(key, text, read.why));
  if (!inClockRange(read.ms)) throw badRequest(CLOCK_MESSAGES.outOfRange(key, text));
  return read.ms;
}

/** The world's virtual clock: read it; set, freeze, speed up or advance it. */
export function registerClockControl(app: FastifyInstance): void {
  defineVerb(app, 'GET /clock', async (request) => ({
    status: true as const,
    ...describeClock(request.world.clock),
  }));

  defineVerb(app, 'POST /clock', async (request) => {
    const { set, freeze, speed, advance } = request.body;
    if (advance !== undefined && !Number.isFinite(advance))
      throw badRequest(CLOCK_MESSAGES.advance);
    const { clock } = request.world;
    // The whole change is worked out from one reading and checked before any of it applies.
    const next = clock.plan({
      set: set === undefined ? undefined : instantFrom('set', set),
      freeze,
      speed,
      advance,
    });
    // Freezing or a new speed leave the instant where it is (a fast clock may have run on).
    const moved = set !== undefined || advance !== undefined;
    if (moved && !inClockRange(next.now))
      throw badRequest(
        CLOCK_MESSAGES.outOfRange(
          advance === undefined ? 'The new instant' : `The instant advance ${advance} reaches`,
        ),
      );
    // A clock at the range's end would stop again at once: running it is refused, not ignored.
    if (!next.frozen && next.now >= CLOCK_RANGE.max) throw badRequest(CLOCK_MESSAGES.atTheEnd);
    clock.apply(next);
    return { status: true as const, ...describeClock(clock) };
  });
}
