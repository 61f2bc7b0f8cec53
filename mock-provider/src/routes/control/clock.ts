import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../clock';
import { CLOCK_RANGE, inClockRange } from '../../contract/clock-range';
import { badRequest } from '../../contract/control-error';
import { CLOCK_MESSAGES, instantFrom, iso } from '../../contract/instants';
import { defineVerb } from './define-verb';

export const describeClock = (clock: Clock) => {
  const { now, frozen, speed } = clock.state();
  return { now: iso(now), frozen, speed };
};

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
