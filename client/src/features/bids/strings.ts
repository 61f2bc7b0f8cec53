/** The bids feature's own wording; the rule messages are BID_MESSAGES in @panna/shared/bids. */
export const BIDS_TEXT = {
  chooseMarket: 'Please choose a market first.',
  confirmTitle: 'Confirm Your Bid',
  pendingTitle: 'Your bids',
  loadingMarket: 'Loading market...',
} as const;

/** SP DP TP when only some of its calls went through: say which, plainly, and why if known. */
export function partialFailureMessage(
  placed: readonly string[],
  failed: readonly string[],
  reason = '',
): string {
  const why = reason ? ` (${reason})` : '';
  return `${placed.join(', ')} placed; ${failed.join(', ')} failed${why}. Please try again.`;
}
