/**
 * A tap on a menu tile made while the menu is still putting the market in the URL: the bid
 * screen's code is held back, so the menu stays on screen meanwhile, as on a slow phone.
 */
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { queryKeys } from '../../lib/query-keys';
import { mondayAt, openBidSandbox } from './test/bid-sandbox';
import { renderApp } from '../../test/render-app';

const screenCode = vi.hoisted(() => {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  return { held, release };
});
vi.mock('./screens/bid-entry-screen', async (load) => {
  await screenCode.held;
  return load();
});

/** The menu's and screen's code load cold on a first run; the order is asserted, not the speed. */
const SLOW = { timeout: 5000 };

describe('keeping the market in the URL', () => {
  it('never undoes a tap made before the URL caught up', async () => {
    const sandbox = await openBidSandbox(mondayAt(10));
    const market = await sandbox.market('starline');
    const { router, client } = renderApp({ pathname: '/stargame', state: market });
    const tap = `/Ssinglepana?game=${market.gameId}`;
    // The player taps Single Pana just as the menu asks for ?game= in the URL: both land in one
    // render, which waits for the bid screen's code, so the menu stays drawn for the old URL...
    const navigate = router.navigate.bind(router);
    let tapped = false;
    router.navigate = ((to, options) => {
      const done = navigate(to as never, options);
      if (!tapped) {
        tapped = true;
        void navigate(tap, { state: { ...market, pana: 'Single Pana' } });
      }
      return done;
    }) as typeof router.navigate;
    await waitFor(() => expect(router.state.location.pathname).toBe('/Ssinglepana'), SLOW);
    // ...and is drawn again when the queries it reads answer.
    await screen.findByRole('link', { name: 'Single Pana' }, SLOW);
    act(() => {
      client.setQueryData(queryKeys.dashboard(sandbox.token), (data: object | undefined) => ({
        ...data,
        wallet_amt: '9990',
      }));
    });
    screenCode.release();
    await screen.findByRole('heading', { name: 'Single Pana' }, SLOW);
    expect(router.state.location.pathname).toBe('/Ssinglepana');
  });
});
