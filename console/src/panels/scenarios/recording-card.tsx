import { useId } from 'react';
import { useRecorder } from '../../app/recorder';

/** What was recorded since Record was pressed, as a scenario file to copy or download. */
export function RecordingCard() {
  const id = useId();
  const recorder = useRecorder();
  const { yaml } = recorder;
  return (
    <section className="card card--wide" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Recording</h2>
      {yaml === undefined ? (
        <p className="muted">
          Press Record at the top, then act in any panel: every change the console makes is written
          here as a scenario that <span className="mono">npm run scenario</span> replays.
        </p>
      ) : (
        <>
          <p>
            {recorder.recording ? 'Recording' : 'Stopped'}: {recorder.actions.length}{' '}
            {recorder.actions.length === 1 ? 'action' : 'actions'}.
          </p>
          <div className="field">
            <label htmlFor={`${id}-yaml`}>Recorded scenario (YAML)</label>
            <textarea id={`${id}-yaml`} className="mono-area" rows={10} readOnly value={yaml} />
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
