import { Failure } from '../../components/notice';
import { useControlAction, useControlQuery } from '../../lib/control';
import { indiaClockText, indiaDateText } from '../../lib/india-time';

/** The auto-result mode: each scheduled result declared at its time from a seeded source. */
export function AutoResults() {
  const auto = useControlQuery('GET /auto-results', undefined, { live: true });
  const toggle = useControlAction('POST /auto-results');
  const enabled = auto.data?.enabled ?? false;
  const due = auto.data?.next_due ? Date.parse(auto.data.next_due) : undefined;
  return (
    <section className="card" aria-labelledby="auto-title">
      <h2 id="auto-title">Auto-results</h2>
      <button
        type="button"
        role="switch"
        aria-checked={enabled}
        disabled={!auto.data || toggle.isPending}
        onClick={() => toggle.mutate({ enabled: !enabled })}
      >
        Auto-results {enabled ? 'on' : 'off'}
      </button>
      {enabled && due !== undefined && (
        <p>
          Next result due {indiaDateText(due)}, {indiaClockText(due)}
        </p>
      )}
      {auto.data && auto.data.failures.length > 0 && (
        <details>
          <summary>{auto.data.failures.length} scheduled results could not be declared</summary>
          <ul>
            {auto.data.failures.map((f) => (
              <li key={f.at}>
                {indiaClockText(Date.parse(f.at))}: {f.msg}
              </li>
            ))}
          </ul>
        </details>
      )}
      <Failure error={auto.error ?? toggle.error} />
    </section>
  );
}
