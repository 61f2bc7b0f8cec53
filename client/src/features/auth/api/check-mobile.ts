/** api-check-mobile: registration step 1; a new number answers status "true" and an OTP. */
import { callProvider } from '../../../lib/provider-client';

export const checkMobile = (mobile: string) => callProvider('api-check-mobile', { mobile });
