/**
 * api-fund-request-add: records a pending deposit once the UPI app was opened. Sent once
 * (lib/money-call.ts); a lost answer is looked up in the player's deposit requests.
 */
import type { DepositRequest } from '@panna/shared/protocol';
import { moneyCall, newRows, type MoneyCallOptions } from '../../../lib/money-call';
import { callProvider } from '../../../lib/provider-client';
import type { Credentials } from '../../../lib/storage';

/** `payer`: the player who paid, read when the UPI app opened (the request is posted 2 s later). */
export function addFundRequest(payer: Credentials, amount: number, options?: MoneyCallOptions) {
  const { token } = payer;
  const deposits = async (): Promise<DepositRequest[]> =>
    (
      await callProvider('api-get-auto-deposit-list', {
        unique_token: token,
        mobile_no: payer.mobile,
      })
    ).result;
  return moneyCall(
    'api-fund-request-add',
    { unique_token: token, request_amount: String(amount) },
    {
      before: deposits,
      after: async (before) => {
        const filed = newRows(before, await deposits()).filter(
          (row) => Number(row.amount) === amount,
        );
        return filed.length > 0 ? filed : undefined;
      },
      times: (filed) => filed.length,
    },
    options,
  );
}
