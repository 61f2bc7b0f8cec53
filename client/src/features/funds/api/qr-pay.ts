/** api-get-qr-pay: the deposit QR image and UPI id. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callProvider } from '../../../lib/provider-client';
import { fundsKeys } from './keys';

export const qrPayQuery = () =>
  queryOptions({
    queryKey: fundsKeys.qrPay(),
    queryFn: ({ signal }) => callProvider('api-get-qr-pay', {}, { signal }),
    select: (answer) => answer.qrdata[0],
  });

export const useQrPay = () => useQuery(qrPayQuery());
