import type { BidType } from './catalogue';
import type { Session } from './types';

/**
 * The sessions a screen offers and the one selected by default. Once the open time has passed
 * only Close remains (and Open shows disabled).
 */
export function sessionOptions(
  type: BidType,
  openTimePassed: boolean,
): { allowed: Session[]; initial: Session } {
  if (type.session === 'close') return { allowed: ['Close'], initial: 'Close' };
  if (type.session === 'open') return { allowed: ['Open'], initial: 'Open' };
  return openTimePassed
    ? { allowed: ['Close'], initial: 'Close' }
    : { allowed: ['Open', 'Close'], initial: 'Open' };
}

/** The session a Proceed's rows carry: the player's choice where the screen offers one. */
export function rowSession(type: BidType, chosen: Session): Session {
  if (type.session === 'choice') return chosen;
  return type.session === 'close' ? 'Close' : 'Open';
}

/** Whether a screen is refused outright once the open time passed. */
export function isBlockedAfterOpen(type: BidType, openTimePassed: boolean): boolean {
  return openTimePassed && type.afterOpen !== 'close-only';
}

/**
 * Whether a menu tile refuses (and only explains) once the open time passed: types the catalogue
 * blocks after it. Starline's tiles still open their screen, which shows itself closed.
 */
export function isTileBlocked(type: BidType, openTimePassed: boolean): boolean {
  return openTimePassed && type.afterOpen === 'block';
}
