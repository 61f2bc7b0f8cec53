/**
 * Strict notes (domain/strict-notes.ts): the same calls made to a real and a strict world, each
 * case with players of its own. Wherever strict answers otherwise, the real world's journal entry
 * for the call carries strict's message; wherever the two answer alike, it carries none. The
 * browser journeys run only in the real profile on the strength of this.
 */
import { BID_TYPES, indiaDateKey } from '@panna/shared';
import { describe, expect } from 'vitest';
import { journalOf } from '../../domain/control/journal';
import { settingsOf } from '../../domain/settings';
import {
  ENVELOPE,
  addMarket,
  addPlayer,
  appTest,
  slipSubmissions,
  type TestApp,
  type TestPlayer,
} from '../../testing';

/** What one case's calls need of the world they run in. */
interface Setting {
  player: TestPlayer;
  /** A second player, with the mobile 9876500002. */
  other: TestPlayer;
  gameIds: { main: number; starline: number };
  today: string;
}

type Step = (s: Setting) => { path: string; body: Record<string, unknown> } | { raw: string };

const post = (path: string, body: Record<string, unknown> = {}) => ({ path, body });
const asPlayer =
  (path: string, body: Record<string, unknown> = {}) =>
  (s: Setting) =>
    post(path, { unique_token: s.player.token, ...body });

const withdraw = (body: Record<string, unknown>) =>
  asPlayer('api-user-withdraw-fund-request', { mobile: '9876500001', ...body });
const transfer = (amount: string, mobile_no: string) =>
  asPlayer('api-user-transfer-wallet-balance', { amount, mobile_no, transfer_note: '' });
const register = (mobile: string) =>
  post('api-user-registration', {
    name: 'Ravi',
    email: '',
    password: 'pw',
    mobile,
    security_pin: '123456',
    device_id: null,
  });

/** A submission of the catalogue's single digit on KALYAN, with its new_result changed. */
const singleDigit =
  (
    change: (nr: Record<string, unknown>) => void = () => {},
    market: 'main' | 'starline' = 'main',
  ) =>
  (s: Setting) => {
    const type = BID_TYPES.find(
      (t) => t.id === (market === 'main' ? 'single-digit' : 'star-single-digit'),
    )!;
    const [submission] = slipSubmissions(
      type,
      { gameId: String(s.gameIds[market]), gameName: market.toUpperCase() },
      [{ digits: '5', points: '10', session: 'Open' }],
      s.player.token,
      s.today,
    );
    const body = structuredClone(submission!.body) as unknown as Record<string, unknown>;
    change(body.new_result as Record<string, unknown>);
    return post(submission!.path, body);
  };

/** Each case: its calls, and the player's betting and blocked flags. */
const CASES: Record<string, { steps: Step[]; betting?: string; blocked?: boolean }> = {
  'a token no player holds': {
    steps: [() => post('api-get-dashboard-data', { unique_token: 'Z'.repeat(30) })],
  },
  'a blocked player': { blocked: true, steps: [asPlayer('api-user-wallet-balance')] },
  'betting disabled': { betting: '0', steps: [singleDigit()] },
  'a bid label misspelt, a wrong total, a Starline date unread': {
    steps: [
      singleDigit((nr) => (nr.pana = 'single digit')),
      singleDigit((nr) => (nr.totalbit = '99')),
      singleDigit((nr) => (nr.bid_date = 'tomorrow'), 'starline'),
      singleDigit(),
    ],
  },
  'a bid label of no type; a Jodi whose session is blank everywhere': {
    steps: [
      singleDigit((nr) => (nr.pana = 'Single Pana Digit')),
      singleDigit((nr) => {
        nr.pana = 'Jodi Digit';
        nr.session = '';
        nr.result = [{ digits: '54', closedigits: '', points: '10', session: '' }];
      }),
    ],
  },
  'withdrawals outside the limits, without a method': {
    steps: [
      withdraw({ request_amount: 10, payment_method: 2 }),
      withdraw({ request_amount: 600, payment_method: '' }),
      withdraw({ request_amount: 600, payment_method: 2 }),
    ],
  },
  'transfers outside the limits, to oneself, to a malformed number': {
    steps: [
      transfer('5', '9876500002'),
      transfer('200', '9876500001'),
      asPlayer('api-check-user-for-transfer-amt', { mobile_no: '12' }),
      transfer('200', '9876500002'),
    ],
  },
  'a deposit below the minimum; a malformed UPI number': {
    steps: [
      asPlayer('api-fund-request-add', { request_amount: '5' }),
      asPlayer('api-add-user-upi-details', {
        upi_type: '2',
        google_pay_no: '12',
        paytm_no: '',
        phon_pay_no: '',
      }),
    ],
  },
  'a UPI deposit credited twice; a bank account malformed; a transfer check without a token': {
    steps: [
      asPlayer('api-add-money-via-upi', { amount: '500', txn_id: 'T1', txn_ref: '', upigpay: '1' }),
      asPlayer('api-add-money-via-upi', { amount: '500', txn_id: 'T1', txn_ref: '', upigpay: '1' }),
      asPlayer('api-add-user-bank-details', {
        bank_name: 'sbi',
        ac_holder_name: 'asha',
        ac_number: '12',
        ifsc_code: 'SBIN0001234',
      }),
      () => post('api-check-user-for-transfer-amt', { mobile_no: '9876500002' }),
    ],
  },
  'a history filter not M/D/YYYY': {
    steps: [
      asPlayer('api-bid-history-data', { bid_from: '2024-07-01', bid_to: '7/1/2024' }),
      asPlayer('api-bid-history-data', { bid_from: '7/1/2024', bid_to: '7/1/2024' }),
    ],
  },
  'registration: a malformed number, no code sent; codes sent too soon': {
    steps: [
      () => register('123'),
      () => register('9876500077'),
      () => post('api-resend-otp', { mobile: '9876500078' }),
      () => post('api-resend-otp', { mobile: '9876500078' }),
    ],
  },
  'six wrong passwords, then the right one': {
    steps: [
      ...Array.from(
        { length: 6 },
        (): Step => (s) =>
          post('api-user-login', { mobile: s.player.mobile, password: 'wrong', device_id: 'd1' }),
      ),
      (s) =>
        post('api-user-login', { mobile: s.player.mobile, password: 'secret1', device_id: 'd1' }),
    ],
  },
  'PINs matched loosely or malformed, a notification switch of "yes", no password nor PIN': {
    steps: [
      asPlayer('api-check-security-pin'),
      () => post('api-update-pin', { mobile: '9876500001', security_pin: '12' }),
      asPlayer('api-check-security-pin', { security_pin: '012' }),
      asPlayer('api-notification-setting', { notification_status: 'yes' }),
      () => post('api-user-registration', { name: 'Ravi', mobile: '9876500079' }),
    ],
  },
  'a body that is not JSON': { steps: [() => ({ raw: '{"app_key": ' })] },
};

