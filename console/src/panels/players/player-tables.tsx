import type { ControlAnswer } from '@panna/mock-provider/control-client';
import { indiaClockText, indiaDateText } from '../../lib/india-time';

type Detail = ControlAnswer<'GET /players/:mobile'>;
const when = (iso: string) => {
  const ms = Date.parse(iso);
  return `${indiaDateText(ms)}, ${indiaClockText(ms)}`;
};

/** The player's latest ledger rows, newest first. */
export function Ledger({ rows }: { rows: Detail['transactions'] }) {
  return (
    <section className="card card--wide" aria-labelledby="ledger-title">
      <h2 id="ledger-title">Ledger</h2>
      <div className="table-scroll">
        <table aria-labelledby="ledger-title">
          <thead>
            <tr>
              <th scope="col">When</th>
              <th scope="col">Note</th>
              <th scope="col">Amount</th>
              <th scope="col">Balance</th>
            </tr>
          </thead>
          <tbody>
            {rows.slice(0, 50).map((t) => (
              <tr key={t.id}>
                <td>{when(t.created_at)}</td>
                <td>{t.note}</td>
                <td className={t.transaction_type === '1' ? 'credit' : 'debit'}>
                  {t.transaction_type === '1' ? '+' : '−'}
                  {t.amount}
                </td>
                <td>{t.balance_after}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/** The player's latest bids, newest first. */
export function PlayerBids({ rows }: { rows: Detail['bids'] }) {
  return (
    <section className="card card--wide" aria-labelledby="bids-title">
      <h2 id="bids-title">Bids</h2>
      <div className="table-scroll">
        <table aria-labelledby="bids-title">
          <thead>
            <tr>
              <th scope="col">Placed</th>
              <th scope="col">Market</th>
              <th scope="col">Bid</th>
              <th scope="col">Digits</th>
              <th scope="col">Points</th>
              <th scope="col">Status</th>
              <th scope="col">Won</th>
            </tr>
          </thead>
          <tbody>
            {rows.slice(0, 50).map((b) => (
              <tr key={b.id}>
                <td>{when(b.created_at)}</td>
                <td>
                  {b.game_name} ({b.session_date})
                </td>
                <td>
                  {b.label} ({b.session})
                </td>
                <td className="mono">
                  {b.digits}
                  {b.closedigits && `-${b.closedigits}`}
                </td>
                <td>{b.points}</td>
                <td>{b.status}</td>
                <td>{b.win_amount || ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
