import { afterEach, describe, expect, it, vi } from 'vitest';
import { setConfig } from './config';
import { ProviderError, callProvider, extractJsonObject, isSuccessStatus } from './provider-client';

const answer = (text: string) =>
  vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(text));

afterEach(() => vi.restoreAllMocks());

describe('callProvider', () => {
  it('posts JSON with env_type and app_key to {host}/{path}', async () => {
    setConfig({ providerHost: 'http://provider.test/', appKey: 'k1', envType: 'Prod' });
    const fetchSpy = answer(
      '{"status":true,"msg":"","mobile_no":"1","mobile_1":"2","telegram_no":""}',
    );
    await callProvider('api-get-social-data', {});
    const [url, init] = fetchSpy.mock.calls[0]!;
    expect(url).toBe('http://provider.test/api-get-social-data');
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json');
    expect(new Headers(init?.headers).get('Accept')).toBe('application/json');
    expect(JSON.parse(String(init?.body))).toEqual({ env_type: 'Prod', app_key: 'k1' });
  });

  it('reads the JSON object after notices printed before it', async () => {
    answer('<br /><b>Notice</b>: Undefined index {x} in x.php<br />{"status":true,"msg":"Done"}');
    await expect(
      callProvider('api-forgot-password', { mobile: '1', new_pass: '2' }),
    ).resolves.toEqual({
      status: true,
      msg: 'Done',
    });
  });

  it('accepts the string "true" (api-check-mobile)', async () => {
    answer('{"status":"true","msg":"OTP sent","otp":1234}');
    await expect(callProvider('api-check-mobile', { mobile: '9876543210' })).resolves.toMatchObject(
      {
        otp: 1234,
      },
    );
  });

  it("throws a 'status' ProviderError carrying the server's msg", async () => {
    answer('{"status":false,"msg":"Mobile number already registered"}');
    const error = await callProvider('api-check-mobile', { mobile: '1' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderError);
    expect(error).toMatchObject({
      kind: 'status',
      serverMessage: 'Mobile number already registered',
    });
  });

  it('takes the Starline and Gali lists, which the real server sends without status or msg', async () => {
    const list = { result: [], web_galidessar_chart_url: 'http://provider.test/chart' };
    answer(JSON.stringify(list));
    await expect(callProvider('api-galidisawar-game', {})).resolves.toEqual(list);
    answer('{"result":[],"web_starline_chart_url":""}');
    await expect(callProvider('api-starline-game', {})).resolves.toMatchObject({ result: [] });
    // A refusal of those is still a refusal; and any other call without status fails.
    answer('{"status":false,"msg":"UnAuthorized request"}');
    await expect(callProvider('api-starline-game', {})).rejects.toMatchObject({
      kind: 'status',
      serverMessage: 'UnAuthorized request',
    });
    answer('{"mobile_no":"1"}');
    await expect(callProvider('api-get-social-data', {})).rejects.toMatchObject({
      kind: 'status',
    });
  });

  it("reads a list's status false with the empty list as an empty answer, when asked", async () => {
    const empty = { status: false, msg: 'Bid History Data Not Available', bid_data: [] };
    const body = { unique_token: 't', bid_from: '', bid_to: '' };
    answer(JSON.stringify(empty));
    await expect(
      callProvider('api-bid-history-data', body, { emptyList: 'bid_data' }),
    ).resolves.toEqual(empty);
    answer(JSON.stringify(empty));
    await expect(callProvider('api-bid-history-data', body)).rejects.toMatchObject({
      serverMessage: 'Bid History Data Not Available',
    });
    // Without the list (or with rows), status false is a failure.
    answer('{"status":false,"msg":"UnAuthorized request"}');
    await expect(
      callProvider('api-bid-history-data', body, { emptyList: 'bid_data' }),
    ).rejects.toMatchObject({ kind: 'status' });
    answer('{"status":false,"msg":"x","bid_data":[{"digits":"1"}]}');
    await expect(
      callProvider('api-bid-history-data', body, { emptyList: 'bid_data' }),
    ).rejects.toMatchObject({ kind: 'status' });
  });

  it("throws a 'parse' ProviderError for text without JSON", async () => {
    answer('Service Unavailable');
    await expect(callProvider('api-get-social-data', {})).rejects.toMatchObject({ kind: 'parse' });
  });

  it("throws a 'network' ProviderError when fetch fails, with the failure as its cause", async () => {
    const failure = new TypeError('Failed to fetch');
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(failure);
    const error = await callProvider('api-get-social-data', {}).catch((e: unknown) => e);
    expect(error).toMatchObject({
      name: 'ProviderError',
      kind: 'network',
      serverMessage: '',
      message: 'api-get-social-data: network failure',
      cause: failure,
    });
  });

  it('rejects a call its caller cancelled as cancelled, not as a network failure', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(
      (_input, init) =>
        new Promise((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () => reject(init.signal!.reason)),
        ),
    );
    const controller = new AbortController();
    const call = callProvider('api-get-social-data', {}, { signal: controller.signal });
    controller.abort();
    const error = await call.catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(ProviderError);
    expect(error).toMatchObject({ name: 'AbortError' });
  });

  it("names a refusal by the server's msg (or message), and a refusal without one by its call", async () => {
    answer('{"status":false,"message":"Blocked"}');
    await expect(callProvider('api-get-social-data', {})).rejects.toMatchObject({
      serverMessage: 'Blocked',
      message: 'Blocked',
    });
    answer('{"status":false,"msg":404}');
    await expect(callProvider('api-get-social-data', {})).rejects.toMatchObject({
      serverMessage: '',
      message: 'api-get-social-data: status failure',
    });
    answer('no json');
    await expect(callProvider('api-get-social-data', {})).rejects.toMatchObject({
      serverMessage: '',
      message: 'api-get-social-data: parse failure',
    });
  });
});

describe('helpers', () => {
  it('extracts the first parsable object', () => {
    expect(extractJsonObject('a { b } {"status":1}')).toEqual({ status: 1 });
    expect(extractJsonObject('[1,2]')).toBeUndefined();
    // A newline before it, a notice after it, or a stray brace without any object.
    expect(extractJsonObject(' {"status":1}')).toEqual({ status: 1 });
    expect(extractJsonObject('{"status":1}\n<br /><b>Notice</b>')).toEqual({ status: 1 });
    expect(extractJsonObject('Service Unavailable }')).toBeUndefined();
  });

  it('tests status by truthiness, "false" and "0" included as failures', () => {
    expect([true, 'true', 1, '1'].map(isSuccessStatus)).toEqual([true, true, true, true]);
    expect([false, 'false', 0, '0', '', undefined, ' 0 ', 'False '].map(isSuccessStatus)).toEqual(
      Array(8).fill(false),
    );
  });
});
