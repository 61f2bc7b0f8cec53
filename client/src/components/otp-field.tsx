import { OTP_LENGTH, sanitizeOtpInput } from '@panna/shared/validation';
import type { FormEvent } from 'react';
import { TextField } from './form-field';
import type { useOtpStep } from './use-otp-step';
import { useTexts } from '../i18n/use-texts';
import { translateRich } from '../i18n/rich';

interface OtpFieldProps {
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  label?: string;
}

/** Above the number an OTP screen's code was sent to. */
export function CodeSentTo({ className }: { className?: string }) {
  const t = useTexts();
  return (
    <p className={className}>
      {t('Enter the {length}-digit code sent to', { length: OTP_LENGTH })}
    </p>
  );
}

/** The 4-digit code: numeric keypad, one-time-code autofill, digits only. */
export function OtpField({ value, onChange, error, label }: OtpFieldProps) {
  const t = useTexts();
  return (
    <TextField
      label={label ?? t('Enter OTP')}
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
  const t = useTexts();
  if (remaining > 0) {
    const text = `0:${String(remaining).padStart(2, '0')}`;
    return (
      <p className="otp-resend">
        {translateRich('Resend OTP in {time}', {
          time: <span className="otp-resend__time">{text}</span>,
        })}
      </p>
    );
  }
  return (
    <p className="otp-resend">
      {t("Didn't receive the code?")}{' '}
      <button type="button" className="btn btn--link" onClick={onResend} disabled={busy}>
        {t('Resend OTP')}
      </button>
    </p>
  );
}

interface OtpCodeFormProps {
  className?: string;
  step: ReturnType<typeof useOtpStep>;
  /** The verify button's text, and its text while verifying. */
  labels: { verify: string; verifying: string };
}

/** The code form of every OTP screen: the code, the resend line and the verify button. */
export function OtpCodeForm({ className, step, labels }: OtpCodeFormProps) {
  const { verify, resend } = step;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    verify.run();
  };
  return (
    <form className={className} onSubmit={onSubmit} noValidate>
      <OtpField value={step.otp} onChange={step.change} error={step.error} />
      <ResendOtp remaining={step.remaining} busy={resend.busy} onResend={resend.run} />
      <button type="submit" className="btn btn--primary btn--block" disabled={verify.busy}>
        {verify.busy ? labels.verifying : labels.verify}
      </button>
    </form>
  );
}
