import {
  LOGIN_MESSAGES,
  hasErrors,
  validateLogin,
  type FieldErrors,
  type LoginValues,
} from '@panna/shared/validation';
import { useState, type SubmitEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Link } from '../../../components/link';
import { PasswordField, TextField } from '../../../components/form-field';
import { toastAccount } from '../../../components/toast';
import { useExclusive } from '../../../lib/use-exclusive';
import { useHydrated } from '../../../lib/use-hydrated';
import { userLogin } from '../api/user-login';
import { SupportLink } from '../components/support-link';
import { startSession } from '../session';
import { useTexts } from '../../../i18n/use-texts';
import * as paths from '../../../lib/paths';
import { takeReturnTo } from '../../../lib/return-to';
import '../components/auth-form.css';

export default function LoginScreen() {
  const t = useTexts();
  const navigate = useNavigate();
  const [values, setValues] = useState<LoginValues>({ phone: '', password: '' });
  const hydrated = useHydrated();
  const [errors, setErrors] = useState<FieldErrors<keyof LoginValues>>({});

  const edit = (field: keyof LoginValues) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const submit = useExclusive(async () => {
    const found = validateLogin(values);
    setErrors(found);
    if (hasErrors(found)) return;
    try {
      const answer = await userLogin({ mobile: values.phone, password: values.password });
      await startSession(
        { username: answer.user_name, token: answer.unique_token, mobile: answer.mobile },
        values.password,
      );
      void navigate(takeReturnTo(paths.home), { replace: true });
    } catch {
      // Whatever failed, the player sees one message (the server's own text is not shown).
      toastAccount.error(t(LOGIN_MESSAGES.notRegistered));
    }
  });

  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault();
    submit.run();
  };

  return (
    <main>
      <h1 className="auth-title">{t('Login')}</h1>
      <p className="auth-subtitle">{t('Sign in with your mobile number')}</p>
      <form className="auth-form" onSubmit={onSubmit} noValidate>
        <TextField
          label={t('Phone Number')}
          name="phone"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={10}
          prefix="+91"
          disabled={!hydrated}
          value={values.phone}
          onChange={(e) => edit('phone')(e.target.value)}
          error={t.rule(errors.phone)}
        />
        <PasswordField
          label={t('Password')}
          name="password"
          autoComplete="current-password"
          disabled={!hydrated}
          value={values.password}
          onChange={(e) => edit('password')(e.target.value)}
          error={t.rule(errors.password)}
        />
        <div className="auth-row">
          <Link to={paths.forgotPassword}>{t('Forgot Password?')}</Link>
        </div>
        <button
          type="submit"
          className="btn btn--primary btn--block"
          disabled={submit.busy || !hydrated}
        >
          {submit.busy ? t('Signing in...') : t('Sign In')}
        </button>
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
