import { PAYMENT_METHOD, type PaymentMethodCode } from '@panna/shared/protocol';
import { parseAmount, validateWithdraw } from '@panna/shared/validation';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { digitsOnly, useForm } from '../../../components/use-form';
import { useWalletAmount } from '../../../lib/api/dashboard';
import { useWalletBalance, walletPoints } from '../../../lib/api/wallet-balance';
import { providerNow } from '../../../lib/provider-clock';
import { requestWithdraw } from '../api/withdraw-fund-request';
import * as paths from '../../../lib/paths';
import { LOST_ANSWER_MESSAGES } from '../strings';
import { tellMoneyCall } from '../tell-money-call';

const METHOD_CODES: readonly PaymentMethodCode[] = Object.values(PAYMENT_METHOD);

/** The withdraw form: every rule of validateWithdraw, one request at a time, /imp on success. */
export function useWithdrawForm() {
  const navigate = useNavigate();
  const wallet = useWalletBalance();
  const walletAmt = useWalletAmount();
  const client = useQueryClient();
  const [failure, setFailure] = useState<string>();

  const form = useForm({
    // Stryker disable next-line ObjectLiteral: a field without a value shows, and is checked, as empty.
    initial: { amount: '', method: '' },
    validate: (values) => {
      setFailure(undefined);
      const limits = wallet.data;
      return validateWithdraw(values, {
        balance: walletPoints(walletAmt),
        minWithdrawal: walletPoints(limits?.min_withdrawal),
        // Stryker disable StringLiteral: any text but a time reads as an unknown window, a closed one.
        openTime: limits?.withdraw_open_time ?? '',
        closeTime: limits?.withdraw_close_time ?? '',
        // Stryker restore StringLiteral
        nowMs: providerNow(),
      });
    },
    send: async ({ amount, method }) => {
      const value = parseAmount(amount);
      const code = METHOD_CODES.find((listed) => listed === Number(method));
      // Stryker disable next-line ConditionalExpression,LogicalOperator: validateWithdraw passed only a whole amount and a method the list offers.
      if (value === undefined || code === undefined) return;
      const told = await tellMoneyCall(
        (options) => requestWithdraw(client, { amount: value, method: code }, options),
        LOST_ANSWER_MESSAGES.withdrawMade,
      );
      if (told.made) void navigate(paths.home);
      else setFailure(told.message);
    },
  });

  return {
    wallet: wallet.data,
    /** The amount's input: digits only. */
    amount: form.field('amount', digitsOnly),
    method: form.values.method,
    setMethod: (method: string) => form.edit('method', method),
    errors: form.errors,
    failure,
    onSubmit: form.onSubmit,
    busy: form.busy,
  };
}
