/** api-user-transfer-wallet-balance: moves points to another player. */
import type { QueryClient } from '@tanstack/react-query';
import { invalidateWallet } from '../../../lib/api/wallet-balance';
import { callProvider } from '../../../lib/provider-client';
import { sessionToken } from '../../../lib/storage';

export interface TransferInput {
  mobile: string;
  points: number;
}

export async function transferPoints(client: QueryClient, { mobile, points }: TransferInput) {
  const answer = await callProvider('api-user-transfer-wallet-balance', {
    unique_token: sessionToken(),
    amount: String(points),
    mobile_no: mobile,
    // The spec sends an empty note.
    transfer_note: '',
  });
  await invalidateWallet(client);
  return answer;
}
