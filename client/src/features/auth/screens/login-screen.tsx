import { LOGIN_MESSAGES, validateLogin } from '@panna/shared/validation';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { Link } from '../../../components/link';
import { PasswordField, SubmitButton } from '../../../components/form-field';
import { toastFormAnswer } from '../../../components/toast';
import { useHydrated } from '../../../lib/use-hydrated';
import { userLogin } from '../api/user-login';
import { PhoneField } from '../../../components/phone-field';
import { SupportLink } from '../components/support-link';
import { useAuthForm } from '../components/use-auth-form';
import { startSession } from '../session';
import { useTexts } from '../../../i18n/use-texts';
import * as paths from '../../../lib/paths';
import { takeReturnTo } from '../../../lib/return-to';
import '../components/auth-form.css';
import { useScreenTitle } from '../../../components/screen-title';
import { whenIdle } from '../../../components/when-idle';
import { warmNumberFormat } from '../../../lib/warm-number-format';

export default function LoginScreen() {
  const t = useTexts();
  useScreenTitle(t('Login'));
  const navigate = useNavigate();
  const hydrated = useHydrated();
  // While the player types: the home screen's wallet would otherwise pay Intl's first format.
  useEffect(() => whenIdle(warmNumberFormat), []);
  const { field, busy, onSubmit } = useAuthForm({
    initial: { phone: '', password: '' },
    validate: validateLogin,
    send: async ({ phone, password }) => {
      try {
        const answer = await userLogin({ mobile: phone, password });
        void startSession(
          { username: answer.user_name, token: answer.unique_token, mobile: answer.mobile },
          password,
        );
        void navigate(takeReturnTo(paths.home), { replace: true });
      } catch {
        // Whatever failed, the player sees one message (the server's own text is not shown).
        toastFormAnswer.error(t(LOGIN_MESSAGES.notRegistered));
      }
    },
  });

  return (
    <main>
      <h1 className="auth-title">{t('Login')}</h1>
      <p className="auth-subtitle">{t('Sign in with your mobile number')}</p>
      <form className="auth-form" onSubmit={onSubmit} noValidate>
        <PhoneField disabled={!hydrated} {...field('phone')} />
        <PasswordField
          label={t('Password')}
          autoComplete="current-password"
          disabled={!hydrated}
          {...field('password')}
        />
        <div className="auth-row">
          <Link to={paths.forgotPassword}>{t('Forgot Password?')}</Link>
        </div>
        <SubmitButton
          busy={busy}
          disabled={!hydrated}
          label={t('Sign In')}
          busyLabel={t('Signing in...')}
        />
      </form>
      <p className="auth-alt">
        {t('New here?')} <Link to={paths.register}>{t('Register')}</Link>
      </p>
      <SupportLink />
      <p className="auth-alt">
        <Link to={paths.welcome}>{t('About the app')}</Link>
      </p>
    </main>
  );
}
