/** Menus and bid routes read their market from `?market=` (a reload, a shared link), and with betting switched off. */
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { toastBid } from '../../components/toast';
import { forMarket } from '../../lib/market-param';
import { callProvider } from '../../lib/provider-client';
import { queryKeys } from '../../lib/query-keys';
import { walletLoaded } from './test/bid-form-driver';
import { mondayAt, openBidSandbox } from './test/bid-sandbox';
import { renderApp } from '../../test/render-app';
import { injectFault } from '../../test/provider-tools';

const TEN_AM = mondayAt(10);

describe('a menu or bid route opened by its URL', () => {
  it('finds the market ?market= names in its list', async () => {
    const sandbox = await openBidSandbox(TEN_AM);
    const market = await sandbox.market('gali');
    renderApp(forMarket('/leftdigit', market.gameId));
    expect(await screen.findByText(market.gameName)).toBeInTheDocument();
    expect(await walletLoaded()).toBe(await sandbox.balance());
  });

  it('ignores navigation state: the URL names the market', async () => {
    const sandbox = await openBidSandbox(TEN_AM);
    const market = await sandbox.market('main');
    const other = { gameId: '99999', gameName: 'NOT THIS ONE', openTime: '01:00 AM' };
    renderApp({ pathname: '/game', search: `?market=${market.gameId}`, state: other });
    expect(await screen.findByRole('heading', { name: market.gameName })).toBeInTheDocument();
  });

  it.each([
    ['/single', '/imp'],
    ['/Ssinglepana', '/imp2'],
    ['/leftdigit', '/galiIMP'],
    ['/game', '/imp'],
  ])('%s with no market goes back to %s with a message', async (path, home) => {
    const sandbox = await openBidSandbox(TEN_AM);
    const errors = vi.spyOn(toastBid, 'error');
    // Navigation state alone (no ?market=) is not enough: a reload would lose it.
    const { router } = renderApp({ pathname: path, state: await sandbox.market('main') });
    await waitFor(() => expect(router.state.location.pathname).toBe(home));
    expect(errors).toHaveBeenCalledExactlyOnceWith('Please choose a market first.');
  });

  it('an id the provider does not list goes back too', async () => {
    await openBidSandbox(TEN_AM);
    const errors = vi.spyOn(toastBid, 'error');
    const { router } = renderApp(forMarket('/StarSingle', '99999'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/imp2'));
    expect(errors).toHaveBeenCalledExactlyOnceWith('Please choose a market first.');
  });

  it('a list the provider cannot give sends the player back too', async () => {
    const sandbox = await openBidSandbox(TEN_AM);
    const market = await sandbox.market('starline');
    await injectFault(sandbox, 'api-starline-game', { kind: 'http_500', times: 1 });
    const errors = vi.spyOn(toastBid, 'error');
    const { router } = renderApp(forMarket('/StarSingle', market.gameId));
    await waitFor(() => expect(router.state.location.pathname).toBe('/imp2'));
    expect(errors).toHaveBeenCalledExactlyOnceWith('Please choose a market first.');
  });

  it('a poll that fails while the screen is up keeps the screen and its market', async () => {
    const sandbox = await openBidSandbox(TEN_AM);
    const market = await sandbox.market('starline');
    const { router, client } = renderApp(forMarket('/StarSingle', market.gameId));
    await walletLoaded();
    await injectFault(sandbox, 'api-starline-game', { kind: 'http_500', times: 1 });
    const errors = vi.spyOn(toastBid, 'error');
    const key = queryKeys.marketList('api-starline-game', sandbox.token);
    await act(() => client.refetchQueries({ queryKey: key }));
    await waitFor(() => expect(client.getQueryState(key)?.status).toBe('error'));
    expect(router.state.location.pathname).toBe('/StarSingle');
    expect(screen.getByText(market.gameName)).toBeInTheDocument();
    expect(errors).not.toHaveBeenCalled();
  });

  it('a refused screen leaves no history entry: back goes where the player came from', async () => {
    await openBidSandbox(TEN_AM);
    const errors = vi.spyOn(toastBid, 'error');
    const { router } = renderApp('/histories');
    await act(() => router.navigate('/single'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/imp'));
    await act(() => router.navigate(-1));
    await waitFor(() => expect(router.state.location.pathname).toBe('/histories'));
    expect(errors).toHaveBeenCalledOnce();
  });

  it.each([
    ['/StarSingle', 'Bidding is closed for Single Digit'],
    ['/stargame', 'Bidding is closed for {name}'],
  ])('%s for a market its list shows closed goes back to its list', async (path, message) => {
    const sandbox = await openBidSandbox(TEN_AM);
    const list = await callProvider('api-starline-game', { unique_token: sandbox.token });
    const closed = list.result.find((slot) => slot.msg_status !== 1);
    if (!closed) throw new Error('no Starline slot is over at 10:00');
    const errors = vi.spyOn(toastBid, 'error');
    const { router } = renderApp(forMarket(path, closed.game_id));
    await waitFor(() => expect(router.state.location.pathname).toBe('/imp2'));
    expect(errors).toHaveBeenCalledExactlyOnceWith(message.replace('{name}', closed.game_name));
  });

  it('a market that closes while its screen is up keeps the screen, which says so', async () => {
    const sandbox = await openBidSandbox(TEN_AM);
    const market = await sandbox.market('starline');
    const { router, client } = renderApp(forMarket('/StarSingle', market.gameId));
    await walletLoaded();
    const key = queryKeys.marketList('api-starline-game', sandbox.token);
    act(() => {
      client.setQueryData(key, (data: { result: { game_id: string }[] }) => ({
        ...data,
        result: data.result.map((g) => (g.game_id === market.gameId ? { ...g, msg_status: 2 } : g)),
      }));
    });
    expect(await screen.findByText('Bidding is closed for Single Digit')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/StarSingle');
  });

  it('back and forward between two markets show each its own menu', async () => {
    const sandbox = await openBidSandbox(TEN_AM);
    const main = await sandbox.market('main');
    const { result } = await callProvider('api-get-dashboard-data', {
      unique_token: sandbox.token,
    });
    const other = result.find((g) => g.msg_status === 1 && g.game_id !== main.gameId);
    if (!other) throw new Error('one more open main market needed');
    const { router } = renderApp(forMarket('/game', main.gameId));
    await screen.findByRole('heading', { name: main.gameName });
    await act(() => router.navigate(forMarket('/game', other.game_id)));
    await screen.findByRole('heading', { name: other.game_name });
    await act(() => router.navigate(-1));
    await screen.findByRole('heading', { name: main.gameName });
    await act(() => router.navigate(1));
    await screen.findByRole('heading', { name: other.game_name });
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
    const { router } = renderApp(forMarket(path, market.gameId));
    await waitFor(() => expect(router.state.location.pathname).toBe(home));
    expect(errors).not.toHaveBeenCalled();
  });
});
