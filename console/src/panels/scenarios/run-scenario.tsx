import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { Field } from '../../components/field';
import { failureText, useControl, useControlAction } from '../../lib/control';

/** The control plane's bound on a scenario's text (contract/scenarios.ts). */
const MAX_TEXT = 64 * 1024;

/** Runs a pasted or picked scenario file in this world; each step is shown passed or failed. */
export function RunScenario() {
  const id = useId();
  const { location } = useControl();
  const run = useControlAction('POST /scenarios/run');
  const [text, setText] = useState('');
  const [at, setAt] = useState('');
  const [fileProblem, setFileProblem] = useState<string>();
  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    if (file.size > MAX_TEXT) return setFileProblem(`${file.name} is over 64 KB.`);
    setFileProblem(undefined);
    file.text().then(
      (content) => {
        setText(content);
        run.reset();
      },
      () => setFileProblem(`${file.name} could not be read.`),
    );
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    run.mutate({ scenario: text, ...(at.trim() !== '' && { at: at.trim() }) });
  };
  const problem = run.error ? failureText(run.error) : undefined;
  const report = run.data;
  const world =
    location.sandbox === undefined ? 'the default world' : `sandbox ${location.sandbox}`;
  return (
    <form className="card card--wide" onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Run a scenario in {world}</h2>
      <div className="field">
        <label htmlFor={`${id}-text`}>Scenario (YAML)</label>
        <textarea
          id={`${id}-text`}
          rows={10}
          className="mono-area"
          value={text}
          maxLength={MAX_TEXT}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-error` : undefined}
          onChange={(e) => {
            setText(e.target.value);
            run.reset();
          }}
        />
        {problem && (
          <span id={`${id}-error`} className="field__error" role="alert">
            {problem}
          </span>
        )}
      </div>
      <div className="field">
        <label htmlFor={`${id}-file`}>Or pick a file</label>
        <input id={`${id}-file`} type="file" accept=".yaml,.yml,.json" onChange={pick} />
        {fileProblem && (
          <span className="field__error" role="alert">
            {fileProblem}
          </span>
        )}
      </div>
      <Field
        label="Start at (optional)"
        className="mono"
        value={at}
        placeholder="2025-03-09T22:10:00+05:30"
        hint={`Resets ${world} to this instant first, and moves a file that sets its clock to its day.`}
        onChange={(e) => {
          setAt(e.target.value);
          run.reset();
        }}
      />
      <button type="submit" disabled={run.isPending || text.trim() === ''}>
        {run.isPending ? 'Running…' : 'Run scenario'}
      </button>
      {report && (
        <section aria-labelledby={`${id}-report`}>
          <h3 id={`${id}-report`} role="status">
            {report.steps.every((s) => s.ok)
              ? `${report.name}: all ${report.steps.length} steps passed`
              : `${report.name}: step ${report.steps.length} failed`}
            {report.end_state &&
              (report.end_state.matched
                ? ', end state matched'
                : `, end state: ${report.end_state.differences.length} ${report.end_state.differences.length === 1 ? 'difference' : 'differences'}`)}
          </h3>
          {report.end_state && report.end_state.differences.length > 0 && (
            <ul className="steps" aria-label="End state differences">
              {report.end_state.differences.map((line) => (
                <li key={line} className="steps__failed mono">
                  {line}
                </li>
              ))}
            </ul>
          )}
          <ol className="steps" aria-label="Steps">
            {report.steps.map((s) => (
              <li key={s.number} className={s.ok ? 'steps__passed' : 'steps__failed'}>
                <span className="steps__mark">{s.ok ? '✓ passed' : '✗ failed'}</span>{' '}
                <span className="mono">{s.step}</span>
                {s.detail && <span className="steps__detail"> → {s.detail}</span>}
              </li>
            ))}
          </ol>
        </section>
      )}
    </form>
  );
}
