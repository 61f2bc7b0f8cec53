/** Menus and bid routes opened without navigation state, and with betting switched off. */
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { toastBid } from '../../components/toast';
import { walletLoaded } from './test/bid-form-driver';
import { mondayAt, openBidSandbox } from './test/bid-sandbox';
import { renderApp } from '../../test/render-app';

const TEN_AM = mondayAt(10);

/** A typed URL or a reload: a location with a search and no navigation state. */
const withSearch = (pathname: string, search: string) => {
  const at = { pathname, search };
  return at;
};

describe('a bid route without navigation state', () => {
  it('recovers the market from the provider by ?game=', async () => {
    const sandbox = await openBidSandbox(TEN_AM);
    const market = await sandbox.market('gali');
    renderApp(withSearch('/leftdigit', `?game=${market.gameId}`));
    expect(await screen.findByText(market.gameName)).toBeInTheDocument();
    expect(await walletLoaded()).toBe(await sandbox.balance());
  });

  it.each([
    ['/single', '/imp'],
    ['/Ssinglepana', '/imp2'],
    ['/leftdigit', '/galiIMP'],
    ['/game', '/imp'],
  ])('%s with no market goes back to %s with a message', async (path, home) => {
    await openBidSandbox(TEN_AM);
    const errors = vi.spyOn(toastBid, 'error');
    const { router } = renderApp({ pathname: path });
    await waitFor(() => expect(router.state.location.pathname).toBe(home));
    expect(errors).toHaveBeenCalledExactlyOnceWith('Please choose a market first.');
  });

  it('an id the provider does not list goes back too', async () => {
    await openBidSandbox(TEN_AM);
    const errors = vi.spyOn(toastBid, 'error');
    const { router } = renderApp(withSearch('/StarSingle', '?game=99999'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/imp2'));
    expect(errors).toHaveBeenCalledWith('Please choose a market first.');
  });

  it('a menu reached with state puts the market in the URL for reloads', async () => {
    const sandbox = await openBidSandbox(TEN_AM);
    const market = await sandbox.market('main');
    const { router } = renderApp({ pathname: '/game', state: market });
    await screen.findByRole('heading', { name: market.gameName });
    await waitFor(() => expect(router.state.location.search).toBe(`?game=${market.gameId}`));
    expect(router.state.location.state).toEqual(market);
  });
});

describe('betting switched off', () => {
  it.each([
    ['/galiallgame', 'gali', '/galiIMP'],
    ['/game', 'main', '/imp'],
    ['/stargame', 'starline', '/imp2'],
  ] as const)('%s goes to %s', async (path, kind, home) => {
    const sandbox = await openBidSandbox(TEN_AM, 'viewer');
    const market = await sandbox.market(kind);
    const errors = vi.spyOn(toastBid, 'error');
    const { router } = renderApp({ pathname: path, state: market });
    await waitFor(() => expect(router.state.location.pathname).toBe(home));
    expect(errors).not.toHaveBeenCalled();
  });
});
