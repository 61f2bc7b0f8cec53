import {
  FORGOT_PASSWORD_MESSAGES,
  hasErrors,
  validateForgotPassword,
} from '@panna/shared/validation';
import { useState, type SubmitEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Link } from '../../../components/link';
import { TextField } from '../../../components/form-field';
import { isProviderError } from '../../../lib/provider-client';
import { useExclusive } from '../../../lib/use-exclusive';
import { forgetCheckMobile } from '../api/forget-check-mobile';
import type { ResetOtpState } from '../reset-state';
import * as paths from '../../../lib/paths';
import '../components/auth-form.css';
import { useTexts } from '../../../i18n/use-texts';

export default function ForgotPasswordScreen() {
  const t = useTexts();
  const navigate = useNavigate();
  const [phone, setPhone] = useState('');
  const [error, setError] = useState<string>();

  const submit = useExclusive(async () => {
    const found = validateForgotPassword({ phone });
    setError(found.phone);
    if (hasErrors(found)) return;
    try {
      const answer = await forgetCheckMobile(phone);
      const state: ResetOtpState = { phoneNumber: phone, validationOtp: answer.otp };
      void navigate(paths.resetOtp, { state });
    } catch (failure) {
      // Under the phone field: the server's msg, else the default.
      const serverMessage = isProviderError(failure) ? failure.serverMessage : '';
      setError(serverMessage || FORGOT_PASSWORD_MESSAGES.sendFailed);
    }
  });

  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault();
    submit.run();
  };

  return (
    <main>
      <h1 className="auth-title">{t('Reset Password')}</h1>
      <p className="auth-subtitle">{t('We will send a code to your registered number')}</p>
      <form className="auth-form" onSubmit={onSubmit} noValidate>
        <TextField
          label={t('Phone Number')}
          name="phone"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={10}
          prefix="+91"
          value={phone}
          onChange={(e) => {
            setPhone(e.target.value);
            setError(undefined);
          }}
          error={error}
        />
        <button type="submit" className="btn btn--primary btn--block" disabled={submit.busy}>
          {submit.busy ? t('Sending...') : t('Send Reset Code')}
        </button>
      </form>
      <p className="auth-alt">
        <Link to={paths.login}>{t('Back to Login')}</Link>
      </p>
    </main>
  );
}
