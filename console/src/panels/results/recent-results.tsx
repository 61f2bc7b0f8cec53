import type { ControlAnswer } from '@panna/mock-provider/control-client';
import { TableCard, type Column } from '../../components/data-table';
import { useControlQuery } from '../../lib/control';
import { resultText } from '../../lib/market-results';

type Declared = ControlAnswer<'GET /results'>['results'][number];

const COLUMNS: Column<Declared>[] = [
  { header: 'Date', cell: (r) => r.date },
  { header: 'Market', cell: (r) => r.game_name },
  { header: 'Result', cell: (r) => resultText({ kind: r.kind }, r), className: 'mono' },
];

/** The latest declared results, in the app's own format. */
export function RecentResults() {
  const results = useControlQuery('GET /results', undefined, { live: true });
  return (
    <TableCard
      id="recent-title"
      title="Declared results"
      wide
      error={results.error}
      columns={COLUMNS}
      rows={(results.data?.results ?? []).slice(0, 30)}
      rowKey={(r) => `${r.game_id}-${r.date}`}
    />
  );
}
