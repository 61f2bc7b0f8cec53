import { useState } from 'react';
import { deferredDialog } from '../../../components/deferred-dialog';
import { Link } from '../../../components/link';
import { Header } from '../../../components/header';
import { Icon } from '../../../components/icons';
import { Marquee } from '../../../components/marquee';
import { VISITOR_MENU_ITEMS } from '../../../components/menu-items';
import { SideMenu } from '../../../components/side-menu';
import { withAllTexts } from '../../../i18n/all-texts';
import { getConfig } from '../../../lib/config';
import { offerInstall } from '../../../lib/install-prompt';
import { useHydrated } from '../../../lib/use-hydrated';
import { LANDING_SHORTCUTS } from '../strings';
import * as paths from '../../../lib/paths';
import './landing.css';
import { useTexts } from '../../../i18n/use-texts';
import { useScreenTitle } from '../../../components/screen-title';

const InstallStepsDialog = deferredDialog(
  withAllTexts(() =>
    import('../components/install-steps-dialog').then((m) => m.InstallStepsDialog),
  ),
);

/**
 * The visitor landing page (at /welcome; `/` itself goes to /login per the spec). Every shortcut
 * and menu item leads to /login.
 */
export default function LandingScreen() {
  const t = useTexts();
  const [menuOpen, setMenuOpen] = useState(false);
  const [stepsOpen, setStepsOpen] = useState(false);
  const hydrated = useHydrated();
  const { brandName, androidApkUrl } = getConfig();
  useScreenTitle(t('Welcome to {brand}', { brand: brandName }));
  // Without an installer to download, the web app itself is installed: the browser's own prompt
  // where it offers one, else the steps to add it to the home screen.
  const install = async () => {
    if ((await offerInstall()) === 'none') setStepsOpen(true);
  };
  return (
    <>
      <Header
        title={brandName}
        // Pre-rendered: no menu button until its handler is attached (a tap before would be lost).
        onMenu={hydrated ? () => setMenuOpen(true) : undefined}
        actions={
          <Link className="btn btn--accent landing__login" to={paths.login}>
            {t('Login')}
          </Link>
        }
      />
      <SideMenu open={menuOpen} onClose={() => setMenuOpen(false)} items={VISITOR_MENU_ITEMS} />
      <InstallStepsDialog open={stepsOpen} onClose={() => setStepsOpen(false)} />
      <main className="page landing">
        <section className="landing__hero">
          <p className="landing__welcome">{t('Welcome to {brand}', { brand: brandName })}</p>
          <p className="landing__claim">{t('Win up to 10 Lac Points')}</p>
          <p className="landing__tagline">
            {t('Live results, charts, Starline and Gali Disawar.')}
          </p>
          {androidApkUrl ? (
            <a className="btn btn--accent btn--block" href={androidApkUrl} download>
              <Icon name="download" />
              {t('Download App')}
            </a>
          ) : (
            // Pre-rendered: disabled until its handler is attached (a tap before would be lost).
            <button
              type="button"
              className="btn btn--accent btn--block"
              disabled={!hydrated}
              onClick={() => void install()}
            >
              <Icon name="download" />
              {t('Download App')}
            </button>
          )}
        </section>
        <aside className="landing__notice" aria-label={t('Notice')}>
          <Marquee
            text={t(
              'PLEASE DOWNLOAD ANDROID APPLICATION FOR FAST DEPOSIT AND FAST WITHDRAW (24×7)',
            )}
          />
        </aside>
        <nav className="landing__shortcuts" aria-label={t('Shortcuts')}>
          {LANDING_SHORTCUTS.map((label) => (
            <Link key={label} className="btn btn--primary landing__shortcut" to={paths.login}>
              {t(label)}
            </Link>
          ))}
        </nav>
        <p className="landing__htp">
          {t('New to the games?')} <Link to={paths.howToPlay}>{t('How To Play')}</Link>
        </p>
      </main>
    </>
  );
}
