import { Link } from '../../../components/link';
import { FormMessage, SubmitButton, TextField } from '../../../components/form-field';
import { BalanceCard } from '../components/balance-card';
import { PaymentMethodSelect } from '../components/payment-method-select';
import { ScreenFrame } from '../../../components/screen-frame';
import { SupportButtons } from '../components/support-buttons';
import { useWithdrawForm } from '../hooks/use-withdraw-form';
import * as paths from '../../../lib/paths';
import '../components/funds.css';
import { useTexts } from '../../../i18n/use-texts';

/** /withdraw: balance, withdraw hours, amount and method, rules, history and support. */
export default function WithdrawScreen() {
  const t = useTexts();
  const form = useWithdrawForm();
  const formError = form.failure ?? form.errors.window;
  return (
    <ScreenFrame title={t('Withdraw Funds')}>
      <div className="funds-stack">
        <BalanceCard />
        <section className="funds-card" aria-labelledby="withdraw-timings">
          <h2 id="withdraw-timings" className="funds-card__title">
            {t('Withdraw Timings')}
          </h2>
          <p className="funds-note">
            {form.wallet
              ? `${form.wallet.withdraw_open_time} - ${form.wallet.withdraw_close_time}`
              : '-'}
          </p>
        </section>
        <form className="funds-card" onSubmit={form.onSubmit} noValidate>
          {formError ? <FormMessage tone="error">{formError}</FormMessage> : null}
          <TextField label={t('Amount')} inputMode="numeric" prefix="₹" {...form.amount} />
          <PaymentMethodSelect
            value={form.method}
            onChange={form.setMethod}
            error={form.errors.method}
          />
          <SubmitButton
            busy={form.busy}
            label={t('Withdraw Now')}
            busyLabel={t('Withdrawing...')}
          />
        </form>
        <div className="funds-row">
          <Link className="btn btn--outline" to={paths.withdrawRule}>
            {t('Withdraw Rules')}
          </Link>
          <Link className="btn btn--outline" to={paths.withdrawHistory}>
            {t('Withdraw History')}
          </Link>
        </div>
        <SupportButtons callLabel={t('Call')} />
      </div>
    </ScreenFrame>
  );
}
