import {
  ANSWERS_WITHOUT_MSG,
  ANSWERS_WITHOUT_STATUS,
  ENDPOINT_PATHS,
  ENDPOINTS,
  type EndpointPath,
} from '@panna/shared';
import fc from 'fast-check';
import { Value } from 'typebox/value';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newToken } from '@panna/mock-provider/seed';
import { ENVELOPE, ledgerMismatches } from '@panna/mock-provider/testing';
import { changesBetween, contents, type Ignored } from './support/digest';
import { envelopeProblem } from './support/envelope';
import { applyPlan, describePlan, planOf, type Plan } from './support/junk';
import { assertCollecting, scaled } from './support/mode';
import { tally } from './support/tally';
import { PROVIDER_TEMPLATES } from './support/templates';
import { fixture, type Fixture } from './support/world';

const RUNS = scaled(16, 400);
/** Per endpoint, whatever the count: keeps the fast run bounded on a slow machine. */
const TIME_LIMIT_MS = scaled(700, 20_000);

/** A refused login counts the failure: that is the lockout working, not a leak. */
const IGNORED_ON_REFUSAL: Partial<Record<EndpointPath, Ignored>> = {
  'api-user-login': { users: ['failed_logins', 'locked_until'] },
};

let f: Fixture;
/** What the app logged as errors: attached to the failure that caused them. */
const serverErrors: string[] = [];
const lastServerError = () => {
  const line = serverErrors.splice(0).at(-1);
  return line ? `\n  server logged: ${line.slice(0, 1500)}` : '';
};
beforeAll(async () => {
  f = await fixture({ errors: serverErrors });
});
afterAll(async () => {
  await f.app.close();
});

/**
 * Keeps the fuzzed player signed in: a successful login or reset replaces or clears the token.
 * Answers whether it had to write (then the next call needs a fresh digest).
 */
function resync(): boolean {
  const row = f.world.db.prepare('SELECT token FROM users WHERE id = ?').get(f.player.id) as {
    token: string | null;
  };
  if (row.token) {
    f.player.token = row.token;
    return false;
  }
  f.player.token = newToken();
  f.world.db.prepare('UPDATE users SET token = ? WHERE id = ?').run(f.player.token, f.player.id);
  return true;
}

/** The contents after the last call: the next call's "before" (one reading per call). */
let current: { path: EndpointPath; contents: Map<string, string[]> } | undefined;

/** Sends one fuzzed body; answers a description of what broke, if anything. */
async function probe(path: EndpointPath, plan: Plan, withEnvelope: boolean) {
  const template = {
    ...(withEnvelope ? ENVELOPE : {}),
    ...PROVIDER_TEMPLATES[path](f),
  };
  const payload = applyPlan(template, plan);
  const ignored = IGNORED_ON_REFUSAL[path] ?? {};
  if (current?.path !== path) current = { path, contents: contents(f.world.db, ignored) };
  const before = current.contents;
  const response = await f.app.inject({
    method: 'POST',
    url: `/${path}`,
    payload: payload.text,
    headers: payload.contentType ? { 'content-type': payload.contentType } : {},
  });
  const where = `${path}: ${describePlan(plan, payload)} -> ${response.statusCode} ${response.body.slice(0, 300)}`;
  const { problem, status } = envelopeProblem(
    response.statusCode,
    response.headers['content-type'] as string | undefined,
    response.body,
    {
      statuslessOk: ANSWERS_WITHOUT_STATUS.includes(path),
      msgRequired: !ANSWERS_WITHOUT_MSG.includes(path),
      // api-last-fund-request-detail says "none pending" as status false without msg.
      msglessFalseOk: path === 'api-last-fund-request-detail',
      type: 'text/html',
    },
  );
  let checks = 1;
  if (problem) return { failure: `${problem}: ${where}${lastServerError()}`, checks };
  // The error handler answers a defect as status false: the log tells it from a refusal.
  checks += 1;
  const logged = lastServerError();
  if (logged) return { failure: `the server failed: ${where}${logged}`, checks };
  if (response.statusCode === 200) {
    checks += 1;
    if (!Value.Check(ENDPOINTS[path].response, response.json()))
      return { failure: `answer breaks the response schema: ${where}`, checks };
  }
  const after = contents(f.world.db, ignored);
  current.contents = after;
  if (status === false) {
    checks += 1;
    const changes = changesBetween(before, after);
    if (changes)
      return { failure: `a refused call changed the database: ${where}\n  ${changes}`, checks };
  }
  if (resync()) current = undefined;
  return { failure: undefined, checks };
}

describe('fuzzing every provider endpoint through inject', () => {
  it('covers every endpoint in the registry with a valid template', () => {
    expect(Object.keys(PROVIDER_TEMPLATES).sort()).toEqual([...ENDPOINT_PATHS].sort());
  });

  // The test's own timeout outlasts fast-check's time limit: a timed-out test would leave its
  // property running beside the next one, on the same world.
  it.for(ENDPOINT_PATHS)(
    '%s: never a 5xx, always the envelope, a refusal changes nothing',
    { timeout: TIME_LIMIT_MS + 30_000 },
    async (path, { task }) => {
      const counts = tally(task);
      const failures: string[] = [];
      await assertCollecting(
        fc.asyncProperty(planOf, fc.boolean(), async (plan, unsigned) => {
          // Mostly with the right app key (to reach the handler), sometimes without.
          const result = await probe(path, plan, !unsigned || plan.kind === 'template');
          counts.inputs += 1;
          counts.checks += result.checks;
          if (result.failure) failures.push(result.failure);
          return result.failure === undefined;
        }),
        failures,
        { numRuns: RUNS, timeLimitMs: TIME_LIMIT_MS },
      );
      expect(failures).toEqual([]);
    },
  );

  it('the ledger still matches every balance and none is negative', ({ task }) => {
    tally(task).checks += 2;
    expect(ledgerMismatches(f.world)).toEqual([]);
    expect(f.world.db.prepare('SELECT COUNT(*) AS n FROM users WHERE wallet < 0').get()).toEqual({
      n: 0,
    });
  });
});
