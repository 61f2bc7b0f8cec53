import type { FormEvent } from 'react';
import { Field } from './field';
import { useFieldState } from './use-field-state';

/** What the simulator takes as a mobile number in its control routes. */
export const MOBILE = /^\d{1,20}$/;
export const NOT_A_MOBILE = 'Enter the mobile number, digits only.';

/**
 * A search by mobile number: refuses anything but digits beside the field, else finds it. What
 * the simulator said of the number searched (`notFound`: no such player) shows there too, until
 * the number is edited.
 */
export function MobileSearch({
  initial = '',
  notFound,
  submitLabel,
  onFind,
}: {
  initial?: string;
  notFound?: string | undefined;
  submitLabel: string;
  onFind: (mobile: string) => void;
}) {
  const mobile = useFieldState(initial);
  const error = mobile.props.error ?? (mobile.value === initial ? notFound : undefined);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typed = mobile.value.trim();
    if (!MOBILE.test(typed)) return mobile.setError(NOT_A_MOBILE);
    onFind(typed);
  };
  return (
    <form className="card row" role="search" onSubmit={submit} noValidate>
      <Field label="Mobile" inputMode="numeric" {...mobile.props} error={error} />
      <button type="submit">{submitLabel}</button>
    </form>
  );
}
