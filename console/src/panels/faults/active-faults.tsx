import type { ControlAnswer } from '@panna/mock-provider/control-client';
import { useState } from 'react';
import { Confirm } from '../../components/confirm';
import { DataTable, type Column } from '../../components/data-table';
import { Done, Failure } from '../../components/notice';
import { useControlAction, useControlQuery } from '../../lib/control';
import { count } from '../../lib/plural';
import { useAskedAction } from '../../lib/use-asked-action';

type Fault = ControlAnswer<'GET /faults'>['faults'][number];

/** The active faults, each removable; removing them all asks first. */
export function ActiveFaults() {
  const faults = useControlQuery('GET /faults', undefined, { live: true });
  const remove = useControlAction('DELETE /faults/:id');
  const [done, setDone] = useState<string>();
  const clear = useAskedAction<'DELETE /faults', number>('DELETE /faults', {
    input: () => ({}),
    report: setDone,
    done: () => 'Every fault removed.',
  });
  const list = faults.data?.faults ?? [];
  const columns: Column<Fault>[] = [
    { header: 'Id', cell: (f) => f.id, className: 'mono' },
    { header: 'Kind', cell: (f) => f.kind },
    {
      header: 'Path',
      cell: (f) => (typeof f.path === 'string' ? f.path : 'every path'),
      className: 'mono',
    },
    {
      header: 'Player',
      cell: (f) => (typeof f.player === 'string' ? f.player : 'every caller'),
      className: 'mono',
    },
    {
      header: 'Hits',
      cell: (f) => `${f.hits}${typeof f.times === 'number' ? ` of ${f.times}` : ''}`,
    },
    {
      header: 'Remove',
      cell: (f) => (
        <button
          type="button"
          aria-label={`Remove fault ${f.id}`}
          onClick={() => remove.mutate({ id: f.id })}
        >
          Remove
        </button>
      ),
    },
  ];
  return (
    <section className="card" aria-labelledby="faults-title">
      <h2 id="faults-title">Active faults</h2>
      <Failure error={faults.error ?? remove.error ?? clear.error} />
      <Done>{done}</Done>
      <DataTable
        labelledBy="faults-title"
        columns={columns}
        rows={list}
        rowKey={(f) => f.id}
        rowLabel={(f) => `fault ${f.id}`}
        empty="No fault is active: every call is answered normally."
      />
      {list.length > 0 && (
        <button type="button" className="danger" onClick={() => clear.ask(list.length)}>
          Remove every fault…
        </button>
      )}
      <Confirm {...clear.dialog} title="Remove every fault?" confirmLabel="Remove every fault">
        <p>{count(clear.asking ?? 0, 'fault')} stop now: every call is answered normally again.</p>
      </Confirm>
    </section>
  );
}
