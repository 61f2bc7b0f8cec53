import { PAYMENT_METHOD } from '@panna/shared/protocol';
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

/** The UPI codes a withdrawal is made to (the bank account, type 1, is not offered). */
const UPI_CODES: readonly number[] = Object.values(PAYMENT_METHOD);

/** The withdraw method select, from the player's payment-method list: its UPI numbers. */
export function PaymentMethodSelect({ value, onChange, error }: PaymentMethodSelectProps) {
  const t = useTexts();
  const id = useId();
  const errorId = `${id}-error`;
  const { data, isPending } = usePaymentMethods();
  // The list names a saved bank account first (type 1, saved by another app); the app withdraws
  // to UPI numbers only (its form takes their codes), so the account is left out rather than
  // offered as a choice that does nothing.
  const methods = (data?.result ?? []).filter((method) => UPI_CODES.includes(method.type));
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
          {t.rule(error)}
        </p>
      ) : null}
    </div>
  );
}
