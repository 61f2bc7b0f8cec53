import { useLocation } from 'react-router-dom';
import { Link } from '../components/link';
import * as paths from '../lib/paths';
import { useTexts } from '../i18n/use-texts';
import { translateRich } from '../i18n/rich';
import { useScreenTitle } from '../components/screen-title';

/** Any path no route declares. */
export default function NotFoundScreen() {
  const t = useTexts();
  useScreenTitle(t('Page not found'));
  const { pathname } = useLocation();
  return (
    <main className="page" style={{ textAlign: 'center', paddingTop: '3rem' }}>
      <h1 className="page-title">{t('Page not found')}</h1>
      <p>{translateRich('There is nothing at {path}.', { path: <code>{pathname}</code> })}</p>
      <Link className="btn btn--primary" to={paths.root}>
        {t('Go to Home')}
      </Link>
    </main>
  );
}
