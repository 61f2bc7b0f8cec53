import { PAYMENT_MESSAGES, ADD_MONEY_MESSAGES } from '@panna/shared/validation';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { isProviderError } from '../../../lib/provider-client';
import { completeCredentials } from '../../../lib/storage';
import { bankDetailsQuery } from '../api/admin-bank-details';
import { addFundRequest } from '../api/fund-request-add';
import { buildUpiLink, paymentLauncher, payeeFor, type UpiApp } from '../payment-link';
import { toastAccount } from '../../../components/toast';
import { FUND_REQUEST_DELAY_MS, LOST_ANSWER_MESSAGES } from '../strings';

/** Bank-details failure: the server's msg, its fallback, or the network message. */
function bankDetailsError(error: unknown): string {
  if (isProviderError(error) && error.kind === 'status') {
    return error.serverMessage || PAYMENT_MESSAGES.bankDetailsFailed;
  }
  return PAYMENT_MESSAGES.bankDetailsError;
}

/**
 * A fund request's outcome: logged when answered; told to the player when its answer was lost.
 * True when the provider filed it (the screen then confirms it).
 */
function reportFundRequest(outcome: Awaited<ReturnType<typeof addFundRequest>>): boolean {
  switch (outcome.kind) {
    case 'done':
      console.info('Fund request added', outcome.answer.fund_request_id);
      return true;
    case 'refused':
      console.warn('Fund request failed', outcome.message);
      return false;
    case 'found':
      toastAccount.success(LOST_ANSWER_MESSAGES.depositFiled);
      return true;
    case 'not-done':
      toastAccount.error(LOST_ANSWER_MESSAGES.depositNotFiled);
      return false;
    case 'unknown':
      toastAccount.error(LOST_ANSWER_MESSAGES.unknown);
      return false;
  }
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

  const fail = (message: string) => {
    setError(message);
    setProcessing(false);
  };

  const start = async (amount: number, app: UpiApp) => {
    if (processing) return;
    setProcessing(true);
    setError(undefined);
    setFiled(undefined);
    let details;
    try {
      details = (await client.query(bankDetailsQuery())).bank_details[0];
    } catch (failure) {
      return fail(bankDetailsError(failure));
    }
    const payee = payeeFor(details, app);
    if ('error' in payee) return fail(payee.error);
    // Signed out meanwhile (in another tab): nobody to file the fund request for, so no payment.
    const payer = completeCredentials();
    // Stryker disable next-line ConditionalExpression: without it, reading a missing payer's name throws into the catch below, with the same message.
    if (!payer) return fail(ADD_MONEY_MESSAGES.paymentStartFailed);
    try {
      const link = { ...payee, payeeName: payer.username, amount, reference: Date.now() };
      paymentLauncher.open(buildUpiLink(link));
    } catch {
      return fail(ADD_MONEY_MESSAGES.paymentStartFailed);
    }
    // Not cancelled when the player leaves the screen: the payment may be made, and only the
    // fund request tells the provider of it, for the player who paid.
    window.setTimeout(() => {
      // Not awaited: a timer has no one to tell, and a money call answers every failure as an
      // outcome (lib/money-call.ts), reported below.
      void addFundRequest(payer, amount, {
        onLost: () => toastAccount.info(LOST_ANSWER_MESSAGES.checking),
        onRepeated: () => toastAccount.error(LOST_ANSWER_MESSAGES.repeated),
      })
        .then((outcome) => {
          if (reportFundRequest(outcome)) setFiled(amount);
        })
        .finally(() => setProcessing(false));
    }, FUND_REQUEST_DELAY_MS);
  };

  return { start, processing, error, filed };
}
