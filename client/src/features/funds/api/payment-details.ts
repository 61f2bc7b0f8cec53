/** api-get-user-payment-details: the player's saved UPI numbers. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callProvider } from '../../../lib/provider-client';
import { useToken } from '../../../lib/use-session';
import { fundsKeys } from './keys';

export const paymentDetailsQuery = (token: string) =>
  queryOptions({
    queryKey: fundsKeys.paymentDetails(token),
    queryFn: ({ signal }) =>
      callProvider('api-get-user-payment-details', { unique_token: token }, { signal }),
    enabled: token !== '',
    select: (answer) => answer.payment_details[0],
  });

export function usePaymentDetails() {
  const token = useToken();
  return useQuery(paymentDetailsQuery(token));
}
