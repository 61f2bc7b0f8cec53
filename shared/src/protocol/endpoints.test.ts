import fc from 'fast-check';
import type { TSchema } from 'typebox';
import { Value } from 'typebox/value';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { ENDPOINT_AUTHS, ENDPOINT_GROUPS } from './define';
import { ANSWERS_WITHOUT_MSG, ANSWERS_WITHOUT_STATUS } from './answers';
import { Failure } from './envelope';
import { REFUSED_PATHS, isRefusedPath, type RefusedPath } from './refused';
import {
  ENDPOINTS,
  ENDPOINT_PATHS,
  PATH_ALIASES,
  isEndpointPath,
  requestToken,
  type EndpointPath,
  type RequestOf,
  type SuccessOf,
} from './endpoints';

const env = { env_type: 'Prod', app_key: 'key-123' };
const token = 'abcdefghijklmnopqrstuvwxyz0123';
const bid = {
  unique_token: token,
  game_id: '12',
  new_result: {
    unique_token: token,
    Gamename: 'KALYAN',
    totalbit: 60,
    gameid: '12',
    pana: 'Single Digit',
    bid_date: '3-July-2024',
    session: 'Open',
    result: [
      { digits: '5', closedigits: '', points: '50', session: 'Open', pana: '', closepana: '' },
      { digits: '7', points: 10 },
    ],
  },
};

