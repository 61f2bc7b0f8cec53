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
import { useWalletBalance, walletPoints } from '../../../lib/api/wallet-balance';
import { isProviderError } from '../../../lib/provider-client';
import { useExclusive } from '../../../lib/use-exclusive';
import { requestWithdraw } from '../api/withdraw-fund-request';
import * as paths from '../../../lib/paths';

const METHOD_CODES: readonly number[] = Object.values(PAYMENT_METHOD);
const isMethodCode = (value: number): value is PaymentMethodCode => METHOD_CODES.includes(value);

function failureMessage(error: unknown): string {
  if (!isProviderError(error)) return WITHDRAW_MESSAGES.unexpected;
  return error.serverMessage || WITHDRAW_MESSAGES.failed;
}

/** The withdraw form: every rule of validateWithdraw, one request at a time, /imp on success. */
export function useWithdrawForm() {
  const navigate = useNavigate();
  const wallet = useWalletBalance();
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
        balance: walletPoints(limits?.wallet_amt),
        minWithdrawal: walletPoints(limits?.min_withdrawal),
        openTime: limits?.withdraw_open_time ?? '',
        closeTime: limits?.withdraw_close_time ?? '',
        nowMs: Date.now(),
      },
    );
    setErrors(found);
    const value = parseAmount(amount);
    const code = Number(method);
    if (hasErrors(found) || value === undefined || !isMethodCode(code)) return;
    try {
      const answer = await requestWithdraw(client, { amount: value, method: code });
      toastAccount.success(answer.msg);
      void navigate(paths.home);
    } catch (error) {
      setFailure(failureMessage(error));
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
