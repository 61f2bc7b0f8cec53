import { useId } from 'react';
import { useControlQuery } from '../../lib/control';

/** The last recording stopped in this world, as a scenario file to copy or download. */
export function RecordingCard() {
  const id = useId();
  const status = useControlQuery('GET /recording', undefined, { live: true });
  const yaml = status.data?.scenario ?? undefined;
  const steps = status.data?.steps ?? 0;
  return (
    <section className="card card--wide" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Recording</h2>
      {status.data?.recording && (
        <p>
          Recording: {steps} {steps === 1 ? 'step' : 'steps'} so far. Stop at the top to get the
          file.
        </p>
      )}
      {yaml === undefined ? (
        <p className="muted">
          Press Record at the top, then drive the day from any panel, the players&apos; app or a
          script: every change to this world is written as a scenario that{' '}
          <span className="mono">npm run scenario</span> replays in a fresh world, at any hour.
        </p>
      ) : (
        <>
          <div className="field">
            <label htmlFor={`${id}-yaml`}>Recorded scenario (YAML)</label>
            <textarea id={`${id}-yaml`} className="mono-area" rows={12} readOnly value={yaml} />
          </div>
          <div className="row">
            <button type="button" onClick={() => void navigator.clipboard?.writeText(yaml)}>
              Copy
            </button>
            <a
              className="button-link"
              download="recorded.yaml"
              href={`data:text/yaml;charset=utf-8,${encodeURIComponent(yaml)}`}
            >
              Download recorded.yaml
            </a>
          </div>
        </>
      )}
    </section>
  );
}
