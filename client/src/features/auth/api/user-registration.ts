/** api-user-registration: creates the account once the code matched. */
import { callProvider } from '../../../lib/provider-client';

export interface RegistrationInput {
  name: string;
  mobile: string;
  password: string;
}

/** The protocol's fixed placeholder values for fields the app never asks for. */
const FIXED = { email: 'email', security_pin: '123456', device_id: null } as const;

export const userRegistration = (input: RegistrationInput) =>
  callProvider('api-user-registration', { ...input, ...FIXED });
