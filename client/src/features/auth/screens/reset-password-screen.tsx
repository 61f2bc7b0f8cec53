import {
  OTP_MESSAGES,
  PASSWORD_RESET_REDIRECT_MS,
  RESET_PASSWORD_MESSAGES,
  validateResetPassword,
} from '@panna/shared/validation';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { Link } from '../../../components/link';
import { FormMessage, PasswordField } from '../../../components/form-field';
import { isProviderError } from '../../../lib/provider-client';
import { forgotPassword } from '../api/forgot-password';
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
  const location = useLocation();
  const [state] = useState(() => readResetPasswordState(location.state));
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

  const { values, errors, edit, busy, onSubmit } = useAuthForm({
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

  if (!state) {
    return (
      <main>
        <h1 className="auth-title">{t('Change Password')}</h1>
        <FormMessage tone="error">{OTP_MESSAGES.invalidNavigation}</FormMessage>
        <Link className="btn btn--primary btn--block" to={paths.forgotPassword}>
          {t('Reset Password')}
        </Link>
      </main>
    );
  }

  return (
    <main>
      <h1 className="auth-title">{t('Change Password')}</h1>
      <p className="auth-subtitle">{t('Choose a new password')}</p>
      {done ? <FormMessage tone="success">{RESET_PASSWORD_MESSAGES.success}</FormMessage> : null}
      {failure ? <FormMessage tone="error">{failure}</FormMessage> : null}
      <form className="auth-form" onSubmit={onSubmit} noValidate>
        <PasswordField
          label={t('New Password')}
          name="newPassword"
          autoComplete="new-password"
          value={values.newPassword}
          onChange={(e) => edit('newPassword')(e.target.value)}
          error={errors.newPassword}
        />
        <PasswordField
          label={t('Confirm New Password')}
          name="confirmPassword"
          autoComplete="new-password"
          value={values.confirmPassword}
          onChange={(e) => edit('confirmPassword')(e.target.value)}
          error={errors.confirmPassword}
        />
        <button type="submit" className="btn btn--primary btn--block" disabled={busy || done}>
          {busy ? t('Updating Password...') : t('Update Password')}
        </button>
      </form>
    </main>
  );
}
