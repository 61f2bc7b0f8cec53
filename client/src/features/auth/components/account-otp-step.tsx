import { COUNTRY_CODE } from '@panna/shared/validation';
import type { ReactNode } from 'react';
import { CodeSentTo, OtpCodeForm } from '../../../components/otp-field';
import { useOtpStep } from '../../../components/use-otp-step';
import './auth-form.css';

interface AccountOtpStepProps {
  title: string;
  /** The number the code was sent to. */
  phone: string;
  step: ReturnType<typeof useOtpStep>;
  labels: { verify: string; verifying: string };
  /** The way back, under the form. */
  children: ReactNode;
}

/** The account flows' OTP step (registration, password reset): where the code went, the form. */
export function AccountOtpStep({ title, phone, step, labels, children }: AccountOtpStepProps) {
  return (
    <main>
      <h1 className="auth-title">{title}</h1>
      <CodeSentTo className="auth-subtitle" />
      <p className="auth-phone">
        {COUNTRY_CODE} {phone}
      </p>
      <OtpCodeForm className="auth-form" step={step} labels={labels} />
      <p className="auth-alt">{children}</p>
    </main>
  );
}
