import type { FormEvent } from 'react';
import { Field } from './field';
import { useFieldState } from './use-field-state';

/** What the simulator takes as a mobile number in its control routes. */
export const MOBILE = /^\d{1,20}$/;

/** A search by mobile number: refuses anything but digits beside the field, else finds it. */
export function MobileSearch({
  initial = '',
  submitLabel,
  onFind,
}: {
  initial?: string;
  submitLabel: string;
  onFind: (mobile: string) => void;
}) {
  const mobile = useFieldState(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typed = mobile.value.trim();
    if (!MOBILE.test(typed)) return mobile.setError('Enter the mobile number, digits only.');
    onFind(typed);
  };
  return (
    <form className="card row" role="search" onSubmit={submit} noValidate>
      <Field label="Mobile" inputMode="numeric" {...mobile.props} />
      <button type="submit">{submitLabel}</button>
    </form>
  );
}
