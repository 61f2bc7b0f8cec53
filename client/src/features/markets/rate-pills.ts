import { RATE_LINES, type RateKeyOf } from '@panna/shared/bids';

// Kept apart from strings.ts: the rate lines are built from the bid catalogue, which only the
// Starline and Gali lists need; the home screen (in the signed-in shell) must not download it.

/**
 * Each Starline rate key's place among the rate pills, in the spec's order (Single Digit, Double
 * Pana, Single Pana, Triple Pana): a new key does not compile until it is given its place.
 */
const STARLINE_PILL_RANK: Record<RateKeyOf<'starline'>, number> = {
  single_digit: 0,
  double_pana: 1,
  single_pana: 2,
  tripple_pana: 3,
};

/** Starline rate pills, labelled and keyed by the bid-type catalogue, in the spec's order. */
export const STARLINE_RATE_PILLS = RATE_LINES.starline
  .map(({ label, key }) => ({ label, field: key }))
  .sort((a, b) => STARLINE_PILL_RANK[a.field] - STARLINE_PILL_RANK[b.field]);

/** Gali rate pairs: the provider's field names mean Left, Right and Jodi here (the catalogue's). */
export const GALI_RATE_PAIRS = RATE_LINES.gali.map(({ label, key }) => ({ label, field: key }));
