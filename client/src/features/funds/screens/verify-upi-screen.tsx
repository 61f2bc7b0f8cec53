import {
  COUNTRY_CODE,
  OTP_MESSAGES,
  OTP_RESEND_SECONDS,
  WITHDRAW_MESSAGES,
  hasErrors,
  validateOtp,
} from '@panna/shared/validation';
import { useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { CODE_SENT_TO, OtpCodeForm, useOtpCode } from '../../../components/otp-field';
import { toastAccount } from '../../../components/toast';
import { useCountdown } from '../../../components/use-countdown';
import { isProviderError } from '../../../lib/provider-client';
import { useExclusive } from '../../../lib/use-exclusive';
import { useAddUpiDetails } from '../api/add-user-upi-details';
import { useUpiOtp } from '../api/resend-otp';
import { FUNDS_TEXT } from '../strings';
import { readVerifyState, type UpiAddedState } from '../verify-state';
import * as paths from '../../../lib/paths';
import '../components/funds.css';

const serverMessage = (error: unknown) => (isProviderError(error) ? error.serverMessage : '');

/** /otpwithdraw: confirms a new UPI number with the code sent to the player's mobile. */
export default function VerifyUpiScreen() {
  const navigate = useNavigate();
  const location = useLocation();
  // Read once: the state is what Wallet Management handed over.
  const [flow] = useState(() => readVerifyState(location.state));
  const [expected, setExpected] = useState(flow?.otp2);
  const code = useOtpCode();
  const countdown = useCountdown(OTP_RESEND_SECONDS);
  const save = useAddUpiDetails();
  const resend = useUpiOtp();

  const verify = useExclusive(async () => {
    if (!flow) return;
    const found = validateOtp({ otp: code.otp }, { flow: 'upi', expected });
    code.setError(found.otp);
    if (hasErrors(found)) return;
    try {
      const answer = await save.mutateAsync({ option: flow.option, number: flow.number });
      const state: UpiAddedState = { upiAdded: answer.msg || FUNDS_TEXT.upiAdded };
      void navigate(paths.wallet, { replace: true, state });
    } catch (failure) {
      toastAccount.error(serverMessage(failure) || WITHDRAW_MESSAGES.unexpected);
    }
  });

  const resendCode = useExclusive(async () => {
    if (!flow || countdown.remaining > 0) return;
    try {
      const answer = await resend.mutateAsync(flow.phoneNumber);
      setExpected(String(answer.otp));
      countdown.restart();
    } catch (failure) {
      toastAccount.error(serverMessage(failure) || OTP_MESSAGES.resendFailed);
    }
  });

  // Opened without a number to verify: back to Wallet Management.
  if (!flow) return <Navigate to={paths.wallet} replace />;

  return (
    <main className="funds-verify">
      <h1 className="page-title">{FUNDS_TEXT.verifyUpi}</h1>
      <p className="funds-note">{FUNDS_TEXT.secureTransaction}</p>
      <p>{CODE_SENT_TO}</p>
      <p>
        <strong>
          {COUNTRY_CODE} {flow.phoneNumber}
        </strong>
      </p>
      <OtpCodeForm
        code={code}
        remaining={countdown.remaining}
        resend={resendCode}
        verify={verify}
        labels={{ verify: FUNDS_TEXT.verifyCode, verifying: FUNDS_TEXT.verifying }}
      />
      <p>
        <button type="button" className="btn btn--link" onClick={() => void navigate(-1)}>
          {FUNDS_TEXT.backToPrevious}
        </button>
      </p>
    </main>
  );
}
