/**
 * Money at the edges (issue 27: 1, 12, 13). A bid label, however spelt, is checked as the type it
 * is paid as; one naming no type is refused by strict and, in real, taken as the real server takes
 * it (issue 41: its declarations never pay it) with a strict note; a session token never shows whole in the journal; an amount is taken only
 * where it can be settled. Each class is tried with generated variants: label spellings, states of
 * the market, profiles, tokens, and amounts around the balance cap.
 */
import fc from 'fast-check';
import {
  BID_TYPES,
  MARKET_KINDS,
  SUBMIT_PATH,
  bidTypeByLabel,
  formatBidDate,
  instantAt,
  type BidType,
  type MarketKind,
} from '@panna/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BIDDING_MESSAGES,
  FUNDS_MESSAGES,
  MAX_BALANCE,
  TRANSFER_REFUSALS,
  WITHDRAW_REFUSALS,
  maskToken,
} from '@panna/mock-provider/rules';
import { ENVELOPE, ledgerOf, settingsOf } from '@panna/mock-provider/testing';
import { digest } from './support/digest';
import { ledgerViolations } from './support/invariants';
import { FULL, assertCollecting, scaled } from './support/mode';
import { tally } from './support/tally';
import { fixture, imageOf, restore, type Fixture } from './support/world';

type Profile = 'real' | 'strict';
type Answer = { status: boolean; msg: string };

let f: Fixture;
let image: Buffer;
beforeAll(async () => {
  f = await fixture();
  image = imageOf(f);
});
afterAll(() => f.app.close());

const at = (hours: number, minutes = 0) => instantAt(f.today, hours * 60 + minutes);
const post = async (url: string, payload: object) =>
  (await f.app.inject({ method: 'POST', url, payload })).json() as Answer & Record<string, unknown>;
const control = async (method: 'POST' | 'PATCH', url: string, payload: object) =>
  (await f.app.inject({ method, url: `/__sim${url}`, payload })).statusCode;
const balance = (id = f.player.id) => ledgerOf(f.world).balance(id);
/**
 * Empties the player's wallet into the other player's, as a transfer (an admin debit is booked as
 * a withdrawal, which the ledger invariants want a request for).
 */
async function emptyWallet(): Promise<void> {
  const amount = balance();
  if (amount === 0) return;
  const moved = await post('/api-user-transfer-wallet-balance', {
    ...ENVELOPE,
    unique_token: f.player.token,
    amount,
    mobile_no: f.other.mobile,
    transfer_note: 'empty',
  });
  expect(moved.status, moved.msg).toBe(true);
}

/** One row of `label` on the fixture's market of `kind`, as the client sends it. */
function submit(
  kind: MarketKind,
  label: string,
  row: { digits: string; close?: string; session: string; points: number },
  token = f.player.token,
): Promise<Answer> {
  const gameid = String(f.markets[kind]);
  return post(`/${SUBMIT_PATH[kind]}`, {
    ...ENVELOPE,
    unique_token: token,
    game_id: gameid,
    new_result: {
      unique_token: token,
      Gamename: 'EDGE',
      totalbit: row.points,
      gameid,
      pana: label,
      bid_date: formatBidDate(f.today),
      session: row.session,
      result: [
        {
          digits: row.digits,
          closedigits: row.close ?? '',
          points: String(row.points),
          session: row.session,
        },
      ],
    },
  });
}

// Bid labels ---------------------------------------------------------------------------------

/** The results every case settles with: main 128 then 137 (anks 1, 1), Starline 128, Gali 47. */
const RESULT = { open: '128', close: '137', starline: '128', gali: '47' };
/** A row of each labelled type, most of them winning on RESULT (so a wrong type pays wrongly). */
const ROWS: Record<string, { digits: string; close?: string }> = {
  'single-digit': { digits: '1' },
  'jodi-digit': { digits: '11' },
  'single-pana': { digits: '128' },
  'double-pana': { digits: '550' },
  'triple-pana': { digits: '777' },
  'half-sangam': { digits: '1', close: '137' },
  'full-sangam': { digits: '128', close: '137' },
  'sp-motor': { digits: '128' },
  'dp-motor': { digits: '550' },
  'star-single-digit': { digits: '1' },
  'star-single-pana': { digits: '128' },
  'star-double-pana': { digits: '550' },
  'star-triple-pana': { digits: '777' },
  'gali-left-digit': { digits: '4' },
  'gali-right-digit': { digits: '7' },
  'gali-jodi-digit': { digits: '47' },
};
const LABELLED = BID_TYPES.filter((t): t is BidType & { label: string } => t.label !== undefined);
const sessionsOf = (type: BidType): string[] =>
  type.session === 'choice' ? ['Open', 'Close'] : [type.session === 'open' ? 'Open' : 'Close'];

