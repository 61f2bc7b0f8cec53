import { ENDPOINT_PATHS } from '@panna/shared';
import { useState, type FormEvent } from 'react';
import { Field, Select } from '../../components/field';
import { Done, Failure } from '../../components/notice';
import type { ControlInput } from '@panna/mock-provider/control-client';
import { useControlAction, useControlQuery } from '../../lib/control';
import { messageFor, refusalOf } from '../../lib/field-problem';

type FaultInput = ControlInput<'POST /faults'>;
type FaultKind = FaultInput['kind'];

/** Every kind the contract knows, with what it does (a new kind does not compile until named). */
const KINDS: Record<FaultKind, string> = {
  latency: 'Latency (answer late)',
  status_false: 'Status false (refuse with a message)',
  http_500: 'HTTP 500',
  drop: 'Drop the connection',
  not_json: 'Not JSON (an HTML page)',
  text_before_json: 'Text before the JSON',
};
/** The fields a refusal may be shown beside; any other refusal shows under the form. */
const FIELDS = ['times', 'probability', 'latency_ms', 'msg', 'text'] as const;
const ALL_PATHS = '';

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
  const [path, setPath] = useState(ALL_PATHS);
  const [times, setTimes] = useState('');
  const [probability, setProbability] = useState('');
  const [latency, setLatency] = useState('');
  const [msg, setMsg] = useState('');
  const [text, setText] = useState('');
  const [done, setDone] = useState<string>();
  const refusal = refusalOf(add.error, FIELDS);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setDone(undefined);
    // Numbers go as typed: the simulator checks them and says what is wrong.
    const number = (value: string) => (value.trim() === '' ? undefined : Number(value));
    const input: FaultInput = {
      kind,
      ...(path && { path }),
      ...(times.trim() && { times: number(times) }),
      ...(probability.trim() && { probability: number(probability) }),
      ...(latency.trim() && { latency_ms: number(latency) }),
      ...(kind === 'status_false' && msg && { msg }),
      ...((kind === 'not_json' || kind === 'text_before_json') && text && { text }),
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
        options={Object.entries(KINDS).map(([value, label]) => ({ value, label }))}
      />
      <Select
        label="Provider path"
        value={path}
        onChange={setPath}
        options={[
          { value: ALL_PATHS, label: 'Every path' },
          ...ENDPOINT_PATHS.map((p) => ({ value: p, label: p })),
        ]}
      />
      <Field
        label="Times (then it expires)"
        inputMode="numeric"
        value={times}
        onChange={(e) => setTimes(e.target.value)}
        error={messageFor(refusal, 'times')}
      />
      <Field
        label="Probability (0 to 1)"
        inputMode="decimal"
        value={probability}
        onChange={(e) => setProbability(e.target.value)}
        error={messageFor(refusal, 'probability')}
      />
      <Field
        label="Latency (ms)"
        inputMode="numeric"
        value={latency}
        onChange={(e) => setLatency(e.target.value)}
        error={messageFor(refusal, 'latency_ms')}
      />
      {kind === 'status_false' && (
        <Field
          label="Message"
          value={msg}
          maxLength={2000}
          onChange={(e) => setMsg(e.target.value)}
          error={messageFor(refusal, 'msg')}
        />
      )}
      {(kind === 'not_json' || kind === 'text_before_json') && (
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

function ActiveFaults() {
  const faults = useControlQuery('GET /faults', undefined, { live: true });
  const remove = useControlAction('DELETE /faults/:id');
  const clear = useControlAction('DELETE /faults');
  const list = faults.data?.faults ?? [];
  return (
    <section className="card" aria-labelledby="faults-title">
      <h2 id="faults-title">Active faults</h2>
      <Failure error={faults.error ?? remove.error ?? clear.error} />
      {list.length === 0 ? (
        <p className="muted">No fault is active: every call is answered normally.</p>
      ) : (
        <>
          <div className="table-scroll">
            <table aria-labelledby="faults-title">
              <thead>
                <tr>
                  <th scope="col">Id</th>
                  <th scope="col">Kind</th>
                  <th scope="col">Path</th>
                  <th scope="col">Hits</th>
                  <th scope="col">Remove</th>
                </tr>
              </thead>
              <tbody>
                {list.map((f) => (
                  <tr key={f.id} aria-label={`fault ${f.id}`}>
                    <td className="mono">{f.id}</td>
                    <td>{f.kind}</td>
                    <td className="mono">{typeof f.path === 'string' ? f.path : 'every path'}</td>
                    <td>
                      {f.hits}
                      {typeof f.times === 'number' ? ` of ${f.times}` : ''}
                    </td>
                    <td>
                      <button
                        type="button"
                        aria-label={`Remove fault ${f.id}`}
                        onClick={() => remove.mutate({ id: f.id })}
                      >
                        Remove
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <button type="button" className="danger" onClick={() => clear.mutate({})}>
            Remove every fault
          </button>
        </>
      )}
    </section>
  );
}
