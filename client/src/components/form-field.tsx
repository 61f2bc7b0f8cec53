import { useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { Icon } from './icons';
import './form-field.css';
import { translateRule, useTexts } from '../i18n/use-texts';

interface FieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'className' | 'prefix'
> {
  label: string;
  /** The message shown under the field. */
  error?: string | undefined;
  /** Text before the input (the +91 country code). */
  prefix?: ReactNode;
}

/** A labelled input with its error underneath, announced and linked by aria-describedby. */
export function TextField({ label, error, prefix, ...input }: FieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div className={error ? 'field__box field__box--invalid' : 'field__box'}>
        {prefix ? <span className="field__prefix">{prefix}</span> : null}
        <input
          id={id}
          className="field__input"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...input}
        />
      </div>
      {error ? (
        <p id={errorId} className="field__error" role="alert">
          {translateRule(error)}
        </p>
      ) : null}
    </div>
  );
}

/** A password input with a show/hide toggle. */
export function PasswordField({ label, error, ...input }: Omit<FieldProps, 'prefix' | 'type'>) {
  const t = useTexts();
  const id = useId();
  const errorId = `${id}-error`;
  const [visible, setVisible] = useState(false);
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div className={error ? 'field__box field__box--invalid' : 'field__box'}>
        <input
          id={id}
          className="field__input"
          type={visible ? 'text' : 'password'}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...input}
        />
        <button
          type="button"
          className="field__toggle"
          aria-pressed={visible}
          onClick={() => setVisible((v) => !v)}
        >
          <Icon name={visible ? 'eyeOff' : 'eye'} />
          <span className="visually-hidden">{t('Show {field}', { field: label })}</span>
        </button>
      </div>
      {error ? (
        <p id={errorId} className="field__error" role="alert">
          {translateRule(error)}
        </p>
      ) : null}
    </div>
  );
}

/** A form-level message (server failures) or success notice; a catalogue text in the player's language. */
export function FormMessage({
  tone,
  children,
}: {
  tone: 'error' | 'success';
  children: ReactNode;
}) {
  useTexts(); // renders again in another language
  return (
    <p
      className={`form-message form-message--${tone}`}
      role={tone === 'error' ? 'alert' : 'status'}
    >
      {typeof children === 'string' ? translateRule(children) : children}
    </p>
  );
}

interface SubmitProps {
  /** The form is being sent: the button is off and says `busyLabel`. */
  busy: boolean;
  label: string;
  busyLabel: string;
  /** Off for another reason too (not hydrated yet, already done). */
  disabled?: boolean;
}

/** A form's full-width submit button. */
export function SubmitButton({ busy, label, busyLabel, disabled = false }: SubmitProps) {
  return (
    <button type="submit" className="btn btn--primary btn--block" disabled={busy || disabled}>
      {busy ? busyLabel : label}
    </button>
  );
}

/** A small form's two buttons side by side (a modal, an inline edit): Cancel, then the submit. */
export function CancelOrSubmit({
  onCancel,
  busy,
  label,
  busyLabel,
}: Omit<SubmitProps, 'disabled'> & { onCancel: () => void }) {
  const t = useTexts();
  return (
    <div className="form-actions">
      <button type="button" className="btn btn--outline" onClick={onCancel} disabled={busy}>
        {t('Cancel')}
      </button>
      <button type="submit" className="btn btn--primary" disabled={busy}>
        {busy ? busyLabel : label}
      </button>
    </div>
  );
}