/** A spelling of a label as clients write them: case, gaps, padding, panna and tripple. */
const spelling = (label: string) =>
  fc
    .record({
      cases: fc.array(fc.constantFrom('keep', 'upper', 'lower'), {
        minLength: label.length,
        maxLength: label.length,
      }),
      gap: fc.constantFrom(' ', '', '  ', '_', '-', '.', ' _ '),
      pad: fc.constantFrom('', ' ', '\t', '  '),
      panna: fc.boolean(),
      tripple: fc.boolean(),
    })
    .map(({ cases, gap, pad, panna, tripple }) => {
      const cased = [...label]
        .map((c, i) =>
          cases[i] === 'upper' ? c.toUpperCase() : cases[i] === 'lower' ? c.toLowerCase() : c,
        )
        .join('');
      let spelt = cased.replace(/ /g, gap);
      if (panna) spelt = spelt.replace(/pana/i, (m) => `${m.slice(0, 3)}n${m.slice(3)}`);
      if (tripple) spelt = spelt.replace(/triple/i, (m) => `${m.slice(0, 3)}p${m.slice(3)}`);
      return `${pad}${spelt}${pad}`;
    });

/**
 * Where the market stands when the bid comes: before its open time, after it, or with the result
 * that decides most bids already declared ("early", as QA may).
 */
type Moment = 'before-open' | 'after-open' | 'declared';
const OPEN_AT: Record<MarketKind, [number, number]> = {
  main: [15, 45],
  starline: [14, 0],
  gali: [17, 0],
};

async function declare(kind: MarketKind, part: 'open' | 'close', early: boolean) {
  const game_id = f.markets[kind];
  const body =
    kind === 'gali'
      ? { game_id, jodi: RESULT.gali }
      : kind === 'starline'
        ? { game_id, pana: RESULT.starline }
        : { game_id, session: part, pana: RESULT[part] };
  expect(await control('POST', '/results', { ...body, ...(early && { early: true }) })).toBe(200);
}

/**
 * One bid labelled `label` at `moment`, then every result of its market declared: the answer,
 * and the player's balance once everything is settled.
 */
async function bidThenSettle(
  type: BidType,
  label: string,
  session: string,
  moment: Moment,
  profile: Profile,
): Promise<{ answer: Answer; balance: number }> {
  restore(f, image);
  settingsOf(f.world).update({ profile });
  const [hours, minutes] = OPEN_AT[type.market];
  if (moment === 'declared') await declare(type.market, 'open', true);
  if (moment === 'after-open') f.world.clock.set(at(hours, minutes + 15));
  const answer = await submit(type.market, label, { ...ROWS[type.id]!, session, points: 10 });
  f.world.clock.set(at(18, 30));
  if (moment !== 'declared' || type.market === 'main') {
    if (type.market === 'main' && moment !== 'declared') await declare('main', 'open', false);
    await declare(type.market, 'close', false);
  }
  return { answer: { status: answer.status, msg: answer.msg }, balance: balance() };
}

interface LabelCase {
  type: BidType & { label: string };
  label: string;
  session: string;
  moment: Moment;
  profile: Profile;
}

/** Every labelled type at every moment in each session it allows, in real (strict too in full). */
const COVERING: Omit<LabelCase, 'label'>[] = LABELLED.flatMap((type) =>
  (['before-open', 'after-open', 'declared'] as const).flatMap((moment) =>
    sessionsOf(type).flatMap((session) =>
      (FULL ? (['real', 'strict'] as const) : (['real'] as const)).map((profile) => ({
        type,
        session,
        moment,
        profile,
      })),
    ),
  ),
);

