import { worldLabel, type ControlAnswer } from '@panna/mock-provider/control-client';
import { useState, type FormEvent } from 'react';
import { Confirm } from '../../components/confirm';
import { DataTable, type Column } from '../../components/data-table';
import { Field } from '../../components/field';
import { Done, Failure } from '../../components/notice';
import { failureText, useControl, useControlAction, useControlQuery } from '../../lib/control';
import { indiaWhenText } from '../../lib/india-time';
import { useAskedAction } from '../../lib/use-asked-action';

type Snapshot = ControlAnswer<'GET /snapshots'>['snapshots'][number];

/** Named snapshots of the whole world (data and clock): save, restore and delete, both asked. */
export function Snapshots() {
  const world = worldLabel(useControl().location.sandbox);
  const snapshots = useControlQuery('GET /snapshots', undefined, { live: true });
  const save = useControlAction('POST /snapshots');
  const [name, setName] = useState('');
  const [done, setDone] = useState<string>();
  const restore = useAskedAction('POST /snapshots/:name/restore', {
    input: (n: string) => ({ name: n }),
    report: setDone,
    done: (n) => `Restored ${n}.`,
  });
  const remove = useAskedAction('DELETE /snapshots/:name', {
    input: (n: string) => ({ name: n }),
    report: setDone,
    done: (n) => `Deleted ${n}.`,
  });

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
  const columns: Column<Snapshot>[] = [
    { header: 'Name', cell: (s) => s.name, className: 'mono' },
    { header: 'Saved', cell: (s) => indiaWhenText(s.saved_at) },
    { header: 'Its clock', cell: (s) => indiaWhenText(s.clock) },
    {
      header: 'Act',
      className: 'row',
      cell: (s) => (
        <>
          <button type="button" onClick={() => restore.ask(s.name)}>
            Restore…
          </button>
          <button type="button" className="danger" onClick={() => remove.ask(s.name)}>
            Delete…
          </button>
        </>
      ),
    },
  ];
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
      <DataTable
        labelledBy="snapshots-title"
        columns={columns}
        rows={snapshots.data?.snapshots ?? []}
        rowKey={(s) => s.name}
        rowLabel={(s) => `snapshot ${s.name}`}
        empty="No snapshot saved."
      />
      <Confirm
        {...restore.dialog}
        title={`Restore ${restore.asking ?? ''}?`}
        confirmLabel="Restore snapshot"
      >
        <p>Everything in {world} since the snapshot is lost: data and clock go back to it.</p>
      </Confirm>
      <Confirm
        {...remove.dialog}
        title={`Delete snapshot ${remove.asking ?? ''}?`}
        confirmLabel="Delete snapshot"
      >
        <p>The snapshot&apos;s file is deleted; the world itself does not change.</p>
      </Confirm>
    </section>
  );
}
