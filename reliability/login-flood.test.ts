/**
 * Password floods against a provider in its own process: wrong-password logins, registrations,
 * password changes and resets sent all at once, as text/plain (which any web page may send
 * without asking) and as JSON, to the default world and to sandboxes. Hashes run off the event
 * loop, so other players' calls (the dashboard, in every world, on the fast lane and off it), the
 * control plane and the docs' files are answered while the flood's hashes are still in flight;
 * this is checked by order (answered before the flood is), never by a time limit. The hashes'
 * results land on the world as it is when they are done: wrong passwords compared at once each
 * count toward a lockout, a number registered at once makes one player credited once, one of
 * many password changes wins, and a restore in the middle leaves the ledger whole.
 */
import { createControlClient } from '@panna/mock-provider/control-client';
import { ACCOUNT_MESSAGES, LOGIN_RULES } from '@panna/mock-provider/rules';
import { DEMO_PASSWORD, DEMO_PLAYERS } from '@panna/mock-provider/seed';
import { ANSWER_CONTENT_TYPE, ENVELOPE } from '@panna/mock-provider/testing';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FULL, scaled } from './support/mode';
import { startProvider, type ProviderProcess } from './support/provider-process';
import { tally } from './support/tally';

/** Password calls sent at once in each flood. */
const FLOOD = scaled(8, 30);
const DEMO = DEMO_PLAYERS.player.mobile;
const BODY_TYPES = ['text/plain', 'application/json'] as const;
type BodyType = (typeof BODY_TYPES)[number];

let provider: ProviderProcess;
const dir = mkdtempSync(join(tmpdir(), 'panna-flood-'));
let sandboxCount = 0;

beforeAll(async () => {
  provider = await startProvider({ dbPath: join(dir, 'provider.db') });
}, 90_000);
afterAll(async () => {
  await provider?.crash();
  rmSync(dir, { recursive: true, force: true });
});

interface Answer {
  code: number;
  type: string;
  body: Record<string, unknown>;
}

/** A world's path prefix: '' for the default world, `/s/{name}` for a sandbox. */
type Prefix = '' | `/s/${string}`;
const newSandbox = (): Prefix => `/s/flood-${(sandboxCount += 1)}`;

async function send(
  path: string,
  body?: Record<string, unknown>,
  type: BodyType = 'application/json',
): Promise<Answer> {
  const response = await fetch(`${provider.base}${path}`, {
    method: body ? 'POST' : 'GET',
    ...(body && { headers: { 'content-type': type }, body: JSON.stringify(body) }),
  });
  const text = await response.text();
  let parsed: Record<string, unknown>;
  try {
    parsed = JSON.parse(text) as Record<string, unknown>;
  } catch {
    parsed = { text: text.slice(0, 200) };
  }
  return { code: response.status, type: response.headers.get('content-type') ?? '', body: parsed };
}

/** A provider call in a world, with the envelope. */
const provide = (
  world: Prefix,
  path: string,
  fields: Record<string, unknown>,
  type?: BodyType,
): Promise<Answer> => send(`${world}/${path}`, { ...ENVELOPE, ...fields }, type);

const control = (world: Prefix) => createControlClient({ baseUrl: `${provider.base}${world}` });

/** The demo player's token in a world (a login). */
async function demoToken(world: Prefix): Promise<string> {
  const login = await provide(world, 'api-user-login', { mobile: DEMO, password: DEMO_PASSWORD });
  expect(login.body.status).toBe(true);
  return login.body.unique_token as string;
}

/** The calls every flood must not hold: the dashboard in two worlds, the control plane, a file. */
async function bystanders(): Promise<(() => Promise<void>)[]> {
  const lane = await demoToken('');
  const elsewhere: Prefix = '/s/flood-bystander';
  const sandboxed = await demoToken(elsewhere);
  const dashboard = (world: Prefix, token: string) => async () => {
    const answer = await provide(world, 'api-get-dashboard-data', { unique_token: token });
    expect(answer.body.status).toBe(true);
  };
  return [
    // The default world's dashboard takes the fast lane; a sandbox's goes through Fastify.
    dashboard('', lane),
    dashboard(elsewhere, sandboxed),
    async () => {
      expect((await send('/__sim/clock')).code).toBe(200);
    },
    // Read from disk on libuv's threadpool, which the hashes share.
    async () => {
      const file = await send('/docs/static/swagger-ui.css');
      expect([file.code, file.type]).toEqual([200, expect.stringMatching(/^text\/css/)]);
    },
  ];
}

let waiting: Promise<(() => Promise<void>)[]> | undefined;
const bystanderCalls = () => (waiting ??= bystanders());

/**
 * Sends the flood all at once and, once its first call is answered (the rest are being hashed
 * by then), every bystander's call. Answers how many of the flood had been answered when every
 * bystander was, and the flood's answers.
 */
