import {
  BID_MESSAGES,
  sessionOptions,
  suggestionsFor,
  type BidType,
  type DigitSetName,
  type EntryInput,
  type PanaKindBoxes as Boxes,
  type ProceedOutcome,
  type Session,
  type SlipOutcome,
} from '@panna/shared/bids';
import { useId, useRef, useState, type FormEvent } from 'react';
import { toastBid } from '../../../components/toast';
import { NumberField } from './number-field';
import { PanaKindBoxes } from './pana-kind-boxes';
import { SessionChoice } from './session-choice';
import { useTexts } from '../../../i18n/use-texts';
import { showBidDate } from '../../../i18n/dates';

type FieldKey = Extract<ProceedOutcome, { ok: false }>['field'];

const NO_BOXES: Boxes = { sp: false, dp: false, tp: false };
const EMPTY = { digits: '', closedigits: '', points: '' };
const FIELD_KEYS: readonly FieldKey[] = ['digits', 'closedigits', 'points', 'boxes'];

// One array per set for the app's life, so the datalists are not rebuilt on every keystroke.
const suggestionCache = new Map<DigitSetName, readonly string[]>();
function suggestions(set: DigitSetName): readonly string[] {
  let list = suggestionCache.get(set);
  if (!list) suggestionCache.set(set, (list = suggestionsFor(set)));
  return list;
}

interface BidFormProps {
  type: BidType;
  openTimePassed: boolean;
  /** The displayed wallet (Proceed's limit); undefined until the provider answered. */
  balance: number | undefined;
  /** Set once the open time ended this screen (Starline's closed flag, blocked types). */
  closed: boolean;
  /** Today, as the bid will carry it. */
  dateText: string;
  /** Adds the entry to the slip, or answers what is wrong with it. */
  onProceed: (input: EntryInput) => SlipOutcome;
}

/** The entry form: every field comes from the catalogue; the slip validates each Proceed. */
export function BidForm(props: BidFormProps) {
  const t = useTexts();
  const { type, openTimePassed, balance, closed, dateText, onProceed } = props;
  const [values, setValues] = useState(EMPTY);
  const [boxes, setBoxes] = useState(NO_BOXES);
  const sessions = sessionOptions(type, openTimePassed);
  const [chosen, setChosen] = useState<Session>(sessions.initial);
  // A choice the clock has since ruled out falls back to what the rule now selects.
  const session = sessions.allowed.includes(chosen) ? chosen : sessions.initial;
  const dateId = useId();
  const inputs = useRef(new Map<FieldKey, HTMLInputElement | null>());
  // Stable ref callbacks, one per field, so that a validation error can focus its field.
  const [refFor] = useState(() => {
    const refs = new Map(
      FIELD_KEYS.map((key) => [
        key,
        (el: HTMLInputElement | null) => void inputs.current.set(key, el),
      ]),
    );
    return (key: FieldKey) => refs.get(key);
  });
  const set = (key: keyof typeof EMPTY) => (value: string) =>
    setValues((v) => ({ ...v, [key]: value }));

  const proceed = (event: FormEvent) => {
    event.preventDefault();
    if (closed) {
      toastBid.error(BID_MESSAGES.biddingClosed(type.title));
      return;
    }
    if (balance === undefined) return;
    const outcome = onProceed({ ...values, session, boxes });
    if (!outcome.ok) {
      toastBid.error(outcome.message);
      inputs.current.get(outcome.field)?.focus();
      return;
    }
    setValues((v) => ({ ...EMPTY, points: v.points }));
    inputs.current.get('digits')?.focus();
  };

  return (
    <form className="bid-form" onSubmit={proceed} noValidate>
      <div className="bid-field">
        <label className="bid-field__label" htmlFor={dateId}>
          {t('Date')}
        </label>
        <input
          id={dateId}
          className="bid-field__input"
          value={showBidDate(dateText, t.language)}
          readOnly
        />
      </div>
      {type.session === 'choice' ? (
        <SessionChoice value={session} allowed={sessions.allowed} onChange={setChosen} />
      ) : null}
      {type.fields.map((field) => (
        <NumberField
          key={field.key}
          inputRef={refFor(field.key)}
          label={t.rule(field.label)}
          value={values[field.key]}
          onChange={set(field.key)}
          maxLength={field.maxLength}
          suggestions={suggestions(field.set)}
        />
      ))}
      {type.expansion.asksPanaKinds ? (
        <PanaKindBoxes inputRef={refFor('boxes')} value={boxes} onChange={setBoxes} />
      ) : null}
      <NumberField
        inputRef={refFor('points')}
        label={t('Points')}
        value={values.points}
        onChange={set('points')}
        maxLength={7}
      />
      <button
        type="submit"
        className="btn btn--primary btn--block"
        disabled={balance === undefined}
      >
        {t('Proceed')}
      </button>
    </form>
  );
}
