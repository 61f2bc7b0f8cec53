/** api-forget-check-mobile: password reset step 1 (and its resend). */
import { callProvider } from '../../../lib/provider-client';

export const forgetCheckMobile = (mobile: string) =>
  callProvider('api-forget-check-mobile', { mobile });
