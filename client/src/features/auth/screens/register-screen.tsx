import {
  REGISTER_MESSAGES,
  hasErrors,
  registrationErrorMessage,
  validateRegister,
  type FieldErrors,
  type RegisterValues,
} from '@panna/shared/validation';
import { useState, type SubmitEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Link } from '../../../components/link';
import { PasswordField, TextField } from '../../../components/form-field';
import { toastAccount } from '../../../components/toast';
import { isProviderError } from '../../../lib/provider-client';
import { useExclusive } from '../../../lib/use-exclusive';
import { checkMobile } from '../api/check-mobile';
import { SupportLink } from '../components/support-link';
import { errorText } from '../error-text';
import { setRegistrationDraft } from '../registration-draft';
import * as paths from '../../../lib/paths';
import '../components/auth-form.css';
import { useTexts } from '../../../i18n/use-texts';

export default function RegisterScreen() {
  const t = useTexts();
  const navigate = useNavigate();
  const [values, setValues] = useState<RegisterValues>({ username: '', phone: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors<keyof RegisterValues>>({});

  const edit = (field: keyof RegisterValues, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const submit = useExclusive(async () => {
    const found = validateRegister(values);
    setErrors(found);
    if (hasErrors(found)) return;
    try {
      const answer = await checkMobile(values.phone);
      setRegistrationDraft({ ...values, username: values.username.trim(), otp: answer.otp });
      void navigate(paths.registerOtp);
    } catch (error) {
      // A refused check means the number already has an account.
      toastAccount.error(
        isProviderError(error) && error.kind === 'status'
          ? REGISTER_MESSAGES.alreadyRegistered
          : registrationErrorMessage(errorText(error)),
      );
    }
  });

  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault();
    submit.run();
  };

  return (
    <main>
      <h1 className="auth-title">{t('Register')}</h1>
      <p className="auth-subtitle">{t('Create your account')}</p>
      <form className="auth-form" onSubmit={onSubmit} noValidate>
        <TextField
          label={t('Username')}
          name="username"
          autoComplete="name"
          value={values.username}
          onChange={(e) => edit('username', e.target.value)}
          error={errors.username}
        />
        <TextField
          label={t('Phone Number')}
          name="phone"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={10}
          prefix="+91"
          value={values.phone}
          onChange={(e) => edit('phone', e.target.value)}
          error={errors.phone}
        />
        <PasswordField
          label={t('Password')}
          name="password"
          autoComplete="new-password"
          value={values.password}
          onChange={(e) => edit('password', e.target.value)}
          error={errors.password}
        />
        <button type="submit" className="btn btn--primary btn--block" disabled={submit.busy}>
          {submit.busy ? t('Creating Account...') : t('Register')}
        </button>
      </form>
      <p className="auth-alt">
        {t('Already have an account?')} <Link to={paths.login}>{t('Sign In')}</Link>
      </p>
      <SupportLink />
    </main>
  );
}
