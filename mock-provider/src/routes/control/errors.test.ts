import { afterEach, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../../testing';

let app: TestApp | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

/** The control plane's answers when something fails: a status that says whose fault, and a msg. */
describe('control-plane failures', () => {
  it('a defect is a logged 500 with status false and a msg, not a schema error', async () => {
    const logged: string[] = [];
    app = await testApp({
      logger: { level: 'error', stream: { write: (line: string) => logged.push(line) } },
    });
    // A defect inside a route whose answer has a schema: the players cannot be read.
    app.worlds.get().db.exec('ALTER TABLE users RENAME TO users_gone');
    const response = await app.inject({ method: 'GET', url: '/__sim/players' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      status: false,
      msg: expect.stringMatching(/^The simulator failed on this call \(logged\): .*users/),
    });
    expect(logged.join('')).toMatch(/no such table: users/);
  });

  it('a refusal keeps its 4xx and says why, on every route style', async () => {
    app = await testApp();
    for (const [method, url, payload, code] of [
      ['POST', '/__sim/clock', { advance: 'soon' }, 400],
      ['POST', '/__sim/clock', { advance: 1e16 }, 400],
      ['GET', '/__sim/journal?limit=0', undefined, 400],
      ['GET', '/__sim/otps', undefined, 400],
      ['DELETE', '/__sim/faults/f99', undefined, 404],
      ['POST', '/__sim/snapshots/none/restore', undefined, 404],
      ['POST', '/__sim/faults', { kind: 'latency' }, 400],
      ['GET', '/__sim/players/9999999999', undefined, 404],
    ] as const) {
      const response = await app.inject({ method, url, ...(payload ? { payload } : {}) });
      expect(response.statusCode, url).toBe(code);
      expect(response.json(), url).toEqual({ status: false, msg: expect.any(String) });
      expect(response.json().msg.length, url).toBeGreaterThan(5);
    }
  });

  it('takes JSON bodies only', async () => {
    app = await testApp();
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data']) {
      const response = await app.inject({
        method: 'POST',
        url: '/__sim/clock',
        payload: '{"freeze":true}',
        headers: { 'content-type': type },
      });
      expect(response.statusCode, type).toBe(415);
      expect(response.json().status).toBe(false);
    }
    expect((await app.inject({ method: 'GET', url: '/__sim/clock' })).json().frozen).toBe(false);
  });
});
