/**
 * A tap on a menu tile while the bid screen's code is held back, so the menu stays on screen
 * meanwhile, as on a slow phone: nothing the menu does when drawn again may undo the tap.
 */
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { forMarket } from '../../lib/market-param';
import { queryKeys } from '../../lib/query-keys';
import { user } from './test/bid-form-driver';
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

describe('a menu drawn again while a tap waits for the next screen', () => {
  it('never undoes the tap', async () => {
    const sandbox = await openBidSandbox(mondayAt(10));
    const market = await sandbox.market('starline');
    const { router, client } = renderApp(forMarket('/stargame', market.gameId));
    // The player taps Single Pana: the navigation waits for the bid screen's code, so the menu
    // stays drawn for the old URL...
    await user.click(await screen.findByRole('link', { name: 'Single Pana' }, SLOW));
    await waitFor(() => expect(router.state.location.pathname).toBe('/Ssinglepana'), SLOW);
    // ...and is drawn again when the queries it reads answer.
    act(() => {
      client.setQueryData(queryKeys.dashboard(sandbox.token), (data: object | undefined) => ({
        ...data,
        wallet_amt: '9990',
      }));
    });
    screenCode.release();
    await screen.findByRole('heading', { name: 'Single Pana' }, SLOW);
    expect(router.state.location.pathname).toBe('/Ssinglepana');
    expect(router.state.location.search).toBe(`?market=${market.gameId}`);
  });
});
