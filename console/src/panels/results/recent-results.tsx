import { Failure } from '../../components/notice';
import { useControlQuery } from '../../lib/control';
import { resultText } from '../../lib/market-results';

/** The latest declared results, in the app's own format. */
export function RecentResults() {
  const results = useControlQuery('GET /results', undefined, { live: true });
  return (
    <section className="card card--wide" aria-labelledby="recent-title">
      <h2 id="recent-title">Declared results</h2>
      <Failure error={results.error} />
      <div className="table-scroll">
        <table>
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col">Market</th>
              <th scope="col">Result</th>
            </tr>
          </thead>
          <tbody>
            {(results.data?.results ?? []).slice(0, 30).map((r) => (
              <tr key={`${r.game_id}-${r.date}`}>
                <td>{r.date}</td>
                <td>{r.game_name}</td>
                <td className="mono">{resultText({ kind: r.kind }, r)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
