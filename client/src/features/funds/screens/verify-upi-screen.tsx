import {
  COUNTRY_CODE,
  OTP_MESSAGES,
  WITHDRAW_MESSAGES,
  validateOtp,
} from '@panna/shared/validation';
import { useQueryClient } from '@tanstack/react-query';
import { Navigate, useNavigate } from 'react-router-dom';
import { CodeSentTo, OtpCodeForm } from '../../../components/otp-field';
import { useOtpStep } from '../../../components/use-otp-step';
import { toastAccount } from '../../../components/toast';
import * as paths from '../../../lib/paths';
import { isProviderError } from '../../../lib/provider-client';
import { useHandedState } from '../../../lib/use-handed-state';
import { addUpiDetails } from '../api/add-user-upi-details';
import { sendUpiOtp } from '../api/resend-otp';
import { readVerifyState, type UpiAddedState } from '../verify-state';
import { LOST_ANSWER_MESSAGES } from '../strings';
import '../components/funds.css';
import { useTexts } from '../../../i18n/use-texts';
import { useScreenTitle } from '../../../components/screen-title';

const serverMessage = (error: unknown) => (isProviderError(error) ? error.serverMessage : '');

/** /otpwithdraw: confirms a new UPI number with the code sent to the player's mobile. */
export default function VerifyUpiScreen() {
  const t = useTexts();
  useScreenTitle(t('Verify UPI'));
  const navigate = useNavigate();
  const client = useQueryClient();
  // Read once: the state is what Wallet Management handed over.
  const flow = useHandedState(readVerifyState);
  const step = useOtpStep({
    firstCode: flow?.otp2,
    check: (otp, expected) => validateOtp({ otp }, { flow: 'upi', expected }),
    verified: async () => {
      if (!flow) return;
      const outcome = await addUpiDetails(
        client,
        { option: flow.option, number: flow.number },
        { onLost: () => toastAccount.info(LOST_ANSWER_MESSAGES.checking) },
      );
      switch (outcome.kind) {
        case 'done':
        case 'found': {
          const upiAdded =
            outcome.kind === 'found'
              ? t(LOST_ANSWER_MESSAGES.numberSaved)
              : outcome.answer.msg || t('UPI details added successfully');
          const state: UpiAddedState = { upiAdded };
          void navigate(paths.wallet, { replace: true, state });
          return;
        }
        case 'refused':
          toastAccount.error(outcome.message || WITHDRAW_MESSAGES.unexpected);
          return;
        case 'not-done':
          toastAccount.error(WITHDRAW_MESSAGES.unexpected);
          return;
        case 'unknown':
          toastAccount.error(LOST_ANSWER_MESSAGES.unknown);
      }
    },
    sendAgain: async () => String((await sendUpiOtp(flow?.phoneNumber ?? '')).otp),
    resendFailed: (failure) => serverMessage(failure) || OTP_MESSAGES.resendFailed,
  });

  // Opened without a number to verify: back to Wallet Management.
  if (!flow) return <Navigate to={paths.wallet} replace />;

  return (
    <main className="funds-verify">
      <h1 className="page-title">{t('Verify UPI')}</h1>
      <p className="funds-note">{t('Secure Transaction')}</p>
      <CodeSentTo />
      <p>
        <strong>
          {COUNTRY_CODE} {flow.phoneNumber}
        </strong>
      </p>
      <OtpCodeForm
        step={step}
        labels={{ verify: t('Verify Code'), verifying: t('Verifying...') }}
      />
      <p>
        <button type="button" className="btn btn--link" onClick={() => void navigate(-1)}>
          {t('Back to Previous Page')}
        </button>
      </p>
    </main>
  );
}
