/**
 * Random bids across bid types, players and markets, the same ones for the same seed: each a bid
 * the app itself would send (bid-slip.ts), for a session the market takes bids in now.
 */
import {
  bidTypesOf,
  isBlockedAfterOpen,
  sessionOptions,
  suggestionsFor,
  type BidType,
  type DigitField,
} from '@panna/shared';
import {
  KIND_PREFIX,
  PANA_KINDS,
  bidSubmission,
  type BidEntry,
  type BidMarketRef,
} from './bid-slip';
import { seededRandom } from '../domain/seeded-random';

/** A market taking bids now, and which session: main markets take close bids only after the open. */
export interface OpenMarket extends BidMarketRef {
  taking: 'open' | 'close';
}

export interface RandomBid extends BidEntry {
  market: OpenMarket;
  mobile: string;
}

const POINTS = [10, 20, 50, 100, 200];
/** Tries at digits the slip takes before another type is drawn (motor digits may repeat). */
const TRIES = 20;

/** Draws `count` bids. Each market and mobile list must be non-empty. */
export function randomBids(
  seed: number,
  count: number,
  markets: readonly OpenMarket[],
  mobiles: readonly string[],
): RandomBid[] {
  const random = seededRandom(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const digitsFor = (field: DigitField): string => {
    if (field.set !== 'motor-digits') return pick(suggestionsFor(field.set));
    // A run of 4 to 6 different digits: the first of a shuffle.
    const digits = [...'0123456789'];
    for (let i = digits.length - 1; i > 0; i -= 1) {
      const j = Math.floor(random() * (i + 1));
      [digits[i], digits[j]] = [digits[j]!, digits[i]!];
    }
    return digits.slice(0, 4 + Math.floor(random() * 3)).join('');
  };
  const bids: RandomBid[] = [];
  for (let draws = 0; bids.length < count && draws < count * TRIES; draws += 1) {
    const market = pick(markets);
    const afterOpen = market.taking === 'close';
    const types = bidTypesOf(market.kind).filter(
      (t: BidType) => market.kind !== 'main' || !isBlockedAfterOpen(t, afterOpen),
    );
    const type = pick(types);
    const entry = (): RandomBid => {
      const fields = Object.fromEntries(type.fields.map((f) => [f.key, digitsFor(f)]));
      return {
        market,
        mobile: pick(mobiles),
        type: type.id.replace(KIND_PREFIX[market.kind], ''),
        digits: fields.digits ?? '',
        closedigits: fields.closedigits,
        points: String(pick(POINTS)),
        session: pick(sessionOptions(type, afterOpen).allowed).toLowerCase(),
        pana: type.id === 'sp-dp-tp' ? pick(PANA_KINDS) : undefined,
      };
    };
    for (let tries = 0; tries < TRIES; tries += 1) {
      const bid = entry();
      try {
        bidSubmission(market, bid, 'token', '1-January-2025');
        bids.push(bid);
        break;
      } catch {
        // digits the slip refuses (a motor run too short): draw again
      }
    }
  }
  return bids;
}
