import type { ControlAnswer } from '@panna/mock-provider/control-client';
import { useState } from 'react';
import { Confirm } from '../../components/confirm';
import { DataTable, type Column } from '../../components/data-table';
import { Done, Failure } from '../../components/notice';
import { useControlQuery } from '../../lib/control';
import { indiaClockText, indiaWhenText } from '../../lib/india-time';
import { consoleHref } from '../../lib/location';
import { useAskedAction } from '../../lib/use-asked-action';

type Sandbox = ControlAnswer<'GET /sandboxes'>['sandboxes'][number];

/** Every sandbox, open or closed while idle, with its clock and expiry; deleting one asks first. */
export function SandboxList() {
  const [done, setDone] = useState<string>();
  const sandboxes = useControlQuery('GET /sandboxes', undefined, { live: true });
  const remove = useAskedAction('DELETE /sandboxes/:name', {
    input: (name: string) => ({ name }),
    report: setDone,
    done: (name) => `Deleted sandbox ${name}.`,
  });
  const columns: Column<Sandbox>[] = [
    {
      header: 'Name',
      cell: (s) => (
        <a className="mono" href={consoleHref(s.name, 'worlds')}>
          {s.name}
        </a>
      ),
    },
    {
      header: 'State',
      cell: (s) =>
        `${s.open ? 'open' : 'closed'}${s.busy > 0 ? `, ${s.busy} calls in flight` : ''}`,
    },
    {
      header: 'Clock',
      cell: (s) => `${indiaClockText(Date.parse(s.clock.now))}${s.clock.frozen ? ', frozen' : ''}`,
    },
    {
      header: 'Deleted if idle until',
      cell: (s) => (s.expires_at ? indiaWhenText(s.expires_at) : s.busy > 0 ? 'busy' : 'never'),
    },
    {
      header: 'Delete',
      cell: (s) => (
        <button
          type="button"
          className="danger"
          aria-label={`Delete sandbox ${s.name}…`}
          onClick={() => remove.ask(s.name)}
        >
          Delete…
        </button>
      ),
    },
  ];
  return (
    <section className="card" aria-labelledby="sandboxes-title">
      <h2 id="sandboxes-title">Sandboxes</h2>
      {sandboxes.data && (
        <p className="muted">
          At most {sandboxes.data.limit} open at once and {sandboxes.data.max} in all.
        </p>
      )}
      <Failure error={sandboxes.error ?? remove.error} />
      <Done>{done}</Done>
      <DataTable
        labelledBy="sandboxes-title"
        columns={columns}
        rows={sandboxes.data?.sandboxes ?? []}
        rowKey={(s) => s.name}
        rowLabel={(s) => `sandbox ${s.name}`}
        empty="No sandbox yet."
      />
      <Confirm
        {...remove.dialog}
        title={`Delete sandbox ${remove.asking ?? ''}?`}
        confirmLabel="Delete sandbox"
      >
        <p>
          Its files and snapshots are deleted, and calls in flight in it are answered that it was
          deleted; the next call to it starts from the seed.
        </p>
      </Confirm>
    </section>
  );
}
