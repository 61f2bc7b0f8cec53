import { useId } from 'react';
import { UPI_APPS, type UpiApp } from '../payment-link';
import { useTexts } from '../../../i18n/use-texts';

interface UpiAppChoiceProps {
  value: UpiApp | null;
  onChange: (app: UpiApp) => void;
  error?: string | undefined;
}

/** Radios: PhonePe, Google Pay, Paytm, Other UPI Gateway. */
export function UpiAppChoice({ value, onChange, error }: UpiAppChoiceProps) {
  const t = useTexts();
  const errorId = useId();
  return (
    <fieldset className="funds-radios" aria-describedby={error ? errorId : undefined}>
      <legend>{t('Select Payment Method')}</legend>
      {UPI_APPS.map((app) => (
        <label key={app.id} className="funds-radio">
          <input
            type="radio"
            name="upi-app"
            value={app.id}
            checked={value === app.id}
            onChange={() => onChange(app.id)}
          />
          {t.rule(app.label)}
        </label>
      ))}
      {error ? (
        <p id={errorId} className="field__error" role="alert">
          {t.rule(error)}
        </p>
      ) : null}
    </fieldset>
  );
}
