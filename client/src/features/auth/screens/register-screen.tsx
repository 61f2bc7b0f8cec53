import {
  REGISTER_MESSAGES,
  registrationErrorMessage,
  validateRegister,
} from '@panna/shared/validation';
import { useNavigate } from 'react-router-dom';
import { Link } from '../../../components/link';
import { PasswordField, SubmitButton, TextField } from '../../../components/form-field';
import { toastFormAnswer } from '../../../components/toast';
import { isProviderError } from '../../../lib/provider-client';
import { checkMobile } from '../api/check-mobile';
import { PhoneField } from '../../../components/phone-field';
import { SupportLink } from '../components/support-link';
import { useAuthForm } from '../components/use-auth-form';
import { errorText } from '../error-text';
import { setRegistrationDraft } from '../registration-draft';
import * as paths from '../../../lib/paths';
import '../components/auth-form.css';
import { useTexts } from '../../../i18n/use-texts';
import { useScreenTitle } from '../../../components/screen-title';

export default function RegisterScreen() {
  const t = useTexts();
  useScreenTitle(t('Register'));
  const navigate = useNavigate();
  const { field, busy, onSubmit } = useAuthForm({
    initial: { username: '', phone: '', password: '' },
    validate: validateRegister,
    send: async (typed) => {
      try {
        const answer = await checkMobile(typed.phone);
        setRegistrationDraft({ ...typed, username: typed.username.trim(), otp: answer.otp });
        void navigate(paths.registerOtp);
      } catch (error) {
        // A refused check means the number already has an account.
        toastFormAnswer.error(
          isProviderError(error) && error.kind === 'status'
            ? REGISTER_MESSAGES.alreadyRegistered
            : registrationErrorMessage(errorText(error)),
        );
      }
    },
  });

  return (
    <main>
      <h1 className="auth-title">{t('Register')}</h1>
      <p className="auth-subtitle">{t('Create your account')}</p>
      <form className="auth-form" onSubmit={onSubmit} noValidate>
        <TextField label={t('Username')} autoComplete="name" {...field('username')} />
        <PhoneField {...field('phone')} />
        <PasswordField label={t('Password')} autoComplete="new-password" {...field('password')} />
        <SubmitButton busy={busy} label={t('Register')} busyLabel={t('Creating Account...')} />
      </form>
      <p className="auth-alt">
        {t('Already have an account?')} <Link to={paths.login}>{t('Sign In')}</Link>
      </p>
      <SupportLink />
    </main>
  );
}
