import { useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { Link } from './link';
import { useTexts, type TextId } from '../i18n/use-texts';
import { Icon, type IconName } from './icons';
import { LanguageSwitch } from './language-switch';
import { useDialogFocus } from './use-dialog-focus';
import { useScrollLock } from './use-scroll-lock';
import './side-menu.css';

export interface MenuItem {
  label: TextId;
  to: string;
  icon: IconName;
}

/** Spec: the menu shows the first 10 characters of the username, then an ellipsis. */
export const MENU_NAME_LIMIT = 10;

export function shortUsername(name: string): string {
  return name.length > MENU_NAME_LIMIT ? `${name.slice(0, MENU_NAME_LIMIT)}...` : name;
}

interface SideMenuProps {
  open: boolean;
  onClose: () => void;
  items: readonly MenuItem[];
  /** Signed-in players see their name and number at the top. */
  user?: { username: string; mobile: string } | undefined;
  /** LOGOUT for players; nothing for visitors. */
  onLogout?: (() => void) | undefined;
}

/** The hamburger drawer: locks page scroll, closes on backdrop tap, Escape or any link. */
export function SideMenu({ open, onClose, items, user, onLogout }: SideMenuProps) {
  const t = useTexts();
  const ref = useRef<HTMLElement>(null);
  const titleId = useId();
  useScrollLock(open);
  useDialogFocus(ref, open, onClose);
  if (!open) return null;
  return createPortal(
    <div className="side-menu">
      <div className="side-menu__backdrop" onClick={onClose} aria-hidden="true" />
      <nav
        ref={ref}
        className="side-menu__panel"
        aria-labelledby={titleId}
        role="dialog"
        aria-modal="true"
      >
        <div className="side-menu__head">
          <div className="side-menu__avatar" aria-hidden="true">
            <Icon name="user" size={28} />
          </div>
          <div className="side-menu__who">
            <h2 id={titleId} className="side-menu__name">
              {user ? shortUsername(user.username) : t('Menu')}
            </h2>
            {user?.mobile ? <p className="side-menu__mobile">{user.mobile}</p> : null}
          </div>
          <button type="button" className="side-menu__close" onClick={onClose}>
            <Icon name="close" />
            <span className="visually-hidden">{t('Close menu')}</span>
          </button>
        </div>
        <ul className="side-menu__list">
          {items.map((item) => (
            <li key={item.label}>
              <Link className="side-menu__link" to={item.to} onClick={onClose}>
                <Icon name={item.icon} />
                {t(item.label)}
              </Link>
            </li>
          ))}
        </ul>
        <LanguageSwitch />
        {onLogout ? (
          <button type="button" className="btn btn--accent btn--block" onClick={onLogout}>
            <Icon name="logout" />
            {t('LOGOUT')}
          </button>
        ) : null}
      </nav>
    </div>,
    document.body,
  );
}
