import { useState } from 'react';
import { NavLink } from 'react-router-dom';
import { deferredDialog } from './deferred-dialog';
import { Icon, type IconName } from './icons';
import './footer.css';

const SupportDialog = deferredDialog(() => import('./support-dialog').then((m) => m.SupportDialog));

const BETTING_LINKS: readonly { label: string; to: string; icon: IconName }[] = [
  { label: 'My Bids', to: '/imp4', icon: 'list' },
  { label: 'Funds', to: '/imp9', icon: 'bank' },
  { label: 'Home', to: '/imp', icon: 'home' },
  { label: 'Passbook', to: '/transaction', icon: 'book' },
];

interface FooterProps {
  bettingEnabled: boolean;
  /** The welcome title shown when betting is off. */
  welcome: string;
}

/**
 * Betting on: My Bids, Funds, a central Home, Passbook, Support. Betting off: Home, the welcome
 * title, Support.
 */
export function Footer({ bettingEnabled, welcome }: FooterProps) {
  const [supportOpen, setSupportOpen] = useState(false);
  const links = bettingEnabled ? BETTING_LINKS : BETTING_LINKS.filter((l) => l.to === '/imp');
  return (
    <>
      <nav className="app-footer" aria-label="Footer">
        {links.map((link) => (
          <NavLink
            key={link.to}
            to={link.to}
            className={
              link.to === '/imp' ? 'app-footer__item app-footer__home' : 'app-footer__item'
            }
          >
            <Icon name={link.icon} />
            <span>{link.label}</span>
          </NavLink>
        ))}
        {bettingEnabled ? null : <p className="app-footer__welcome">{welcome}</p>}
        <button type="button" className="app-footer__item" onClick={() => setSupportOpen(true)}>
          <Icon name="support" />
          <span>Support</span>
        </button>
      </nav>
      <SupportDialog open={supportOpen} onClose={() => setSupportOpen(false)} />
    </>
  );
}
