import { OTP_RESEND_SECONDS, hasErrors, type FieldErrors } from '@panna/shared/validation';
import { useState } from 'react';
import { useExclusive } from '../lib/use-exclusive';
import { toastFormAnswer, useFormAnswersGo } from './toast';
import { useCountdown } from './use-countdown';

/** A code as the provider answers it (a number, or text). */
type Code = string | number;

/** What differs between the OTP steps (registration, password reset, UPI number). */
export interface OtpFlow {
  /** The code the step starts with (the provider's answer that sent it). */
  firstCode: Code | undefined;
  /** The typed code against the expected one: validateOtp with the flow's rule. */
  check: (otp: string, expected: Code | undefined) => FieldErrors<'otp'>;
  /** What a correct code does; it reports its own failures. */
  verified: () => Promise<void>;
  /** Sends a new code, and answers it. */
  sendAgain: () => Promise<Code>;
  /** The toast for a failed resend. */
  resendFailed: (failure: unknown) => string;
}

/**
 * An OTP step: the code typed and its error (typing clears it), the code expected (a resend
 * replaces it), the resend countdown, and the two actions, each one at a time.
 */
export function useOtpStep({ firstCode, check, verified, sendAgain, resendFailed }: OtpFlow) {
  const [otp, setOtp] = useState('');
  const [error, setError] = useState<string>();
  const [expected, setExpected] = useState(firstCode);
  const countdown = useCountdown(OTP_RESEND_SECONDS);
  useFormAnswersGo();
  const verify = useExclusive(async () => {
    const found = check(otp, expected);
    setError(found.otp);
    if (!hasErrors(found)) await verified();
  });
  const resend = useExclusive(async () => {
    if (countdown.remaining > 0) return;
    try {
      setExpected(await sendAgain());
      countdown.restart();
    } catch (failure) {
      toastFormAnswer.error(resendFailed(failure));
    }
  });
  const change = (value: string) => {
    setOtp(value);
    setError(undefined);
  };
  return { otp, error, change, remaining: countdown.remaining, verify, resend };
}