/** The world's answer to each step: its HTTP status, `status` and `msg`. */
async function run(app: TestApp, setting: Setting, steps: readonly Step[]): Promise<unknown[]> {
  const answers: unknown[] = [];
  for (const step of steps) {
    const call = step(setting);
    const response = await app.inject({
      method: 'POST',
      url: 'raw' in call ? '/api-get-dashboard-data' : `/${call.path}`,
      headers: { 'content-type': 'application/json' },
      payload: 'raw' in call ? call.raw : JSON.stringify({ ...ENVELOPE, ...call.body }),
    });
    const { status, msg } = response.json<{ status: unknown; msg: unknown }>();
    answers.push({ code: response.statusCode, status, msg });
  }
  return answers;
}

function settingOf(app: TestApp, flags: { betting?: string; blocked?: boolean }): Setting {
  const world = app.worlds.get();
  const player = addPlayer(world, { wallet: 5000, betting: flags.betting ?? '1' });
  if (flags.blocked)
    world.db.prepare('UPDATE users SET blocked = 1 WHERE mobile = ?').run(player.mobile);
  // The same mobiles in both worlds (addPlayer numbers them across the process).
  world.db.prepare('UPDATE users SET mobile = ? WHERE mobile = ?').run('9876500001', player.mobile);
  const other = addPlayer(world, { mobile: '9876500002' });
  return {
    player: { ...player, mobile: '9876500001' },
    other,
    gameIds: {
      main: addMarket(world, { name: 'KALYAN', open: '03:45 PM', close: '05:45 PM' }),
      starline: addMarket(world, { kind: 'starline', name: 'STAR 11 AM', open: '11:00 AM' }),
    },
    today: indiaDateKey(world.clock.now()),
  };
}

describe('strict notes: a real world notes what strict would have answered', () => {
  appTest.for(Object.entries(CASES))('%s', async ([, { steps, ...flags }], { newApp }) => {
    const real = await newApp();
    const strict = await newApp();
    settingsOf(strict.worlds.get()).update({ profile: 'strict' });
    const realAnswers = await run(real, settingOf(real, flags), steps);
    const strictAnswers = await run(strict, settingOf(strict, flags), steps);

    const notes = journalOf(real.worlds.get())
      .query({ limit: steps.length })
      .reverse()
      .map((entry) => entry.strict);
    const expected = strictAnswers.map((answer, i) =>
      JSON.stringify(answer) === JSON.stringify(realAnswers[i])
        ? undefined
        : (answer as { msg: string }).msg,
    );
    expect(notes).toEqual(expected);
    // Every case shows at least one difference; a strict world notes nothing.
    expect(expected.some((msg) => msg !== undefined)).toBe(true);
    expect(
      journalOf(strict.worlds.get())
        .query()
        .some((e) => e.strict !== undefined),
    ).toBe(false);
  });
});
