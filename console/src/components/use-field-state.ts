import { useState, type ChangeEvent } from 'react';

/**
 * A typed value and the message shown beside its field: `props` spreads into <Field>, and typing
 * clears the message (it speaks of the value that was refused).
 */
export function useFieldState(initial = '') {
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string>();
  return {
    value,
    setValue,
    setError,
    props: {
      value,
      error,
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        setValue(event.target.value);
        setError(undefined);
      },
    },
  };
}