async function whileFlooded(flood: (() => Promise<Answer>)[]) {
  const calls = await bystanderCalls();
  let answered = 0;
  const answers = flood.map((send) =>
    send().then((answer) => {
      answered += 1;
      return answer;
    }),
  );
  await Promise.race(answers);
  await Promise.all(calls.map((call) => call()));
  const answeredMeanwhile = answered;
  return { answeredMeanwhile, answers: await Promise.all(answers) };
}

/** Every answer is the protocol's envelope over HTTP 200, typed as the real server types it. */
const expectEnvelopes = (answers: Answer[]) => {
  for (const answer of answers) {
    expect(answer.code).toBe(200);
    expect(answer.type).toBe(ANSWER_CONTENT_TYPE);
    expect(typeof answer.body.msg).toBe('string');
  }
};

/** The i-th new number of a flood (each sandbox is a world of its own). */
const mobileOf = (i: number) => `7000${String(i).padStart(6, '0')}`;

describe('a password flood', { timeout: 240_000 }, () => {
  // text/plain to the default world and JSON to a sandbox; the full run tries all four.
  const worlds: [BodyType, 'default' | 'sandbox'][] = FULL
    ? BODY_TYPES.flatMap((type) => [[type, 'default'] as const, [type, 'sandbox'] as const])
    : [
        ['text/plain', 'default'],
        ['application/json', 'sandbox'],
      ];

  it.for(worlds)(
    'of wrong-password logins (%s, %s world) holds no other call, and refuses each login',
    async ([type, where], { task }) => {
      const world = where === 'default' ? '' : newSandbox();
      const flood = Array.from(
        { length: FLOOD },
        (_, i) => () =>
          provide(world, 'api-user-login', { mobile: DEMO, password: `wrong-${i}` }, type),
      );
      const { answeredMeanwhile, answers } = await whileFlooded(flood);
      expect(answeredMeanwhile).toBeLessThan(FLOOD);
      expectEnvelopes(answers);
      for (const answer of answers) expect(answer.body.msg).toBe(ACCOUNT_MESSAGES.invalidLogin);
      // The right password still opens the account (real has no lockout).
      expect((await demoToken(world)).length).toBeGreaterThan(0);
      const counts = tally(task);
      counts.concurrent += FLOOD + 4;
      counts.checks += FLOOD * 2 + 2;
    },
  );

  it('of registrations, password changes and resets holds no other call either', async ({
    task,
  }) => {
    const world = newSandbox();
    await control(world).call('PATCH /settings', { welcomeBonus: 25 });
    const token = await demoToken(world);
    const floods: [string, (i: number) => Promise<Answer>][] = [
      [
        'registrations',
        (i) =>
          provide(
            world,
            'api-user-registration',
            { name: `flood ${i}`, mobile: mobileOf(i), password: `pw-${i}` },
            'text/plain',
          ),
      ],
      [
        'changes with a wrong old password',
        (i) =>
          provide(world, 'api-change-password', {
            unique_token: token,
            old_pass: `wrong-${i}`,
            new_pass: `new-${i}`,
          }),
      ],
      [
        'resets',
        (i) =>
          provide(
            world,
            'api-forgot-password',
            { mobile: mobileOf(i), new_pass: `reset-${i}` },
            'text/plain',
          ),
      ],
    ];
    const counts = tally(task);
    for (const [what, call] of floods) {
      const { answeredMeanwhile, answers } = await whileFlooded(
        Array.from({ length: FLOOD }, (_, i) => () => call(i)),
      );
      expect(answeredMeanwhile, what).toBeLessThan(FLOOD);
      expectEnvelopes(answers);
      counts.concurrent += FLOOD + 4;
      counts.checks += FLOOD + 1;
    }
    // Every registration made its player, credited once; every reset took; the old password held.
    for (let i = 0; i < FLOOD; i++) {
      const { player, transactions } = await control(world).call('GET /players/:mobile', {
        mobile: mobileOf(i),
      });
      expect([player.wallet, transactions.length]).toEqual([25, 1]);
      const login = await provide(world, 'api-user-login', {
        mobile: mobileOf(i),
        password: `reset-${i}`,
      });
      expect(login.body.status).toBe(true);
    }
    expect(await demoToken(world)).toBe(token);
    counts.checks += FLOOD * 2 + 1;
  });
});

