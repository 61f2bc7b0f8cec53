import { OTP_LENGTH, sanitizeOtpInput } from '@panna/shared/validation';
import { useState, type FormEvent } from 'react';
import { TextField } from './form-field';

interface OtpFieldProps {
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  label?: string;
}

/** Above the number an OTP screen's code was sent to. */
export const CODE_SENT_TO = `Enter the ${OTP_LENGTH}-digit code sent to`;

/** The 4-digit code: numeric keypad, one-time-code autofill, digits only. */
export function OtpField({ value, onChange, error, label = 'Enter OTP' }: OtpFieldProps) {
  return (
    <TextField
      label={label}
      name="otp"
      value={value}
      onChange={(event) => onChange(sanitizeOtpInput(event.target.value))}
      error={error}
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9]*"
      maxLength={OTP_LENGTH}
      placeholder={'•'.repeat(OTP_LENGTH)}
    />
  );
}

/** 'Resend OTP in 0:17', then the resend button. */
export function ResendOtp({
  remaining,
  busy,
  onResend,
}: {
  remaining: number;
  busy: boolean;
  onResend: () => void;
}) {
  if (remaining > 0) {
    const text = `0:${String(remaining).padStart(2, '0')}`;
    return (
      <p className="otp-resend">
        Resend OTP in <span className="otp-resend__time">{text}</span>
      </p>
    );
  }
  return (
    <p className="otp-resend">
      Didn&apos;t receive the code?{' '}
      <button type="button" className="btn btn--link" onClick={onResend} disabled={busy}>
        Resend OTP
      </button>
    </p>
  );
}

/** The code typed on an OTP screen and its error; typing clears the error. */
export function useOtpCode() {
  const [otp, setOtp] = useState('');
  const [error, setError] = useState<string>();
  const change = (value: string) => {
    setOtp(value);
    setError(undefined);
  };
  return { otp, error, setError, change };
}

interface OtpCodeFormProps {
  className?: string;
  code: ReturnType<typeof useOtpCode>;
  /** Seconds until the code may be sent again. */
  remaining: number;
  resend: { run: () => void; busy: boolean };
  verify: { run: () => void; busy: boolean };
  /** The verify button's text, and its text while verifying. */
  labels: { verify: string; verifying: string };
}

/** The code form of every OTP screen: the code, the resend line and the verify button. */
export function OtpCodeForm({
  className,
  code,
  remaining,
  resend,
  verify,
  labels,
}: OtpCodeFormProps) {
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    verify.run();
  };
  return (
    <form className={className} onSubmit={onSubmit} noValidate>
      <OtpField value={code.otp} onChange={code.change} error={code.error} />
      <ResendOtp remaining={remaining} busy={resend.busy} onResend={resend.run} />
      <button type="submit" className="btn btn--primary btn--block" disabled={verify.busy}>
        {verify.busy ? labels.verifying : labels.verify}
      </button>
    </form>
  );
}
