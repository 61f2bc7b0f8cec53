// @ts-check
/**
 * A script of another project that installed the simulator's tarballs (scripts/package.test.ts
 * runs it there): an answer override, verify, waitFor and a player registered through the
 * installed control client, against `panna-sim` at PANNA_SIM_URL. Prints one JSON line of what it
 * saw; fails on any miss.
 */
import assert from 'node:assert/strict';
import {
  VerifyError,
  WaitTimeoutError,
  createControlClient,
} from '@panna/mock-provider/control-client';
import { DEFAULT_SIMULATOR_URL } from '@panna/mock-provider/ports';

const origin = process.env.PANNA_SIM_URL ?? DEFAULT_SIMULATOR_URL;
const sandbox = `consumer-${process.pid}`;
const sim = createControlClient({ baseUrl: `${origin}/s/${sandbox}` });

/**
 * A provider call as an app makes it: the HTTP status and the body's text.
 * @param {string} path
 * @param {Record<string, unknown>} [body]
 */
async function provider(path, body = {}) {
  const response = await fetch(`${origin}/s/${sandbox}/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ env_type: 'Prod', app_key: 'panna-dev-key-local', ...body }),
  });
  return { status: response.status, text: await response.text() };
}

// An override: the dashboard's next two calls get a market with an unknown msg_status.
const odd = { status: true, msg: 'Success', result: [{ game_id: '1', msg_status: 7 }] };
const { id } = await sim.call('POST /overrides', {
  path: 'api-get-dashboard-data',
  answer: odd,
  times: 2,
});
const answers = [];
for (let n = 0; n < 3; n++) answers.push(await provider('api-get-dashboard-data'));
assert.deepEqual(answers[0], { status: 200, text: JSON.stringify(odd) });
assert.deepEqual(answers[1], { status: 200, text: JSON.stringify(odd) });
assert.notEqual(answers[2]?.text, JSON.stringify(odd));

// verify: three calls, two of them overridden; another count throws naming both numbers.
const entries = await sim.verify({ path: 'api-get-dashboard-data', count: 3 });
assert.equal(entries.filter((entry) => entry.override === id).length, 2);
const miscount = await sim.verify({ path: 'api-get-dashboard-data', count: 5 }).catch((e) => e);
assert.ok(miscount instanceof VerifyError);
assert.match(miscount.message, /Expected 5 calls .* has 3/);

// waitFor: a clock running a thousand times fast passes ten past ten.
await sim.call('POST /clock', { set: '2024-07-01T10:00:00+05:30', freeze: false, speed: 1000 });
const tenPast = Date.parse('2024-07-01T10:10:00+05:30');
const clock = await sim.waitFor('GET /clock', undefined, (c) => Date.parse(c.now) >= tenPast, {
  timeoutMs: 10_000,
  intervalMs: 50,
});
// ...and gives up on what never comes, showing the last answer.
const never = await sim
  .waitFor('GET /overrides', undefined, (a) => a.overrides.length > 0, { timeoutMs: 300 })
  .catch((e) => e);
assert.ok(never instanceof WaitTimeoutError);
assert.match(never.message, /"overrides":\[\]/);

// A player registered by the control plane acting as their app (calls made in process).
const { player } = await sim.call('POST /players', { mobile: '9000000901', wallet: 250 });

await createControlClient({ baseUrl: origin }).call('DELETE /sandboxes/:name', { name: sandbox });
console.log(
  JSON.stringify({
    override: id,
    calls: entries.length,
    clock: clock.now,
    registered: player.wallet,
  }),
);
