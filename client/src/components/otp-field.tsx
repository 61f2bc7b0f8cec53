import { OTP_LENGTH, sanitizeOtpInput } from '@panna/shared/validation';
import { TextField } from './form-field';

interface OtpFieldProps {
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  label?: string;
}

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
