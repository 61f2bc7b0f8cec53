/** api-user-transfer-wallet-balance: moves points to another player. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callProvider } from '../../../lib/provider-client';
import { sessionToken } from '../../../lib/storage';
import { invalidateWallet } from './invalidate-wallet';

export interface TransferInput {
  mobile: string;
  points: number;
}

export const transferPoints = ({ mobile, points }: TransferInput) =>
  callProvider('api-user-transfer-wallet-balance', {
    unique_token: sessionToken(),
    amount: String(points),
    mobile_no: mobile,
    // The spec sends an empty note.
    transfer_note: '',
  });

export function useTransferPoints() {
  const client = useQueryClient();
  return useMutation({ mutationFn: transferPoints, onSuccess: () => invalidateWallet(client) });
}
