/**
 * api-user-transfer-wallet-balance: moves points to another player. Sent once
 * (lib/money-call.ts); a lost answer is looked up in the passbook (a transfer-out row).
 */
import { AMOUNT_STATUS, type WalletTransaction } from '@panna/shared/protocol';
import type { QueryClient } from '@tanstack/react-query';
import { invalidateWallet } from '../../../lib/api/wallet-balance';
import { moneyCall, newRows, type MoneyCallOptions } from '../../../lib/money-call';
import { callProvider } from '../../../lib/provider-client';
import { sessionToken } from '../../../lib/storage';

export interface TransferInput {
  mobile: string;
  points: number;
}

export async function transferPoints(
  client: QueryClient,
  { mobile, points }: TransferInput,
  options?: MoneyCallOptions,
) {
  const token = sessionToken();
  const passbook = async (): Promise<WalletTransaction[]> =>
    (
      await callProvider(
        'api-wallet-transaction-history',
        { unique_token: token },
        { emptyList: 'transaction_history' },
      )
    ).transaction_history;
  const outcome = await moneyCall(
    'api-user-transfer-wallet-balance',
    {
      unique_token: token,
      amount: String(points),
      mobile_no: mobile,
      // The spec sends an empty note.
      transfer_note: '',
    },
    {
      before: passbook,
      after: async (before) => {
        const made = newRows(before, await passbook()).filter(
          (row) =>
            row.amount_status === AMOUNT_STATUS.TRANSFER_OUT && Number(row.amount) === points,
        );
        return made.length > 0 ? made : undefined;
      },
      times: (made) => made.length,
    },
    options,
  );
  if (outcome.kind === 'done' || outcome.kind === 'found') await invalidateWallet(client);
  return outcome;
}
