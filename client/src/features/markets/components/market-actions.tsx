import { Link } from '../../../components/link';
import { ChartButton } from './chart-button';
import { useTexts } from '../../../i18n/use-texts';

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
  const t = useTexts();
  return (
    <div className={betting ? 'action-row' : 'action-row action-row--single'}>
      {betting ? (
        <>
          <Link className="btn btn--primary" to={bidHistoryPath}>
            {t('Bid-History')}
          </Link>
          <Link className="btn btn--primary" to={winHistoryPath}>
            {t('Win History')}
          </Link>
        </>
      ) : null}
      <ChartButton url={chartUrl} />
    </div>
  );
}
