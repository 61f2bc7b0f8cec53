import { hasErrors, type FieldErrors } from '@panna/shared/validation';
import { useState, type SubmitEvent } from 'react';
import { useFormAnswersGo } from '../../../components/toast';
import { useExclusive } from '../../../lib/use-exclusive';

interface AuthForm<V extends Record<string, string>> {
  /** The fields as typed, checked by the shared rules (@panna/shared/validation). */
  initial: V;
  validate: (values: V) => FieldErrors<keyof V & string>;
  /** Runs once the values pass, at most once at a time (repeat submits are ignored). */
  send: (values: V) => Promise<void>;
}

/**
 * The account screens' form: the typed values, each field's error (cleared when it is edited),
 * and the submit that checks them and sends. A failure `send` reports under a field goes through
 * `setErrors`.
 */
export function useAuthForm<V extends Record<string, string>>({
  initial,
  validate,
  send,
}: AuthForm<V>) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FieldErrors<keyof V & string>>({});
  useFormAnswersGo();

  const edit = (field: keyof V & string) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const submit = useExclusive(async () => {
    const found = validate(values);
    setErrors(found);
    if (hasErrors(found)) return;
    await send(values);
  });

  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault();
    submit.run();
  };

  return { values, errors, setErrors, edit, busy: submit.busy, onSubmit };
}
