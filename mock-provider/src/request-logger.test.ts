import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { lazyChildLogger } from './request-logger';

/** A pino logger (Fastify's) at `level`, writing its lines where the test can read them. */
function loggerAt(level: string) {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  return { log: Fastify({ logger: { level, stream } }).log, lines };
}

const flushed = () => new Promise((resolve) => setImmediate(resolve));

describe('a request logger made lazily', () => {
  it('writes a line at or above the level with the request id, as a pino child would', async () => {
    const { log, lines } = loggerAt('warn');
    const request = lazyChildLogger(log, { reqId: 'req-7' }, {});
    request.error({ code: 'E1' }, 'it broke');
    request.warn('careful');
    await flushed();
    expect(lines).toMatchObject([
      { level: 50, reqId: 'req-7', code: 'E1', msg: 'it broke' },
      { level: 40, reqId: 'req-7', msg: 'careful' },
    ]);
  });

  it('writes nothing below the level', async () => {
    const { log, lines } = loggerAt('warn');
    const request = lazyChildLogger(log, { reqId: 'req-8' }, {});
    request.info('incoming request');
    request.debug('details');
    await flushed();
    expect(lines).toEqual([]);
    expect(request.level).toBe('warn');
  });

  it('keeps a route level given to the child', async () => {
    const { log, lines } = loggerAt('warn');
    const request = lazyChildLogger(log, { reqId: 'req-9' }, { level: 'info' });
    request.info('shown at the route level');
    await flushed();
    expect(lines).toMatchObject([{ level: 30, reqId: 'req-9' }]);
  });
});
