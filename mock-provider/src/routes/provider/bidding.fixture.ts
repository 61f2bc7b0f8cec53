/** The bid tests' fixtures: one market of each kind, a player with 100,000 points, and the
 * submissions the client sends, built by the shared catalogue code. */
import {
  BID_TYPES,
  indiaDateKey,
  type BidSubmission,
  type BidTypeId,
  type EntryInput,
} from '@panna/shared';
import { addMarket, addPlayer, slipSubmissions, countRows, routeTest } from '../../testing';

/** A valid entry for each catalogue type. */
export const SAMPLES: Record<BidTypeId, EntryInput> = {
  'single-digit': { digits: '5', points: '10', session: 'Open' },
  'jodi-digit': { digits: '42', points: '20', session: 'Close' },
  'single-pana': { digits: '123', points: '10', session: 'Open' },
  'double-pana': { digits: '112', points: '10', session: 'Close' },
  'triple-pana': { digits: '777', points: '10', session: 'Open' },
  'half-sangam': { digits: '5', closedigits: '140', points: '10', session: 'Open' },
  'full-sangam': { digits: '123', closedigits: '550', points: '10', session: 'Open' },
  'sp-dp-tp': {
    digits: '4',
    points: '10',
    session: 'Close',
    boxes: { sp: true, dp: true, tp: true },
  },
  'sp-motor': { digits: '1234', points: '10', session: 'Open' },
  'dp-motor': { digits: '12', points: '10', session: 'Open' },
  'star-single-digit': { digits: '3', points: '10', session: 'Open' },
  'star-single-pana': { digits: '128', points: '10', session: 'Open' },
  'star-double-pana': { digits: '550', points: '10', session: 'Open' },
  'star-triple-pana': { digits: '000', points: '10', session: 'Open' },
  'gali-left-digit': { digits: '3', points: '10', session: 'Open' },
  'gali-right-digit': { digits: '9', points: '10', session: 'Open' },
  'gali-jodi-digit': { digits: '07', points: '10', session: 'Open' },
};

/** One submission with its new_result changed. */
export function tweak(
  s: BidSubmission,
  change: (nr: BidSubmission['body']['new_result']) => void,
): BidSubmission {
  const copy = structuredClone(s);
  change(copy.body.new_result);
  return copy;
}

export const bidTest = routeTest
  .extend('player', ({ world }) => addPlayer(world, { wallet: 100_000 }))
  /** KALYAN (03:45-05:45 PM), a Starline slot at 11 AM and a Gali market at 11:30 PM. */
  .extend('gameIds', { auto: true }, ({ world }) => ({
    main: addMarket(world, { name: 'KALYAN', open: '03:45 PM', close: '05:45 PM' }),
    starline: addMarket(world, { kind: 'starline', name: 'STAR 11 AM', open: '11:00 AM' }),
    gali: addMarket(world, { kind: 'gali', name: 'GALI', open: '11:30 PM' }),
  }))
  /** The calls the client makes for these entries, built by the shared catalogue code. */
  .extend(
    'submissions',
    ({ world, player, gameIds }) =>
      (id: BidTypeId, inputs: EntryInput[], token = player.token): BidSubmission[] => {
        const type = BID_TYPES.find((t) => t.id === id)!;
        const market = {
          gameId: String(gameIds[type.market]),
          gameName: type.market.toUpperCase(),
        };
        return slipSubmissions(type, market, inputs, token, indiaDateKey(world.clock.now()));
      },
  )
  /** Posts a submission, its answer checked against the endpoint's response schema. */
  .extend(
    'submit',
    ({ provider }) =>
      (s: BidSubmission) =>
        provider(s.path, s.body),
  )
  .extend(
    'bidCount',
    ({ world }) =>
      () =>
        countRows(world, 'SELECT COUNT(*) AS n FROM bids'),
  )
  .extend(
    'debitCount',
    ({ world }) =>
      () =>
        countRows(world, "SELECT COUNT(*) AS n FROM wallet_transactions WHERE amount_status = '5'"),
  );
