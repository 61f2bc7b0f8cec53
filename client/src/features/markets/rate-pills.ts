import { RATE_LINES } from '@panna/shared/bids';

// Kept apart from strings.ts: the rate lines are built from the bid catalogue, which only the
// Starline and Gali lists need; the home screen (in the signed-in shell) must not download it.

/** The spec lists Starline's rate pills in this order; a pill it does not name comes after. */
const STARLINE_PILL_ORDER = ['Single Digit', 'Double Pana', 'Single Pana', 'Triple Pana'];
const pillRank = (label: string) => {
  const rank = STARLINE_PILL_ORDER.indexOf(label);
  return rank < 0 ? STARLINE_PILL_ORDER.length : rank;
};

/** Starline rate pills, labelled and keyed by the bid-type catalogue, in the spec's order. */
export const STARLINE_RATE_PILLS = RATE_LINES.starline
  .map(({ label, key }) => ({ label, field: key }))
  .sort((a, b) => pillRank(a.label) - pillRank(b.label));

/** Gali rate pairs: the provider's field names mean Left, Right and Jodi here (the catalogue's). */
export const GALI_RATE_PAIRS = RATE_LINES.gali.map(({ label, key }) => ({ label, field: key }));