/** One valid request per path; typed, so the compiler checks them against RequestOf too. */
const SAMPLES: { [P in EndpointPath]: RequestOf<P> } = {
  'api-check-mobile': { ...env, mobile: '9876543210' },
  'api-resend-otp': { ...env, mobile: '9876543210' },
  'api-user-registration': {
    ...env,
    name: 'Ravi',
    email: 'email',
    password: 'secret',
    mobile: '9876543210',
    security_pin: '123456',
    device_id: null,
  },
  'api-user-login': { ...env, mobile: '9876543210', password: 'secret', device_id: 'd1' },
  'api-forget-check-mobile': { ...env, mobile: '9876543210' },
  'api-forgot-password': { ...env, mobile: '9876543210', new_pass: 'n3w' },
  'api-change-password': { ...env, unique_token: token, old_pass: 'a', new_pass: 'b' },
  'api-profile-update': { ...env, unique_token: token, user_name: 'Ravi K' },
  'api-get-app-key': { env_type: 'Prod' },
  'api-check-security-pin': { ...env, unique_token: token, security_pin: '4821' },
  'api-update-pin': { ...env, mobile: '9876543210', security_pin: '4821' },
  'api-otp-sent': { ...env, mobile: '9876543210' },
  'api-get-profile': { ...env, unique_token: token },
  'api-validate-bank': { ...env, unique_token: token },
  'api-notification-setting': { ...env, unique_token: token, notification_status: '0' },
  'api-fcm-update': { ...env, unique_token: token, fcm_token: 'f'.repeat(160) },
  'api-get-dashboard-data': { ...env, unique_token: token },
  'api-get-current-date': { ...env, unique_token: token, game_id: '12' },
  'api-check-game-status': { ...env, unique_token: token, game_id: '12' },
  'api-check-starline-game-status': { ...env, game_id: '31' },
  'api-check-galidisswar-game-status': { ...env, game_id: 41 },
  'api-check-games-active-inactive': { ...env, game_id: '12' },
  'api-check-starline-games-active-inactive': { ...env, game_id: '31' },
  'api-check-galidisswar-games-active-inactive': { ...env, game_id: '41' },
  'api-starline-game': { ...env },
  'api-starline-game-rates': { ...env },
  'api-galidisawar-game': { ...env },
  'api-galidisawar-game-rates': { ...env },
  'api-game-rates': { ...env },
  'api-get-social-data': { ...env },
  'api-get-slider-images': { ...env },
  'api-get-headline': { ids: [1] },
  'api-how-to-play': { ...env },
  'api-money-deposit-withdrawal-rule': { ...env },
  'api-get-contact-details': { ...env },
  'api-get-notification': { ...env, unique_token: token },
  'api-get-notice': { ...env },
  'api-get-banners': { ...env },
  'api-submit-bid': { ...env, ...bid },
  'api-starline-submit-bid': { ...env, ...bid },
  'api-galidisawar-submit-bid': { ...env, ...bid, game_id: 3 },
  'api-bid-history-data': { ...env, unique_token: token, bid_from: '7/1/2024', bid_to: '7/3/2024' },
  'api-wining-history-data': {
    ...env,
    unique_token: token,
    date_from: '7/1/2024',
    date_to: '7/3/2024',
  },
  'api-starline-bid-history-data': {
    ...env,
    unique_token: token,
    bid_from: '7/1/2024',
    bid_to: '7/3/2024',
  },
  'api-starline-wining-history-data': {
    ...env,
    unique_token: token,
    date_from: '7/1/2024',
    date_to: '7/3/2024',
  },
  'api-galidisawar-bid-history-data': {
    ...env,
    unique_token: token,
    bid_from: '7/1/2024',
    bid_to: '7/3/2024',
  },
  'api-galidisawar-wining-history-data': {
    ...env,
    unique_token: token,
    date_from: '7/1/2024',
    date_to: '7/3/2024',
  },
  'api-wallet-transaction-history': { ...env, unique_token: token },
  'api-user-withdraw-transaction-history': { ...env, unique_token: token, mobile_no: '9876543210' },
  'api-user-wallet-balance': { ...env, unique_token: token },
  'api-get-user-payment-details': { ...env, unique_token: token },
  'api-user-payment-method-list': { ...env, unique_token: token, mobile_no: '9876543210' },
  'api-add-user-upi-details': {
    ...env,
    unique_token: token,
    upi_type: '2',
    paytm_no: '',
    google_pay_no: '9876543210',
    phon_pay_no: '',
  },
  'api-user-withdraw-fund-request': {
    ...env,
    unique_token: token,
    mobile: '9876543210',
    request_amount: 500,
    payment_method: 2,
  },
  'api-check-user-for-transfer-amt': { ...env, unique_token: token, mobile_no: '9876543211' },
  'api-user-transfer-wallet-balance': {
    ...env,
    unique_token: token,
    amount: '100',
    mobile_no: '9876543211',
    transfer_note: '',
  },
  apiGetawayStatus: { ...env },
  'api-get-qr-pay': { ...env },
  'api-admin-bank-details': { ...env },
  'api-last-fund-request-detail': { ...env, unique_token: token },
  'api-fund-request-add': { ...env, unique_token: token, request_amount: '500' },
  'api-get-auto-deposit-list': { ...env, unique_token: token, mobile_no: '9876543210' },
  'api-add-user-bank-details': {
    ...env,
    unique_token: token,
    bank_name: 'state bank',
    branch_address: '',
    ac_holder_name: 'asha rao',
    ac_number: '123456789012',
    ifsc_code: 'SBIN0001234',
  },
  'api-add-money-via-upi': {
    ...env,
    unique_token: token,
    amount: '500',
    txn_id: 'PTM0a1d340bf2c7474fb864dc6a07c1340b',
    txn_ref: '84e648ca97c841719ce1e7c860268623',
    upigpay: '1',
    upiphonepe: '0',
    otherupi: '0',
  },
  'api-fund-request-history': { ...env, unique_token: token },
  'api-fund-payment-slip-upload': {
    ...env,
    unique_token: token,
    request_amount: '500',
    payment_slip: {
      filename: '1732700000000.jpg',
      content_type: 'multipart/form-data',
      size: 2048,
      sha256: 'a'.repeat(64),
      head: 'ffd8ffe000104a464946000101000001',
    },
  },
  'api-payment-data': {},
  'api-get-statement': { ...env, unique_token: token, date_from: '7/1/2024', date_to: '7/3/2024' },
  'api-view-wallet-transaction-history': { ...env, unique_token: token, transaction_id: '12' },
  'api-get-sp-motor-combination': {
    ...env,
    unique_token: token,
    type: 8,
    number: '1234',
    points: '10',
  },
  'api-get-sp-dp-tp-combination': {
    ...env,
    unique_token: token,
    number: '4',
    sp_flag: '1',
    dp_flag: 0,
    tp_flag: '1',
    points: 10,
  },
  'api-get-app-version-details': { ...env },
  'api-get-tips-list': { ...env },
  'api-view-tips-details': { ...env, tips_id: '1' },
  'api-submit-contact-us': {
    ...env,
    user_name: 'Asha',
    mobile: '9876543210',
    email: 'asha@example.invalid',
    enquiry: 'When is the Kalyan result?',
  },
  // Refused whatever they carry: the envelope is all they are read for.
  ...(Object.fromEntries(Object.keys(REFUSED_PATHS).map((path) => [path, { ...env }])) as {
    [P in RefusedPath]: RequestOf<P>;
  }),
};

