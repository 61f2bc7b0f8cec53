import { FORGOT_PASSWORD_MESSAGES, validateForgotPassword } from '@panna/shared/validation';
import { useNavigate } from 'react-router-dom';
import { SubmitButton } from '../../../components/form-field';
import { Link } from '../../../components/link';
import { isProviderError } from '../../../lib/provider-client';
import { forgetCheckMobile } from '../api/forget-check-mobile';
import { PhoneField } from '../../../components/phone-field';
import { useAuthForm } from '../components/use-auth-form';
import type { ResetOtpState } from '../reset-state';
import * as paths from '../../../lib/paths';
import '../components/auth-form.css';
import { useTexts } from '../../../i18n/use-texts';
import { useScreenTitle } from '../../../components/screen-title';

export default function ForgotPasswordScreen() {
  const t = useTexts();
  useScreenTitle(t('Reset Password'));
  const navigate = useNavigate();
  const { setErrors, field, busy, onSubmit } = useAuthForm({
    initial: { phone: '' },
    validate: validateForgotPassword,
    send: async ({ phone }) => {
      try {
        const answer = await forgetCheckMobile(phone);
        const state: ResetOtpState = { phoneNumber: phone, validationOtp: answer.otp };
        void navigate(paths.resetOtp, { state });
      } catch (failure) {
        // Under the phone field: the server's msg, else the default.
        const serverMessage = isProviderError(failure) ? failure.serverMessage : '';
        setErrors({ phone: serverMessage || FORGOT_PASSWORD_MESSAGES.sendFailed });
      }
    },
  });

  return (
    <main>
      <h1 className="auth-title">{t('Reset Password')}</h1>
      <p className="auth-subtitle">{t('We will send a code to your registered number')}</p>
      <form className="auth-form" onSubmit={onSubmit} noValidate>
        <PhoneField {...field('phone')} />
        <SubmitButton busy={busy} label={t('Send Reset Code')} busyLabel={t('Sending...')} />
      </form>
      <p className="auth-alt">
        <Link to={paths.login}>{t('Back to Login')}</Link>
      </p>
    </main>
  );
}
