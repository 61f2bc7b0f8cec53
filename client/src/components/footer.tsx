import { useState } from 'react';
import { NavLink } from './link';
import { deferredDialog } from './deferred-dialog';
import { Icon, type IconName } from './icons';
import * as paths from '../lib/paths';
import './footer.css';
import { withAllTexts } from '../i18n/all-texts';
import { msg, useTexts, type TextId } from '../i18n/use-texts';

const SupportDialog = deferredDialog(
  withAllTexts(() => import('./support-dialog').then((m) => m.SupportDialog)),
);

const BETTING_LINKS: readonly { label: TextId; to: string; icon: IconName }[] = [
  { label: msg('My Bids'), to: paths.bidHistory, icon: 'list' },
  { label: msg('Funds'), to: paths.funds, icon: 'bank' },
  { label: msg('Home'), to: paths.home, icon: 'home' },
  { label: msg('Passbook'), to: paths.transactions, icon: 'book' },
];

interface FooterProps {
  /**
   * Undefined while the first dashboard answer is on its way: the bar is drawn empty, so no item
   * moves when the answer lands (Home sits in the middle with betting on, first with it off).
   */
  bettingEnabled: boolean | undefined;
  /** The welcome title shown when betting is off. */
  welcome: string;
}

/**
 * Betting on: My Bids, Funds, a central Home, Passbook, Support. Betting off: Home, the welcome
 * title, Support. Not known yet: the empty bar.
 */
export function Footer({ bettingEnabled, welcome }: FooterProps) {
  const t = useTexts();
  const [supportOpen, setSupportOpen] = useState(false);
  const known = bettingEnabled !== undefined;
  const links = !known
    ? []
    : bettingEnabled
      ? BETTING_LINKS
      : BETTING_LINKS.filter((l) => l.to === paths.home);
  return (
    <>
      <nav className="app-footer" aria-label={t('Footer')}>
        {links.map((link) => (
          <NavLink
            key={link.to}
            to={link.to}
            className={
              link.to === paths.home ? 'app-footer__item app-footer__home' : 'app-footer__item'
            }
          >
            <Icon name={link.icon} />
            <span>{t(link.label)}</span>
          </NavLink>
        ))}
        {known && !bettingEnabled ? <p className="app-footer__welcome">{welcome}</p> : null}
        {known ? (
          <button type="button" className="app-footer__item" onClick={() => setSupportOpen(true)}>
            <Icon name="support" />
            <span>{t('Support')}</span>
          </button>
        ) : null}
      </nav>
      <SupportDialog open={supportOpen} onClose={() => setSupportOpen(false)} />
    </>
  );
}
