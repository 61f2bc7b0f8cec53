import {
  FAILED_CALL_MESSAGES,
  hasErrors,
  validateChangePassword,
  type ChangePasswordValues,
  type FieldErrors,
} from '@panna/shared/validation';
import { useState, type SubmitEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { FormMessage, PasswordField } from '../../../components/form-field';
import { toastAccount } from '../../../components/toast';
import { isProviderError } from '../../../lib/provider-client';
import { storePasswordHash, verifyStoredPassword } from '../../../lib/password-hash';
import { useExclusive } from '../../../lib/use-exclusive';
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
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors<keyof ChangePasswordValues>>({});
  const [failure, setFailure] = useState<string>();

  const submit = useExclusive(async () => {
    setFailure(undefined);
    // The hash check is async; only a typed password is worth hashing.
    const matches = values.currentPassword
      ? await verifyStoredPassword(values.currentPassword)
      : false;
    const found = validateChangePassword(values, { currentPasswordMatches: matches });
    setErrors(found);
    if (hasErrors(found)) return;
    try {
      const answer = await changePassword({
        oldPassword: values.currentPassword,
        newPassword: values.newPassword,
      });
      await storePasswordHash(values.newPassword);
      toastAccount.success(answer.msg || t('Password changed successfully'));
      void navigate(paths.home);
    } catch (error) {
      // The server's 'Old password is incorrect' (or any msg) is shown as it is.
      const message = isProviderError(error) ? error.serverMessage : '';
      setFailure(message || t(FAILED_CALL_MESSAGES.noReason));
    }
  });

  const field = (name: keyof ChangePasswordValues) => ({
    name,
    value: values[name],
    error: errors[name],
    autoComplete: name === 'currentPassword' ? 'current-password' : 'new-password',
    onChange: (event: { target: { value: string } }) => {
      setValues((current) => ({ ...current, [name]: event.target.value }));
      setErrors((current) => ({ ...current, [name]: undefined }));
    },
  });

  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault();
    submit.run();
  };

  return (
    <main className="page">
      <h1 className="page-title">{t('Change Password')}</h1>
      <form className="profile-card" onSubmit={onSubmit} noValidate>
        {failure ? <FormMessage tone="error">{failure}</FormMessage> : null}
        <PasswordField label={t('Current Password')} {...field('currentPassword')} />
        <PasswordField label={t('New Password')} {...field('newPassword')} />
        <PasswordField label={t('Confirm Password')} {...field('confirmPassword')} />
        <button type="submit" className="btn btn--primary btn--block" disabled={submit.busy}>
          {submit.busy ? t('Updating...') : t('Change Password')}
        </button>
      </form>
    </main>
  );
}
