import { OTP_MESSAGES, registrationErrorMessage, validateOtp } from '@panna/shared/validation';
import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { useOtpStep } from '../../../components/use-otp-step';
import { toastFormAnswer } from '../../../components/toast';
import * as paths from '../../../lib/paths';
import { takeReturnTo } from '../../../lib/return-to';
import { isProviderError } from '../../../lib/provider-client';
import { resendOtp } from '../api/resend-otp';
import { userRegistration } from '../api/user-registration';
import { AccountOtpStep } from '../components/account-otp-step';
import { errorText } from '../error-text';
import {
  clearRegistrationDraft,
  getRegistrationDraft,
  updateDraftOtp,
} from '../registration-draft';
import { startSession } from '../session';
import { useTexts } from '../../../i18n/use-texts';
import { useScreenTitle } from '../../../components/screen-title';

/** /otpregister: the code sent to the new player's number; a correct one registers and signs in. */
export default function RegisterOtpScreen() {
  const t = useTexts();
  useScreenTitle(t('Verify Mobile Number'));
  const navigate = useNavigate();
  const [draft] = useState(getRegistrationDraft);
  const step = useOtpStep({
    firstCode: draft?.otp,
    check: (otp, expected) => validateOtp({ otp }, { flow: 'register', expected }),
    verified: async () => {
      if (!draft) return;
      try {
        const answer = await userRegistration({
          name: draft.username,
          mobile: draft.phone,
          password: draft.password,
        });
        void startSession(
          { username: answer.user_name, token: answer.unique_token, mobile: answer.mobile },
          draft.password,
        );
        clearRegistrationDraft();
        void navigate(takeReturnTo(paths.home), { replace: true });
      } catch (failure) {
        toastFormAnswer.error(registrationErrorMessage(errorText(failure)));
      }
    },
    sendAgain: async () => {
      const { otp } = await resendOtp(draft?.phone ?? '');
      updateDraftOtp(otp);
      return otp;
    },
    resendFailed: (failure) =>
      (isProviderError(failure) ? failure.serverMessage : '') || OTP_MESSAGES.sendError,
  });

  // Opened without a registration in progress: start again.
  if (!draft) return <Navigate to={paths.register} replace />;

  return (
    <AccountOtpStep
      title={t('Verify Mobile Number')}
      phone={draft.phone}
      step={step}
      labels={{ verify: t('Verify Code'), verifying: t('Verifying...') }}
    >
      <button type="button" className="btn btn--link" onClick={() => void navigate(-1)}>
        {t('Back to Previous Page')}
      </button>
    </AccountOtpStep>
  );
}
