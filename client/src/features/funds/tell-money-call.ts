import { WITHDRAW_MESSAGES } from '@panna/shared/validation';
import { toastAccount } from '../../components/toast';
import { repeatedWarning, type MoneyCallOptions } from '../../lib/money-call';
import { LOST_ANSWER_MESSAGES } from './strings';

/** What became of a money call (lib/money-call.ts MoneyOutcome), as far as the player is told. */
type Outcome =
  | { kind: 'done'; answer: { msg: string } }
  | { kind: 'refused'; message: string }
  | { kind: 'found' }
  | { kind: 'not-done' }
  | { kind: 'unknown' };

/** A funds money call's end: made (the success is told), or the message to show and why. */
export type ToldMoneyCall =
  | { made: true }
  /** `unknown`: the provider could not be asked, so it may have been made: not offered again. */
  | { made: false; message: string; unknown: boolean };

/**
 * Sends a transfer or withdraw (its api function, given the options to pass on) and tells the
 * player along the way: "checking" when its answer is lost, the success (the provider's msg, or
 * `madeText` when the lost answer is found applied), and that it was done twice when the browser
 * sent it again. A call not made comes back with its message for the screen to show.
 */
export async function tellMoneyCall(
  send: (options: MoneyCallOptions) => Promise<Outcome>,
  madeText: string,
): Promise<ToldMoneyCall> {
  const repeated = repeatedWarning(() => toastAccount.error(LOST_ANSWER_MESSAGES.repeated));
  const outcome = await send({
    onLost: () => toastAccount.info(LOST_ANSWER_MESSAGES.checking),
    onRepeated: repeated.onRepeated,
  });
  switch (outcome.kind) {
    case 'done':
    case 'found':
      toastAccount.success(outcome.kind === 'done' ? outcome.answer.msg : madeText);
      repeated.successTold();
      return { made: true };
    case 'refused':
      return { made: false, message: outcome.message || WITHDRAW_MESSAGES.failed, unknown: false };
    case 'not-done':
      return { made: false, message: WITHDRAW_MESSAGES.failed, unknown: false };
    case 'unknown':
      return { made: false, message: LOST_ANSWER_MESSAGES.unknown, unknown: true };
  }
}
