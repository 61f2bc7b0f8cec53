import type { Session } from '@panna/shared/bids';
import { useTexts } from '../../../i18n/use-texts';

const SESSIONS: readonly Session[] = ['Open', 'Close'];

interface SessionChoiceProps {
  value: Session;
  allowed: readonly Session[];
  onChange: (session: Session) => void;
}

/** The Open/Close radios; a session the clock no longer allows shows disabled and greyed. */
export function SessionChoice({ value, allowed, onChange }: SessionChoiceProps) {
  const t = useTexts();
  return (
    <fieldset className="bid-choice">
      <legend className="bid-field__label">{t('Session')}</legend>
      {SESSIONS.map((session) => {
        const disabled = !allowed.includes(session);
        return (
          <label
            key={session}
            className={disabled ? 'bid-choice__option is-disabled' : 'bid-choice__option'}
          >
            <input
              type="radio"
              name="session"
              value={session}
              checked={value === session}
              disabled={disabled}
              onChange={() => onChange(session)}
            />
            {t(session)}
          </label>
        );
      })}
    </fieldset>
  );
}
