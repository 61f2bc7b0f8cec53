import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { autoResultsOf } from '../mock-provider/src/domain/auto-results';
import { ledgerMismatches } from '../mock-provider/src/test-support';
import { digest } from './support/digest';
import { envelopeProblem } from './support/envelope';
import { applyPlan, describePlan, junkValue, planOf, type Plan } from './support/junk';
import { assertCollecting, scaled } from './support/mode';
import { tally } from './support/tally';
import { CONTROL_TEMPLATES, type ControlCall } from './support/templates';
import { fixture, imageOf, restore, type Fixture } from './support/world';

const RUNS = scaled(8, 200);
const TIME_LIMIT_MS = scaled(500, 10_000);

/** Every control route as the OpenAPI document lists it: "METHOD /__sim/path/{param}". */
async function controlRoutes(): Promise<string[]> {
  const f = await fixture();
  await f.app.ready();
  const paths = (f.app.swagger() as { paths: Record<string, Record<string, unknown>> }).paths;
  await f.app.close();
  return Object.entries(paths)
    .filter(([path]) => path.startsWith('/__sim'))
    .flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method} ${path}`))
    .sort();
}
const ROUTES = await controlRoutes();

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

/** A fuzz input for a control call: the body plan, and maybe junk in a param or the query. */
interface Input {
  plan: Plan;
  param: { pick: number; value: unknown } | undefined;
  query: { key: string; value: unknown } | undefined;
}

const inputOf: fc.Arbitrary<Input> = fc.record({
  plan: planOf,
  param: fc.option(fc.record({ pick: fc.nat({ max: 10 }), value: junkValue }), {
    nil: undefined,
    freq: 3,
  }),
  query: fc.option(
    fc.record({
      key: fc.constantFrom(
        'status',
        'limit',
        'mobile',
        'game_id',
        'from',
        'to',
        'since',
        '__proto__',
        'x',
      ),
      value: junkValue,
    }),
    { nil: undefined, freq: 3 },
  ),
});

const asText = (value: unknown) =>
  typeof value === 'string' ? value : (JSON.stringify(value) ?? '');

function urlOf(route: string, call: ControlCall, input: Input): string {
  const [, pattern] = route.split(' ') as [string, string];
  const names = [...pattern.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
  const params = { ...call.params };
  if (input.param && names.length > 0) {
    // Long junk in a path segment is cut: the URL itself has a length limit of its own.
    params[names[input.param.pick % names.length]!] = asText(input.param.value).slice(0, 2000);
  }
  const path = pattern.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(params[name] ?? ''),
  );
  const query = new URLSearchParams(call.query);
  if (input.query) query.set(input.query.key, asText(input.query.value).slice(0, 2000));
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

describe('fuzzing every control route through inject', () => {
  it('has a valid template for every control route', () => {
    expect(ROUTES.length).toBeGreaterThan(30);
    expect(Object.keys(CONTROL_TEMPLATES).sort()).toEqual(ROUTES);
  });

  // The test's own timeout outlasts fast-check's time limit (see fuzz-provider.test.ts).
  it.for(ROUTES)(
    '%s: never a 5xx, always a JSON status, a refusal changes nothing',
    { timeout: TIME_LIMIT_MS + 30_000 },
    async (route, { task }) => {
      const counts = tally(task);
      restore(f, image);
      const method = route.split(' ')[0]!.toUpperCase() as 'GET' | 'POST' | 'PATCH' | 'DELETE';
      const failures: string[] = [];
      await assertCollecting(
        fc.asyncProperty(inputOf, async (input) => {
          // A fuzzed clock call may unfreeze or speed the clock: freeze it again and let auto-results
          // catch up first, so the digest compares only what the call itself did.
          f.world.clock.freeze(true);
          autoResultsOf(f.world).catchUp();
          const call = CONTROL_TEMPLATES[route]!(f);
          const url = urlOf(route, call, input);
          const hasBody = method !== 'GET' && method !== 'DELETE';
          const payload = hasBody
            ? applyPlan((call.body ?? {}) as Record<string, unknown>, input.plan)
            : undefined;
          const before = digest(f.world.db);
          const response = await f.app.inject({
            method,
            url,
            ...(payload ? { payload: payload.text } : {}),
            headers: payload?.contentType ? { 'content-type': payload.contentType } : {},
          });
          counts.inputs += 1;
          const where = `${method} ${url.slice(0, 200)} ${payload ? describePlan(input.plan, payload) : ''} -> ${response.statusCode} ${response.body.slice(0, 300)}`;
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
            if (digest(f.world.db) !== before)
              failures.push(`a refused call changed the database: ${where}`);
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
