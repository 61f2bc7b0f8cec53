import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { textLine, textLog } from './log-lines';
import { ENVELOPE } from './testing';

/** An app logging at `level` as JSON lines into an array. */
async function loggingApp(level: string) {
  const lines: Record<string, unknown>[] = [];
  const stream = {
    write: (line: string) => lines.push(JSON.parse(line) as Record<string, unknown>),
  };
  const app = await buildApp({ seed: false, logger: { level, stream } });
  return { app, lines };
}

describe('the log', () => {
  it('has one line per call: method, path (as called), status and time', async () => {
    const { app, lines } = await loggingApp('info');
    try {
      await app.inject({ method: 'POST', url: '/s/log-a/api-game-rates', payload: ENVELOPE });
      await app.inject({ method: 'GET', url: '/__sim/clock' });
      await app.inject({ method: 'GET', url: '/nowhere' });
      const calls = lines.filter((line) => 'status' in line);
      expect(calls).toMatchObject([
        { level: 30, method: 'POST', url: '/s/log-a/api-game-rates', status: 200 },
        { level: 30, method: 'GET', url: '/__sim/clock', status: 200 },
        { level: 30, method: 'GET', url: '/nowhere', status: 404 },
      ]);
      expect(calls[0]!.msg).toMatch(/^POST \/s\/log-a\/api-game-rates 200 \d+ ms$/);
      // Fastify's own "incoming request", "request completed" and "not found" lines are gone.
      expect(lines.filter((line) => !('status' in line))).toEqual([]);
    } finally {
      await app.close();
    }
  });

  it('writes a secret in the query as ***, however its key is spelt', async () => {
    const { app, lines } = await loggingApp('info');
    try {
      const secret = 'Zq8Secret0000Value';
      for (const query of [
        `unique_token=${secret}`,
        `PIN_CODE=${secret}&page=2`,
        `userPwd=${secret}`,
      ])
        await app.inject({ method: 'POST', url: `/api-game-rates?${query}`, payload: ENVELOPE });
      expect(JSON.stringify(lines)).not.toContain(secret);
      expect(lines.map((line) => line.url)).toEqual([
        '/api-game-rates?unique_token=***',
        '/api-game-rates?PIN_CODE=***&page=2',
        '/api-game-rates?userPwd=***',
      ]);
    } finally {
      await app.close();
    }
  });

  it('writes no call lines below info', async () => {
    const { app, lines } = await loggingApp('warn');
    try {
      await app.inject({ method: 'GET', url: '/__sim/clock' });
      expect(lines).toEqual([]);
    } finally {
      await app.close();
    }
  });

  it('reads as short text in a terminal: the time, the level past info, the message', () => {
    const at = new Date(2024, 6, 1, 9, 5, 7).getTime();
    expect(
      textLine(JSON.stringify({ level: 30, time: at, msg: 'GET /__sim/clock 200 1 ms' })),
    ).toBe('09:05:07 GET /__sim/clock 200 1 ms\n');
    expect(
      textLine(
        JSON.stringify({
          level: 50,
          time: at,
          msg: 'it broke',
          err: { stack: 'Error: x\n    at y' },
        }),
      ),
    ).toBe('09:05:07 ERROR it broke\nError: x\n    at y\n');
    expect(textLine('not json')).toBe('not json\n');
  });

  it('turns each JSON line a logger writes into a text line', async () => {
    let out = '';
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        out += chunk.toString();
        done();
      },
    });
    const app = await buildApp({ seed: false, logger: { level: 'info', stream: textLog(sink) } });
    try {
      await app.inject({ method: 'GET', url: '/__sim/clock' });
      await new Promise((resolve) => setImmediate(resolve));
      expect(out).toMatch(/^\d\d:\d\d:\d\d GET \/__sim\/clock 200 \d+ ms\n$/);
    } finally {
      await app.close();
    }
  });
});
