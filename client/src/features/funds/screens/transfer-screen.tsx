import { COUNTRY_CODE } from '@panna/shared/validation';
import type { SubmitEvent } from 'react';
import { FormMessage, TextField } from '../../../components/form-field';
import { ScreenFrame } from '../../../components/screen-frame';
import { BalanceCard } from '../components/balance-card';
import { TransferConfirmModal } from '../components/transfer-confirm-modal';
import { useTransferForm } from '../hooks/use-transfer-form';
import '../components/funds.css';
import { useTexts } from '../../../i18n/use-texts';

/** /transfer and /transfermodel: send points to another player by mobile number. */
export default function TransferScreen() {
  const t = useTexts();
  const form = useTransferForm();
  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault();
    form.submit();
  };
  return (
    <ScreenFrame title={t('Transfer Points')} embedded>
      <div className="funds-stack">
        <BalanceCard />
        <form className="funds-card" onSubmit={onSubmit} noValidate>
          {form.failure ? <FormMessage tone="error">{form.failure}</FormMessage> : null}
          <TextField
            label={t('Phone No')}
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
            label={t('Points')}
            name="points"
            inputMode="numeric"
            value={form.values.points}
            onChange={(event) => form.update('points', event.target.value)}
            error={form.errors.points}
          />
          <button type="submit" className="btn btn--primary btn--block" disabled={form.checking}>
            {form.checking ? t('Checking...') : t('Transfer')}
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
