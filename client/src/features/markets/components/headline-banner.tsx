import { Marquee } from '../../../components/marquee';
import { useHeadline } from '../../../lib/api/headline';
import './home.css';
import { useTexts } from '../../../i18n/use-texts';

/**
 * The scrolling headline (plain text only), shown when a note has status "1": the provider's own
 * words, marked as such (`data-provider`: the app shows them as they come, in no language of its
 * catalogue).
 */
export function HeadlineBanner({ id }: { id: number }) {
  const t = useTexts();
  const { data: notes, isPending } = useHeadline(id);
  // Hold the banner's place while it loads, so what is below does not jump when it arrives.
  if (isPending)
    return <div className="headline-banner headline-banner--loading" aria-hidden="true" />;
  if (!notes || notes.length === 0) return null;
  return (
    <aside className="headline-banner" aria-label={t('Headline')} data-provider>
      <Marquee text={notes.join('   •   ')} />
    </aside>
  );
}