describe('what hashes decide lands on the world as it is then', { timeout: 240_000 }, () => {
  it('wrong passwords compared at once each count toward strict lockout', async ({ task }) => {
    const world = newSandbox();
    await control(world).call('PATCH /settings', { profile: 'strict' });
    const tries = Math.max(FLOOD, LOGIN_RULES.maxFailures + 2);
    const answers = await Promise.all(
      Array.from({ length: tries }, (_, i) =>
        provide(world, 'api-user-login', { mobile: DEMO, password: `wrong-${i}` }, 'text/plain'),
      ),
    );
    expectEnvelopes(answers);
    const refusals = answers.map((a) => a.body.msg);
    const wrong = refusals.filter((msg) => msg === ACCOUNT_MESSAGES.invalidLogin);
    expect(wrong).toHaveLength(LOGIN_RULES.maxFailures - 1);
    expect(refusals.filter((msg) => msg === ACCOUNT_MESSAGES.locked(15))).toHaveLength(
      tries - wrong.length,
    );
    // Locked: the right password too, until the lock ends.
    const right = await provide(world, 'api-user-login', { mobile: DEMO, password: DEMO_PASSWORD });
    expect(right.body.msg).toBe(ACCOUNT_MESSAGES.locked(15));
    const counts = tally(task);
    counts.concurrent += tries;
    counts.checks += tries + 3;
  });

  it('one number registered by many at once makes one player, credited once', async ({ task }) => {
    const world = newSandbox();
    await control(world).call('PATCH /settings', { welcomeBonus: 40 });
    const mobile = mobileOf(0);
    const answers = await Promise.all(
      Array.from({ length: FLOOD }, (_, i) =>
        provide(world, 'api-user-registration', { name: `twin ${i}`, mobile, password: `p${i}` }),
      ),
    );
    expectEnvelopes(answers);
    const made = answers.filter((a) => a.body.status === true);
    expect(made).toHaveLength(1);
    for (const answer of answers)
      if (answer.body.status !== true)
        expect(answer.body.msg).toBe(ACCOUNT_MESSAGES.mobileRegistered);
    const { player, transactions } = await control(world).call('GET /players/:mobile', {
      mobile,
    });
    expect([player.wallet, transactions.length]).toEqual([40, 1]);
    // The password stored is the one of the registration that was answered.
    const winner = answers.indexOf(made[0]!);
    expect(
      (await provide(world, 'api-user-login', { mobile, password: `p${winner}` })).body.status,
    ).toBe(true);
    const counts = tally(task);
    counts.concurrent += FLOOD;
    counts.checks += FLOOD + 4;
  });

  it('of password changes made at once from the same old password, one wins', async ({ task }) => {
    const world = newSandbox();
    const token = await demoToken(world);
    const answers = await Promise.all(
      Array.from({ length: FLOOD }, (_, i) =>
        provide(world, 'api-change-password', {
          unique_token: token,
          old_pass: DEMO_PASSWORD,
          new_pass: `changed-${i}`,
        }),
      ),
    );
    expectEnvelopes(answers);
    const won = answers.filter((a) => a.body.status === true);
    expect(won).toHaveLength(1);
    for (const answer of answers)
      if (answer.body.status !== true)
        expect(answer.body.msg).toBe(ACCOUNT_MESSAGES.oldPasswordIncorrect);
    const winner = answers.indexOf(won[0]!);
    const opens = async (password: string) =>
      (await provide(world, 'api-user-login', { mobile: DEMO, password })).body.status === true;
    expect(await opens(`changed-${winner}`)).toBe(true);
    expect(await opens(DEMO_PASSWORD)).toBe(false);
    expect(await opens(`changed-${(winner + 1) % FLOOD}`)).toBe(false);
    const counts = tally(task);
    counts.concurrent += FLOOD;
    counts.checks += FLOOD + 4;
  });

  it('a restore while registrations are hashed leaves every answer whole and the ledger equal', async ({
    task,
  }) => {
    const world = newSandbox();
    const sim = control(world);
    await sim.call('PATCH /settings', { welcomeBonus: 30 });
    await sim.call('POST /snapshots', { name: 'before' });
    let answered = 0;
    const registrations = Array.from({ length: FLOOD }, (_, i) =>
      provide(
        world,
        'api-user-registration',
        { name: `restored ${i}`, mobile: mobileOf(i), password: `r${i}` },
        'text/plain',
      ).then((answer) => {
        answered += 1;
        return answer;
      }),
    );
    await Promise.race(registrations);
    await sim.call('POST /snapshots/:name/restore', { name: 'before' });
    const restoredMeanwhile = answered;
    const answers = await Promise.all(registrations);
    expect(restoredMeanwhile).toBeLessThan(FLOOD);
    expectEnvelopes(answers);
    for (const answer of answers) expect(answer.body.status).toBe(true);
    // Those stored before the restore are gone with it, those after are players with the bonus.
    const { players } = await sim.call('GET /players');
    const flooded = players.filter((p) => p.name.startsWith('Restored '));
    expect(flooded.length).toBeGreaterThanOrEqual(FLOOD - restoredMeanwhile);
    for (const player of flooded) expect(player.wallet).toBe(30);
    // Every balance is its ledger.
    for (const player of players) {
      const { transactions } = await sim.call('GET /players/:mobile', { mobile: player.mobile });
      const sum = transactions.reduce(
        (total, t) => total + (t.transaction_type === '1' ? t.amount : -t.amount),
        0,
      );
      if (transactions.length < 200) expect(player.wallet, player.mobile).toBe(sum);
    }
    const counts = tally(task);
    counts.concurrent += FLOOD + 1;
    counts.checks += FLOOD * 2 + players.length;
  });
});
