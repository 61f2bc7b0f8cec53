/** api-resend-otp: a code for the player's own mobile, to confirm a new UPI number. */
import { callProvider } from '../../../lib/provider-client';

export const sendUpiOtp = (mobile: string) => callProvider('api-resend-otp', { mobile });
