/** api-fund-request-add: records a pending deposit once the UPI app was opened. */
import { callProvider } from '../../../lib/provider-client';
import { sessionToken } from '../../../lib/storage';

export const addFundRequest = (amount: number) =>
  callProvider('api-fund-request-add', {
    unique_token: sessionToken(),
    request_amount: String(amount),
  });
