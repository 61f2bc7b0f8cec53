import { describe, expect } from 'vitest';
import { appTest, routeTest as it } from '../../testing';

/** The control plane's answers when something fails: a status that says whose fault, and a msg. */
describe('control-plane failures', () => {
  appTest(
    'a defect is a logged 500 with status false and a msg, not a schema error',
    async ({ newApp }) => {
      const logged: string[] = [];
      const app = await newApp({
        logger: { level: 'error', stream: { write: (line: string) => logged.push(line) } },
      });
      // A defect inside a route whose answer has a schema: the players cannot be read.
      const db = app.worlds.get().db;
      db.exec('ALTER TABLE users RENAME TO users_gone');
      const response = await app.inject({ method: 'GET', url: '/__sim/players' });
      db.exec('ALTER TABLE users_gone RENAME TO users'); // for the ledger check after the test
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({
        status: false,
        msg: expect.stringMatching(/^The simulator failed on this call \(logged\): .*users/),
      });
      expect(logged.join('')).toMatch(/no such table: users/);
    },
  );

  it('a refusal keeps its 4xx and says why, on every route style', async ({ control }) => {
    for (const [method, url, payload, code] of [
      ['POST', '/clock', { advance: 'soon' }, 400],
      ['POST', '/clock', { advance: 1e16 }, 400],
      ['GET', '/journal?limit=0', undefined, 400],
      ['GET', '/otps', undefined, 400],
      ['DELETE', '/faults/f99', undefined, 404],
      ['POST', '/snapshots/none/restore', undefined, 404],
      ['POST', '/faults', { kind: 'latency' }, 400],
      ['GET', '/players/9999999999', undefined, 404],
    ] as const) {
      const answer = await control(method, url, payload);
      expect(answer.code, url).toBe(code);
      expect(answer.body, url).toEqual({ status: false, msg: expect.any(String) });
      expect(answer.body.msg.length, url).toBeGreaterThan(5);
    }
  });

  it('takes JSON bodies only', async ({ app, control }) => {
    // The test's clock is frozen: a body that got through would unfreeze it.
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data']) {
      const response = await app.inject({
        method: 'POST',
        url: '/__sim/clock',
        payload: '{"freeze":false}',
        headers: { 'content-type': type },
      });
      expect(response.statusCode, type).toBe(415);
      expect(response.json().status).toBe(false);
    }
    expect((await control('GET', '/clock')).body.frozen).toBe(true);
  });
});
