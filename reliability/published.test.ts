/**
 * Bids on a session whose result is public. Random sequences of early declarations (main open and
 * close, a Starline slot, a Gali market) and bids of every type and session, all while the clock
 * says the markets take bids: a bid is taken exactly when no declared result decides it, and only
 * a taken bid moves money. A declaration before the cut-off without `early` changes nothing.
 */
import fc from 'fast-check';
import { MSG, formatBidDate, type MarketKind } from '@panna/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENVELOPE, ledgerOf } from '@panna/mock-provider/testing';
import { digest } from './support/digest';
import { ledgerViolations } from './support/invariants';
import { FULL, SEED, scaled } from './support/mode';
import { tally } from './support/tally';
import { fixture, imageOf, restore, type Fixture } from './support/world';

type Kind = MarketKind;
type Part = 'open' | 'close' | 'starline' | 'gali';

/** One valid row of each type: label, digits, close digits, the sessions it may be played in. */
const TYPES: { kind: Kind; label: string; digits: string; close?: string; sessions: string[] }[] = [
  { kind: 'main', label: 'Single Digit', digits: '5', sessions: ['Open', 'Close'] },
  { kind: 'main', label: 'Jodi Digit', digits: '47', sessions: ['Close'] },
  { kind: 'main', label: 'Single Pana', digits: '128', sessions: ['Open', 'Close'] },
  { kind: 'main', label: 'Double Pana', digits: '550', sessions: ['Open', 'Close'] },
  { kind: 'main', label: 'Triple Pana', digits: '777', sessions: ['Open', 'Close'] },
  { kind: 'main', label: 'Half Sangam', digits: '5', close: '128', sessions: ['Open', 'Close'] },
  { kind: 'main', label: 'Full Sangam', digits: '128', close: '137', sessions: ['Open'] },
  { kind: 'main', label: 'SP Motor', digits: '128', sessions: ['Open', 'Close'] },
  { kind: 'main', label: 'DP Motor', digits: '550', sessions: ['Open', 'Close'] },
  { kind: 'starline', label: 'Single Digit', digits: '5', sessions: ['Open'] },
  { kind: 'starline', label: 'Single Pana', digits: '128', sessions: ['Open'] },
  { kind: 'starline', label: 'Double Pana', digits: '550', sessions: ['Open'] },
  { kind: 'starline', label: 'Triple Pana', digits: '777', sessions: ['Open'] },
  { kind: 'gali', label: 'Left Digit', digits: '4', sessions: ['Open'] },
  { kind: 'gali', label: 'Right Digit', digits: '7', sessions: ['Open'] },
  { kind: 'gali', label: 'Jodi Digit', digits: '47', sessions: ['Open'] },
];
/** Decided by the open result as well as the close (refused once the open is out). */
const OPEN_DECIDED = new Set(['Jodi Digit', 'Half Sangam', 'Full Sangam']);
const SUBMIT: Record<Kind, string> = {
  main: 'api-submit-bid',
  starline: 'api-starline-submit-bid',
  gali: 'api-galidisawar-submit-bid',
};

type Step =
  | { kind: 'declare'; part: Part; early: boolean }
  | { kind: 'bid'; type: number; session: number; points: number };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    kind: fc.constant('declare' as const),
    part: fc.constantFrom<Part>('open', 'close', 'starline', 'gali'),
    early: fc.boolean(),
  }),
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('bid' as const),
      type: fc.nat({ max: TYPES.length - 1 }),
      session: fc.nat({ max: 1 }),
      points: fc.constantFrom(10, 25, 100),
    }),
  },
);

let f: Fixture;
let image: Buffer;
beforeAll(async () => {
  f = await fixture();
  image = imageOf(f);
});
afterAll(() => f.app.close());

describe('bids on a session whose result is declared', () => {
  it(
    'are refused whatever the clock says; every other bid is taken and paid for',
    { timeout: FULL ? 300_000 : 60_000 },
    async ({ task }) => {
      const counts = tally(task);
      const seen = { refused: 0, taken: 0, lateRefused: 0 };
      await fc.assert(
        fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 16 }), async (steps) => {
          restore(f, image);
          const declared = new Set<Part>();
          const markets = {
            main: f.markets.main,
            starline: f.markets.starline,
            gali: f.markets.gali,
          };
          for (const s of steps) {
            counts.inputs += 1;
            if (s.kind === 'declare') {
              const body =
                s.part === 'gali'
                  ? { game_id: markets.gali, jodi: '47' }
                  : s.part === 'starline'
                    ? { game_id: markets.starline, pana: '128' }
                    : {
                        game_id: markets.main,
                        session: s.part,
                        pana: s.part === 'open' ? '128' : '137',
                      };
              const before = digest(f.world.db);
              const answer = await f.app.inject({
                method: 'POST',
                url: '/__sim/results',
                payload: { ...body, ...(s.early && { early: true }) },
              });
              const wanted =
                s.part === 'close' && !declared.has('open')
                  ? 400
                  : declared.has(s.part)
                    ? 200
                    : s.early
                      ? 200
                      : 409;
              expect(answer.statusCode, answer.body).toBe(wanted);
              if (wanted === 409) {
                seen.lateRefused += 1;
                expect(digest(f.world.db)).toBe(before);
              }
              if (wanted === 200) declared.add(s.part);
              counts.checks += 1;
              continue;
            }
            const type = TYPES[s.type]!;
            const session = type.sessions[s.session % type.sessions.length]!;
            const published =
              type.kind === 'main'
                ? declared.has('close') ||
                  (declared.has('open') && (session === 'Open' || OPEN_DECIDED.has(type.label)))
                : declared.has(type.kind);
            const balance = ledgerOf(f.world).balance(f.player.id);
            const gameid = String(markets[type.kind]);
            const answer = await f.app.inject({
              method: 'POST',
              url: `/${SUBMIT[type.kind]}`,
              payload: {
                ...ENVELOPE,
                unique_token: f.player.token,
                game_id: gameid,
                new_result: {
                  unique_token: f.player.token,
                  Gamename: 'PUBLISHED',
                  totalbit: s.points,
                  gameid,
                  pana: type.label,
                  bid_date: formatBidDate(f.today),
                  session,
                  result: [
                    {
                      digits: type.digits,
                      closedigits: type.close ?? '',
                      points: String(s.points),
                      session,
                    },
                  ],
                },
              },
            });
            const result = answer.json() as { status: boolean; msg: string };
            const affordable = s.points <= balance;
            expect(result.status, `${type.kind} ${type.label} ${session}: ${result.msg}`).toBe(
              !published && affordable,
            );
            // The real server's closing message for the row's session.
            if (published)
              expect(result.msg).toBe(
                type.kind !== 'main'
                  ? MSG.BETTING_CLOSED
                  : session === 'Open'
                    ? MSG.OPEN_SESSION_CLOSED
                    : declared.has('close')
                      ? MSG.CLOSE_SESSION_CLOSED
                      : MSG.BETTING_CLOSED,
              );
            expect(ledgerOf(f.world).balance(f.player.id)).toBe(
              result.status ? balance - s.points : balance,
            );
            if (published) seen.refused += 1;
            else if (result.status) seen.taken += 1;
            counts.checks += 3;
          }
          const { checks, violations } = ledgerViolations(f.world.db);
          counts.checks += checks;
          expect(violations).toEqual([]);
        }),
        { numRuns: scaled(25, 400), seed: SEED },
      );
      expect(seen.refused).toBeGreaterThan(0);
      expect(seen.taken).toBeGreaterThan(0);
      expect(seen.lateRefused).toBeGreaterThan(0);
    },
  );
});
