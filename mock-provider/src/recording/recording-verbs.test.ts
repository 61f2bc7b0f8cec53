/** The recording verbs, what a recording leaves out, and the control plane acting as players. */
import { MSG, bidTypeById, createBidSlip, formatBidDate, indiaDateKey } from '@panna/shared';
import { parse } from 'yaml';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { ControlCallError, createControlClient, type ControlClient } from '../control-client';
import { injectFetch } from '../inject-fetch';
import { ENVELOPE } from '../testing';
import { JSON_LIMIT_MESSAGES } from '../json-limits';
import { RECORDING_MESSAGES, recorderOf } from '.';

type App = Awaited<ReturnType<typeof buildApp>>;
let app: App;
const MADE_AT = Date.parse('2025-03-03T09:00:00+05:30');

beforeEach(async () => {
  app = await buildApp({ dbPath: ':memory:', startAt: MADE_AT });
});
afterEach(() => app.close());

const simIn = (sandbox: string): ControlClient =>
  createControlClient({ baseUrl: `http://localhost/s/${sandbox}`, fetch: injectFetch(app) });
const provider = async (sandbox: string, path: string, body: Record<string, unknown>) =>
  (
    await app.inject({
      method: 'POST',
      url: `/s/${sandbox}/${path}`,
      payload: { ...ENVELOPE, ...body },
    })
  ).json() as { status: unknown; msg: string };
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => (error instanceof ControlCallError ? [error.status, error.msg] : error),
  );
/** The steps of a recorded file, without the pins and the closing part. */
const recordedSteps = (yaml: string) => {
  const text = yaml.slice(
    yaml.indexOf('# Recorded from'),
    yaml.indexOf('# Where the recording stopped'),
  );
  return (parse(`steps:\n${text}`) as { steps: Record<string, unknown>[] }).steps;
};

