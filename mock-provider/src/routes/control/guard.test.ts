import { describe, expect } from 'vitest';
import { ENVELOPE, appTest as it } from '../../testing';
import { GUARD_MESSAGES } from '../../contract/guard-messages';

const APP_ORIGIN = 'http://127.0.0.1:4173';

describe('the control plane guard', () => {
  it('answers loopback host names and configured ones only', async ({ newApp }) => {
    const app = await newApp({ controlHosts: ['qa.internal'] });
    for (const host of [
      'localhost',
      'localhost:8787',
      '127.0.0.1:8787',
      '127.1.2.3',
      '[::1]:8787',
      'app.localhost:1',
      'QA.internal:8787',
    ])
      expect(
        (await app.inject({ method: 'GET', url: '/__sim/clock', headers: { host } })).statusCode,
        host,
      ).toBe(200);
    for (const host of [
      'evil.example',
      'evil.example:8787',
      '127.0.0.1.evil.example',
      '10.0.0.1:8787',
    ]) {
      const response = await app.inject({ method: 'GET', url: '/__sim/clock', headers: { host } });
      expect(response.statusCode, host).toBe(403);
      expect(response.json(), host).toEqual({ status: false, msg: GUARD_MESSAGES.host(host) });
    }
    // The provider's endpoints answer whatever the name.
    const provider = await app.inject({
      method: 'POST',
      url: '/api-game-rates',
      headers: { host: 'evil.example' },
      payload: ENVELOPE,
    });
    expect(provider.json().status).toBe(true);
  });

  it('answers pages of its own origin and CONTROL_ORIGINS by CORS; others get a refusal', async ({
    newApp,
  }) => {
    const app = await newApp({ controlOrigins: [APP_ORIGIN] });
    const get = (origin: string, host = 'localhost:8787') =>
      app.inject({ method: 'GET', url: '/__sim/clock', headers: { origin, host } });
    const listed = await get(APP_ORIGIN);
    expect(listed.statusCode).toBe(200);
    expect(listed.headers['access-control-allow-origin']).toBe(APP_ORIGIN);
    expect((await get('http://localhost:8787')).statusCode).toBe(200);
    for (const origin of [
      'https://evil.example',
      'null',
      'http://127.0.0.1:4174',
      'http://localhost:8788',
    ]) {
      const refused = await get(origin);
      expect(refused.statusCode, origin).toBe(403);
      expect(refused.headers['access-control-allow-origin'], origin).toBeUndefined();
      expect(refused.json(), origin).toEqual({ status: false, msg: GUARD_MESSAGES.origin(origin) });
    }
    const preflight = (origin: string) =>
      app.inject({
        method: 'OPTIONS',
        url: '/s/qa/__sim/players/9876543210/credit',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type',
        },
      });
    const allowed = await preflight(APP_ORIGIN);
    expect(allowed.statusCode).toBe(204);
    expect(allowed.headers['access-control-allow-origin']).toBe(APP_ORIGIN);
    expect(allowed.headers['access-control-allow-methods']).toMatch(/POST/);
    expect((await preflight('https://evil.example')).statusCode).toBe(403);
    // A preflight makes no sandbox.
    expect(app.worlds.find('qa')).toBeUndefined();
  });

  it('leaves the provider endpoints open to any origin, as the real provider', async ({
    newApp,
  }) => {
    const app = await newApp({ controlOrigins: [APP_ORIGIN] });
    const answer = await app.inject({
      method: 'POST',
      url: '/api-game-rates',
      headers: { origin: 'https://anywhere.example', 'content-type': 'text/plain' },
      payload: JSON.stringify(ENVELOPE),
    });
    expect(answer.json().status).toBe(true);
    expect(answer.headers['access-control-allow-origin']).toBe('*');
    const control = await app.inject({ method: 'GET', url: '/__sim/clock' });
    expect(control.headers['access-control-allow-origin']).toBeUndefined();
  });
});
