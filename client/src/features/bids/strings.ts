import { msg, translate } from '../../i18n/use-texts';

/** Said when the open time took pending Open rows off the slip (they would be refused). */
export const OPEN_ROWS_TAKEN_OFF = msg(
  'The open session has closed: your Open bids were taken off the list and their points given back.',
);

/** SP DP TP when only some of its calls went through: say which, plainly, and why if known. */
export function partialFailureMessage(
  placed: readonly string[],
  failed: readonly string[],
  reason = '',
): string {
  const values = { placed: placed.join(', '), failed: failed.join(', '), reason };
  return reason
    ? translate('{placed} placed; {failed} failed ({reason}). Please try again.', values)
    : translate('{placed} placed; {failed} failed. Please try again.', values);
}
