import type { MouseEvent, ReactNode } from 'react';
import { consoleHref, readLocation } from '../lib/location';
import { useRoute } from './use-route';

/** A link to a console route: a real link (new tab works), followed in the page when clicked plainly. */
export function NavLink({
  route,
  current,
  children,
}: {
  route: string;
  current?: boolean;
  children: ReactNode;
}) {
  const { navigate } = useRoute();
  const href = consoleHref(readLocation(window.location.pathname).sandbox, route);
  const follow = (event: MouseEvent) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
      return;
    event.preventDefault();
    navigate(route);
  };
  return (
    <a href={href} aria-current={current ? 'page' : undefined} onClick={follow}>
      {children}
    </a>
  );
}