/**
 * Token calls whose token public clients may leave out or send as null (a web client's landing
 * page, a bid screen before it submits): answered as for a token no player holds.
 */
const TOKEN_MAY_BE_MISSING: readonly EndpointPath[] = [
  'api-get-dashboard-data',
  'api-check-game-status',
  // SMG sends none; the real server reads only the mobile number.
  'api-check-user-for-transfer-amt',
  // The real server reads only the app key and the request's id from the form.
  'api-fund-payment-slip-upload',
];

interface ObjectSchema {
  type: string;
  properties: Record<string, { type?: string }>;
  required?: string[];
}
const objectSchema = (schema: TSchema) => schema as unknown as ObjectSchema;
const requiredOf = (schema: TSchema) => objectSchema(schema).required ?? [];
/** A value of the wrong JSON type for a property. */
const wrongFor = (property: { type?: string }) =>
  property.type === 'object' ? 'not an object' : { wrong: true };

describe('ENDPOINTS', () => {
  it('lists every endpoint once, keyed by its path', () => {
    expect(ENDPOINT_PATHS).toHaveLength(95);
    expect(new Set(ENDPOINT_PATHS).size).toBe(95);
    expect(Object.keys(ENDPOINTS).sort()).toEqual([...ENDPOINT_PATHS].sort());
    for (const path of ENDPOINT_PATHS) expect(ENDPOINTS[path].path).toBe(path);
    expect(isEndpointPath('api-user-login')).toBe(true);
    expect(isEndpointPath('toString')).toBe(false);
  });

  it.each(ENDPOINT_PATHS)('%s has schemas, a group, an auth and a summary', (path) => {
    const entry = ENDPOINTS[path];
    expect(ENDPOINT_GROUPS).toContain(entry.group);
    expect(ENDPOINT_AUTHS).toContain(entry.auth);
    expect(entry.summary.length).toBeGreaterThan(0);
    expect(objectSchema(entry.request).type).toBe('object');
    // A refused path answers the shared failure, and nothing else.
    if (isRefusedPath(path)) return void expect(entry.response).toBe(Failure);
    const branches = (entry.response as unknown as { anyOf: ObjectSchema[] }).anyOf;
    // A success, an empty list (lists only) and the shared failure.
    expect(branches.length).toBeGreaterThanOrEqual(2);
    expect(branches.length).toBeLessThanOrEqual(3);
    const [success, ...failures] = branches;
    // Only the Starline and Gali lists and the game-status calls answer without status and msg.
    expect(success!.required?.includes('status') ?? false, path).toBe(
      !ANSWERS_WITHOUT_STATUS.includes(path),
    );
    // The calls answered without msg say "nothing found" without one too.
    for (const branch of failures)
      expect(branch.required).toEqual(
        expect.arrayContaining(
          ANSWERS_WITHOUT_MSG.includes(path) && branch !== failures.at(-1)
            ? ['status']
            : ['status', 'msg'],
        ),
      );
  });

  it("lists the sibling deployment's Gali spellings as aliases of registry paths", () => {
    for (const [alias, path] of Object.entries(PATH_ALIASES)) {
      expect(alias).toMatch(/^api-galidisswar-/);
      expect(isEndpointPath(path)).toBe(true);
      expect(alias.replace('galidisswar', 'galidisawar')).toBe(path);
    }
    expect(Object.keys(PATH_ALIASES)).toHaveLength(5);
  });

  it('marks only api-get-headline, api-get-app-key and api-payment-data as open', () => {
    const open = ENDPOINT_PATHS.filter((p) => ENDPOINTS[p].auth === 'open');
    expect(open.sort()).toEqual(['api-get-app-key', 'api-get-headline', 'api-payment-data']);
  });

  it('requires a token on token calls and not on the others', () => {
    for (const path of ENDPOINT_PATHS) {
      const entry = ENDPOINTS[path];
      const required = requiredOf(entry.request);
      if (entry.group === 'bidding') {
        const inner = objectSchema(entry.request).properties.new_result as unknown as TSchema;
        expect(requiredOf(inner)).toContain('unique_token');
      } else {
        expect(required.includes('unique_token'), path).toBe(
          entry.auth === 'token' && !TOKEN_MAY_BE_MISSING.includes(path),
        );
      }
    }
    expect(ENDPOINTS['api-get-slider-images'].auth).toBe('key');
    // The real server reads no token on the Starline and Gali lists (public clients send none).
    expect(ENDPOINTS['api-starline-game'].auth).toBe('key');
    expect(ENDPOINTS['api-galidisawar-game'].auth).toBe('key');
  });

  it('requires the betting switch on bids and money-moving calls only', () => {
    const betting = ENDPOINT_PATHS.filter((p) => ENDPOINTS[p].bettingRequired === true);
    expect(betting.sort()).toEqual(
      [
        'api-submit-bid',
        'api-starline-submit-bid',
        'api-galidisawar-submit-bid',
        'api-user-withdraw-fund-request',
        'api-user-transfer-wallet-balance',
        'api-fund-request-add',
        'api-add-money-via-upi',
      ].sort(),
    );
  });
});

