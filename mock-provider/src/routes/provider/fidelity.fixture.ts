/** The fidelity tests' fixtures and their shape comparison against the recorded real answers. */
import {
  BID_TYPES,
  indiaDateKey,
  type BidSubmission,
  type BidTypeId,
  type EntryInput,
} from '@panna/shared';
import { expect } from 'vitest';
import { addMarket, addPlayer, slipSubmissions, call, routeTest } from '../../testing';

/** The formats the real server prints values in; any other text is just text. */
const FORMATS: readonly (readonly [string, RegExp])[] = [
  ['<insert time>', /^\d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} [AP]M$/],
  ['<win time>', /^\d{2} [A-Z][a-z]+ \d{2} \d{2}:\d{2}$/],
  ['<clock time>', /^\d{2}:\d{2} [AP]M$/],
  ['<token>', /^[A-Za-z0-9]{30}$/],
  ['<digits>', /^\d+$/],
  ['<url>', /^https?:\/\/\S+$/],
];
/** Keys whose values are compared as they are. */
const EXACT = new Set(['status', 'msg']);

/** What a value looks like: its keys, each value's type and format (messages kept as they are). */
function shapeOf(value: unknown, key = ''): unknown {
  if (EXACT.has(key)) return value;
  if (Array.isArray(value)) {
    const shapes = new Set(value.map((item) => JSON.stringify(shapeOf(item))));
    return [...shapes].map((s) => JSON.parse(s) as unknown);
  }
  if (typeof value === 'object' && value !== null)
    return Object.fromEntries(
      Object.entries(value)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([k, v]) => [k, shapeOf(v, k)]),
    );
  if (typeof value === 'string') {
    if (value === '') return '';
    return FORMATS.find(([, format]) => format.test(value))?.[0] ?? '<text>';
  }
  if (typeof value === 'number') return Number.isInteger(value) ? '<integer>' : '<number>';
  return value;
}

export const expectShape = (actual: unknown, recorded: unknown) =>
  expect(shapeOf(actual)).toEqual(shapeOf(recorded));

export const rowNamed = (answer: Record<string, unknown>, name: string) =>
  (answer.result as { game_name: string }[]).find((row) => row.game_name === name);

export const fidelityTest = routeTest
  .extend('player', ({ world }) => addPlayer(world, { wallet: 500, name: 'Demo Player' }))
  .extend('ids', { auto: true }, ({ world }) => ({
    KALYAN: addMarket(world, { name: 'KALYAN', open: '03:45 PM', close: '05:45 PM' }),
    'MAIN BAZAR': addMarket(world, { name: 'MAIN BAZAR', open: '09:35 PM', close: '12:05 AM' }),
    STAR: addMarket(world, {
      kind: 'starline',
      name: 'KING STARLINE 01:00 PM',
      open: '01:00 PM',
    }),
    GALI: addMarket(world, { kind: 'gali', name: 'DELHI BAZAR', open: '03:00 PM' }),
  }))
  /** A call as the player (or `who`), its answer as it comes: shapes are compared, not schemas. */
  .extend(
    'post',
    ({ app, player }) =>
      (path: string, body: Record<string, unknown> = {}, who = player) =>
        call(app, path, { unique_token: who.token, ...body }),
  )
  .extend(
    'declare',
    ({ app }) =>
      (payload: Record<string, unknown>) =>
        app.inject({ method: 'POST', url: '/__sim/results', payload }),
  )
  /** The submission the client sends for these entries. */
  .extend(
    'submission',
    ({ world, player, ids }) =>
      (id: BidTypeId, inputs: EntryInput[], token = player.token): BidSubmission => {
        const type = BID_TYPES.find((t) => t.id === id)!;
        const key = { main: 'KALYAN', starline: 'STAR', gali: 'GALI' } as const;
        const market = { gameId: String(ids[key[type.market]]), gameName: 'X' };
        const today = indiaDateKey(world.clock.now());
        return slipSubmissions(type, market, inputs, token, today)[0]!;
      },
  )
  .extend(
    'submit',
    ({ app }) =>
      (s: BidSubmission) =>
        call(app, s.path, s.body),
  )
  /** A Single Digit submission on KALYAN's open session. */
  .extend(
    'single',
    ({ submission }) =>
      (points = '10') =>
        submission('single-digit', [{ digits: '5', points, session: 'Open' }]),
  );
