import type { ControlAnswer, ControlInput } from '@panna/mock-provider/control-client';
import { useState, type FormEvent } from 'react';
import { Confirm } from '../../components/confirm';
import { DataTable, type Column } from '../../components/data-table';
import { bidDigitsText } from '../../lib/market-results';
import { Field } from '../../components/field';
import { Done, Failure } from '../../components/notice';
import { useControlAction, useControlRead } from '../../lib/control';
import type { Market } from '../../lib/market-times';
import { count } from '../../lib/plural';
import { readResultValue } from '../../lib/result-value';
import { useMarketChoice } from './market-choice';

type Preview = ControlAnswer<'POST /results/preview'>;

const PREVIEW_LINES: Column<Preview['lines'][number]>[] = [
  { header: 'Player', cell: (line) => `${line.name} (${line.mobile})` },
  { header: 'Bid', cell: (line) => `${line.label} (${line.session})` },
  {
    header: 'Digits',
    cell: bidDigitsText,
    className: 'mono',
  },
  { header: 'Points', cell: (line) => line.points },
  { header: 'Outcome', cell: (line) => (line.outcome === 'won' ? 'Won' : 'Lost') },
  { header: 'Pays', cell: (line) => line.amount },
];

/** Declares a result: the value is checked as typed, the settlement previewed, then confirmed. */
export function DeclareForm({ markets }: { markets: Market[] }) {
  const choice = useMarketChoice(markets);
  const [typed, setTyped] = useState('');
  const [early, setEarly] = useState(false);
  const [shown, setShown] = useState(false);
  const [pending, setPending] = useState<{
    input: ControlInput<'POST /results'>;
    preview: Preview;
  }>();
  const preview = useControlRead('POST /results/preview');
  const declare = useControlAction('POST /results');
  const [done, setDone] = useState<string>();

  const kind =
    choice.market?.kind === 'gali'
      ? 'gali'
      : choice.market?.kind === 'starline'
        ? 'starline'
        : 'main';
  const value = readResultValue(kind, typed);
  const fieldError =
    value.ok === false && shown
      ? value.msg
      : value.ok === 'empty' && shown
        ? 'Enter the result.'
        : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setShown(true);
    setDone(undefined);
    if (!choice.market || value.ok !== true) return;
    const input: ControlInput<'POST /results'> = {
      game_id: choice.market.id,
      ...(choice.session && { session: choice.session }),
      ...(kind === 'gali' ? { jodi: value.value } : { pana: value.value }),
      ...(choice.date && { date: choice.date }),
      ...(early && { early: true }),
    };
    preview.mutate(input, { onSuccess: (answer) => setPending({ input, preview: answer }) });
  };

  const confirm = () => {
    if (!pending) return;
    declare.mutate(pending.input, {
      onSuccess: (answer) => {
        setPending(undefined);
        setDone(
          `${answer.msg}: ${count(answer.bids, 'bid')} settled, ${count(answer.winners, 'winner')}, ${count(answer.paid, 'point')} paid.`,
        );
      },
    });
  };

  return (
    <form className="card" onSubmit={submit} aria-labelledby="declare-title" noValidate>
      <h2 id="declare-title">Declare a result</h2>
      {choice.fields}
      <Field
        label={kind === 'gali' ? 'Jodi' : 'Pana'}
        inputMode="numeric"
        autoComplete="off"
        maxLength={kind === 'gali' ? 2 : 3}
        value={typed}
        onChange={(e) => {
          setTyped(e.target.value);
          setShown(true);
        }}
        error={fieldError}
        hint={value.ok === true ? value.note : undefined}
      />
      <label className="check">
        <input type="checkbox" checked={early} onChange={(e) => setEarly(e.target.checked)} />
        Early (before the session's cut-off; its bids close at once)
      </label>
      <button type="submit" disabled={preview.isPending}>
        Preview settlement
      </button>
      <Failure error={preview.error ?? declare.error} />
      <Done>{done}</Done>
      <Confirm
        open={pending !== undefined}
        title="Declare this result?"
        confirmLabel="Declare result"
        busy={declare.isPending}
        onConfirm={confirm}
        onCancel={() => setPending(undefined)}
      >
        {pending && (
          <PreviewReport market={choice.market} preview={pending.preview} value={value} />
        )}
        <Failure error={declare.error} />
      </Confirm>
    </form>
  );
}

function PreviewReport({
  market,
  preview,
  value,
}: {
  market: Market | undefined;
  preview: Preview;
  value: ReturnType<typeof readResultValue>;
}) {
  return (
    <>
      <p>
        {market?.name}, {preview.date}: {value.ok === true ? `${value.value} (${value.note})` : ''}
      </p>
      <p data-testid="preview-summary">
        {count(preview.bids, 'bid')} decided, {count(preview.winners, 'winner')},{' '}
        {count(preview.paid, 'point')} paid
        {preview.netted > 0 ? `, ${preview.netted} kept against owed wins` : ''}.
      </p>
      <DataTable
        caption="Bids this result decides"
        columns={PREVIEW_LINES}
        rows={preview.lines}
        rowKey={(line) => line.bid_id}
        empty={null}
      />
    </>
  );
}
