/** Transfer points to another player. */
import { TRANSFER_MESSAGES } from './messages';
import type { FieldErrors } from './form';
import { finiteOrZero, parseAmount } from './amount';
import { nationalNumber, phoneError } from './phone';

/**
 * Smallest transfer in points. The spec states "at least 100" while the message says "More than
 * 100"; we read it as inclusive, so exactly 100 is accepted.
 */
export const TRANSFER_MINIMUM = 100;

export interface TransferValues {
  phone: string;
  points: string;
}

export interface TransferContext {
  /** The signed-in player's stored mobile (any formatting); undefined skips the own-number rule. */
  ownMobile: string | null | undefined;
  /** Current wallet balance in points (non-finite counts as 0). */
  balance: number;
}

/**
 * Phone: required, pattern, not the player's own number. Points: required (also for text that is
 * not a whole positive number), at least TRANSFER_MINIMUM, at most the balance.
 */
export function validateTransfer(
  values: TransferValues,
  context: TransferContext,
): FieldErrors<keyof TransferValues> {
  const errors: FieldErrors<keyof TransferValues> = {};
  const phone = phoneError(values.phone, TRANSFER_MESSAGES);
  if (phone) {
    errors.phone = phone;
  } else if (context.ownMobile && nationalNumber(context.ownMobile) === values.phone) {
    errors.phone = TRANSFER_MESSAGES.ownPhone;
  }
  const points = parseAmount(values.points);
  if (points === undefined) {
    errors.points = TRANSFER_MESSAGES.pointsRequired;
  } else if (points < TRANSFER_MINIMUM) {
    errors.points = TRANSFER_MESSAGES.pointsBelowMinimum;
  } else if (points > finiteOrZero(context.balance)) {
    errors.points = TRANSFER_MESSAGES.notEnoughPoints;
  }
  return errors;
}
