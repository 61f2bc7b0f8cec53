import { useControlQuery } from '../../lib/control';
import { byKind } from '../../lib/market-times';
import { AutoResults } from './auto-results';
import { DeclareForm } from './declare-form';
import { RecentResults } from './recent-results';
import { RevertForm } from './revert-form';

/** Declare (with a settlement preview), revert, auto-results, and what was declared. */
export default function ResultsPanel() {
  const markets = useControlQuery('GET /markets');
  const list = byKind(markets.data?.markets ?? []);
  return (
    <div className="panel-grid">
      <DeclareForm markets={list} />
      <RevertForm markets={list} />
      <AutoResults />
      <RecentResults markets={list} />
    </div>
  );
}
