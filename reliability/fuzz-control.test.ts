import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { autoResultsOf, ledgerMismatches } from '@panna/mock-provider/testing';
import { changesBetween, contents } from './support/digest';
import { envelopeProblem } from './support/envelope';
import { controlInputOf, controlRoutesOf, sendControl } from './support/control-fuzz';
import { assertCollecting, scaled } from './support/mode';
import { tally } from './support/tally';
import { CONTROL_TEMPLATES, routeOf, templateOf } from './support/control-templates';
import { fixture, imageOf, restore, type Fixture } from './support/world';

const RUNS = scaled(8, 200);
const TIME_LIMIT_MS = scaled(500, 10_000);

const ROUTES = await (async () => {
  const f = await fixture();
  const routes = await controlRoutesOf(f);
  await f.app.close();
  return routes;
})();
const inputOf = controlInputOf();

let f: Fixture;
/** What the app logged as errors: attached to the failure that caused them. */
const serverErrors: string[] = [];
const lastServerError = () => {
  const line = serverErrors.splice(0).at(-1);
  return line ? `\n  server logged: ${line.slice(0, 1500)}` : '';
};
let image: Buffer;
beforeAll(async () => {
  f = await fixture({ errors: serverErrors });
  image = imageOf(f);
});
afterAll(async () => {
  await f.app.close();
});

describe('fuzzing every control route through inject', () => {
  it('has a valid template for every control route', () => {
    expect(ROUTES.length).toBeGreaterThan(30);
    expect(Object.keys(CONTROL_TEMPLATES).map(routeOf).sort()).toEqual(ROUTES);
  });

  // The test's own timeout outlasts fast-check's time limit (see fuzz-provider.test.ts).
  it.for(ROUTES)(
    '%s: never a 5xx, always a JSON status, a refusal changes nothing',
    { timeout: TIME_LIMIT_MS + 30_000 },
    async (route, { task }) => {
      const counts = tally(task);
      restore(f, image);
      const failures: string[] = [];
      await assertCollecting(
        fc.asyncProperty(inputOf, async (input) => {
          // A fuzzed clock call may unfreeze or speed the clock: freeze it again and let auto-results
          // catch up first, so the digest compares only what the call itself did.
          f.world.clock.freeze(true);
          autoResultsOf(f.world).catchUp();
          const call = templateOf(route)(f);
          const before = contents(f.world.db);
          const { response, where } = await sendControl(f.app, route, call, input);
          counts.inputs += 1;
          const { problem, status } = envelopeProblem(
            response.statusCode,
            response.headers['content-type'] as string | undefined,
            response.body,
            { msgRequired: false },
          );
          counts.checks += 1;
          const logged = lastServerError();
          counts.checks += 1;
          if (problem) failures.push(`${problem}: ${where}${logged}`);
          else if (logged) failures.push(`the server failed: ${where}${logged}`);
          else if (status === false) {
            counts.checks += 1;
            const changes = changesBetween(before, contents(f.world.db));
            if (changes)
              failures.push(`a refused call changed the database: ${where}\n  ${changes}`);
          }
          return failures.length === 0;
        }),
        failures,
        { numRuns: RUNS, timeLimitMs: TIME_LIMIT_MS },
      );
      counts.checks += 1;
      expect(failures).toEqual([]);
      expect(ledgerMismatches(f.world)).toEqual([]);
    },
  );
});
