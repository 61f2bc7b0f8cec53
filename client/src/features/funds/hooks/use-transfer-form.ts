import {
  TRANSFER_MESSAGES,
  WITHDRAW_MESSAGES,
  hasErrors,
  parseAmount,
  validateTransfer,
  type FieldErrors,
  type TransferValues,
} from '@panna/shared/validation';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toastAccount } from '../../../components/toast';
import { useWalletAmount } from '../../../lib/api/dashboard';
import { walletPoints } from '../../../lib/api/wallet-balance';
import { repeatedWarning } from '../../../lib/money-call';
import { useExclusive } from '../../../lib/use-exclusive';
import { useSession } from '../../../lib/use-session';
import { checkTransferReceiver } from '../api/check-user-for-transfer';
import { transferPoints } from '../api/transfer-wallet-balance';
import { LOST_ANSWER_MESSAGES } from '../strings';

/** A checked transfer waiting for the player's confirmation. */
export interface PendingTransfer {
  mobile: string;
  points: number;
  receiverName: string;
}

const EMPTY: TransferValues = { phone: '', points: '' };

/** Transfer flow: validate, check the receiver, confirm in a modal, then transfer. */
export function useTransferForm() {
  const session = useSession();
  const walletAmt = useWalletAmount();
  const client = useQueryClient();
  const [values, setValues] = useState<TransferValues>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors<keyof TransferValues>>({});
  const [failure, setFailure] = useState<string>();
  const [pending, setPending] = useState<PendingTransfer | null>(null);

  const submit = useExclusive(async () => {
    setFailure(undefined);
    const found = validateTransfer(values, {
      ownMobile: session?.mobile,
      balance: walletPoints(walletAmt),
    });
    setErrors(found);
    const points = parseAmount(values.points);
    if (hasErrors(found) || points === undefined) return;
    try {
      const answer = await checkTransferReceiver(values.phone);
      setPending({ mobile: values.phone, points, receiverName: answer.user_name });
    } catch {
      setFailure(TRANSFER_MESSAGES.userCheckFailed);
    }
  });

  const confirm = useExclusive(async () => {
    if (!pending) return;
    const repeated = repeatedWarning(() => toastAccount.error(LOST_ANSWER_MESSAGES.repeated));
    const outcome = await transferPoints(
      client,
      { mobile: pending.mobile, points: pending.points },
      {
        onLost: () => toastAccount.info(LOST_ANSWER_MESSAGES.checking),
        onRepeated: repeated.onRepeated,
      },
    );
    switch (outcome.kind) {
      case 'done':
      case 'found':
        toastAccount.success(
          outcome.kind === 'done' ? outcome.answer.msg : LOST_ANSWER_MESSAGES.transferMade,
        );
        repeated.successTold();
        setPending(null);
        setValues(EMPTY);
        return;
      case 'refused':
      case 'not-done':
        // Not made: the confirmation stays, to try again.
        toastAccount.error(
          (outcome.kind === 'refused' && outcome.message) || WITHDRAW_MESSAGES.failed,
        );
        return;
      case 'unknown':
        // Not offered again until the player has looked: it may have been made.
        toastAccount.error(LOST_ANSWER_MESSAGES.unknown);
        setPending(null);
    }
  });

  const update = (field: keyof TransferValues, value: string) => {
    setValues((current) => ({ ...current, [field]: value.replace(/\D/g, '') }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  return {
    values,
    update,
    errors,
    failure,
    submit: submit.run,
    checking: submit.busy,
    pending,
    cancel: () => setPending(null),
    confirm: confirm.run,
    transferring: confirm.busy,
  };
}
