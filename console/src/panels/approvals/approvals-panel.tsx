import { useState } from 'react';
import { Confirm } from '../../components/confirm';
import { DataTable, type Column } from '../../components/data-table';
import { Done, Failure } from '../../components/notice';
import { useControlAction, useControlQuery } from '../../lib/control';
import { indiaWhenText } from '../../lib/india-time';
import { useAskedAction } from '../../lib/use-asked-action';

type Kind = 'deposits' | 'withdrawals';
interface Request {
  id: number;
  mobile: string;
  name: string;
  amount: number;
  created_at: string;
  number: string;
}

const TITLES: Record<Kind, { title: string; one: string }> = {
  deposits: { title: 'Pending deposits', one: 'deposit' },
  withdrawals: { title: 'Pending withdrawals', one: 'withdrawal' },
};

/** Pending deposit and withdraw requests, approved or rejected (a rejection asks first). */
export default function ApprovalsPanel() {
  const deposits = useControlQuery('GET /deposits', { status: 'pending' }, { live: true });
  const withdrawals = useControlQuery('GET /withdrawals', { status: 'pending' }, { live: true });
  return (
    <div className="panel-stack">
      <Requests
        kind="deposits"
        error={deposits.error}
        rows={(deposits.data?.deposits ?? []).map((d) => ({ ...d, number: d.tx_request_number }))}
      />
      <Requests
        kind="withdrawals"
        error={withdrawals.error}
        rows={(withdrawals.data?.withdrawals ?? []).map((w) => ({
          ...w,
          number: w.request_number,
        }))}
      />
    </div>
  );
}

function Requests({ kind, rows, error }: { kind: Kind; rows: Request[]; error: unknown }) {
  const { title, one } = TITLES[kind];
  const [done, setDone] = useState<string>();
  const approve = useControlAction(`POST /${kind}/:id/approve`);
  const reject = useAskedAction(`POST /${kind}/:id/reject`, {
    input: (r: Request) => ({ id: r.id }),
    report: setDone,
    done: (r) => `Rejected ${one} ${r.number}.`,
  });
  const columns: Column<Request>[] = [
    { header: 'Requested', cell: (r) => indiaWhenText(r.created_at) },
    { header: 'Player', cell: (r) => `${r.name} (${r.mobile})` },
    { header: 'Request', cell: (r) => r.number, className: 'mono' },
    { header: 'Points', cell: (r) => r.amount },
    {
      header: 'Decide',
      className: 'row',
      cell: (r) => (
        <>
          <button
            type="button"
            onClick={() =>
              approve.mutate(
                { id: r.id },
                { onSuccess: () => setDone(`Approved ${one} ${r.number}.`) },
              )
            }
          >
            Approve
          </button>
          <button type="button" className="danger" onClick={() => reject.ask(r)}>
            Reject…
          </button>
        </>
      ),
    },
  ];
  const rejecting = reject.asking;
  return (
    <section className="card" aria-labelledby={`${kind}-title`}>
      <h2 id={`${kind}-title`}>{title}</h2>
      <Failure error={error ?? approve.error ?? reject.error} />
      <Done>{done}</Done>
      <DataTable
        labelledBy={`${kind}-title`}
        columns={columns}
        rows={rows}
        rowKey={(r) => r.id}
        rowLabel={(r) => `${one} ${r.number}`}
        empty="None pending."
      />
      <Confirm {...reject.dialog} title={`Reject this ${one}?`} confirmLabel="Reject">
        <p>
          {rejecting?.name} ({rejecting?.mobile}), {rejecting?.amount} points
          {kind === 'withdrawals' ? ': the held amount goes back to the player.' : '.'}
        </p>
      </Confirm>
    </section>
  );
}
