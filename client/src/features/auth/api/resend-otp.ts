/** api-resend-otp: a new registration code. */
import { callProvider } from '../../../lib/provider-client';

export const resendOtp = (mobile: string) => callProvider('api-resend-otp', { mobile });
