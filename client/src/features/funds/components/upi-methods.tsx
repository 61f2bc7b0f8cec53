import { PAYMENT_MESSAGES } from '@panna/shared/validation';
import { useId, useState } from 'react';
import { isProviderError } from '../../../lib/provider-client';
import { usePaymentDetails } from '../api/payment-details';
import { UPI_OPTIONS, UPI_OPTION_ORDER, type UpiOption } from '../upi-options';
import { UpiNumberModal } from './upi-number-modal';
import { useTexts } from '../../../i18n/use-texts';

function detailsError(error: unknown): string {
  if (isProviderError(error) && error.kind === 'status') {
    return error.serverMessage || PAYMENT_MESSAGES.detailsFailed;
  }
  return PAYMENT_MESSAGES.detailsError;
}

/** The expandable UPI Withdraw Methods list; each opens the add-number modal. */
export function UpiMethods() {
  const t = useTexts();
  const listId = useId();
  const [expanded, setExpanded] = useState(false);
  const [chosen, setChosen] = useState<UpiOption | null>(null);
  const details = usePaymentDetails();
  const saved = (option: UpiOption) => details.data?.[UPI_OPTIONS[option].savedField] ?? '';
  return (
    <>
      <button
        type="button"
        className="funds-link"
        aria-expanded={expanded}
        aria-controls={listId}
        onClick={() => setExpanded((open) => !open)}
      >
        {t('UPI Withdraw Methods')}
        <span aria-hidden="true">{expanded ? '−' : '+'}</span>
      </button>
      {expanded ? (
        <ul id={listId} className="funds-sublist">
          {details.isError ? (
            <li className="field__error" role="alert">
              {detailsError(details.error)}
            </li>
          ) : null}
          {UPI_OPTION_ORDER.map((option) => (
            <li key={option}>
              <button type="button" className="funds-link" onClick={() => setChosen(option)}>
                {UPI_OPTIONS[option].label}
                <span className="funds-saved">{saved(option)}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {chosen ? (
        <UpiNumberModal
          key={chosen}
          option={chosen}
          initialNumber={saved(chosen)}
          onClose={() => setChosen(null)}
        />
      ) : null}
    </>
  );
}
