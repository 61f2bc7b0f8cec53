import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MONDAY_10AM, testApp, type TestApp } from '../../test-support';

let app: TestApp;
beforeEach(async () => {
  app = await testApp();
});
afterEach(() => app.close());

const clock = async (body?: Record<string, unknown>, prefix = '') => {
  const response = body
    ? await app.inject({ method: 'POST', url: `${prefix}/__sim/clock`, payload: body })
    : await app.inject({ method: 'GET', url: `${prefix}/__sim/clock` });
  return { code: response.statusCode, body: response.json() };
};

describe('/__sim/clock', () => {
  it('reads the world clock as an ISO instant', async () => {
    await clock({ freeze: true });
    const { body } = await clock();
    expect(body.frozen).toBe(true);
    expect(body.speed).toBe(1);
    expect(Date.parse(body.now)).toBeGreaterThanOrEqual(MONDAY_10AM);
    expect(Date.parse(body.now)).toBeLessThan(MONDAY_10AM + 5_000);
  });

  it('sets, freezes and advances in that order', async () => {
    const { body } = await clock({
      advance: 3_600_000,
      set: '2024-07-01T09:00:00+05:30',
      freeze: true,
    });
    expect(body).toEqual({ status: true, now: '2024-07-01T04:30:00.000Z', frozen: true, speed: 1 });
    expect((await clock()).body.now).toBe('2024-07-01T04:30:00.000Z');
  });

  it('runs at a speed factor and resumes', async () => {
    await clock({ set: '2024-07-01T09:00:00Z', freeze: true });
    const { body } = await clock({ freeze: false, speed: 1000 });
    expect(body).toMatchObject({ frozen: false, speed: 1000 });
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(
      Date.parse((await clock()).body.now) - Date.parse('2024-07-01T09:00:00Z'),
    ).toBeGreaterThanOrEqual(20_000);
  });

  it.each([
    [{ set: 'yesterday' }, /set must be an ISO instant/],
    [{ set: '2024-07-01T09:00:00' }, /set must be an ISO instant/],
    [{ speed: 0 }, /speed/],
    [{ advance: '6h' }, /advance/],
    [{ warp: 1 }, /additional/],
  ])('refuses %j with 400', async (body, msg) => {
    const { code, body: answer } = await clock(body);
    expect(code).toBe(400);
    expect(answer.status).toBe(false);
    expect(answer.msg).toMatch(msg);
  });

  it('belongs to the world: a sandbox has its own clock', async () => {
    await clock({ set: '2030-01-01T00:00:00Z', freeze: true }, '/s/alice');
    expect((await clock(undefined, '/s/alice')).body.now).toBe('2030-01-01T00:00:00.000Z');
    expect((await clock()).body.now).not.toBe('2030-01-01T00:00:00.000Z');
  });
});

describe('/docs', () => {
  it('serves the OpenAPI document with provider and control paths', async () => {
    const response = await app.inject({ method: 'GET', url: '/docs/json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(doc.info.title).toBe('Panna mock provider');
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api-check-mobile', '/__sim/clock', '/__sim/faults']),
    );
    const ui = await app.inject({ method: 'GET', url: '/docs' });
    expect([200, 302]).toContain(ui.statusCode);
  });
});
