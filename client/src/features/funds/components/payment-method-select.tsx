import { EMPTY_LIST_MESSAGES } from '@panna/shared/validation';
import { useId } from 'react';
import { Link } from '../../../components/link';
import { usePaymentMethods } from '../api/payment-method-list';
import * as paths from '../../../lib/paths';
import { useTexts } from '../../../i18n/use-texts';

interface PaymentMethodSelectProps {
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
}

/** The withdraw method select, from the player's payment-method list. */
export function PaymentMethodSelect({ value, onChange, error }: PaymentMethodSelectProps) {
  const t = useTexts();
  const id = useId();
  const errorId = `${id}-error`;
  const { data, isPending } = usePaymentMethods();
  const methods = data?.result ?? [];
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {t('Payment Method')}
      </label>
      <select
        id={id}
        className="funds-select"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        aria-busy={isPending}
      >
        <option value="">{t('Choose a payment method')}</option>
        {methods.map((method) => (
          <option key={method.type} value={String(method.type)}>
            {`${method.name} (${method.value})`}
          </option>
        ))}
      </select>
      {!isPending && methods.length === 0 ? (
        // Not a dead end: where the methods are added (the wallet's UPI Withdraw Methods).
        <>
          <p className="funds-note">{t(EMPTY_LIST_MESSAGES.noPaymentMethods)}</p>
          <p className="funds-note">
            {t('Save a UPI number under UPI Withdraw Methods in your wallet to withdraw to it.')}{' '}
            <Link to={paths.wallet}>{t('Add a UPI number')}</Link>
          </p>
        </>
      ) : null}
      {error ? (
        <p id={errorId} className="field__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
