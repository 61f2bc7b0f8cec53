import { Icon } from '../../../components/icons';
import { useTexts } from '../../../i18n/use-texts';

/** Opens a chart URL in a new tab. */
export function ChartButton({ url, label: ownLabel }: { url: string | undefined; label?: string }) {
  const t = useTexts();
  const label = ownLabel ?? t('Chart');
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