describe('request schemas', () => {
  it.each(ENDPOINT_PATHS)('%s accepts its sample, with and without extras', (path) => {
    const schema = ENDPOINTS[path].request;
    expect(Value.Check(schema, SAMPLES[path])).toBe(true);
    expect(Value.Check(schema, { ...SAMPLES[path], cookie: 'x', extra: 1 })).toBe(true);
  });

  it.each(ENDPOINT_PATHS)('%s declares the envelope and types it', (path) => {
    const schema = ENDPOINTS[path].request;
    const { properties } = objectSchema(schema);
    expect(properties.env_type?.type).toBe('string');
    expect(properties.app_key?.type).toBe('string');
    expect(requiredOf(schema)).not.toContain('app_key');
    expect(Value.Check(schema, { ...SAMPLES[path], ...env })).toBe(true);
    expect(Value.Check(schema, { ...SAMPLES[path], app_key: 5 })).toBe(false);
    expect(Value.Check(schema, { ...SAMPLES[path], env_type: 'x'.repeat(201) })).toBe(false);
  });

  it.each(ENDPOINT_PATHS)('%s refuses a wrong type in any required field', (path) => {
    const schema = ENDPOINTS[path].request;
    const { properties } = objectSchema(schema);
    for (const field of requiredOf(schema)) {
      const bad = { ...SAMPLES[path], [field]: wrongFor(properties[field] ?? {}) };
      expect(Value.Check(schema, bad), field).toBe(false);
    }
  });

  it('refuses any request missing a required field (property)', () => {
    const withRequired = ENDPOINT_PATHS.filter((p) => requiredOf(ENDPOINTS[p].request).length > 0);
    fc.assert(
      fc.property(
        fc.constantFrom(...withRequired).chain((path) =>
          fc.record({
            path: fc.constant(path),
            drop: fc.subarray(requiredOf(ENDPOINTS[path].request), { minLength: 1 }),
          }),
        ),
        ({ path, drop }) => {
          const body: Record<string, unknown> = { ...SAMPLES[path] };
          for (const field of drop) delete body[field];
          return !Value.Check(ENDPOINTS[path].request, body);
        },
      ),
    );
  });

  it('accepts any extra properties that do not clash with declared fields (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ENDPOINT_PATHS),
        fc.dictionary(
          fc.string({ minLength: 1, maxLength: 12 }).map((k) => `x_${k}`),
          fc.jsonValue(),
        ),
        (path, extras) => Value.Check(ENDPOINTS[path].request, { ...extras, ...SAMPLES[path] }),
      ),
    );
  });

  it('bounds bid rows and string lengths', () => {
    const schema = ENDPOINTS['api-submit-bid'].request;
    const rows = (n: number) => Array.from({ length: n }, () => ({ digits: '1', points: '10' }));
    const withRows = (n: number) => ({
      ...bid,
      new_result: { ...bid.new_result, result: rows(n) },
    });
    expect(Value.Check(schema, withRows(1000))).toBe(true);
    expect(Value.Check(schema, withRows(1001))).toBe(false);
    expect(Value.Check(schema, withRows(0))).toBe(false);
    const note = (n: number) => ({
      ...SAMPLES['api-user-transfer-wallet-balance'],
      transfer_note: 'n'.repeat(n),
    });
    expect(Value.Check(ENDPOINTS['api-user-transfer-wallet-balance'].request, note(500))).toBe(
      true,
    );
    expect(Value.Check(ENDPOINTS['api-user-transfer-wallet-balance'].request, note(501))).toBe(
      false,
    );
    const longName = { ...SAMPLES['api-profile-update'], user_name: 'u'.repeat(201) };
    expect(Value.Check(ENDPOINTS['api-profile-update'].request, longName)).toBe(false);
  });

  it('is liberal about ids and points but strict about codes', () => {
    const schema = ENDPOINTS['api-submit-bid'].request;
    const row = (points: unknown) => ({
      ...bid,
      new_result: {
        ...bid.new_result,
        totalbit: '10',
        gameid: 12,
        result: [{ digits: '1', points }],
      },
    });
    expect(Value.Check(schema, row(10))).toBe(true);
    expect(Value.Check(schema, row('10'))).toBe(true);
    expect(Value.Check(schema, row(null))).toBe(false);
    const withdraw = ENDPOINTS['api-user-withdraw-fund-request'].request;
    const method = (payment_method: unknown) => ({
      ...SAMPLES['api-user-withdraw-fund-request'],
      payment_method,
    });
    expect(Value.Check(withdraw, method('4'))).toBe(true);
    // 1 is the bank account, listed first once saved (the real server's numbering).
    expect(Value.Check(withdraw, method('1'))).toBe(true);
    expect(Value.Check(withdraw, method(5))).toBe(false);
    expect(Value.Check(withdraw, method('0'))).toBe(false);
    const upi = ENDPOINTS['api-add-user-upi-details'].request;
    expect(Value.Check(upi, { ...SAMPLES['api-add-user-upi-details'], upi_type: 3 })).toBe(true);
    expect(Value.Check(upi, { ...SAMPLES['api-add-user-upi-details'], upi_type: '4' })).toBe(false);
  });
});

