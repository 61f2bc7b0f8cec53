import { PAYMENT_METHOD, type PaymentMethodCode } from '@panna/shared/protocol';
import {
  WITHDRAW_MESSAGES,
  hasErrors,
  parseAmount,
  validateWithdraw,
  type FieldErrors,
  type WithdrawField,
} from '@panna/shared/validation';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { toastAccount } from '../../../components/toast';
import { useWalletAmount } from '../../../lib/api/dashboard';
import { useWalletBalance, walletPoints } from '../../../lib/api/wallet-balance';
import { repeatedWarning } from '../../../lib/money-call';
import { providerNow } from '../../../lib/provider-clock';
import { useExclusive } from '../../../lib/use-exclusive';
import { requestWithdraw } from '../api/withdraw-fund-request';
import * as paths from '../../../lib/paths';
import { LOST_ANSWER_MESSAGES } from '../strings';

const METHOD_CODES: readonly number[] = Object.values(PAYMENT_METHOD);
const isMethodCode = (value: number): value is PaymentMethodCode => METHOD_CODES.includes(value);

/** The withdraw form: every rule of validateWithdraw, one request at a time, /imp on success. */
export function useWithdrawForm() {
  const navigate = useNavigate();
  const wallet = useWalletBalance();
  const walletAmt = useWalletAmount();
  const client = useQueryClient();
  const [amount, setAmount] = useState('');
  const [method, setMethod] = useState('');
  const [errors, setErrors] = useState<FieldErrors<WithdrawField>>({});
  const [failure, setFailure] = useState<string>();

  const submit = useExclusive(async () => {
    setFailure(undefined);
    const limits = wallet.data;
    const found = validateWithdraw(
      { amount, method },
      {
        balance: walletPoints(walletAmt),
        minWithdrawal: walletPoints(limits?.min_withdrawal),
        openTime: limits?.withdraw_open_time ?? '',
        closeTime: limits?.withdraw_close_time ?? '',
        nowMs: providerNow(),
      },
    );
    setErrors(found);
    const value = parseAmount(amount);
    const code = Number(method);
    if (hasErrors(found) || value === undefined || !isMethodCode(code)) return;
    const repeated = repeatedWarning(() => toastAccount.error(LOST_ANSWER_MESSAGES.repeated));
    const outcome = await requestWithdraw(
      client,
      { amount: value, method: code },
      {
        onLost: () => toastAccount.info(LOST_ANSWER_MESSAGES.checking),
        onRepeated: repeated.onRepeated,
      },
    );
    switch (outcome.kind) {
      case 'done':
      case 'found':
        toastAccount.success(
          outcome.kind === 'done' ? outcome.answer.msg : LOST_ANSWER_MESSAGES.withdrawMade,
        );
        repeated.successTold();
        void navigate(paths.home);
        return;
      case 'refused':
        setFailure(outcome.message || WITHDRAW_MESSAGES.failed);
        return;
      case 'not-done':
        setFailure(WITHDRAW_MESSAGES.failed);
        return;
      case 'unknown':
        setFailure(LOST_ANSWER_MESSAGES.unknown);
    }
  });

  return {
    wallet: wallet.data,
    amount,
    setAmount,
    method,
    setMethod,
    errors,
    failure,
    submit: submit.run,
    busy: submit.busy,
  };
}