describe('POST and GET /recording', { timeout: 60_000 }, () => {
  it('start, say it runs, stop with the file, and refuse what makes no sense', async () => {
    const sim = simIn('verbs');
    await sim.call('POST /clock', { freeze: true, set: '2025-03-03T09:00:00+05:30' });
    expect(await sim.call('GET /recording')).toMatchObject({ recording: false, scenario: null });
    expect(await refusal(sim.call('POST /recording', { action: 'stop' }))).toEqual([
      409,
      RECORDING_MESSAGES.notRunning,
    ]);
    const started = await sim.call('POST /recording', { action: 'start' });
    expect(started).toMatchObject({ recording: true, since: '2025-03-03T03:30:00.000Z', steps: 0 });
    expect(await refusal(sim.call('POST /recording', { action: 'start' }))).toEqual([
      409,
      RECORDING_MESSAGES.running,
    ]);
    await sim.call('PATCH /settings', { minDeposit: 200 });
    expect(await sim.call('GET /recording')).toMatchObject({ recording: true, steps: 1 });
    const stopped = await sim.call('POST /recording', { action: 'stop' });
    expect(stopped).toMatchObject({ recording: false, since: null });
    expect(recordedSteps(stopped.scenario!)).toEqual([
      { clock: { set: '2025-03-03T09:00:00.000+05:30', freeze: true } },
      { setting: { minDeposit: 200 } },
    ]);
    expect((await sim.call('GET /recording')).scenario).toBe(stopped.scenario);
    expect(await refusal(sim.call('POST /recording', { action: 'pause' } as never))).toEqual([
      400,
      expect.stringContaining('action'),
    ]);
  });

  it("records the default world's bids, answered on the fast lane over a socket", async () => {
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as { port: number };
    const base = `http://127.0.0.1:${port}`;
    const sim = createControlClient({ baseUrl: base });
    await sim.call('POST /players', { mobile: '9000000804', wallet: 100 });
    const { token } = await sim.call('GET /players/:mobile/session', { mobile: '9000000804' });
    const { market } = await sim.call('POST /markets', {
      kind: 'main',
      name: 'LANE',
      open_time: '03:45 PM',
      close_time: '05:45 PM',
    });
    await sim.call('POST /recording', { action: 'start' });
    const added = createBidSlip(bidTypeById('single-digit'), {
      gameId: String(market.id),
      gameName: 'LANE',
    }).add({ digits: '4', points: '10', session: 'Open' }, 100);
    if (!added.ok) throw new Error(added.message);
    const [submission] = added.slip.submissions(token, formatBidDate(indiaDateKey(MADE_AT)));
    const answer = await fetch(`${base}/${submission!.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...ENVELOPE, ...submission!.body }),
    });
    expect(await answer.json()).toMatchObject({ status: true });
    const { scenario } = await sim.call('POST /recording', { action: 'stop' });
    expect(recordedSteps(scenario!)).toContainEqual({
      bid: {
        player: 'p9000000804',
        market: 'lane',
        type: 'single-digit',
        digits: '4',
        points: '10',
      },
    });
  });

  it('records each world on its own', async () => {
    const one = simIn('one');
    const other = simIn('other');
    await one.call('POST /recording', { action: 'start' });
    await other.call('PATCH /settings', { minDeposit: 300 });
    expect((await other.call('GET /recording')).recording).toBe(false);
    const { scenario } = await one.call('POST /recording', { action: 'stop' });
    expect(recordedSteps(scenario!)).toHaveLength(1);
  });

  it('leaves out reads, refusals of the control plane and account calls that change nothing', async () => {
    const sim = simIn('quiet');
    await sim.call('POST /players', { mobile: '9000000801', wallet: 100 });
    await sim.call('POST /recording', { action: 'start' });
    await sim.call('GET /players');
    await sim
      .call('POST /results/preview', { game_id: 1, session: 'open', pana: '128' })
      .catch(() => undefined);
    await refusal(sim.call('POST /players/:mobile/debit', { mobile: '9000000801', amount: 5000 }));
    await provider('quiet', 'api-get-dashboard-data', { unique_token: 'x' });
    const { scenario } = await sim.call('POST /recording', { action: 'stop' });
    expect(recordedSteps(scenario!)).toHaveLength(1); // the clock it began at
  });

  it('writes the notification switch as sent, and a PIN with a stand-in, never the one chosen', async () => {
    const sim = simIn('pin');
    await sim.call('POST /players', { mobile: '9000000803', wallet: 100 });
    const { token } = await sim.call('GET /players/:mobile/session', { mobile: '9000000803' });
    await sim.call('POST /recording', { action: 'start' });
    await provider('pin', 'api-notification-setting', {
      unique_token: token,
      notification_status: '0',
    });
    await provider('pin', 'api-update-pin', { mobile: '9000000803', security_pin: '7391' });
    await provider('pin', 'api-update-pin', { mobile: '9000000803', security_pin: '1234' });
    // Refused (no such number): changes nothing, so not written.
    await provider('pin', 'api-update-pin', { mobile: '9000000899', security_pin: '5555' });
    const { scenario } = await sim.call('POST /recording', { action: 'stop' });
    expect(scenario).not.toContain('7391');
    expect(recordedSteps(scenario!).slice(1)).toEqual([
      {
        call: {
          path: 'api-notification-setting',
          player: 'p9000000803',
          body: { notification_status: '0' },
        },
      },
      { call: { path: 'api-update-pin', body: { mobile: '9000000803', security_pin: '1234' } } },
      { call: { path: 'api-update-pin', body: { mobile: '9000000803', security_pin: '4321' } } },
    ]);
    // The replay sets them: the switch as the player left it, the PIN the last stand-in.
    const replay = simIn('pin-replay');
    const report = await replay.call('POST /scenarios/run', { scenario: scenario! });
    expect(report.steps.find((s) => !s.ok)).toBeUndefined();
    const login = (await provider('pin-replay', 'api-user-login', {
      mobile: '9000000803',
      password: 'secret123',
    })) as { status: unknown; notification_status?: unknown; unique_token?: string };
    expect(login).toMatchObject({ status: true, notification_status: '0' });
    expect(
      await provider('pin-replay', 'api-check-security-pin', {
        unique_token: login.unique_token,
        security_pin: '4321',
      }),
    ).toMatchObject({ status: true });
  });

  it.for(['real', 'strict'] as const)(
    'writes a wrong password, which counts towards the lockout, with a stand-in, never the one typed (%s)',
    async (profile) => {
      const sim = simIn(profile);
      await sim.call('PATCH /settings', { profile });
      await sim.call('POST /players', { mobile: '9000000802', password: 'mine' });
      await sim.call('POST /recording', { action: 'start' });
      await provider(profile, 'api-user-login', { mobile: '9000000802', password: 'guess-1' });
      await provider(profile, 'api-user-login', { mobile: '9000000802', password: 'mine' });
      const { scenario } = await sim.call('POST /recording', { action: 'stop' });
      expect(scenario).not.toContain('guess-1');
      expect(scenario).not.toContain('"mine"');
      expect(recordedSteps(scenario!).slice(1)).toEqual([
        {
          call: {
            path: 'api-user-login',
            body: { mobile: '9000000802', password: 'not-secret123' },
          },
        },
        { expect: { call: 'refused', msg: MSG.INVALID_LOGIN } },
      ]);
    },
  );

  it('masks a secret field a written body carries, as the journal does', async () => {
    const sim = simIn('masked');
    await sim.call('POST /players', { mobile: '9000000803' });
    const { token } = await sim.call('GET /players/:mobile/session', { mobile: '9000000803' });
    await sim.call('POST /recording', { action: 'start' });
    await provider('masked', 'api-profile-update', {
      unique_token: token,
      user_name: 'Asha',
      password: 'typed-by-mistake',
    });
    const { scenario } = await sim.call('POST /recording', { action: 'stop' });
    expect(scenario).not.toContain('typed-by-mistake');
    expect(recordedSteps(scenario!)[1]).toEqual({
      call: {
        path: 'api-profile-update',
        player: 'p9000000803',
        body: { user_name: 'Asha', password: '***' },
      },
    });
  });

  it('writes no secret of any spelling nested anywhere in a body, and still replays', async () => {
    const sim = simIn('nested');
    await sim.call('POST /players', { mobile: '9000000805', wallet: 500 });
    await sim.call('POST /players', { mobile: '9000000806' });
    const { token } = await sim.call('GET /players/:mobile/session', { mobile: '9000000805' });
    await sim.call('POST /recording', { action: 'start' });
    const secrets = ['Pw-typed-0001', 'Pin-typed-0002', 'Otp-typed-0003'];
    await provider('nested', 'api-profile-update', {
      unique_token: token,
      user_name: 'Asha',
      meta: { unique_token: token, device: [{ userPwd: secrets[0] }] },
      PIN_CODE: secrets[1],
    });
    await provider('nested', 'api-user-transfer-wallet-balance', {
      unique_token: token,
      mobile_no: '9000000806',
      amount: '50',
      extra: JSON.stringify({ OTP_code: secrets[2], access_token: token }),
    });
    const { scenario } = await sim.call('POST /recording', { action: 'stop' });
    for (const secret of [token, ...secrets]) expect(scenario).not.toContain(secret);
    expect(recordedSteps(scenario!)[1]).toEqual({
      call: {
        path: 'api-profile-update',
        player: 'p9000000805',
        body: {
          user_name: 'Asha',
          meta: { unique_token: '***', device: [{ userPwd: '***' }] },
          PIN_CODE: '***',
        },
      },
    });
    const replay = await simIn('nested-replay').call('POST /scenarios/run', {
      scenario: scenario!,
    });
    expect(replay.steps.filter((s) => !s.ok)).toEqual([]);
  });

  it("writes a device's switches after a sign-in from it, and they replay in another world", async () => {
    const sim = simIn('devices');
    const mobile = '9000000807';
    await sim.call('POST /players', { mobile, password: 'her-own-secret' });
    // Signed in on her phone before the recording began: the replay's world has no such device.
    const login = { mobile, password: 'her-own-secret', device_id: 'phone-1' };
    expect(await provider('devices', 'api-user-login', login)).toMatchObject({ status: true });
    await sim.call('POST /recording', { action: 'start' });
    const device = { mobile, device: 'phone-1' };
    await sim.call('PATCH /players/:mobile/devices/:device', { ...device, logout_status: '1' });
    await sim.call('PATCH /players/:mobile/devices/:device', {
      ...device,
      security_pin_status: '1',
    });
    const { scenario } = await sim.call('POST /recording', { action: 'stop' });
    expect(scenario).not.toContain('her-own-secret');
    const replaying = simIn('devices-replay');
    const replay = await replaying.call('POST /scenarios/run', { scenario: scenario! });
    expect(replay.steps.filter((s) => !s.ok)).toEqual([]);
    expect((await replaying.call('GET /players/:mobile/devices', { mobile })).devices).toEqual([
      expect.objectContaining({
        device_id: 'phone-1',
        logout_status: '1',
        security_pin_status: '1',
      }),
    ]);
  });

  it('starts over at a reset, and replays a snapshot it saved', async () => {
    const sim = simIn('over');
    await sim.call('POST /recording', { action: 'start' });
    await sim.call('PATCH /settings', { minDeposit: 200 });
    await sim.call('POST /reset', { at: '2025-03-04T10:00:00+05:30' });
    await sim.call('POST /snapshots', { name: 'mid' });
    await sim.call('PATCH /settings', { minDeposit: 300 });
    await sim.call('POST /snapshots/:name/restore', { name: 'mid' });
    const { scenario } = await sim.call('POST /recording', { action: 'stop' });
    // The reset leaves the clock running: the recording begins where it was then.
    expect(scenario).toMatch(
      /# Recorded from 2025-03-04T10:00:00\.\d{3}\+05:30 \(started over after POST \/reset\)/,
    );
    expect(recordedSteps(scenario!).slice(1)).toEqual([
      { snapshot: { save: 'mid' } },
      { setting: { minDeposit: 300 } },
      { snapshot: { restore: 'mid' } },
    ]);
  });
});

describe('a recording can always be stopped', { timeout: 60_000 }, () => {
  const arrays = (levels: number) => `${'['.repeat(levels)}0${']'.repeat(levels)}`;
  const postOverride = (sandbox: string, body: string) =>
    app.inject({
      method: 'POST',
      url: `/s/${sandbox}/__sim/overrides`,
      payload: body,
      headers: { 'content-type': 'application/json' },
    });

  it('refuses a deep or huge override at the door, and the stop answers the file', async () => {
    const sim = simIn('deep-override');
    await sim.call('POST /clock', { freeze: true, set: '2025-03-03T09:00:00+05:30' });
    await sim.call('POST /recording', { action: 'start' });
    for (const levels of [20_000, 2_000]) {
      const deep = await postOverride(
        'deep-override',
        `{"path":"api-get-dashboard-data","answer":${arrays(levels)},"times":0}`,
      );
      expect(deep.json()).toEqual({ status: false, msg: JSON_LIMIT_MESSAGES.tooDeep });
    }
    const huge = await postOverride(
      'deep-override',
      JSON.stringify({ path: 'api-get-dashboard-data', answer: 'x'.repeat(100_000) }),
    );
    expect(huge.statusCode).toBe(400);
    await sim.call('POST /overrides', { path: 'api-game-rates', answer: [[['fine']]] });
    await provider('deep-override', 'api-get-dashboard-data', { unique_token: 'nobody' });
    expect((await sim.call('GET /overrides')).overrides).toHaveLength(1);
    const stopped = await sim.call('POST /recording', { action: 'stop' });
    expect(stopped.recording).toBe(false);
    expect(recordedSteps(stopped.scenario!)).toContainEqual({
      override: { path: 'api-game-rates', answer: [[['fine']]] },
    });
  });

  it('sets aside a step that cannot be written, with a note, and ends the recording', async () => {
    const sim = simIn('unwritable');
    await sim.call('POST /clock', { freeze: true, set: '2025-03-03T09:00:00+05:30' });
    await sim.call('POST /recording', { action: 'start' });
    await sim.call('PATCH /settings', { minDeposit: 200 });
    // What no caller over HTTP can hand it any more: a value 20,000 levels deep.
    let answer: unknown = 0;
    for (let n = 0; n < 20_000; n += 1) answer = [answer];
    const world = app.worlds.find('unwritable')!;
    recorderOf(world).control({
      verb: 'POST /overrides',
      at: world.clock.now(),
      input: { path: 'api-game-rates', answer },
      answer: { status: true, id: 'o1' },
    });
    await sim.call('PATCH /settings', { minDeposit: 300 });
    const stopped = await sim.call('POST /recording', { action: 'stop' });
    expect(stopped.recording).toBe(false);
    expect(stopped.scenario).toMatch(
      /# Set aside: the override step at 2025-03-03T09:00:00\.000\+05:30 could not be written \(.+\)\n/,
    );
    expect(recordedSteps(stopped.scenario!)).toEqual([
      { clock: { set: '2025-03-03T09:00:00.000+05:30', freeze: true } },
      { setting: { minDeposit: 200 } },
      { setting: { minDeposit: 300 } },
    ]);
    expect(await sim.call('GET /recording')).toMatchObject({ recording: false });
  });
});

describe('the control plane acting as players', { timeout: 60_000 }, () => {
  it('registers a player with a balance, and refuses a number registered already', async () => {
    const sim = simIn('act');
    const { player } = await sim.call('POST /players', {
      mobile: '9000000901',
      name: 'asha',
      wallet: 750,
    });
    expect(player).toMatchObject({ mobile: '9000000901', name: 'Asha', wallet: 750 });
    expect(await refusal(sim.call('POST /players', { mobile: '9876543210' }))).toEqual([
      409,
      'Player 9876543210 is registered already',
    ]);
    expect(
      (await sim.call('GET /players/:mobile/session', { mobile: '9000000901' })).token,
    ).toMatch(/\S{16,}/);
  });

  it('answers what the provider said to a bid, and refuses a bid the app would not send', async () => {
    const sim = simIn('bids');
    await sim.call('POST /players', { mobile: '9000000902', wallet: 100 });
    const { market } = await sim.call('POST /markets', {
      kind: 'main',
      name: 'QA',
      open_time: '03:45 PM',
      close_time: '05:45 PM',
    });
    const bid = (points: number, digits = '5') =>
      sim.call('POST /players/:mobile/bids', {
        mobile: '9000000902',
        game_id: market.id,
        type: 'single-digit',
        digits,
        points,
      });
    expect(await bid(60)).toMatchObject({ accepted: true, player: { wallet: 40 } });
    expect(await bid(60)).toMatchObject({
      accepted: false,
      msg: "Sorry You Don't Have Sufficient Amount For This Bid",
      player: { wallet: 40 },
    });
    expect(await refusal(bid(10, '55'))).toEqual([
      400,
      expect.stringContaining('client would refuse'),
    ]);
    expect(
      await refusal(
        sim.call('POST /players/:mobile/deposits', { mobile: '9000000999', amount: 500 }),
      ),
    ).toEqual([404, 'Unknown player 9000000999']);
  });

  it('places the same random bids for the same seed', async () => {
    const draw = async (sandbox: string) => {
      const sim = simIn(sandbox);
      await sim.call('POST /players', { mobile: '9000000903', wallet: 5000 });
      return (await sim.call('POST /bids/random', { count: 12, seed: 42 })).bids;
    };
    const first = await draw('random-a');
    expect(first).toHaveLength(12);
    expect(new Set(first.map((b) => b.type)).size).toBeGreaterThan(3);
    expect(await draw('random-b')).toEqual(first);
  });
});
