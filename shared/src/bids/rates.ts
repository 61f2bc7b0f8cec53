/**
 * The rate tables, built from the catalogue: each market's game_rates keys are its types' rate
 * keys, in menu order, each once; the type that introduces a key names its line on the rate
 * screens and gives the simulator's default rate.
 */
import { bidTypesOf, type RateKey, type RateKeyOf } from './catalogue';
import type { MarketKind, RatePair } from './types';

/** One line of a rate table. */
export interface RateLine<K extends RateKey = RateKey> {
  key: K;
  /** The title of the type that introduces the key: 'Triple Pana', 'Left Digit'. */
  label: string;
  /** The simulator's default for the key on this market. */
  defaultRate: RatePair;
}

function linesOf<M extends MarketKind>(market: M): readonly RateLine<RateKeyOf<M>>[] {
  const lines = new Map<RateKey, RateLine>();
  for (const type of bidTypesOf(market)) {
    if (type.rateKey === undefined || lines.has(type.rateKey)) continue;
    if (!type.defaultRate) throw new Error(`${type.id} introduces ${type.rateKey} without a rate`);
    lines.set(type.rateKey, {
      key: type.rateKey,
      label: type.title,
      defaultRate: type.defaultRate,
    });
  }
  return [...lines.values()] as RateLine<RateKeyOf<M>>[];
}

/** Each market's rate table, in the order the provider's game_rates record lists it. */
export const RATE_LINES: { [M in MarketKind]: readonly RateLine<RateKeyOf<M>>[] } = {
  main: linesOf('main'),
  starline: linesOf('starline'),
  gali: linesOf('gali'),
};

/** A market's game_rates keys. */
export const rateKeysOf = <M extends MarketKind>(market: M): RateKeyOf<M>[] =>
  RATE_LINES[market].map((line) => line.key);

/** A market's rates as the simulator starts with them, keyed as on the wire. */
export const defaultRatesOf = <M extends MarketKind>(market: M): Record<RateKeyOf<M>, RatePair> =>
  Object.fromEntries(RATE_LINES[market].map((line) => [line.key, line.defaultRate])) as Record<
    RateKeyOf<M>,
    RatePair
  >;
