import {
  OTP_MESSAGES,
  PASSWORD_RESET_REDIRECT_MS,
  RESET_PASSWORD_MESSAGES,
  hasErrors,
  validateResetPassword,
  type FieldErrors,
  type ResetPasswordValues,
} from '@panna/shared/validation';
import { useEffect, useState, type SubmitEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { Link } from '../../../components/link';
import { FormMessage, PasswordField } from '../../../components/form-field';
import { isProviderError } from '../../../lib/provider-client';
import { useExclusive } from '../../../lib/use-exclusive';
import { forgotPassword } from '../api/forgot-password';
import { readResetPasswordState } from '../reset-state';
import * as paths from '../../../lib/paths';
import '../components/auth-form.css';
import { useTexts } from '../../../i18n/use-texts';

/** Spec 1 section 8: the server's msg, the parse failure, or the network fallback. */
function failureMessage(error: unknown): string {
  if (!isProviderError(error)) return RESET_PASSWORD_MESSAGES.updateFailedRetry;
  if (error.kind === 'status') return error.serverMessage || RESET_PASSWORD_MESSAGES.updateFailed;
  if (error.kind === 'parse') return RESET_PASSWORD_MESSAGES.invalidResponse;
  return RESET_PASSWORD_MESSAGES.updateFailedRetry;
}

export default function ResetPasswordScreen() {
  const t = useTexts();
  const navigate = useNavigate();
  const location = useLocation();
  const [state] = useState(() => readResetPasswordState(location.state));
  const [values, setValues] = useState<ResetPasswordValues>({
    newPassword: '',
    confirmPassword: '',
  });
  const [errors, setErrors] = useState<FieldErrors<keyof ResetPasswordValues>>({});
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

  const submit = useExclusive(async () => {
    if (!state || done) return;
    const found = validateResetPassword(values);
    setErrors(found);
    setFailure(undefined);
    if (hasErrors(found)) return;
    try {
      await forgotPassword({ mobile: state.phoneNumber, newPassword: values.newPassword });
      setDone(true);
    } catch (error) {
      setFailure(failureMessage(error));
    }
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

  const edit = (field: keyof ResetPasswordValues, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault();
    submit.run();
  };

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
          onChange={(e) => edit('newPassword', e.target.value)}
          error={errors.newPassword}
        />
        <PasswordField
          label={t('Confirm New Password')}
          name="confirmPassword"
          autoComplete="new-password"
          value={values.confirmPassword}
          onChange={(e) => edit('confirmPassword', e.target.value)}
          error={errors.confirmPassword}
        />
        <button
          type="submit"
          className="btn btn--primary btn--block"
          disabled={submit.busy || done}
        >
          {submit.busy ? t('Updating Password...') : t('Update Password')}
        </button>
      </form>
    </main>
  );
}
