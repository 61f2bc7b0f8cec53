import { parseAmount } from '@panna/shared/validation';
import { useState, type FormEvent } from 'react';
import { Confirm } from '../../components/confirm';
import { Field } from '../../components/field';
import { Done, Failure } from '../../components/notice';
import { useFieldState } from '../../components/use-field-state';
import { useControlAction } from '../../lib/control';
import { useAskedAction } from '../../lib/use-asked-action';

type Moved = { player: { wallet: number } };

/** Credits or debits a player by hand; a debit is confirmed first. */
export function MoneyForm({ mobile }: { mobile: string }) {
  const amount = useFieldState();
  const [note, setNote] = useState('');
  const [done, setDone] = useState<string>();
  const input = (points: number) => ({ mobile, amount: points, ...(note && { note }) });
  /** The outcome line; a done move clears the points so that it is not repeated by accident. */
  const report = (outcome: string | undefined) => {
    setDone(outcome);
    if (outcome) amount.setValue('');
  };
  const said = (what: string, points: number, answer: Moved) =>
    `${what} ${points}; balance ${answer.player.wallet}.`;
  const credit = useControlAction('POST /players/:mobile/credit');
  const debit = useAskedAction('POST /players/:mobile/debit', {
    input,
    report,
    done: (points: number, answer) => said('Debited', points, answer),
  });

  /** The typed points, or undefined with the message beside the field. */
  const points = (): number | undefined => {
    const typed = parseAmount(amount.value);
    if (typed !== undefined) return typed;
    amount.setError('Enter whole points, at least 1.');
    return undefined;
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setDone(undefined);
    const value = points();
    if (value !== undefined)
      credit.mutate(input(value), {
        onSuccess: (answer) => report(said('Credited', value, answer)),
      });
  };
  const askDebit = () => {
    setDone(undefined);
    const value = points();
    if (value !== undefined) debit.ask(value);
  };

  return (
    <form className="card" onSubmit={submit} aria-labelledby="money-title" noValidate>
      <h2 id="money-title">Credit or debit</h2>
      <Field label="Points" inputMode="numeric" {...amount.props} />
      <Field label="Note" value={note} maxLength={200} onChange={(e) => setNote(e.target.value)} />
      <div className="row">
        <button type="submit">Credit</button>
        <button type="button" className="danger" onClick={askDebit}>
          Debit…
        </button>
      </div>
      <Failure error={credit.error ?? debit.error} />
      <Done>{done}</Done>
      <Confirm {...debit.dialog} title="Debit this player?" confirmLabel="Debit">
        <p>
          Take {debit.asking} points from {mobile} (never below a zero balance).
        </p>
      </Confirm>
    </form>
  );
}
