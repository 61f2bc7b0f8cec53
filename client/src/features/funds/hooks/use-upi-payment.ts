import { PAYMENT_MESSAGES, ADD_MONEY_MESSAGES } from '@panna/shared/validation';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { isProviderError } from '../../../lib/provider-client';
import { completeCredentials } from '../../../lib/storage';
import { bankDetailsQuery } from '../api/admin-bank-details';
import { addFundRequest } from '../api/fund-request-add';
import { buildUpiLink, paymentLauncher, payeeFor, type UpiApp } from '../payment-link';
import { FUND_REQUEST_DELAY_MS } from '../strings';

/** Bank-details failure: the server's msg, its fallback, or the network message. */
function bankDetailsError(error: unknown): string {
  if (isProviderError(error) && error.kind === 'status') {
    return error.serverMessage || PAYMENT_MESSAGES.bankDetailsFailed;
  }
  return PAYMENT_MESSAGES.bankDetailsError;
}

/**
 * Add Money: idle -> processing -> the UPI app opens -> 2 s later the fund request is posted
 * (its result logged) -> idle. `error` holds the catalogue message of a failed start; `filed` the
 * amount of the last request the provider filed, which the screen confirms.
 */
export function useUpiPayment() {
  const client = useQueryClient();
  const [processing, setProcessing] = useState(false);
  const [error, setError] = useState<string>();
  const [filed, setFiled] = useState<number>();
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const start = async (amount: number, app: UpiApp) => {
    if (processing) return;
    setProcessing(true);
    setError(undefined);
    setFiled(undefined);
    let details;
    try {
      details = (await client.fetchQuery(bankDetailsQuery())).bank_details[0];
    } catch (failure) {
      setError(bankDetailsError(failure));
      setProcessing(false);
      return;
    }
    const payee = payeeFor(details, app);
    if ('error' in payee) {
      setError(payee.error);
      setProcessing(false);
      return;
    }
    try {
      const payeeName = completeCredentials()?.username ?? '';
      paymentLauncher.open(buildUpiLink({ ...payee, payeeName, amount, reference: Date.now() }));
    } catch {
      setError(ADD_MONEY_MESSAGES.paymentStartFailed);
      setProcessing(false);
      return;
    }
    timer.current = window.setTimeout(() => {
      addFundRequest(amount)
        .then((answer) => {
          console.info('Fund request added', answer.fund_request_id);
          setFiled(amount);
        })
        .catch((failure: unknown) => console.warn('Fund request failed', failure))
        .finally(() => setProcessing(false));
    }, FUND_REQUEST_DELAY_MS);
  };

  return { start, processing, error, filed };
}
