import { AMOUNT_STATUS, MSG, isValidPhone } from '@panna/shared';
import type { World } from '../../worlds/world';
import { FUNDS_MESSAGES } from './funds';
import { BalanceLimitExceeded, ledgerOf } from '../ledger';
import { refuse, wholeAmount, type Outcome } from '../outcome';
import { settingsOf } from '../settings';
import { enforces } from '../strict-notes';
import { usersOf, type Player, type UserRow } from '../users';

export const TRANSFER_REFUSALS = {
  // The real server's (with its trailing spaces).
  userNotFound: MSG.ACCOUNT_NOT_FOUND,
  found: MSG.ACCOUNT_FOUND,
  overBalance: MSG.TRANSFER_OVER_BALANCE,
  done: MSG.TRANSFER_DONE,
  // The simulator's own: whole positive amounts only.
  invalidAmount: FUNDS_MESSAGES.invalidAmount,
  receiverFull: "The receiver's wallet cannot take this amount",
  // strict only.
  disabled: 'Point transfer is currently disabled',
  invalidMobile: 'Please enter a valid 10-digit mobile number',
  self: 'You cannot transfer points to yourself',
  belowMinimum: (min: number) => `Minimum transfer is ${min} points`,
  aboveMaximum: (max: number) => `Maximum transfer is ${max} points`,
} as const;

/**
 * Point transfers between players: two ledger rows (out and in) in one database transaction,
 * noted as the real server notes them. The real server checks only the balance (and the simulator
 * a receiver to credit); strict also the transfer switch, the limits and not to oneself.
 */
export function createTransfers(world: World) {
  /** The player a transfer would go to, or why there is none. */
  const receiver = (sender: Player, mobile: string): Outcome<{ user: UserRow }> => {
    const limits = (msg: string) => enforces(world, 'transferLimits', msg);
    if (settingsOf(world).get('transferPointStatus') !== '1' && limits(TRANSFER_REFUSALS.disabled))
      return refuse(TRANSFER_REFUSALS.disabled);
    const wanted = mobile.trim();
    if (!isValidPhone(wanted) && limits(TRANSFER_REFUSALS.invalidMobile))
      return refuse(TRANSFER_REFUSALS.invalidMobile);
    const user = usersOf(world).byMobile(wanted);
    if (!user) return refuse(TRANSFER_REFUSALS.userNotFound);
    if (user.id === sender.id && limits(TRANSFER_REFUSALS.self))
      return refuse(TRANSFER_REFUSALS.self);
    return { ok: true, user };
  };

  return {
    receiver,
    transfer(sender: Player, amountValue: number | string, mobile: string, note: string): Outcome {
      const found = receiver(sender, mobile);
      if (!found.ok) return found;
      const amount = wholeAmount(amountValue);
      if (amount === undefined) return refuse(TRANSFER_REFUSALS.invalidAmount);
      const { minTransfer, maxTransfer } = settingsOf(world).all();
      const outside =
        amount < minTransfer
          ? TRANSFER_REFUSALS.belowMinimum(minTransfer)
          : amount > maxTransfer
            ? TRANSFER_REFUSALS.aboveMaximum(maxTransfer)
            : undefined;
      if (outside && enforces(world, 'transferLimits', outside)) return refuse(outside);
      if (amount > ledgerOf(world).balance(sender.id)) return refuse(TRANSFER_REFUSALS.overBalance);

      const to = found.user;
      const at = world.clock.now();
      try {
        world.db.transaction(() => {
          ledgerOf(world).post({
            userId: sender.id,
            direction: 'debit',
            amountStatus: AMOUNT_STATUS.TRANSFER_OUT,
            amount,
            note: `Amount Transfer To ${to.name}`,
            transferNote: note,
            at,
          });
          ledgerOf(world).post({
            userId: to.id,
            direction: 'credit',
            amountStatus: AMOUNT_STATUS.TRANSFER_IN,
            amount,
            note: `Amount Received From ${sender.name}`,
            transferNote: note,
            at,
          });
        })();
      } catch (error) {
        // The balance was read above in this same turn: only the receiver's side can refuse.
        if (error instanceof BalanceLimitExceeded) return refuse(TRANSFER_REFUSALS.receiverFull);
        throw error;
      }
      return { ok: true };
    },
  };
}

export function transfersOf(world: World) {
  return world.service(createTransfers);
}
