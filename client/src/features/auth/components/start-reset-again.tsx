import { OTP_MESSAGES } from '@panna/shared/validation';
import { FormMessage } from '../../../components/form-field';
import { Link } from '../../../components/link';
import { useTexts } from '../../../i18n/use-texts';
import * as paths from '../../../lib/paths';
import './auth-form.css';

/** A reset step opened without the number it belongs to (typed in, reloaded): start again. */
export function StartResetAgain({ title }: { title: string }) {
  const t = useTexts();
  return (
    <main>
      <h1 className="auth-title">{title}</h1>
      <FormMessage tone="error">{OTP_MESSAGES.invalidNavigation}</FormMessage>
      <Link className="btn btn--primary btn--block" to={paths.forgotPassword}>
        {t('Reset Password')}
      </Link>
    </main>
  );
}
