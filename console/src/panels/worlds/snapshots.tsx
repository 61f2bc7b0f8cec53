import { useState, type FormEvent } from 'react';
import { Confirm } from '../../components/confirm';
import { Field } from '../../components/field';
import { Done, Failure } from '../../components/notice';
import { failureText, useControl, useControlAction, useControlQuery } from '../../lib/control';
import { indiaClockText, indiaDateText } from '../../lib/india-time';
import { useAskedAction } from './use-asked-action';

const when = (iso: string) => {
  const at = Date.parse(iso);
  return `${indiaDateText(at)}, ${indiaClockText(at)}`;
};

/** Named snapshots of the whole world (data and clock): save, restore and delete, both asked. */
export function Snapshots() {
  const { location } = useControl();
  const snapshots = useControlQuery('GET /snapshots', undefined, { live: true });
  const save = useControlAction('POST /snapshots');
  const [name, setName] = useState('');
  const [done, setDone] = useState<string>();
  const restore = useAskedAction(
    'POST /snapshots/:name/restore',
    (n) => ({ name: n }),
    setDone,
    (n) => `Restored ${n}.`,
  );
  const remove = useAskedAction(
    'DELETE /snapshots/:name',
    (n) => ({ name: n }),
    setDone,
    (n) => `Deleted ${n}.`,
  );
  const world =
    location.sandbox === undefined ? 'the default world' : `sandbox ${location.sandbox}`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setDone(undefined);
    save.mutate(
      { name: name.trim() },
      {
        onSuccess: (answer) => {
          setDone(`Saved ${answer.name}.`);
          setName('');
        },
      },
    );
  };
  const list = snapshots.data?.snapshots ?? [];
  return (
    <section className="card" aria-labelledby="snapshots-title">
      <h2 id="snapshots-title">Snapshots of {world}</h2>
      <form className="row" onSubmit={submit} noValidate>
        <Field
          label="Snapshot name"
          value={name}
          maxLength={64}
          onChange={(e) => {
            setName(e.target.value);
            save.reset();
          }}
          error={save.error ? failureText(save.error) : undefined}
        />
        <button type="submit" disabled={save.isPending}>
          Save snapshot
        </button>
      </form>
      <Done>{done}</Done>
      <Failure error={snapshots.error ?? restore.error ?? remove.error} />
      {list.length === 0 ? (
        <p className="muted">No snapshot saved.</p>
      ) : (
        <div className="table-scroll">
          <table aria-labelledby="snapshots-title">
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Saved</th>
                <th scope="col">Its clock</th>
                <th scope="col">Act</th>
              </tr>
            </thead>
            <tbody>
              {list.map((s) => (
                <tr key={s.name} aria-label={`snapshot ${s.name}`}>
                  <td className="mono">{s.name}</td>
                  <td>{when(s.saved_at)}</td>
                  <td>{when(s.clock)}</td>
                  <td className="row">
                    <button type="button" onClick={() => restore.ask(s.name)}>
                      Restore…
                    </button>
                    <button type="button" className="danger" onClick={() => remove.ask(s.name)}>
                      Delete…
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Confirm
        open={restore.asking !== undefined}
        title={`Restore ${restore.asking ?? ''}?`}
        confirmLabel="Restore snapshot"
        busy={restore.busy}
        onConfirm={restore.confirm}
        onCancel={restore.cancel}
      >
        <p>Everything in {world} since the snapshot is lost: data and clock go back to it.</p>
      </Confirm>
      <Confirm
        open={remove.asking !== undefined}
        title={`Delete snapshot ${remove.asking ?? ''}?`}
        confirmLabel="Delete snapshot"
        busy={remove.busy}
        onConfirm={remove.confirm}
        onCancel={remove.cancel}
      >
        <p>The snapshot&apos;s file is deleted; the world itself does not change.</p>
      </Confirm>
    </section>
  );
}
