import { OTP_MESSAGES, validateUpiNumber } from '@panna/shared/validation';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { CancelOrSubmit, FormMessage } from '../../../components/form-field';
import { Modal } from '../../../components/modal';
import { PhoneField } from '../../../components/phone-field';
import { digitsOnly, useForm } from '../../../components/use-form';
import { isProviderError } from '../../../lib/provider-client';
import { completeCredentials } from '../../../lib/storage';
import { sendUpiOtp } from '../api/resend-otp';
import { UPI_OPTIONS, type UpiOption } from '../upi-options';
import type { VerifyUpiState } from '../verify-state';
import * as paths from '../../../lib/paths';
import { useTexts } from '../../../i18n/use-texts';

/** The catalogue's OTP failures: the server's msg, or which step failed. */
function otpFailure(error: unknown): string {
  if (!isProviderError(error)) return OTP_MESSAGES.sendError;
  if (error.kind === 'status') return error.serverMessage || OTP_MESSAGES.generateFailed;
  return OTP_MESSAGES.sendError;
}

interface UpiNumberModalProps {
  option: UpiOption | null;
  initialNumber: string;
  onClose: () => void;
}

/** Enter a UPI number, then a code goes to the player's own mobile and /otpwithdraw opens. */
export function UpiNumberModal({ option, initialNumber, onClose }: UpiNumberModalProps) {
  const t = useTexts();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string>();

  const { field, busy, onSubmit } = useForm({
    initial: { phone: initialNumber },
    validate: validateUpiNumber,
    send: async ({ phone: number }) => {
      if (!option) return;
      const phoneNumber = completeCredentials()?.mobile ?? '';
      try {
        const answer = await sendUpiOtp(phoneNumber);
        if (answer.otp === undefined || answer.otp === null) {
          setFailure(OTP_MESSAGES.fetchFailed);
          return;
        }
        const state: VerifyUpiState = { phoneNumber, otp2: String(answer.otp), option, number };
        void navigate(paths.verifyUpi, { state });
      } catch (caught) {
        setFailure(otpFailure(caught));
      }
    },
  });

  const title = option ? t('{app} UPI Number', { app: UPI_OPTIONS[option].label }) : '';
  return (
    <Modal open={option !== null} title={title} onClose={onClose} dismissible={!busy}>
      {failure ? <FormMessage tone="error">{failure}</FormMessage> : null}
      <form onSubmit={onSubmit} noValidate>
        <PhoneField
          label={t('Phone No')}
          autoComplete="off"
          {...field('phone', digitsOnly)}
          name="upi-number"
        />
        <CancelOrSubmit
          onCancel={onClose}
          busy={busy}
          label={t('Send OTP')}
          busyLabel={t('Sending...')}
        />
      </form>
    </Modal>
  );
}
