import { useId, useState, type FormEvent } from 'react';
import type { DateRange } from '../date-range';
import { useTexts } from '../../../i18n/use-texts';

interface DateRangeFormProps {
  initial: DateRange;
  onSubmit: (range: DateRange) => void;
}

/** From and To date inputs with Submit; the list below shows the submitted range. */
export function DateRangeForm({ initial, onSubmit }: DateRangeFormProps) {
  const t = useTexts();
  const id = useId();
  const [range, setRange] = useState(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // An emptied input keeps the last date rather than sending a blank filter.
    onSubmit({ from: range.from || initial.from, to: range.to || initial.to });
  };
  return (
    <form className="history-filter" onSubmit={submit} aria-label={t('Date range')}>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-from`}>
          {t('From')}
        </label>
        <input
          id={`${id}-from`}
          className="history-date"
          type="date"
          value={range.from}
          onChange={(event) => setRange((r) => ({ ...r, from: event.target.value }))}
        />
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-to`}>
          {t('To')}
        </label>
        <input
          id={`${id}-to`}
          className="history-date"
          type="date"
          value={range.to}
          onChange={(event) => setRange((r) => ({ ...r, to: event.target.value }))}
        />
      </div>
      <button type="submit" className="btn btn--primary">
        {t('Submit')}
      </button>
    </form>
  );
}
