import type { FastifyError } from 'fastify';
import { describe, expect } from 'vitest';
import { OUT_OF_FILES_MSG, providerErrorAnswer } from './errors';
import { appTest as it } from './testing';

/** What Node raises when the process has no open file left (or the system none). */
const outOfFiles = (code: 'EMFILE' | 'ENFILE') =>
  Object.assign(new Error(`${code}: too many open files, open '/data/snapshots/x.db'`), {
    code,
  }) as FastifyError;

describe('a process out of open files', () => {
  it('is a 503 in the protocol’s form for a provider call, not a defect', () => {
    const defects: unknown[] = [];
    for (const code of ['EMFILE', 'ENFILE'] as const)
      expect(providerErrorAnswer(outOfFiles(code), (d) => defects.push(d))).toEqual({
        code: 503,
        body: { status: false, msg: OUT_OF_FILES_MSG },
      });
    expect(defects).toEqual([]);
  });

  it('is a 503 with a msg for a control call, and the world is as it was', async ({ newApp }) => {
    const app = await newApp();
    const db = app.worlds.get().db;
    const serialize = db.serialize.bind(db);
    db.serialize = () => {
      throw outOfFiles('EMFILE');
    };
    const refused = await app.inject({
      method: 'POST',
      url: '/__sim/snapshots',
      payload: { name: 'x' },
    });
    db.serialize = serialize;
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toEqual({ status: false, msg: OUT_OF_FILES_MSG });
    expect((await app.inject({ method: 'GET', url: '/__sim/snapshots' })).json().snapshots).toEqual(
      [],
    );
  });
});
