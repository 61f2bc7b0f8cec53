/** api-user-login. */
import { callProvider } from '../../../lib/provider-client';

export interface LoginInput {
  mobile: string;
  password: string;
}

export const userLogin = ({ mobile, password }: LoginInput) =>
  callProvider('api-user-login', { mobile, password, device_id: null });
