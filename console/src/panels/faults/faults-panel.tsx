import {
  FAULT_KINDS,
  FAULT_KIND_NAMES,
  textSentBy,
  type ControlInput,
  type FaultKind,
} from '@panna/mock-provider/control-client';
import { useState, type FormEvent } from 'react';
import { Field, Select } from '../../components/field';
import { EVERY_PATH, PathSelect } from '../../components/path-select';
import { Done, Failure } from '../../components/notice';
import { useControlAction } from '../../lib/control';
import { messageFor, refusalOf } from '../../lib/field-problem';
import { ActiveFaults } from './active-faults';

type FaultInput = ControlInput<'POST /faults'>;

/** Every kind the simulator knows, with what it does (contract/fault-kinds.ts). */
const KINDS = FAULT_KIND_NAMES.map((value) => ({ value, label: FAULT_KINDS[value].does }));
/** The fields a refusal may be shown beside; any other refusal shows under the form. */
const FIELDS = ['player', 'times', 'probability', 'latency_ms', 'msg', 'text'] as const;
/** The numeric limits every kind takes, sent as typed (the simulator checks them). */
const NUMBERS = [
  { key: 'times', label: 'Times (then it expires)', inputMode: 'numeric' },
  { key: 'probability', label: 'Probability (0 to 1)', inputMode: 'decimal' },
  { key: 'latency_ms', label: 'Latency (ms; for a slow answer, its length)', inputMode: 'numeric' },
] as const;
type NumberKey = (typeof NUMBERS)[number]['key'];
const NO_NUMBERS: Record<NumberKey, string> = { times: '', probability: '', latency_ms: '' };

/** Fault injection on the provider's endpoints: add one, see the active ones, remove them. */
export default function FaultsPanel() {
  return (
    <div className="panel-grid">
      <AddFault />
      <ActiveFaults />
    </div>
  );
}

function AddFault() {
  const add = useControlAction('POST /faults');
  const [kind, setKind] = useState<FaultKind>('status_false');
  const [path, setPath] = useState(EVERY_PATH);
  const [player, setPlayer] = useState('');
  const [numbers, setNumbers] = useState(NO_NUMBERS);
  const [msg, setMsg] = useState('');
  const [text, setText] = useState('');
  const [done, setDone] = useState<string>();
  const refusal = refusalOf(add.error, FIELDS);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setDone(undefined);
    // Numbers go as typed: the simulator checks them and says what is wrong.
    const typed = NUMBERS.filter(({ key }) => numbers[key].trim() !== '').map(({ key }) => [
      key,
      Number(numbers[key]),
    ]);
    const input: FaultInput = {
      kind,
      ...(path && { path }),
      ...(player.trim() && { player: player.trim() }),
      ...Object.fromEntries(typed),
      ...(textSentBy(kind) === 'msg' && msg && { msg }),
      ...(textSentBy(kind) === 'text' && text && { text }),
    };
    add.mutate(input, { onSuccess: (answer) => setDone(`Fault ${answer.id} added.`) });
  };
  return (
    <form className="card" onSubmit={submit} aria-labelledby="fault-add-title" noValidate>
      <h2 id="fault-add-title">Add a fault</h2>
      <Select
        label="Kind"
        value={kind}
        onChange={(value) => setKind(value as FaultKind)}
        options={KINDS}
      />
      <PathSelect label="Provider path" value={path} onChange={setPath} />
      <Field
        label="Player's mobile (empty for every caller)"
        inputMode="numeric"
        value={player}
        onChange={(e) => setPlayer(e.target.value)}
        error={messageFor(refusal, 'player')}
      />
      {NUMBERS.map(({ key, label, inputMode }) => (
        <Field
          key={key}
          label={label}
          inputMode={inputMode}
          value={numbers[key]}
          onChange={(e) => setNumbers((current) => ({ ...current, [key]: e.target.value }))}
          error={messageFor(refusal, key)}
        />
      ))}
      {textSentBy(kind) === 'msg' && (
        <Field
          label="Message"
          value={msg}
          maxLength={2000}
          onChange={(e) => setMsg(e.target.value)}
          error={messageFor(refusal, 'msg')}
        />
      )}
      {textSentBy(kind) === 'text' && (
        <Field
          label="Text sent"
          value={text}
          onChange={(e) => setText(e.target.value)}
          error={messageFor(refusal, 'text')}
        />
      )}
      <button type="submit" disabled={add.isPending}>
        Add fault
      </button>
      {refusal && !refusal.field && <Failure error={add.error} />}
      <Done>{done}</Done>
    </form>
  );
}
