/** api-change-password: the in-app change (the server checks the old password too). */
import { useMutation } from '@tanstack/react-query';
import { callProvider } from '../../../lib/provider-client';
import { sessionToken } from '../../../lib/storage';

export interface ChangePasswordInput {
  oldPassword: string;
  newPassword: string;
}

export const changePassword = ({ oldPassword, newPassword }: ChangePasswordInput) =>
  callProvider('api-change-password', {
    unique_token: sessionToken(),
    old_pass: oldPassword,
    new_pass: newPassword,
  });

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