describe('a bid label', () => {
  it(
    'however spelt, is checked as the type it is paid as (real), or refused (strict)',
    { timeout: FULL ? 600_000 : 180_000 },
    async ({ task }) => {
      const counts = tally(task);
      const failures: string[] = [];
      const seen = { taken: 0, refused: 0, loose: 0, paid: 0 };
      /** The loosely spelt bid gets the answer and the pay of the catalogue's spelling. */
      const check = async ({ type, label, session, moment, profile }: LabelCase) => {
        restore(f, image);
        const start = balance();
        const canonical = await bidThenSettle(type, type.label, session, moment, profile);
        const loose = await bidThenSettle(type, label, session, moment, profile);
        counts.inputs += 2;
        counts.checks += 2;
        const what = `${profile} ${type.market} "${label}" (${type.id}) ${session} ${moment}`;
        const spelt = label.trim() !== type.label;
        if (spelt) seen.loose += 1;
        if (canonical.answer.status) seen.taken += 1;
        else seen.refused += 1;
        if (canonical.balance > start) seen.paid += 1;
        if (profile === 'strict' && spelt) {
          // Refused, whatever refusal comes first, and nothing moved.
          if (loose.answer.status || loose.balance !== start)
            failures.push(`${what}: taken as ${JSON.stringify(loose)}`);
        } else if (JSON.stringify(loose) !== JSON.stringify(canonical)) {
          failures.push(
            `${what}: ${JSON.stringify(loose)}, as "${type.label}": ${JSON.stringify(canonical)}`,
          );
        }
        const { checks, violations } = ledgerViolations(f.world.db);
        counts.checks += checks;
        failures.push(...violations);
        return failures.length === 0;
      };
      // First every case once, spelt as clients do ("jodi digit", "FULL_SANGAM"), then random
      // spellings of random cases.
      for (const [i, c] of COVERING.entries()) {
        const label =
          i % 2 ? c.type.label.toLowerCase() : c.type.label.toUpperCase().replace(/ /g, '_');
        if (!(await check({ ...c, label }))) break;
      }
      if (failures.length === 0) {
        const random = fc
          .constantFrom(...COVERING)
          .chain((c) => spelling(c.type.label).map((label) => ({ ...c, label })));
        await assertCollecting(fc.asyncProperty(random, check), failures, {
          numRuns: scaled(30, 600),
          timeLimitMs: FULL ? 500_000 : 60_000,
        });
      }
      expect(failures).toEqual([]);
      // The runs saw bids taken and paid, refused, and spelt other than the catalogue spells them.
      expect(seen.taken).toBeGreaterThan(0);
      expect(seen.refused).toBeGreaterThan(0);
      expect(seen.loose).toBeGreaterThan(0);
      expect(seen.paid).toBeGreaterThan(0);
    },
  );

  it(
    'that names no type is refused by strict; real takes it as the real server does, and says so in the journal',
    { timeout: FULL ? 300_000 : 60_000 },
    async ({ task }) => {
      const counts = tally(task);
      const failures: string[] = [];
      const unknown = fc
        .record({
          kind: fc.constantFrom(...MARKET_KINDS),
          label: fc.oneof(
            fc.string({ maxLength: 30 }),
            // Near misses: a catalogue label with a word changed, dropped or from another market.
            fc
              .constantFrom(...LABELLED)
              .chain((t) =>
                fc.constantFrom(
                  `${t.label} Pana`,
                  t.label.split(' ')[0]!,
                  `Lucky ${t.label}`,
                  t.label.replace('Digit', 'Number'),
                ),
              ),
          ),
          profile: fc.constantFrom<Profile>('real', 'strict'),
        })
        .filter(({ kind, label }) => bidTypeByLabel(kind, label) === undefined);
      await assertCollecting(
        fc.asyncProperty(unknown, async ({ kind, label, profile }) => {
          restore(f, image);
          settingsOf(f.world).update({ profile });
          const before = digest(f.world.db);
          const balance = ledgerOf(f.world).balance(f.player.id);
          const answer = await submit(kind, label, { digits: '1', session: 'Open', points: 10 });
          counts.inputs += 1;
          counts.checks += 2;
          const refusal = BIDDING_MESSAGES.unknownType(label.trim());
          const where = `${profile} ${kind} ${JSON.stringify(label)}: ${JSON.stringify(answer)}`;
          if (profile === 'strict') {
            // Refused whole: nothing written.
            if (JSON.stringify(answer) !== JSON.stringify({ status: false, msg: refusal }))
              failures.push(where);
            if (digest(f.world.db) !== before) failures.push(`${where} wrote`);
          } else {
            // Taken as the real server takes it (its declarations then never pay it): one debit,
            // and the journal notes what strict would have answered.
            if (answer.status !== true) failures.push(where);
            if (ledgerOf(f.world).balance(f.player.id) !== balance - 10)
              failures.push(`${where} did not debit 10`);
            const journal = await f.app.inject({ method: 'GET', url: '/__sim/journal?limit=1' });
            const entry = (journal.json() as { entries: { strict?: string }[] }).entries[0];
            if (entry?.strict !== refusal) failures.push(`${where} noted ${entry?.strict}`);
          }
          return failures.length === 0;
        }),
        failures,
        { numRuns: scaled(60, 1000), timeLimitMs: FULL ? 250_000 : 45_000 },
      );
    },
  );
});