describe('requestToken', () => {
  it('reads new_result.unique_token on bids and unique_token elsewhere', () => {
    expect(requestToken(SAMPLES['api-submit-bid'])).toBe(token);
    expect(requestToken({ unique_token: 'top', new_result: { unique_token: 'inner' } })).toBe(
      'inner',
    );
    expect(requestToken({ unique_token: 'top' })).toBe('top');
    expect(requestToken({ new_result: {} })).toBeUndefined();
    expect(requestToken(null)).toBeUndefined();
    expect(requestToken('x')).toBeUndefined();
  });
});

describe('types', () => {
  it('derive requests and success branches from the registry', () => {
    expectTypeOf<RequestOf<'api-user-login'>['mobile']>().toEqualTypeOf<string>();
    expectTypeOf<SuccessOf<'api-check-mobile'>['status']>().toEqualTypeOf<'true'>();
    expectTypeOf<SuccessOf<'api-user-login'>['status']>().toEqualTypeOf<true>();
    expectTypeOf<
      SuccessOf<'api-get-dashboard-data'>['result'][number]['msg_status']
    >().toEqualTypeOf<1 | 2>();
    expectTypeOf<
      SuccessOf<'api-game-rates'>['game_rates'][number]['tripple_pana_val_2']
    >().toEqualTypeOf<string>();
  });
});
