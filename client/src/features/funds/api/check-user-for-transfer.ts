/** api-check-user-for-transfer-amt: who would receive a transfer to this mobile. */
import { callProvider } from '../../../lib/provider-client';
import { sessionToken } from '../../../lib/storage';

export const checkTransferReceiver = (mobile: string) =>
  callProvider('api-check-user-for-transfer-amt', {
    unique_token: sessionToken(),
    mobile_no: mobile,
  });
