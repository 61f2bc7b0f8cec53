import type { ControlAnswer, ControlInput } from '@panna/mock-provider/control-client';
import { ENDPOINT_PATHS } from '@panna/shared';
import { useId, useState, type FormEvent } from 'react';
import { DataTable, type Column } from '../../components/data-table';
import { Field, Select } from '../../components/field';
import { Done, Failure } from '../../components/notice';
import { useControlAction, useControlQuery } from '../../lib/control';
import { messageFor, refusalOf } from '../../lib/field-problem';

type OverrideInput = ControlInput<'POST /overrides'>;
type Override = ControlAnswer<'GET /overrides'>['overrides'][number];

/** The fields a refusal may be shown beside; any other refusal shows under the form. */
const FIELDS = ['answer', 'status', 'times', 'player'] as const;
/** The numbers an override takes, sent as typed (the simulator checks them). */
const NUMBERS = [
  { key: 'status', label: 'HTTP status (default 200)' },
  { key: 'times', label: 'Times (default 1; 0 until removed)' },
] as const;
type NumberKey = (typeof NUMBERS)[number]['key'];
const NO_NUMBERS: Record<NumberKey, string> = { status: '', times: '' };
const EXAMPLE = '{"status": true, "msg": "Success", "result": []}';

/** Answer overrides: a provider path answers QA's JSON instead of its own; add, list, remove. */
export default function OverridesPanel() {
  return (
    <div className="panel-grid">
      <AddOverride />
      <ActiveOverrides />
    </div>
  );
}

/** The answer as JSON, or why it is not. */
function parsedAnswer(text: string): { answer: unknown } | { problem: string } {
  try {
    return { answer: JSON.parse(text) as unknown };
  } catch (error) {
    return { problem: `The answer is not JSON: ${(error as Error).message}` };
  }
}

function AddOverride() {
  const id = useId();
  const add = useControlAction('POST /overrides');
  const [path, setPath] = useState<string>(ENDPOINT_PATHS[0]!);
  const [answerText, setAnswerText] = useState(EXAMPLE);
  const [numbers, setNumbers] = useState(NO_NUMBERS);
  const [player, setPlayer] = useState('');
  const [notJson, setNotJson] = useState<string>();
  const [done, setDone] = useState<string>();
  const refusal = refusalOf(add.error, FIELDS);
  const answerProblem = notJson ?? messageFor(refusal, 'answer');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setDone(undefined);
    const parsed = parsedAnswer(answerText);
    if ('problem' in parsed) {
      add.reset();
      return setNotJson(parsed.problem);
    }
    setNotJson(undefined);
    const typed = NUMBERS.filter(({ key }) => numbers[key].trim() !== '').map(({ key }) => [
      key,
      Number(numbers[key]),
    ]);
    const input: OverrideInput = {
      path,
      answer: parsed.answer,
      ...Object.fromEntries(typed),
      ...(player.trim() && { player: player.trim() }),
    };
    add.mutate(input, { onSuccess: (answer) => setDone(`Override ${answer.id} added.`) });
  };
  return (
    <form className="card" onSubmit={submit} aria-labelledby={`${id}-title`} noValidate>
      <h2 id={`${id}-title`}>Add an override</h2>
      <Select
        label="Provider path"
        value={path}
        onChange={setPath}
        options={ENDPOINT_PATHS.map((p) => ({ value: p, label: p }))}
      />
      <div className="field">
        <label htmlFor={`${id}-answer`}>Answer (JSON)</label>
        <textarea
          id={`${id}-answer`}
          rows={8}
          className="mono-area"
          value={answerText}
          aria-invalid={answerProblem ? true : undefined}
          aria-describedby={answerProblem ? `${id}-answer-error` : undefined}
          onChange={(e) => {
            setAnswerText(e.target.value);
            setNotJson(undefined);
          }}
        />
        {answerProblem && (
          <span id={`${id}-answer-error`} className="field__error" role="alert">
            {answerProblem}
          </span>
        )}
      </div>
      {NUMBERS.map(({ key, label }) => (
        <Field
          key={key}
          label={label}
          inputMode="numeric"
          value={numbers[key]}
          onChange={(e) => setNumbers((current) => ({ ...current, [key]: e.target.value }))}
          error={messageFor(refusal, key)}
        />
      ))}
      <Field
        label="Only this player (mobile)"
        inputMode="numeric"
        value={player}
        onChange={(e) => setPlayer(e.target.value)}
        error={messageFor(refusal, 'player')}
      />
      <button type="submit" disabled={add.isPending}>
        Add override
      </button>
      {refusal && !refusal.field && <Failure error={add.error} />}
      <Done>{done}</Done>
    </form>
  );
}

/** The active overrides, each with what it answers and how often it did; each removable. */
function ActiveOverrides() {
  const id = useId();
  const overrides = useControlQuery('GET /overrides', undefined, { live: true });
  const remove = useControlAction('DELETE /overrides/:id');
  const columns: Column<Override>[] = [
    { header: 'Id', cell: (o) => o.id, className: 'mono' },
    { header: 'Path', cell: (o) => o.path, className: 'mono' },
    { header: 'Player', cell: (o) => o.player ?? 'everybody' },
    { header: 'HTTP', cell: (o) => o.status },
    {
      header: 'Hits',
      cell: (o) => (o.times === 0 ? `${o.hits}, until removed` : `${o.hits} of ${o.times}`),
    },
    { header: 'Answer', cell: (o) => JSON.stringify(o.answer).slice(0, 120), className: 'mono' },
    {
      header: 'Remove',
      cell: (o) => (
        <button
          type="button"
          aria-label={`Remove override ${o.id}`}
          onClick={() => remove.mutate({ id: o.id })}
        >
          Remove
        </button>
      ),
    },
  ];
  return (
    <section className="card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Active overrides</h2>
      <Failure error={overrides.error ?? remove.error} />
      <DataTable
        labelledBy={`${id}-title`}
        columns={columns}
        rows={overrides.data?.overrides ?? []}
        rowKey={(o) => o.id}
        rowLabel={(o) => `override ${o.id}`}
        empty="No override is active: every call gets the provider's own answer."
      />
    </section>
  );
}
