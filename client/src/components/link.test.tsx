import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { Link, NavLink } from './link';

function Where() {
  const { pathname, state } = useLocation();
  return <output aria-label="where">{`${pathname} ${JSON.stringify(state)}`}</output>;
}

const at = (path: string, links: React.ReactNode) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      {links}
      <Where />
    </MemoryRouter>,
  );

describe("the app's links", () => {
  it('navigate in place on a plain click, with their state', () => {
    at(
      '/imp',
      <Link to="/bids?market=3" state={{ from: 'menu' }}>
        Bids
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'Bids' });
    expect(link.getAttribute('href')).toBe('/bids?market=3');
    expect(fireEvent.click(link)).toBe(false); // the browser does not follow it
    expect(screen.getByLabelText('where').textContent).toBe('/bids {"from":"menu"}');
  });

  it('leave a click with a modifier key or a target to the browser', () => {
    // Whether the app left the click to the browser, which (jsdom) is then kept from following it.
    const leftToBrowser: boolean[] = [];
    const browser = (event: MouseEvent) => {
      leftToBrowser.push(!event.defaultPrevented);
      event.preventDefault();
    };
    window.addEventListener('click', browser);
    try {
      at(
        '/imp',
        <>
          <Link to="/bids">Bids</Link>
          <Link to="/wins" target="_blank">
            Wins
          </Link>
        </>,
      );
      fireEvent.click(screen.getByRole('link', { name: 'Bids' }), { ctrlKey: true });
      fireEvent.click(screen.getByRole('link', { name: 'Wins' }));
      fireEvent.click(screen.getByRole('link', { name: 'Bids' }));
    } finally {
      window.removeEventListener('click', browser);
    }
    expect(leftToBrowser).toEqual([true, true, false]);
    expect(screen.getByLabelText('where').textContent).toBe('/bids null');
  });

  it("run the caller's click first, which may keep the navigation from happening", () => {
    at(
      '/imp',
      <Link to="/bids" onClick={(event) => event.preventDefault()}>
        Bids
      </Link>,
    );
    fireEvent.click(screen.getByRole('link'));
    expect(screen.getByLabelText('where').textContent).toBe('/imp null');
  });

  it('mark the link to the screen shown, or to one above it, as current', () => {
    at(
      '/funds/withdraw',
      <>
        <NavLink to="/funds" className="item">
          Funds
        </NavLink>
        <NavLink to="/fund" className="item">
          Fund
        </NavLink>
        <NavLink to="/imp" className="item">
          Home
        </NavLink>
      </>,
    );
    const funds = screen.getByRole('link', { name: 'Funds' });
    expect(funds.className).toBe('item active');
    expect(funds.getAttribute('aria-current')).toBe('page');
    for (const name of ['Fund', 'Home']) {
      const other = screen.getByRole('link', { name });
      expect(other.className).toBe('item');
      expect(other.hasAttribute('aria-current')).toBe(false);
    }
  });
});
