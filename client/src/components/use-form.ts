import { hasErrors, type FieldErrors } from '@panna/shared/validation';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useExclusive } from '../lib/use-exclusive';

/** A form's values: each field as typed. */
export type FormValues<V> = { [K in keyof V]: string };

type FieldName<V> = keyof V & string;

export interface FormSpec<V extends FormValues<V>, E extends string = never> {
  initial: V;
  /**
   * The shared rules (@panna/shared/validation) the values must pass. `E` names the errors that
   * belong to no field (the withdraw window). Async when a rule first reads something.
   */
  validate: (values: V) => FieldErrors<FieldName<V> | E> | Promise<FieldErrors<FieldName<V> | E>>;
  /** Runs once the values pass, at most once at a time (repeat submits are ignored). */
  send: (values: V) => Promise<void>;
}

/** What a field's input takes, spread on it: `<PhoneField {...field('phone')} />`. */
export interface BoundField {
  name: string;
  value: string;
  /** A shared rule's message; the field shows it in the player's language. */
  error: string | undefined;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}

/**
 * A form's typed values, each field's error (cleared when the field is edited), and the submit
 * that checks them and sends. A failure `send` reports under a field goes through `setErrors`.
 */
export function useForm<V extends FormValues<V>, E extends string = never>({
  initial,
  validate,
  send,
}: FormSpec<V, E>) {
  const [first] = useState(initial);
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FieldErrors<FieldName<V> | E>>({});

  const edit = (name: FieldName<V>, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  };

  /** Binds a field; `tidy` keeps only what the field may hold (digits). */
  const field = (name: FieldName<V>, tidy?: (typed: string) => string): BoundField => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event) => edit(name, tidy ? tidy(event.target.value) : event.target.value),
  });

  const submit = useExclusive(async () => {
    const checked = validate(values);
    // A sync rule's errors show at once, as the click's own update.
    const found = checked instanceof Promise ? await checked : checked;
    setErrors(found);
    if (hasErrors(found)) return;
    await send(values);
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit.run();
  };

  /** Back to the first values (after a form that stays on screen was sent). */
  const reset = () => setValues(first);

  return { values, errors, setErrors, edit, field, busy: submit.busy, onSubmit, reset };
}

/** Keeps the digits of what was typed (numbers and amounts). */
export const digitsOnly = (typed: string) => typed.replace(/\D/g, '');
