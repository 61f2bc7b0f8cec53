import { useState } from 'react';
import { Field, Select } from '../../components/field';
import { EVERY_PATH, PathSelect } from '../../components/path-select';
import { MOBILE, NOT_A_MOBILE } from '../../components/mobile-search';
import { Failure } from '../../components/notice';
import { useControlQuery } from '../../lib/control';
import { indiaClockText } from '../../lib/india-time';
import { JournalEntryRow, type Entry } from './journal-entry';

const ANY = '';
/** The answers QA tells apart: the envelope's status, or the HTTP failure. */
const STATUSES = [
  { value: ANY, label: 'Any answer' },
  { value: 'true', label: 'status true' },
  { value: 'false', label: 'status false' },
  { value: 'http', label: 'HTTP error or dropped' },
] as const;
type StatusFilter = (typeof STATUSES)[number]['value'];

const statusMatches = (entry: Entry, filter: StatusFilter): boolean => {
  if (filter === ANY) return true;
  if (filter === 'http') return entry.status === 0 || entry.status >= 400;
  const status = entry.answer?.status;
  const truthy = Boolean(status) && status !== 'false';
  return entry.status < 400 && entry.answer !== null && truthy === (filter === 'true');
};

/**
 * The journal's live tail: the newest provider calls, read every second while the tab shows
 * (and not while paused), filtered by path and player on the server and by answer here.
 */
export default function JournalPanel() {
  const [path, setPath] = useState(EVERY_PATH);
  const [player, setPlayer] = useState('');
  const [status, setStatus] = useState<StatusFilter>(ANY);
  const [paused, setPaused] = useState(false);
  const mobile = MOBILE.test(player.trim()) ? player.trim() : undefined;
  const journal = useControlQuery(
    'GET /journal',
    { limit: '100', ...(path && { path }), ...(mobile && { player: mobile }) },
    { live: !paused },
  );
  const entries = (journal.data?.entries ?? []).filter((e) => statusMatches(e, status));
  return (
    <div className="panel-stack">
      <section className="card" aria-labelledby="journal-filter-title">
        <h2 id="journal-filter-title">Filter</h2>
        <div className="row">
          <PathSelect label="Path" value={path} onChange={setPath} />
          <Field
            label="Player mobile"
            inputMode="numeric"
            value={player}
            onChange={(e) => setPlayer(e.target.value)}
            error={player.trim() && !mobile ? NOT_A_MOBILE : undefined}
          />
          <Select
            label="Answer"
            value={status}
            onChange={(value) => setStatus(value as StatusFilter)}
            options={STATUSES}
          />
          <button type="button" aria-pressed={paused} onClick={() => setPaused(!paused)}>
            {paused ? 'Resume live tail' : 'Pause live tail'}
          </button>
        </div>
      </section>
      <section className="card" aria-labelledby="journal-title">
        <h2 id="journal-title">Provider calls, newest first</h2>
        <p className="muted" aria-live="off">
          {paused
            ? 'Paused.'
            : journal.dataUpdatedAt
              ? `Live; read at ${indiaClockText(journal.dataUpdatedAt)} (your clock, India time).`
              : 'Reading…'}
          {journal.data?.redact &&
            ' Passwords and OTPs are shown as ***, session tokens by their first and last four characters.'}
        </p>
        <Failure error={journal.error} />
        {entries.length === 0 ? (
          <p className="muted">No call matches.</p>
        ) : (
          <ol className="journal" aria-labelledby="journal-title">
            {entries.map((entry) => (
              <JournalEntryRow key={entry.id} entry={entry} />
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}
