import type { ControlAnswer } from '@panna/mock-provider/control-client';
import { indiaClockText, indiaDateText } from '../../lib/india-time';

export type Entry = ControlAnswer<'GET /journal'>['entries'][number];

const json = (value: unknown): string => JSON.stringify(value, null, 2) ?? 'null';

/** One call: a summary line that opens (by click or keyboard) on its request and answer. */
export function JournalEntryRow({ entry }: { entry: Entry }) {
  const at = Date.parse(entry.at);
  const msg = typeof entry.answer?.msg === 'string' ? entry.answer.msg : undefined;
  const answered = entry.answer_lost
    ? 'answered, answer lost'
    : entry.status === 0
      ? 'dropped'
      : `HTTP ${entry.status}`;
  return (
    <li>
      <details className="journal__entry">
        <summary>
          <span className="mono">{indiaClockText(at)}</span>{' '}
          <span className="mono">{entry.path}</span> · {answered}
          {entry.answer && ` · status ${String(entry.answer.status)}`}
          {msg && ` · ${msg}`}
          {entry.player && ` · ${entry.player}`}
          {entry.fault && ` · fault ${entry.fault}`}
          {entry.strict && ` · strict would refuse`}
        </summary>
        {entry.strict && (
          <p>
            The strict profile would have answered: <q>{entry.strict}</q>
          </p>
        )}
        <p className="muted">
          {indiaDateText(at)}, {indiaClockText(at)}; answered in {entry.duration_ms} ms
        </p>
        <h3>Request</h3>
        <pre>{json(entry.body)}</pre>
        <h3>{entry.answer_lost ? 'Answer (never reached the caller)' : 'Answer'}</h3>
        <pre>{entry.answer ? json(entry.answer) : 'No JSON answer.'}</pre>
      </details>
    </li>
  );
}
