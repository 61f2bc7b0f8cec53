import { AddMarket } from './add-market';
import MarketBoard from './market-board';

/** Today's board of every market, and a form to add one. */
export default function MarketsPanel() {
  return (
    <div className="panel-stack">
      <MarketBoard />
      <div className="panel-grid">
        <AddMarket />
      </div>
    </div>
  );
}
