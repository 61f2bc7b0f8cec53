import { describe, expect } from 'vitest';
import { DEV_APP_KEY } from '../../config';
import { routeTest as it, type TestApp } from '../../testing';

/**
 * What Tara (and SMG's unused splash code) make of a served key before sending it back on every
 * call, written here from the research notes (docs/protocol.md#api-get-app-key) as the oracle:
 * the first 15 characters are kept and every later one is moved 3 codes down, raised by 26 when it
 * lands below "A" or between "Z" and "a". The app indexes characters 0 to 14 unchecked, so a
 * shorter key crashes it.
 */
function androidDecode(served: string): string {
  if (served.length < 15) throw new RangeError('the app reads characters 0 to 14: it crashes');
  let key = served.slice(0, 15);
  for (const character of served.slice(15)) {
    let code = character.charCodeAt(0) - 3;
    if (code < 65 || (code > 90 && code < 97)) code += 26;
    key += String.fromCharCode(code);
  }
  return key;
}

/** A body sent exactly as given: api-get-app-key carries no app key. */
const post = async (app: TestApp, path: string, body: Record<string, unknown>) =>
  (await app.inject({ method: 'POST', url: `/${path}`, payload: body })).json<
    Record<string, unknown>
  >();

const keyFor = (app: TestApp, env_type?: string) =>
  post(app, 'api-get-app-key', env_type === undefined ? {} : { env_type });

describe('api-get-app-key', () => {
  it("serves Tara's splash a key its decoding turns into the app key, which every call then takes", async ({
    app,
  }) => {
    expect(DEV_APP_KEY).toBe('panna-dev-key-local');
    const answer = await keyFor(app, 'Prod');
    expect(answer).toEqual({ app_key: 'panna-dev-key-lrfdo', msg: 'Success', status: true });
    const key = androidDecode(answer.app_key as string);
    expect(key).toBe(DEV_APP_KEY);
    const next = await post(app, 'api-check-mobile', {
      env_type: 'Prod',
      app_key: key,
      mobile: '9123456780',
    });
    expect(next.status).toBe('true');
  });

  it('serves the same in strict, whatever app key the body carries (the call checks none)', async ({
    app,
    strictly,
  }) => {
    strictly();
    for (const app_key of [undefined, 'wrong', '']) {
      const answer = await post(app, 'api-get-app-key', { env_type: 'Prod', app_key });
      expect(answer).toEqual({ app_key: 'panna-dev-key-lrfdo', msg: 'Success', status: true });
    }
  });

  it('moves each letter after the 15th 3 places up, wrapping within capitals and small letters', async ({
    newApp,
  }) => {
    const app = await newApp({ appKey: 'ABCDEFGHIJKLMNOxyzXYZabcWw' });
    const answer = await keyFor(app, 'Prod');
    expect(answer.app_key).toBe('ABCDEFGHIJKLMNOabcABCdefZz');
    expect(androidDecode(answer.app_key as string)).toBe('ABCDEFGHIJKLMNOxyzXYZabcWw');
  });

  it('serves env_type "1" (the React Native client) the key as it is', async ({ newApp }) => {
    const app = await newApp({ envType: '1' });
    expect(await keyFor(app, '1')).toEqual({ app_key: DEV_APP_KEY, msg: 'Success', status: true });
    // Prod is still the Android form, though this simulator's calls then want env_type "1".
    expect((await keyFor(app, 'Prod')).app_key).toBe('panna-dev-key-lrfdo');
    const next = await post(app, 'api-check-mobile', {
      env_type: '1',
      app_key: DEV_APP_KEY,
      mobile: '9123456780',
    });
    expect(next.status).toBe('true');
  });

  it("serves the simulator's own ENV_TYPE the Android form too", async ({ newApp }) => {
    const app = await newApp({ envType: 'Staging', appKey: 'staging-key-abcdefxyz' });
    const answer = await keyFor(app, 'Staging');
    expect(answer).toEqual({ app_key: 'staging-key-abcghiabc', msg: 'Success', status: true });
    expect(androidDecode(answer.app_key as string)).toBe('staging-key-abcdefxyz');
    expect((await keyFor(app, 'Prod')).app_key).toBe(answer.app_key);
  });

  it('answers "Error" to any other env_type, or none', async ({ app, strictly }) => {
    for (const env_type of ['Test', 'prod', 'PROD', '', ' Prod', '2', undefined])
      expect(await keyFor(app, env_type), String(env_type)).toEqual({
        msg: 'Error',
        status: false,
      });
    strictly();
    expect(await keyFor(app, 'Test')).toEqual({ msg: 'Error', status: false });
  });

  it('serves a key that cannot survive the decoding as it is; every other call still takes it', async ({
    newApp,
  }) => {
    // Shorter than 15 (the app crashes on it), a digit or a sign after the 15th (mangled), and
    // exactly 15 (nothing to decode).
    for (const appKey of [
      'panna-dev-key',
      'panna-dev-key-2024',
      'panna-dev-key-x.y',
      'abcdefghijklmno',
    ]) {
      const app = await newApp({ appKey });
      expect(await keyFor(app, 'Prod'), appKey).toEqual({
        app_key: appKey,
        msg: 'Success',
        status: true,
      });
      const next = await post(app, 'api-check-mobile', {
        env_type: 'Prod',
        app_key: appKey,
        mobile: '9123456780',
      });
      expect(next.status, appKey).toBe('true');
    }
    expect(androidDecode('abcdefghijklmno')).toBe('abcdefghijklmno');
    expect(() => androidDecode('panna-dev-key')).toThrow(RangeError);
    expect(androidDecode('panna-dev-key-2024')).not.toBe('panna-dev-key-2024');
  });
});
