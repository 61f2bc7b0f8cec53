import { useId, useMemo, type Ref } from 'react';

interface NumberFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  maxLength?: number;
  /** Values offered under the field (a native datalist); none for an empty list. */
  suggestions?: readonly string[];
  inputRef?: Ref<HTMLInputElement>;
  disabled?: boolean;
}

/** A labelled numeric text box: the digit, pana and points fields of the bid form. */
export function NumberField({
  label,
  value,
  onChange,
  maxLength,
  suggestions = [],
  inputRef,
  disabled,
}: NumberFieldProps) {
  const id = useId();
  const listId = `${id}-suggestions`;
  // Rendering 220 options on every keystroke is needless; the list only changes with the set.
  const options = useMemo(
    () => suggestions.map((value) => <option key={value} value={value} />),
    [suggestions],
  );
  return (
    <div className="bid-field">
      <label className="bid-field__label" htmlFor={id}>
        {label}
      </label>
      <input
        ref={inputRef}
        id={id}
        className="bid-field__input"
        type="text"
        inputMode="numeric"
        autoComplete="off"
        maxLength={maxLength}
        list={suggestions.length > 0 ? listId : undefined}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
      />
      {suggestions.length > 0 ? <datalist id={listId}>{options}</datalist> : null}
    </div>
  );
}
