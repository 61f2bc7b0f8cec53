import {
  ADD_MONEY_MESSAGES,
  hasErrors,
  parseAmount,
  validateAddMoney,
  type FieldErrors,
} from '@panna/shared/validation';
import { useState, type FormEvent } from 'react';
import { FormMessage, TextField } from '../../../components/form-field';
import { Link } from '../../../components/link';
import { formatAmount } from '../../../i18n/format';
import * as paths from '../../../lib/paths';
import { walletPoints } from '../../../lib/api/wallet-balance';
import { useLastFundRequest } from '../api/last-fund-request';
import { ScreenFrame } from '../../../components/screen-frame';
import { UpiAppChoice } from '../components/upi-app-choice';
import { useUpiPayment } from '../hooks/use-upi-payment';
import type { UpiApp } from '../payment-link';
import { minimumPlaceholder } from '../strings';
import '../components/funds.css';
import { useTexts } from '../../../i18n/use-texts';

/** /payviaupi: amount and UPI app, then the app opens with a payment link. */
export default function UpiPayScreen() {
  const t = useTexts();
  const minimumQuery = useLastFundRequest();
  // The minimum falls back to 0 when it cannot be fetched (spec 2 section 8).
  const minimum = walletPoints(minimumQuery.data?.min_amt);
  const [amount, setAmount] = useState('');
  const [app, setApp] = useState<UpiApp | null>(null);
  const [errors, setErrors] = useState<FieldErrors<'amount' | 'method'>>({});
  const payment = useUpiPayment();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateAddMoney({ amount, method: app }, { minimum });
    setErrors(found);
    const value = parseAmount(amount);
    if (hasErrors(found) || value === undefined || app === null) return;
    void payment.start(value, app);
  };

  return (
    <ScreenFrame title={t('UPI PAY')}>
      {minimumQuery.isError ? (
        <FormMessage tone="error">{ADD_MONEY_MESSAGES.minimumFetchFailed}</FormMessage>
      ) : null}
      {payment.error ? <FormMessage tone="error">{payment.error}</FormMessage> : null}
      {payment.filed !== undefined ? (
        <FormMessage tone="success">
          {t('Your request to add ₹ {amount} has been filed.', {
            amount: formatAmount(payment.filed, t.language),
          })}{' '}
          {t('It reaches your wallet once it is approved.')}{' '}
          <Link to={paths.addFundHistory}>{t('Deposit History')}</Link>
        </FormMessage>
      ) : null}
      <form className="funds-card" onSubmit={onSubmit} noValidate>
        <TextField
          label={t('Amount')}
          name="amount"
          inputMode="numeric"
          prefix="₹"
          placeholder={minimumQuery.isPending ? '' : minimumPlaceholder(minimum)}
          value={amount}
          onChange={(event) => setAmount(event.target.value.replace(/\D/g, ''))}
          error={errors.amount}
        />
        <UpiAppChoice value={app} onChange={setApp} error={errors.method} />
        <button
          type="submit"
          className="btn btn--primary btn--block"
          disabled={amount === '' || app === null || payment.processing}
        >
          {payment.processing ? t('Processing...') : t('Add Money')}
        </button>
      </form>
    </ScreenFrame>
  );
}
