import { Link } from '../../../components/link';
import { HISTORY_MENU } from '../strings';
import '../components/history.css';
import { useTexts } from '../../../i18n/use-texts';
import { useScreenTitle } from '../../../components/screen-title';

/** /histories: the eight history screens (spec 2 section 2). */
export default function HistoriesScreen() {
  const t = useTexts();
  useScreenTitle(t('Histories'));
  return (
    <main className="page">
      <h1 className="page-title">{t('Histories')}</h1>
      <nav aria-label={t('Histories')}>
        <ul className="history-menu">
          {HISTORY_MENU.map((item) => (
            <li key={item.to}>
              <Link to={item.to}>{t(item.label)}</Link>
            </li>
          ))}
        </ul>
      </nav>
    </main>
  );
}
