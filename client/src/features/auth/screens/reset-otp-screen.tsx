import {
  COUNTRY_CODE,
  OTP_MESSAGES,
  OTP_RESEND_SECONDS,
  RESET_PASSWORD_MESSAGES,
  hasErrors,
  validateOtp,
} from '@panna/shared/validation';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { FormMessage } from '../../../components/form-field';
import { CODE_SENT_TO, OtpCodeForm, useOtpCode } from '../../../components/otp-field';
import { toastAccount } from '../../../components/toast';
import { useCountdown } from '../../../components/use-countdown';
import { useExclusive } from '../../../lib/use-exclusive';
import { forgetCheckMobile } from '../api/forget-check-mobile';
import { readResetOtpState, type ResetPasswordState } from '../reset-state';
import { AUTH_TEXT } from '../strings';
import * as paths from '../../../lib/paths';
import '../components/auth-form.css';

export default function ResetOtpScreen() {
  const navigate = useNavigate();
  const location = useLocation();
  const [state] = useState(() => readResetOtpState(location.state));
  const [expected, setExpected] = useState(state?.validationOtp);
  const code = useOtpCode();
  const countdown = useCountdown(OTP_RESEND_SECONDS);

  const verify = useExclusive(async () => {
    const found = validateOtp(
      { otp: code.otp },
      { flow: 'reset', expected, phoneNumber: state?.phoneNumber },
    );
    code.setError(found.otp);
    if (hasErrors(found) || !state) return;
    try {
      const next: ResetPasswordState = { phoneNumber: state.phoneNumber };
      await navigate(paths.resetPassword, { state: next, replace: true });
    } catch {
      toastAccount.error(RESET_PASSWORD_MESSAGES.genericError);
    }
  });

  const resendCode = useExclusive(async () => {
    if (!state || countdown.remaining > 0) return;
    try {
      const answer = await forgetCheckMobile(state.phoneNumber);
      setExpected(answer.otp);
      countdown.restart();
    } catch {
      toastAccount.error(OTP_MESSAGES.resendFailed);
    }
  });

  if (!state) {
    return (
      <main>
        <h1 className="auth-title">Verify OTP</h1>
        <FormMessage tone="error">{OTP_MESSAGES.invalidNavigation}</FormMessage>
        <Link className="btn btn--primary btn--block" to={paths.forgotPassword}>
          {AUTH_TEXT.resetPassword}
        </Link>
      </main>
    );
  }

  return (
    <main>
      <h1 className="auth-title">Verify OTP</h1>
      <p className="auth-subtitle">{CODE_SENT_TO}</p>
      <p className="auth-phone">
        {COUNTRY_CODE} {state.phoneNumber}
      </p>
      <OtpCodeForm
        className="auth-form"
        code={code}
        remaining={countdown.remaining}
        resend={resendCode}
        verify={verify}
        labels={{ verify: AUTH_TEXT.verifyAndContinue, verifying: AUTH_TEXT.verifyAndContinue }}
      />
      <p className="auth-alt">
        <Link to={paths.login}>{AUTH_TEXT.backToLogin}</Link>
      </p>
    </main>
  );
}
