import type { ControlAnswer } from '@panna/mock-provider/control-client';
import { useState } from 'react';
import { DataTable, type Column } from '../../components/data-table';
import { Field, Select } from '../../components/field';
import { Failure } from '../../components/notice';
import { useControlQuery } from '../../lib/control';
import { resultText } from '../../lib/market-results';
import type { Market } from '../../lib/market-times';
import { count } from '../../lib/plural';

type Declared = ControlAnswer<'GET /results'>['results'][number];

/** The rows shown at once (the simulator answers more, newest first). */
const SHOWN = 30;

const COLUMNS: Column<Declared>[] = [
  { header: 'Date', cell: (r) => r.date },
  { header: 'Market', cell: (r) => r.game_name },
  { header: 'Game id', cell: (r) => r.game_id, className: 'mono' },
  { header: 'Result', cell: (r) => resultText({ kind: r.kind }, r), className: 'mono' },
];

/**
 * Declared results in the app's own format, newest first, filtered by market and date on the
 * simulator (`GET /results?game_id=&from=&to=`): a result of another year, a replay's, is found
 * by its market or its date, however many came after it.
 */
export function RecentResults({ markets }: { markets: Market[] }) {
  const [gameId, setGameId] = useState('');
  const [date, setDate] = useState('');
  const results = useControlQuery(
    'GET /results',
    { ...(gameId && { game_id: gameId }), ...(date && { from: date, to: date }) },
    { live: true },
  );
  const rows = results.data?.results ?? [];
  const filtered = gameId !== '' || date !== '';
  return (
    <section className="card card--wide" aria-labelledby="recent-title">
      <h2 id="recent-title">Declared results</h2>
      <div className="row">
        <Select
          label="Results of market"
          value={gameId}
          onChange={setGameId}
          options={[
            { value: '', label: 'Every market' },
            // With the id: a replay's world may hold two markets of one name.
            ...markets.map((m) => ({
              value: String(m.id),
              label: `${m.name} (${m.kind}, id ${m.id})`,
            })),
          ]}
        />
        <Field
          label="Results of date"
          type="date"
          value={date}
          onChange={(e) => setDate(e.target.value)}
        />
      </div>
      <Failure error={results.error} />
      {results.data && (
        <p className="muted" role="status">
          {rows.length > SHOWN
            ? `The newest ${SHOWN} are shown: filter by market or date to find the others.`
            : `${count(rows.length, 'result')}${filtered ? ' found' : ''}.`}
        </p>
      )}
      <DataTable
        labelledBy="recent-title"
        columns={COLUMNS}
        rows={rows.slice(0, SHOWN)}
        rowKey={(r) => `${r.game_id}-${r.date}`}
        rowLabel={(r) => `${r.game_name} ${r.date}`}
      />
    </section>
  );
}
