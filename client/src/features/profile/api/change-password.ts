/** api-change-password: the in-app change (the server checks the old password too). */
import { OLD_PASSWORD_NOT_MATCHED } from '@panna/shared/protocol';
import { CHANGE_PASSWORD_MESSAGES } from '@panna/shared/validation';
import { ProviderError, callProvider, isProviderError } from '../../../lib/provider-client';
import { sessionToken } from '../../../lib/storage';

export interface ChangePasswordInput {
  oldPassword: string;
  newPassword: string;
}

/** The server's wrong-old-password refusal reads as the spec words it ('Old password is incorrect'). */
export const changePassword = ({ oldPassword, newPassword }: ChangePasswordInput) =>
  callProvider('api-change-password', {
    unique_token: sessionToken(),
    old_pass: oldPassword,
    new_pass: newPassword,
  }).catch((error: unknown) => {
    if (isProviderError(error) && error.serverMessage === OLD_PASSWORD_NOT_MATCHED)
      throw new ProviderError('status', error.path, CHANGE_PASSWORD_MESSAGES.currentIncorrect);
    throw error;
  });
