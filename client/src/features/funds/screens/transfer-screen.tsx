import { COUNTRY_CODE } from '@panna/shared/validation';
import type { FormEvent } from 'react';
import { FormMessage, TextField } from '../../../components/form-field';
import { ScreenFrame } from '../../../components/screen-frame';
import { TransferConfirmModal } from '../components/transfer-confirm-modal';
import { useTransferForm } from '../hooks/use-transfer-form';
import { FUNDS_TEXT } from '../strings';
import '../components/funds.css';

/** /transfer and /transfermodel: send points to another player by mobile number. */
export default function TransferScreen() {
  const form = useTransferForm();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    form.submit();
  };
  return (
    <ScreenFrame title={FUNDS_TEXT.transferPoints} embedded>
      <div className="funds-stack">
        <section className="funds-card funds-balance" aria-label={FUNDS_TEXT.currentBalance}>
          <p className="funds-balance__label">{FUNDS_TEXT.currentBalance}</p>
          <p className="funds-balance__amount">₹ {form.balance ?? '0.0'}</p>
        </section>
        <form className="funds-card" onSubmit={onSubmit} noValidate>
          {form.failure ? <FormMessage tone="error">{form.failure}</FormMessage> : null}
          <TextField
            label={FUNDS_TEXT.phoneNo}
            name="mobile"
            type="tel"
            inputMode="numeric"
            autoComplete="off"
            prefix={COUNTRY_CODE}
            maxLength={10}
            value={form.values.phone}
            onChange={(event) => form.update('phone', event.target.value)}
            error={form.errors.phone}
          />
          <TextField
            label={FUNDS_TEXT.points}
            name="points"
            inputMode="numeric"
            value={form.values.points}
            onChange={(event) => form.update('points', event.target.value)}
            error={form.errors.points}
          />
          <button type="submit" className="btn btn--primary btn--block" disabled={form.checking}>
            {form.checking ? FUNDS_TEXT.checking : FUNDS_TEXT.transfer}
          </button>
        </form>
      </div>
      <TransferConfirmModal
        pending={form.pending}
        busy={form.transferring}
        onCancel={form.cancel}
        onConfirm={form.confirm}
      />
    </ScreenFrame>
  );
}
