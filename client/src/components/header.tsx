import type { ReactNode } from 'react';
import { useNavigate, type NavigateFunction } from 'react-router-dom';
import { Link } from './link';
import { Icon } from './icons';
import { Marquee } from './marquee';
import * as paths from '../lib/paths';
import './header.css';
import { useTexts } from '../i18n/use-texts';
import { formatAmount } from '../i18n/format';

interface HeaderProps {
  /** Scrolling title text. */
  title: string;
  /** Back arrow: one step back in history. */
  back?: boolean;
  /** Hamburger button (the side menu is the caller's). */
  onMenu?: (() => void) | undefined;
  /** Wallet amount to show (linking to /imp7); omit when betting is off or the screen does not ask. */
  wallet?: string | undefined;
  /** Extra trailing content (the visitor's login button). */
  actions?: ReactNode;
  /** h1 on standalone screens; a plain line where the screen has its own heading. */
  titleTag?: 'h1' | 'p';
}

/**
 * One step back, or home (through `/`) when this tab has no earlier page of the app (opened in a
 * new tab, typed): React Router numbers the tab's entries from 0, replacements included.
 */
function goBack(navigate: NavigateFunction): void {
  const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
  void (index > 0 ? navigate(-1) : navigate(paths.root, { replace: true }));
}

/** The top bar: back arrow or hamburger, scrolling title, wallet amount. */
export function Header({
  title,
  back = false,
  onMenu,
  wallet,
  actions,
  titleTag: Title = 'h1',
}: HeaderProps) {
  const t = useTexts();
  const navigate = useNavigate();
  return (
    <header className="app-header">
      {back ? (
        <button type="button" className="app-header__icon" onClick={() => goBack(navigate)}>
          <Icon name="back" />
          <span className="visually-hidden">{t('Back')}</span>
        </button>
      ) : null}
      {onMenu ? (
        <button type="button" className="app-header__icon" onClick={onMenu} aria-haspopup="dialog">
          <Icon name="menu" />
          <span className="visually-hidden">{t('Open menu')}</span>
        </button>
      ) : null}
      <Title className="app-header__title">
        <Marquee text={title} />
      </Title>
      {wallet !== undefined ? (
        <Link className="app-header__wallet" to={paths.wallet}>
          <Icon name="wallet" size={18} />
          <span className="visually-hidden">{t('Wallet balance')} </span>
          <span>₹ {formatAmount(wallet, t.language)}</span>
        </Link>
      ) : null}
      {actions}
    </header>
  );
}
