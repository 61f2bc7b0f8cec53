import { useState, type FormEvent } from 'react';
import { Confirm } from '../../components/confirm';
import { Field } from '../../components/field';
import { Done, Failure } from '../../components/notice';
import { useControlAction } from '../../lib/control';

/** Credits or debits a player by hand; a debit is confirmed first. */
export function MoneyForm({ mobile }: { mobile: string }) {
  const [amount, setAmount] = useState('');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string>();
  const [asking, setAsking] = useState(false);
  const [done, setDone] = useState<string>();
  const credit = useControlAction('POST /players/:mobile/credit');
  const debit = useControlAction('POST /players/:mobile/debit');

  const points = (): number | undefined => {
    const value = Number(amount);
    if (!/^\d+$/.test(amount.trim()) || value < 1) {
      setError('Enter whole points, at least 1.');
      return undefined;
    }
    return value;
  };
  const input = (value: number) => ({ mobile, amount: value, ...(note && { note }) });
  const report = (what: string) => (answer: { player: { wallet: number } }) => {
    setDone(`${what}; balance ${answer.player.wallet}.`);
    setAmount('');
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setDone(undefined);
    const value = points();
    if (value !== undefined)
      credit.mutate(input(value), { onSuccess: report(`Credited ${value}`) });
  };
  const askDebit = () => {
    setDone(undefined);
    if (points() !== undefined) setAsking(true);
  };
  const confirmDebit = () => {
    const value = points();
    if (value === undefined) return;
    debit.mutate(input(value), {
      onSettled: () => setAsking(false),
      onSuccess: report(`Debited ${value}`),
    });
  };

  return (
    <form className="card" onSubmit={submit} aria-labelledby="money-title" noValidate>
      <h2 id="money-title">Credit or debit</h2>
      <Field
        label="Points"
        inputMode="numeric"
        value={amount}
        onChange={(e) => {
          setAmount(e.target.value);
          setError(undefined);
        }}
        error={error}
      />
      <Field label="Note" value={note} maxLength={200} onChange={(e) => setNote(e.target.value)} />
      <div className="row">
        <button type="submit">Credit</button>
        <button type="button" className="danger" onClick={askDebit}>
          Debit…
        </button>
      </div>
      <Failure error={credit.error ?? debit.error} />
      <Done>{done}</Done>
      <Confirm
        open={asking}
        title="Debit this player?"
        confirmLabel="Debit"
        busy={debit.isPending}
        onConfirm={confirmDebit}
        onCancel={() => setAsking(false)}
      >
        <p>
          Take {amount} points from {mobile} (never below a zero balance).
        </p>
      </Confirm>
    </form>
  );
}
