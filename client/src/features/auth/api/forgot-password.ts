/** api-forgot-password: sets the new password (the answer may carry notices before its JSON). */
import { callProvider } from '../../../lib/provider-client';

export interface ForgotPasswordInput {
  mobile: string;
  newPassword: string;
}

export const forgotPassword = ({ mobile, newPassword }: ForgotPasswordInput) =>
  callProvider('api-forgot-password', { mobile, new_pass: newPassword });
