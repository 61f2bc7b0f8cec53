/**
 * Values at and past the edges. Clock changes of any size and combination are applied whole,
 * inside the years 2000 to 2100, or refused with nothing applied, and every world's clock still
 * reads. Auto-results meeting wins too large to pay: each such declaration is skipped and
 * recorded, every call keeps answering, no balance passes its bound and the ledger adds up.
 */
import { AMOUNT_STATUS } from '@panna/shared';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLOCK_RANGE, MAX_BALANCE, RATE_LIMITS } from '@panna/mock-provider/rules';
import { addPlayer, ENVELOPE } from '@panna/mock-provider/testing';
import { digest } from './support/digest';
import { ledgerViolations } from './support/invariants';
import { FULL, SEED, scaled } from './support/mode';
import { tally } from './support/tally';
import { MONDAY_11AM, fixture, imageOf, restore, type Fixture } from './support/world';

const YEAR = 365.25 * 24 * 60 * 60_000;

/** Instants as QA might type them: inside the range, at its edges, just past, far past, not one. */
const instantText = fc.oneof(
  fc
    .integer({ min: CLOCK_RANGE.min - 5 * YEAR, max: CLOCK_RANGE.max + 5 * YEAR })
    .map((ms) => new Date(ms).toISOString()),
  fc.constantFrom(
    new Date(CLOCK_RANGE.min).toISOString(),
    new Date(CLOCK_RANGE.max).toISOString(),
    new Date(CLOCK_RANGE.min - 1).toISOString(),
    new Date(CLOCK_RANGE.max + 1).toISOString(),
    '+275760-09-13T00:00:00.000Z',
    '0000-01-01T00:00:00Z',
    '9999-12-31T23:59:59+05:30',
    '2024-02-30T10:00:00Z',
    'soon',
  ),
);
const millis = fc.oneof(
  fc.integer({ min: -3 * 24 * 60 * 60_000, max: 3 * 24 * 60 * 60_000 }),
  fc.constantFrom(1e16, -1e16, 8.64e15, 1e308, -1e308, 0.5, -0.4, 100 * YEAR, -100 * YEAR),
  fc.double({ noNaN: true }),
);
const change = fc.record(
  {
    set: instantText,
    freeze: fc.boolean(),
    speed: fc.oneof(fc.constantFrom(1, 1000, 100_000, 100_001, 0, -1), fc.double({ noNaN: true })),
    advance: millis,
  },
  { requiredKeys: [] },
);

let f: Fixture;
let image: Buffer;
beforeAll(async () => {
  f = await fixture();
  image = imageOf(f);
});
afterAll(() => f.app.close());

const get = (url: string) => f.app.inject({ method: 'GET', url });

describe('the clock', () => {
  it('applies a change whole inside 2000-2100, or refuses it and applies nothing', async ({
    task,
  }) => {
    const counts = tally(task);
    restore(f, image);
    await fc.assert(
      fc.asyncProperty(change, fc.constantFrom('', '/s/clockbox'), async (body, prefix) => {
        // Frozen first, so an unchanged clock reads the same instant.
        await f.app.inject({
          method: 'POST',
          url: `${prefix}/__sim/clock`,
          payload: { freeze: true },
        });
        const before = (await get(`${prefix}/__sim/clock`)).json();
        const answer = await f.app.inject({
          method: 'POST',
          url: `${prefix}/__sim/clock`,
          payload: body,
        });
        const after = (await get(`${prefix}/__sim/clock`)).json();
        counts.inputs += 1;
        expect(answer.statusCode, JSON.stringify(body)).toBeLessThan(500);
        if (answer.statusCode === 200) {
          // A change never moves the clock out of the range; a clock left running (fast) may pass
          // its edge on its own, even between applying the change and reading it back.
          const at = Date.parse(answer.json().now);
          if ((body.set !== undefined || body.advance !== undefined) && answer.json().frozen) {
            expect(at).toBeGreaterThanOrEqual(CLOCK_RANGE.min);
            expect(at).toBeLessThanOrEqual(CLOCK_RANGE.max);
          }
          expect(answer.json()).toMatchObject({ status: true, frozen: body.freeze ?? true });
        } else {
          expect(answer.statusCode).toBe(400);
          expect(answer.json()).toEqual({ status: false, msg: expect.any(String) });
          expect(after, `${answer.statusCode} ${answer.body}`).toEqual(before);
        }
        expect((await get('/__sim/sandboxes')).statusCode).toBe(200);
        expect((await get('/__sim/clock')).statusCode).toBe(200);
        counts.checks += 5;
      }),
      { numRuns: scaled(150, 3000), seed: SEED },
    );
  });

  it('reset takes an instant inside the range or changes nothing', async ({ task }) => {
    const counts = tally(task);
    restore(f, image);
    await fc.assert(
      fc.asyncProperty(instantText, async (at) => {
        const before = digest(f.world.db);
        const answer = await f.app.inject({ method: 'POST', url: '/__sim/reset', payload: { at } });
        counts.inputs += 1;
        const ms = Date.parse(at);
        const valid =
          /^\d{4}-/.test(at) && !Number.isNaN(ms) && ms >= CLOCK_RANGE.min && ms <= CLOCK_RANGE.max;
        if (answer.statusCode === 400) expect(digest(f.world.db)).toBe(before);
        else expect(answer.statusCode).toBe(200);
        if (!valid) expect(answer.statusCode, at).toBe(400);
        counts.checks += 2;
      }),
      { numRuns: scaled(12, 100), seed: SEED },
    );
  });
});

