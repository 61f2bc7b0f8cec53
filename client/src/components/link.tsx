/**
 * The app's links: an anchor whose plain click navigates in place (react-router's
 * useLinkClickHandler; a click with a modifier key, another button or a target is the browser's).
 * react-router's own Link and NavLink would bring its framework mode's route prefetching, about
 * 2 KB gzip of every first download that a single-page app never runs (lint keeps them out).
 */
import type { AnchorHTMLAttributes } from 'react';
import { useHref, useLinkClickHandler, useLocation, type To } from 'react-router-dom';

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: To;
  /** Navigation state for the screen opened (it does not survive a reload: see lib/paths). */
  state?: unknown;
  replace?: boolean;
};

export function Link({ to, state, replace, target, onClick, children, ...anchor }: LinkProps) {
  const href = useHref(to);
  const navigate = useLinkClickHandler(to, { state, replace, target });
  return (
    <a
      {...anchor}
      href={href}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) navigate(event);
      }}
    >
      {children}
    </a>
  );
}

/** A Link to a path, marked current (class `active`, `aria-current`) on that path or under it. */
export function NavLink({ className, ...link }: LinkProps & { to: string }) {
  const { pathname } = useLocation();
  const current = pathname === link.to || pathname.startsWith(`${link.to}/`);
  return (
    <Link
      {...link}
      className={current ? `${className ?? ''} active`.trim() : className}
      aria-current={current ? 'page' : undefined}
    />
  );
}
