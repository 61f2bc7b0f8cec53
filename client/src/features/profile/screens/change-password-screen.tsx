import {
  FAILED_CALL_MESSAGES,
  validateChangePassword,
  type ChangePasswordValues,
} from '@panna/shared/validation';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { FormMessage, PasswordField, SubmitButton } from '../../../components/form-field';
import { toastAccount } from '../../../components/toast';
import { useForm } from '../../../components/use-form';
import { isProviderError } from '../../../lib/provider-client';
import { storePasswordHash, verifyStoredPassword } from '../../../lib/password-hash';
import { changePassword } from '../api/change-password';
import * as paths from '../../../lib/paths';
import '../components/profile.css';
import { useTexts } from '../../../i18n/use-texts';
import { useScreenTitle } from '../../../components/screen-title';

const EMPTY: ChangePasswordValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** /change: the in-app change, checked against the stored hash first, then by the server. */
export default function ChangePasswordScreen() {
  const t = useTexts();
  useScreenTitle(t('Change Password'));
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string>();

  const { field, busy, onSubmit } = useForm({
    initial: EMPTY,
    validate: async (values) => {
      setFailure(undefined);
      // The hash check is async; only a typed password is worth hashing.
      const matches = values.currentPassword
        ? await verifyStoredPassword(values.currentPassword)
        : false;
      return validateChangePassword(values, { currentPasswordMatches: matches });
    },
    send: async ({ currentPassword, newPassword }) => {
      try {
        const answer = await changePassword({ oldPassword: currentPassword, newPassword });
        await storePasswordHash(newPassword);
        toastAccount.success(answer.msg || t('Password changed successfully'));
        void navigate(paths.home);
      } catch (error) {
        // The server's 'Old password is incorrect' (or any msg) is shown as it is.
        const message = isProviderError(error) ? error.serverMessage : '';
        setFailure(message || t(FAILED_CALL_MESSAGES.noReason));
      }
    },
  });

  const password = (name: keyof ChangePasswordValues) => ({
    ...field(name),
    autoComplete: name === 'currentPassword' ? 'current-password' : 'new-password',
  });

  return (
    <main className="page">
      <h1 className="page-title">{t('Change Password')}</h1>
      <form className="profile-card" onSubmit={onSubmit} noValidate>
        {failure ? <FormMessage tone="error">{failure}</FormMessage> : null}
        <PasswordField label={t('Current Password')} {...password('currentPassword')} />
        <PasswordField label={t('New Password')} {...password('newPassword')} />
        <PasswordField label={t('Confirm Password')} {...password('confirmPassword')} />
        <SubmitButton busy={busy} label={t('Change Password')} busyLabel={t('Updating...')} />
      </form>
    </main>
  );
}
