import {
  TRANSFER_MESSAGES,
  parseAmount,
  validateTransfer,
  type TransferValues,
} from '@panna/shared/validation';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toastAccount } from '../../../components/toast';
import { digitsOnly, useForm } from '../../../components/use-form';
import { useWalletAmount } from '../../../lib/api/dashboard';
import { walletPoints } from '../../../lib/api/wallet-balance';
import { useExclusive } from '../../../lib/use-exclusive';
import { useSession } from '../../../lib/use-session';
import { checkTransferReceiver } from '../api/check-user-for-transfer';
import { transferPoints } from '../api/transfer-wallet-balance';
import { LOST_ANSWER_MESSAGES } from '../strings';
import { tellMoneyCall } from '../tell-money-call';

/** A checked transfer waiting for the player's confirmation. */
export interface PendingTransfer {
  mobile: string;
  points: number;
  receiverName: string;
}

/** Transfer flow: validate, check the receiver, confirm in a modal, then transfer. */
export function useTransferForm() {
  const session = useSession();
  const walletAmt = useWalletAmount();
  const client = useQueryClient();
  const [failure, setFailure] = useState<string>();
  const [pending, setPending] = useState<PendingTransfer | null>(null);

  const form = useForm({
    // Stryker disable next-line ObjectLiteral: a field without a value shows, and is checked, as empty.
    initial: { phone: '', points: '' },
    validate: (values) => {
      setFailure(undefined);
      return validateTransfer(values, {
        // Stryker disable next-line OptionalChaining: the screen is behind the sign-in guard; signed out, it is gone.
        ownMobile: session?.mobile,
        balance: walletPoints(walletAmt),
      });
    },
    send: async ({ phone, points: typed }) => {
      const points = parseAmount(typed);
      // Stryker disable next-line ConditionalExpression: validateTransfer passed only a whole amount.
      if (points === undefined) return;
      try {
        const answer = await checkTransferReceiver(phone);
        setPending({ mobile: phone, points, receiverName: answer.user_name });
      } catch {
        setFailure(TRANSFER_MESSAGES.userCheckFailed);
      }
    },
  });

  const confirm = useExclusive(async () => {
    // Stryker disable next-line ConditionalExpression: Confirm is on screen only with a transfer pending.
    if (!pending) return;
    const told = await tellMoneyCall(
      (options) =>
        transferPoints(client, { mobile: pending.mobile, points: pending.points }, options),
      LOST_ANSWER_MESSAGES.transferMade,
    );
    if (told.made) {
      setPending(null);
      form.reset();
      return;
    }
    toastAccount.error(told.message);
    // Not made: the confirmation stays, to try again; unless it may have been made, when it is
    // not offered again until the player has looked.
    if (told.unknown) setPending(null);
  });

  /** Binds a field: digits only. */
  const field = (name: keyof TransferValues) => form.field(name, digitsOnly);

  return {
    field,
    failure,
    onSubmit: form.onSubmit,
    checking: form.busy,
    pending,
    cancel: () => setPending(null),
    confirm: confirm.run,
    transferring: confirm.busy,
  };
}
