import {
  PASSWORD_RESET_REDIRECT_MS,
  RESET_PASSWORD_MESSAGES,
  validateResetPassword,
} from '@panna/shared/validation';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { FormMessage, PasswordField, SubmitButton } from '../../../components/form-field';
import { isProviderError } from '../../../lib/provider-client';
import { useHandedState } from '../../../lib/use-handed-state';
import { forgotPassword } from '../api/forgot-password';
import { StartResetAgain } from '../components/start-reset-again';
import { useAuthForm } from '../components/use-auth-form';
import { readResetPasswordState } from '../reset-state';
import * as paths from '../../../lib/paths';
import '../components/auth-form.css';
import { useTexts } from '../../../i18n/use-texts';
import { useScreenTitle } from '../../../components/screen-title';

/** Spec 1 section 8: the server's msg, the parse failure, or the network fallback. */
function failureMessage(error: unknown): string {
  if (!isProviderError(error)) return RESET_PASSWORD_MESSAGES.updateFailedRetry;
  if (error.kind === 'status') return error.serverMessage || RESET_PASSWORD_MESSAGES.updateFailed;
  if (error.kind === 'parse') return RESET_PASSWORD_MESSAGES.invalidResponse;
  return RESET_PASSWORD_MESSAGES.updateFailedRetry;
}

export default function ResetPasswordScreen() {
  const t = useTexts();
  useScreenTitle(t('Change Password'));
  const navigate = useNavigate();
  const state = useHandedState(readResetPasswordState);
  const [failure, setFailure] = useState<string>();
  const [done, setDone] = useState(false);

  // After the success message, on to /login.
  useEffect(() => {
    if (!done) return;
    const timer = window.setTimeout(
      () => void navigate(paths.login, { replace: true }),
      PASSWORD_RESET_REDIRECT_MS,
    );
    return () => window.clearTimeout(timer);
  }, [done, navigate]);

  const { field, busy, onSubmit } = useAuthForm({
    initial: { newPassword: '', confirmPassword: '' },
    validate: (typed) => {
      setFailure(undefined); // a new attempt clears the last failure
      return validateResetPassword(typed);
    },
    send: async ({ newPassword }) => {
      if (!state || done) return;
      try {
        await forgotPassword({ mobile: state.phoneNumber, newPassword });
        setDone(true);
      } catch (error) {
        setFailure(failureMessage(error));
      }
    },
  });

  if (!state) return <StartResetAgain title={t('Change Password')} />;

  return (
    <main>
      <h1 className="auth-title">{t('Change Password')}</h1>
      <p className="auth-subtitle">{t('Choose a new password')}</p>
      {done ? <FormMessage tone="success">{RESET_PASSWORD_MESSAGES.success}</FormMessage> : null}
      {failure ? <FormMessage tone="error">{failure}</FormMessage> : null}
      <form className="auth-form" onSubmit={onSubmit} noValidate>
        <PasswordField
          label={t('New Password')}
          autoComplete="new-password"
          {...field('newPassword')}
        />
        <PasswordField
          label={t('Confirm New Password')}
          autoComplete="new-password"
          {...field('confirmPassword')}
        />
        <SubmitButton
          busy={busy}
          disabled={done}
          label={t('Update Password')}
          busyLabel={t('Updating Password...')}
        />
      </form>
    </main>
  );
}
