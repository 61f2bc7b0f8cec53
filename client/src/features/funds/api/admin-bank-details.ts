/** api-admin-bank-details: the operator's UPI ids, read when a UPI payment starts. */
import { queryOptions } from '@tanstack/react-query';
import { callProvider } from '../../../lib/provider-client';
import { fundsKeys } from './keys';

export const bankDetailsQuery = () =>
  queryOptions({
    queryKey: fundsKeys.bankDetails(),
    queryFn: ({ signal }) => callProvider('api-admin-bank-details', {}, { signal }),
    // Read fresh at every payment: the operator may rotate its UPI ids.
    staleTime: 0,
    retry: false,
  });
