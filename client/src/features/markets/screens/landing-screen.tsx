import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Header } from '../../../components/header';
import { Icon } from '../../../components/icons';
import { Marquee } from '../../../components/marquee';
import { VISITOR_MENU_ITEMS } from '../../../components/menu-items';
import { SideMenu } from '../../../components/side-menu';
import { getConfig } from '../../../lib/config';
import { useHydrated } from '../../../lib/use-hydrated';
import { LANDING_TEXT, MARKET_TEXT } from '../strings';
import * as paths from '../../../lib/paths';
import './landing.css';

/**
 * The visitor landing page (at /welcome; `/` itself goes to /login per the spec). Every shortcut
 * and menu item leads to /login.
 */
export default function LandingScreen() {
  const [menuOpen, setMenuOpen] = useState(false);
  const hydrated = useHydrated();
  const { brandName, androidApkUrl } = getConfig();
  return (
    <>
      <Header
        title={brandName}
        // Pre-rendered: no menu button until its handler is attached (a tap before would be lost).
        onMenu={hydrated ? () => setMenuOpen(true) : undefined}
        actions={
          <Link className="btn btn--accent landing__login" to={paths.login}>
            {LANDING_TEXT.login}
          </Link>
        }
      />
      <SideMenu open={menuOpen} onClose={() => setMenuOpen(false)} items={VISITOR_MENU_ITEMS} />
      <main className="page landing">
        <section className="landing__hero">
          <p className="landing__welcome">Welcome to {brandName}</p>
          <p className="landing__claim">{MARKET_TEXT.winClaim}</p>
          <p className="landing__tagline">Live results, charts, Starline and Gali Disawar.</p>
          {/* Without a configured installer there is nothing to download: no button. */}
          {androidApkUrl ? (
            <a className="btn btn--accent btn--block" href={androidApkUrl} download>
              <Icon name="download" />
              {LANDING_TEXT.downloadApp}
            </a>
          ) : null}
        </section>
        <aside className="landing__notice" aria-label="Notice">
          <Marquee text={LANDING_TEXT.notice} />
        </aside>
        <nav className="landing__shortcuts" aria-label="Shortcuts">
          {LANDING_TEXT.shortcuts.map((label) => (
            <Link key={label} className="btn btn--primary landing__shortcut" to={paths.login}>
              {label}
            </Link>
          ))}
        </nav>
        <p className="landing__htp">
          New to the games? <Link to={paths.howToPlay}>How To Play</Link>
        </p>
      </main>
    </>
  );
}
