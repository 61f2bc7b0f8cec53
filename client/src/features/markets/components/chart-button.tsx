import { Icon } from '../../../components/icons';
import { MARKET_TEXT } from '../strings';

/** Opens a chart URL in a new tab. */
export function ChartButton({
  url,
  label = MARKET_TEXT.chart,
}: {
  url: string | undefined;
  label?: string;
}) {
  if (!url) {
    return (
      <button type="button" className="btn btn--outline" disabled>
        <Icon name="chart" size={18} />
        {label}
      </button>
    );
  }
  return (
    <a className="btn btn--outline" href={url} target="_blank" rel="noopener noreferrer">
      <Icon name="chart" size={18} />
      {label}
    </a>
  );
}