// Tokens in the journal ----------------------------------------------------------------------

describe('session tokens', () => {
  it(
    'never show whole in the journal: not in its list, an entry, a filtered read or a bid',
    { timeout: FULL ? 300_000 : 60_000 },
    async ({ task }) => {
      const counts = tally(task);
      const failures: string[] = [];
      type Call =
        | { kind: 'signed-in'; path: string; who: number }
        | { kind: 'bid'; who: number }
        | { kind: 'register' }
        | { kind: 'login'; who: number }
        | { kind: 'stranger'; token: string };
      const call: fc.Arbitrary<Call> = fc.oneof(
        fc.record({
          kind: fc.constant('signed-in' as const),
          path: fc.constantFrom(
            'api-get-dashboard-data',
            'api-user-wallet-balance',
            'api-wallet-transaction-history',
            'api-get-profile',
          ),
          who: fc.nat(),
        }),
        fc.record({ kind: fc.constant('bid' as const), who: fc.nat() }),
        fc.record({ kind: fc.constant('register' as const) }),
        fc.record({ kind: fc.constant('login' as const), who: fc.nat() }),
        fc.record({
          kind: fc.constant('stranger' as const),
          token: fc.stringMatching(/^[A-Za-z0-9]{20,40}$/),
        }),
      );
      const reads = [
        '',
        '?limit=5000',
        '?path=api-submit-bid',
        '?path=api-user-login',
        '?path=api-user-registration',
      ];
      await assertCollecting(
        fc.asyncProperty(fc.array(call, { minLength: 1, maxLength: 12 }), async (calls) => {
          restore(f, image);
          const players = [
            { mobile: f.player.mobile, token: f.player.token, password: '' },
            { mobile: f.other.mobile, token: f.other.token, password: '' },
          ];
          const tokens = new Set(players.map((p) => p.token));
          let next = 0;
          for (const c of calls) {
            counts.inputs += 1;
            const who = 'who' in c ? players[c.who % players.length]! : undefined;
            if (c.kind === 'signed-in')
              await post(`/${c.path}`, { ...ENVELOPE, unique_token: who!.token });
            else if (c.kind === 'bid')
              await submit(
                'main',
                'Single Digit',
                { digits: '1', session: 'Open', points: 10 },
                who!.token,
              );
            else if (c.kind === 'stranger') {
              tokens.add(c.token);
              await post('/api-user-wallet-balance', { ...ENVELOPE, unique_token: c.token });
            } else if (c.kind === 'register') {
              const mobile = `97${String(10_000_000 + next++)}`;
              const password = `Pw-${mobile}`;
              await post('/api-check-mobile', { ...ENVELOPE, mobile });
              const made = await post('/api-user-registration', {
                ...ENVELOPE,
                name: 'Token Player',
                mobile,
                password,
                email: 'email',
              });
              if (typeof made.unique_token === 'string') {
                tokens.add(made.unique_token);
                players.push({ mobile, token: made.unique_token, password });
              }
            } else if (who!.password) {
              const login = await post('/api-user-login', {
                ...ENVELOPE,
                mobile: who!.mobile,
                password: who!.password,
              });
              if (login.unique_token !== who!.token) failures.push('login answered another token');
            }
          }
          for (const query of [...reads, ...players.map((p) => `?player=${p.mobile}`)]) {
            const read = await f.app.inject({ method: 'GET', url: `/__sim/journal${query}` });
            const text = read.body;
            counts.checks += tokens.size;
            for (const token of tokens)
              if (text.includes(token)) failures.push(`${query || 'the journal'} shows ${token}`);
            const { entries } = read.json() as { entries: { body: Record<string, unknown> }[] };
            for (const { body } of entries) {
              const shown = [
                body.unique_token,
                (body.new_result as { unique_token?: unknown } | undefined)?.unique_token,
              ];
              for (const value of shown)
                if (
                  value !== undefined &&
                  !(
                    typeof value === 'string' &&
                    /^(\*\*\*|[A-Za-z0-9]{4}…[A-Za-z0-9]{4})$/.test(value)
                  )
                )
                  failures.push(`${query}: a token shown as ${String(value)}`);
            }
          }
          return failures.length === 0;
        }),
        failures,
        { numRuns: scaled(15, 300), timeLimitMs: FULL ? 250_000 : 45_000 },
      );
      // Each token is told apart by its ends, and redaction off shows it whole (QA's choice).
      expect(maskToken(f.player.token)).toBe(
        `${f.player.token.slice(0, 4)}…${f.player.token.slice(-4)}`,
      );
      await f.app.inject({
        method: 'POST',
        url: '/__sim/journal/settings',
        payload: { redact: false },
      });
      await post('/api-user-wallet-balance', { ...ENVELOPE, unique_token: f.player.token });
      const open = await f.app.inject({ method: 'GET', url: '/__sim/journal?limit=1' });
      expect(open.body).toContain(f.player.token);
    },
  );
});