describe('auto-results and wins too large to pay', () => {
  it(
    'skip and record each one; every call answers, no balance passes its bound, the ledger adds up',
    { timeout: FULL ? 600_000 : 60_000 },
    async ({ task }) => {
      const counts = tally(task);
      let unpayable = 0;
      await fc.assert(
        fc.asyncProperty(
          fc.integer({ min: 1, max: 1000 }),
          fc.array(fc.integer({ min: 60_000, max: 6 * 60 * 60_000 }), {
            minLength: 3,
            maxLength: 10,
          }),
          async (seed, steps) => {
            restore(f, image);
            const { world, app } = f;
            // The highest rates settings allow, and a player already near the largest balance.
            const rate = [1, RATE_LIMITS.paid];
            expect(
              (
                await app.inject({
                  method: 'PATCH',
                  url: '/__sim/settings',
                  payload: {
                    rates: {
                      main: { single_digit: rate, single_pana: rate },
                      starline: { single_digit: rate },
                      gali: { single_digit: rate, double_pana: rate },
                    },
                  },
                })
              ).statusCode,
            ).toBe(200);
            const rich = addPlayer(world, { wallet: MAX_BALANCE - 5000, name: 'Rich' });
            const modest = addPlayer(world, { wallet: 1000, name: 'Modest' });
            for (const player of [rich, modest]) {
              for (const [path, gameid, pana, digits] of [
                ['api-submit-bid', f.markets.main, 'Single Digit', '0123456789'],
                ['api-starline-submit-bid', f.markets.starline, 'Single Digit', '0123456789'],
                ['api-galidisawar-submit-bid', f.markets.gali, 'Left Digit', '0123456789'],
              ] as const) {
                const rows = [...digits].map((d) => ({ digits: d, points: '10', session: 'Open' }));
                const answer = await app.inject({
                  method: 'POST',
                  url: `/${path}`,
                  payload: {
                    ...ENVELOPE,
                    unique_token: player.token,
                    game_id: String(gameid),
                    new_result: {
                      unique_token: player.token,
                      Gamename: 'BOUNDS',
                      totalbit: 100,
                      gameid: String(gameid),
                      pana,
                      bid_date: '1-July-2024',
                      session: 'Open',
                      result: rows,
                    },
                  },
                });
                expect(answer.json().status, answer.body).toBe(true);
              }
            }
            await app.inject({
              method: 'POST',
              url: '/__sim/auto-results',
              payload: { enabled: true, seed },
            });
            let at = MONDAY_11AM;
            for (const ms of steps) {
              at += ms;
              world.clock.set(at);
              counts.inputs += 1;
              for (const url of [
                '/__sim/clock',
                '/__sim/settings',
                '/__sim/auto-results',
                '/__sim/players',
              ])
                expect((await get(url)).json().status, url).toBe(true);
              const dashboard = await app.inject({
                method: 'POST',
                url: '/api-get-dashboard-data',
                payload: { ...ENVELOPE, unique_token: modest.token },
              });
              expect(dashboard.json().status).toBe(true);
              counts.checks += 5;
            }
            const state = (await get('/__sim/auto-results')).json();
            for (const failure of state.failures)
              expect(failure.msg).toMatch(/cannot be paid: player .* past the largest balance/);
            unpayable += state.failures.length;
            const over = world.db
              .prepare('SELECT COUNT(*) FROM users WHERE wallet > ?')
              .pluck()
              .get(MAX_BALANCE);
            expect(over).toBe(0);
            // The modest player's wins were paid: 10 points at 1 ka 1,000,000 on whatever digit won.
            const wins = world.db
              .prepare(
                "SELECT COUNT(*) FROM wallet_transactions WHERE user_id = ? AND transaction_type = '1' AND amount_status IN (?, ?, ?)",
              )
              .pluck()
              .get(
                modest.id,
                AMOUNT_STATUS.MAIN_WIN,
                AMOUNT_STATUS.STARLINE_WIN,
                AMOUNT_STATUS.GALI_WIN,
              ) as number;
            const decided = world.db
              .prepare('SELECT COUNT(*) FROM results WHERE market_id IN (?, ?, ?)')
              .pluck()
              .get(f.markets.main, f.markets.starline, f.markets.gali) as number;
            if (decided > 0) expect(state.failures.length + wins).toBeGreaterThan(0);
            const { checks, violations } = ledgerViolations(world.db);
            counts.checks += checks + 2;
            expect(violations).toEqual([]);
            expect(
              (await app.inject({ method: 'POST', url: '/__sim/reset', payload: {} })).statusCode,
            ).toBe(200);
          },
        ),
        { numRuns: scaled(4, 40), seed: SEED },
      );
      expect(unpayable).toBeGreaterThan(0);
    },
  );
});
