import { useState } from 'react';
import { Confirm } from '../../components/confirm';
import { Done, Failure } from '../../components/notice';
import { useControlAction, useControlQuery } from '../../lib/control';
import { indiaClockText, indiaDateText } from '../../lib/india-time';

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
  const approve = useControlAction(`POST /${kind}/:id/approve`);
  const reject = useControlAction(`POST /${kind}/:id/reject`);
  const [rejecting, setRejecting] = useState<Request>();
  const [done, setDone] = useState<string>();
  const { title, one } = TITLES[kind];
  return (
    <section className="card" aria-labelledby={`${kind}-title`}>
      <h2 id={`${kind}-title`}>{title}</h2>
      <Failure error={error ?? approve.error ?? reject.error} />
      <Done>{done}</Done>
      {rows.length === 0 ? (
        <p className="muted">None pending.</p>
      ) : (
        <div className="table-scroll">
          <table aria-labelledby={`${kind}-title`}>
            <thead>
              <tr>
                <th scope="col">Requested</th>
                <th scope="col">Player</th>
                <th scope="col">Request</th>
                <th scope="col">Points</th>
                <th scope="col">Decide</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => {
                const at = Date.parse(r.created_at);
                return (
                  <tr key={r.id} aria-label={`${one} ${r.number}`}>
                    <td>
                      {indiaDateText(at)}, {indiaClockText(at)}
                    </td>
                    <td>
                      {r.name} ({r.mobile})
                    </td>
                    <td className="mono">{r.number}</td>
                    <td>{r.amount}</td>
                    <td className="row">
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
                      <button type="button" className="danger" onClick={() => setRejecting(r)}>
                        Reject…
                      </button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      <Confirm
        open={rejecting !== undefined}
        title={`Reject this ${one}?`}
        confirmLabel="Reject"
        busy={reject.isPending}
        onCancel={() => setRejecting(undefined)}
        onConfirm={() =>
          rejecting &&
          reject.mutate(
            { id: rejecting.id },
            {
              onSettled: () => setRejecting(undefined),
              onSuccess: () => setDone(`Rejected ${one} ${rejecting.number}.`),
            },
          )
        }
      >
        <p>
          {rejecting?.name} ({rejecting?.mobile}), {rejecting?.amount} points
          {kind === 'withdrawals' ? ': the held amount goes back to the player.' : '.'}
        </p>
      </Confirm>
    </section>
  );
}
