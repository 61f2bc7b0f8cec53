/** apiGetawayStatus: which deposit options (UPI, QR) the operator offers. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callProvider } from '../../../lib/provider-client';
import { fundsKeys } from './keys';

export const gatewayStatusQuery = () =>
  queryOptions({
    queryKey: fundsKeys.gatewayStatus(),
    queryFn: ({ signal }) => callProvider('apiGetawayStatus', {}, { signal }),
  });

export const useGatewayStatus = () => useQuery(gatewayStatusQuery());
