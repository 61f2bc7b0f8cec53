import { Link } from 'react-router-dom';
import { MARKET_TEXT } from '../strings';
import { ChartButton } from './chart-button';

interface MarketActionsProps {
  betting: boolean;
  bidHistoryPath: string;
  winHistoryPath: string;
  chartUrl: string | undefined;
}

/** Bid-History and Win History (betting only) and the Chart button, as Starline and Gali show them. */
export function MarketActions({
  betting,
  bidHistoryPath,
  winHistoryPath,
  chartUrl,
}: MarketActionsProps) {
  return (
    <div className={betting ? 'action-row' : 'action-row action-row--single'}>
      {betting ? (
        <>
          <Link className="btn btn--primary" to={bidHistoryPath}>
            {MARKET_TEXT.bidHistory}
          </Link>
          <Link className="btn btn--primary" to={winHistoryPath}>
            {MARKET_TEXT.winHistory}
          </Link>
        </>
      ) : null}
      <ChartButton url={chartUrl} />
    </div>
  );
}