// Amounts at the caps ------------------------------------------------------------------------

/** Amounts around the cap and the largest exact numbers, as numbers and as text. */
const amountNear = (cap: number) =>
  fc
    .oneof(
      fc.integer({ min: cap - 3, max: cap + 3 }),
      fc.integer({ min: 1, max: cap }),
      fc.constantFrom(cap * 2, 2 ** 53 - 1, 10 ** 15, MAX_BALANCE * 10),
    )
    .chain((n) => fc.constantFrom<number | string>(n, String(n)));

/** What the fixture's other player holds, at most, before any test adds to it. */
const OTHERS_ROOM = 10_000;

describe('amounts', () => {
  it(
    'a deposit request is taken only if it could be approved, in both profiles',
    { timeout: FULL ? 300_000 : 60_000 },
    async ({ task }) => {
      const counts = tally(task);
      const failures: string[] = [];
      const seen = { taken: 0, refused: 0 };
      await assertCollecting(
        fc.asyncProperty(
          amountNear(MAX_BALANCE),
          fc.constantFrom<Profile>('real', 'strict'),
          async (amount, profile) => {
            restore(f, image);
            // strict's own limits are 1 and the cap here, so the cap is what is tried.
            settingsOf(f.world).update({ profile, minDeposit: 1, maxDeposit: MAX_BALANCE });
            const before = digest(f.world.db);
            const answer = await post('/api-fund-request-add', {
              ...ENVELOPE,
              unique_token: f.player.token,
              request_amount: amount,
            });
            counts.inputs += 1;
            counts.checks += 2;
            const value = Number(amount);
            const what = `${profile} ${JSON.stringify(amount)}`;
            if (!answer.status) {
              seen.refused += 1;
              if (value <= MAX_BALANCE) failures.push(`${what} refused: ${answer.msg}`);
              const capMsg =
                profile === 'real'
                  ? FUNDS_MESSAGES.depositTooLarge
                  : FUNDS_MESSAGES.depositAboveMaximum(MAX_BALANCE);
              if (Number.isSafeInteger(value) && answer.msg !== capMsg)
                failures.push(`${what}: ${answer.msg}`);
              if (digest(f.world.db) !== before) failures.push(`${what} refused but wrote`);
              return failures.length === 0;
            }
            seen.taken += 1;
            // Once the wallet is empty, every request taken can be approved.
            await emptyWallet();
            const code = await control(
              'POST',
              `/deposits/${String(answer.fund_request_id)}/approve`,
              {},
            );
            if (code !== 200 || balance() !== value)
              failures.push(`${what} taken, approval ${code}`);
            return failures.length === 0;
          },
        ),
        failures,
        { numRuns: scaled(60, 1000), timeLimitMs: FULL ? 250_000 : 45_000 },
      );
      expect(seen.taken).toBeGreaterThan(0);
      expect(seen.refused).toBeGreaterThan(0);
    },
  );

  it(
    'bids are taken only while every win they could bring can be paid, and then it is',
    { timeout: FULL ? 600_000 : 120_000 },
    async ({ task }) => {
      const counts = tally(task);
      const failures: string[] = [];
      const seen = { taken: 0, tooLarge: 0 };
      /** Single Digit and Single Pana rows that all win on open 128, close 137. */
      const WINNING = {
        'Single Digit': { Open: '1', Close: '1', key: 'single_digit' },
        'Single Pana': { Open: '128', Close: '137', key: 'single_pana' },
      } as const;
      const rate = fc.tuple(
        fc.integer({ min: 1, max: 1000 }),
        fc.integer({ min: 1, max: 1_000_000 }),
      );
      const bid = fc.record({
        label: fc.constantFrom<keyof typeof WINNING>('Single Digit', 'Single Pana'),
        spelt: fc.boolean(),
        session: fc.constantFrom<'Open' | 'Close'>('Open', 'Close'),
        /** A share of what could still be won, around the point where it is all used. */
        share: fc.constantFrom(0.1, 0.5, 0.999, 1, 1.001, 2),
      });
      await assertCollecting(
        fc.asyncProperty(
          rate,
          rate,
          fc.array(bid, { minLength: 1, maxLength: 8 }),
          async (digit, pana, bids) => {
            restore(f, image);
            f.world.clock.set(at(12));
            expect(
              await control('PATCH', '/settings', {
                rates: { main: { single_digit: digit, single_pana: pana } },
              }),
            ).toBe(200);
            const rates = { single_digit: digit, single_pana: pana };
            // The player can afford about anything the cap allows (the rest leaves room to empty
            // the wallet into the other player's at the end).
            await control('POST', `/players/${f.player.mobile}/credit`, {
              amount: MAX_BALANCE - OTHERS_ROOM - balance(),
            });
            // What the taken bids could win, as the provider bounds it: stakes per label as sent.
            const stakes = new Map<string, { points: number; key: keyof typeof rates }>();
            const couldWinWith = (label: string, key: keyof typeof rates, points: number) => {
              let most = 0;
              const all = new Map(stakes);
              all.set(label, { key, points: (stakes.get(label)?.points ?? 0) + points });
              for (const stake of all.values()) {
                const [v1, v2] = rates[stake.key];
                most += Math.floor((stake.points * v2) / v1);
              }
              return most;
            };
            let couldWin = 0;
            let paid = 0;
            for (const b of bids) {
              const { key } = WINNING[b.label];
              const [v1, v2] = rates[key];
              const points = Math.max(
                10,
                Math.round((((MAX_BALANCE - couldWin) * v1) / v2) * b.share),
              );
              const label = b.spelt ? b.label.toUpperCase().replace(' ', '_') : b.label;
              const before = balance();
              const answer = await submit('main', label, {
                digits: WINNING[b.label][b.session],
                session: b.session,
                points,
              });
              counts.inputs += 1;
              counts.checks += 1;
              const affordable = points <= before;
              const payable = couldWinWith(label, key, points) <= MAX_BALANCE;
              const what = `${points} on ${label} ${b.session} (rate ${v1}:${v2}, ${couldWin} already)`;
              if (answer.status !== (affordable && payable))
                failures.push(`${what}: ${JSON.stringify(answer)}`);
              if (affordable && !payable && answer.msg !== BIDDING_MESSAGES.winningsTooLarge)
                failures.push(`${what}: ${answer.msg}`);
              if (answer.status) {
                seen.taken += 1;
                couldWin = couldWinWith(label, key, points);
                stakes.set(label, { key, points: (stakes.get(label)?.points ?? 0) + points });
                paid += Math.floor((points * v2) / v1);
              } else if (affordable) seen.tooLarge += 1;
            }
            // Everything taken wins, and is paid: the wallet emptied first, so only the bids count.
            await emptyWallet();
            f.world.clock.set(at(18, 30));
            for (const session of ['open', 'close'] as const) {
              const code = await control('POST', '/results', {
                game_id: f.markets.main,
                session,
                pana: RESULT[session],
              });
              if (code !== 200)
                failures.push(`declaring ${session} answered ${code} (${paid} to pay)`);
            }
            counts.checks += 2;
            if (balance() !== paid) failures.push(`paid ${balance()}, not ${paid}`);
            const { checks, violations } = ledgerViolations(f.world.db);
            counts.checks += checks;
            failures.push(...violations);
            // The stakes table is the pending bids, added up.
            const kept = f.world.db.prepare('SELECT COUNT(*) AS n FROM pending_stakes').get() as {
              n: number;
            };
            if (kept.n !== 0) failures.push(`${kept.n} stakes kept after every bid was settled`);
            return failures.length === 0;
          },
        ),
        failures,
        { numRuns: scaled(30, 400), timeLimitMs: FULL ? 500_000 : 90_000 },
      );
      expect(seen.taken).toBeGreaterThan(0);
      expect(seen.tooLarge).toBeGreaterThan(0);
    },
  );

  it(
    'hand credits, transfers and withdrawals never take a balance past the cap or below zero',
    { timeout: FULL ? 300_000 : 60_000 },
    async ({ task }) => {
      const counts = tally(task);
      const failures: string[] = [];
      await assertCollecting(
        fc.asyncProperty(
          fc.integer({ min: OTHERS_ROOM, max: MAX_BALANCE }),
          amountNear(MAX_BALANCE),
          fc.constantFrom('credit', 'transfer', 'withdraw'),
          fc.constantFrom<Profile>('real', 'strict'),
          async (receiverHas, amount, move, profile) => {
            restore(f, image);
            settingsOf(f.world).update({
              profile,
              minTransfer: 1,
              maxTransfer: MAX_BALANCE,
              minWithdrawal: 1,
              maxWithdrawal: MAX_BALANCE,
            });
            // The receiver (the fixture's other player) holds `receiverHas`; the sender the cap's rest.
            const other = f.other.id;
            // Credits only: the fixture's players hold less than any target.
            const raise = async (id: number, mobile: string, to: number) => {
              const now = ledgerOf(f.world).balance(id);
              if (to > now)
                await control('POST', `/players/${mobile}/credit`, { amount: to - now });
            };
            await raise(other, f.other.mobile, receiverHas);
            await raise(f.player.id, f.player.mobile, MAX_BALANCE - 1);
            const before = digest(f.world.db);
            const value = Number(amount);
            const senderHas = balance();
            let taken: boolean;
            let fits: boolean;
            if (move === 'credit') {
              // The control plane takes whole numbers only (its schema), so the value is sent.
              const code = await control('POST', `/players/${f.other.mobile}/credit`, {
                amount: value,
              });
              taken = code === 200;
              fits = Number.isSafeInteger(value) && receiverHas + value <= MAX_BALANCE;
            } else if (move === 'transfer') {
              const answer = await post('/api-user-transfer-wallet-balance', {
                ...ENVELOPE,
                unique_token: f.player.token,
                amount,
                mobile_no: f.other.mobile,
                transfer_note: 'edge',
              });
              taken = answer.status;
              fits = value <= senderHas && receiverHas + value <= MAX_BALANCE;
              const receiverFull = value <= senderHas && !fits;
              if (receiverFull && answer.msg !== TRANSFER_REFUSALS.receiverFull)
                failures.push(`transfer ${value} to ${receiverHas}: ${answer.msg}`);
            } else {
              const answer = await post('/api-user-withdraw-fund-request', {
                ...ENVELOPE,
                unique_token: f.player.token,
                request_amount: amount,
                payment_method: 2,
              });
              taken = answer.status;
              fits = value <= senderHas;
              // real's answer (strict's maximum, the cap, speaks first there).
              if (
                profile === 'real' &&
                !fits &&
                answer.msg !== WITHDRAW_REFUSALS.overBalance &&
                Number.isSafeInteger(value)
              )
                failures.push(`withdraw ${value} of ${senderHas}: ${answer.msg}`);
            }
            counts.inputs += 1;
            counts.checks += 3;
            const what = `${profile} ${move} ${JSON.stringify(amount)} (receiver ${receiverHas})`;
            if (taken !== fits) failures.push(`${what}: taken ${taken}`);
            if (!taken && digest(f.world.db) !== before)
              failures.push(`${what}: refused but wrote`);
            for (const id of [f.player.id, other])
              if (ledgerOf(f.world).balance(id) > MAX_BALANCE)
                failures.push(`${what}: past the cap`);
            const { checks, violations } = ledgerViolations(f.world.db);
            counts.checks += checks;
            failures.push(...violations);
            return failures.length === 0;
          },
        ),
        failures,
        { numRuns: scaled(60, 1000), timeLimitMs: FULL ? 250_000 : 45_000 },
      );
    },
  );
});
