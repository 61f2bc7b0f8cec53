/** api-user-payment-method-list: the withdraw methods the player has set up. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callProvider } from '../../../lib/provider-client';
import { useSession } from '../../../lib/use-session';
import { fundsKeys } from './keys';

export const paymentMethodsQuery = (token: string, mobile: string) =>
  queryOptions({
    queryKey: fundsKeys.paymentMethods(token, mobile),
    queryFn: ({ signal }) =>
      callProvider(
        'api-user-payment-method-list',
        { unique_token: token, mobile_no: mobile },
        { signal, emptyList: 'result' },
      ),
    enabled: token !== '',
  });

export function usePaymentMethods() {
  const session = useSession();
  return useQuery(paymentMethodsQuery(session?.token ?? '', session?.mobile ?? ''));
}
