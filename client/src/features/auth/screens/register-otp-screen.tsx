import {
  COUNTRY_CODE,
  OTP_MESSAGES,
  OTP_RESEND_SECONDS,
  hasErrors,
  registrationErrorMessage,
  validateOtp,
} from '@panna/shared/validation';
import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { CODE_SENT_TO, OtpCodeForm, useOtpCode } from '../../../components/otp-field';
import { toastAccount } from '../../../components/toast';
import { useCountdown } from '../../../components/use-countdown';
import { isProviderError } from '../../../lib/provider-client';
import { useExclusive } from '../../../lib/use-exclusive';
import { resendOtp } from '../api/resend-otp';
import { userRegistration } from '../api/user-registration';
import { errorText } from '../error-text';
import {
  clearRegistrationDraft,
  getRegistrationDraft,
  updateDraftOtp,
} from '../registration-draft';
import { startSession } from '../session';
import { AUTH_TEXT } from '../strings';
import * as paths from '../../../lib/paths';
import '../components/auth-form.css';

export default function RegisterOtpScreen() {
  const navigate = useNavigate();
  const [draft] = useState(getRegistrationDraft);
  const [expected, setExpected] = useState(draft?.otp);
  const code = useOtpCode();
  const countdown = useCountdown(OTP_RESEND_SECONDS);

  const verify = useExclusive(async () => {
    if (!draft) return;
    const found = validateOtp({ otp: code.otp }, { flow: 'register', expected });
    code.setError(found.otp);
    if (hasErrors(found)) return;
    try {
      const answer = await userRegistration({
        name: draft.username,
        mobile: draft.phone,
        password: draft.password,
      });
      await startSession(
        { username: answer.user_name, token: answer.unique_token, mobile: answer.mobile },
        draft.password,
      );
      clearRegistrationDraft();
      void navigate(paths.home, { replace: true });
    } catch (failure) {
      toastAccount.error(registrationErrorMessage(errorText(failure)));
    }
  });

  const resendCode = useExclusive(async () => {
    if (!draft || countdown.remaining > 0) return;
    try {
      const answer = await resendOtp(draft.phone);
      setExpected(answer.otp);
      updateDraftOtp(answer.otp);
      countdown.restart();
    } catch (failure) {
      const serverMessage = isProviderError(failure) ? failure.serverMessage : '';
      toastAccount.error(serverMessage || OTP_MESSAGES.sendError);
    }
  });

  // Opened without a registration in progress: start again.
  if (!draft) return <Navigate to={paths.register} replace />;

  return (
    <main>
      <h1 className="auth-title">Verify Mobile Number</h1>
      <p className="auth-subtitle">{CODE_SENT_TO}</p>
      <p className="auth-phone">
        {COUNTRY_CODE} {draft.phone}
      </p>
      <OtpCodeForm
        className="auth-form"
        code={code}
        remaining={countdown.remaining}
        resend={resendCode}
        verify={verify}
        labels={{ verify: AUTH_TEXT.verifyCode, verifying: AUTH_TEXT.verifying }}
      />
      <p className="auth-alt">
        <button type="button" className="btn btn--link" onClick={() => void navigate(-1)}>
          {AUTH_TEXT.backToPrevious}
        </button>
      </p>
    </main>
  );
}
