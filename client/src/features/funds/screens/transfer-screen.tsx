import { FormMessage, SubmitButton, TextField } from '../../../components/form-field';
import { PhoneField } from '../../../components/phone-field';
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
  return (
    <ScreenFrame title={t('Transfer Points')} embedded>
      <div className="funds-stack">
        <BalanceCard />
        <form className="funds-card" onSubmit={form.onSubmit} noValidate>
          {form.failure ? <FormMessage tone="error">{form.failure}</FormMessage> : null}
          <PhoneField
            label={t('Phone No')}
            autoComplete="off"
            {...form.field('phone')}
            name="mobile"
          />
          <TextField label={t('Points')} inputMode="numeric" {...form.field('points')} />
          <SubmitButton busy={form.checking} label={t('Transfer')} busyLabel={t('Checking...')} />
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
