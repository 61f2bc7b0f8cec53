import { COUNTRY_CODE, OTP_MESSAGES, hasErrors, validateUpiNumber } from '@panna/shared/validation';
import { useState, type SubmitEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { FormMessage, TextField } from '../../../components/form-field';
import { Modal } from '../../../components/modal';
import { isProviderError } from '../../../lib/provider-client';
import { completeCredentials } from '../../../lib/storage';
import { useExclusive } from '../../../lib/use-exclusive';
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
  const [number, setNumber] = useState(initialNumber);
  const [error, setError] = useState<string>();
  const [failure, setFailure] = useState<string>();

  const send = useExclusive(async () => {
    if (!option) return;
    const found = validateUpiNumber({ phone: number });
    setError(found.phone);
    if (hasErrors(found)) return;
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
  });

  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault();
    send.run();
  };

  const title = option ? t('{app} UPI Number', { app: UPI_OPTIONS[option].label }) : '';
  return (
    <Modal open={option !== null} title={title} onClose={onClose} dismissible={!send.busy}>
      {failure ? <FormMessage tone="error">{failure}</FormMessage> : null}
      <form onSubmit={onSubmit} noValidate>
        <TextField
          label={t('Phone No')}
          name="upi-number"
          type="tel"
          inputMode="numeric"
          autoComplete="off"
          prefix={COUNTRY_CODE}
          maxLength={10}
          value={number}
          onChange={(event) => {
            setNumber(event.target.value.replace(/\D/g, ''));
            setError(undefined);
          }}
          error={error}
        />
        <div className="funds-modal-actions">
          <button type="button" className="btn btn--outline" onClick={onClose} disabled={send.busy}>
            {t('Cancel')}
          </button>
          <button type="submit" className="btn btn--primary" disabled={send.busy}>
            {send.busy ? t('Sending...') : t('Send OTP')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
