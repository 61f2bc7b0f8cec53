/**
 * The open-time rules with both clocks controlled (the browser's Date and the mock's clock at one
 * instant): Open radio, blocked tiles and screens, Starline's closed flag.
 */
import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { bidTypeById } from '@panna/shared/bids';
import { toastBid } from '../../components/toast';
import { pendingRows, proceed, shownWallet, user, walletLoaded } from './test/bid-form-driver';
import { mondayAt, openBidSandbox, type BidSandbox } from './test/bid-sandbox';
import { forMarket } from '../../lib/market-param';
import { renderApp } from '../../test/render-app';
import { CLOCK_TICK_MS } from './hooks/use-now';

const BEFORE_OPEN = mondayAt(10); // KALYAN opens 03:45 PM, DELHI BAZAR 03:00 PM, the slot 11:00 AM
const KALYAN_OPENED = mondayAt(16);

const OPEN_ROWS_TAKEN_OFF =
  'The open session has closed: your Open bids were taken off the list and their points given back.';

const openRadio = () => screen.getByRole('radio', { name: 'Open' });
const closeRadio = () => screen.getByRole('radio', { name: 'Close' });

describe('main market menu and screens', () => {
  it('before the open time: every tile opens its screen, Open is the default session', async () => {
    const sandbox = await openBidSandbox(BEFORE_OPEN);
    const market = await sandbox.market('main');
    const { router } = renderApp(forMarket('/game', market.gameId));
    await user.click(await screen.findByRole('link', { name: 'Jodi Digit' }));
    await screen.findByRole('heading', { name: 'Jodi Digit' });
    expect(router.state.location.pathname).toBe('/jodi');
    expect(router.state.location.state).toEqual({ ...market, pana: 'Jodi Digit' });

    await router.navigate(-1);
    await user.click(await screen.findByRole('link', { name: 'Single Digit' }));
    await screen.findByRole('heading', { name: 'Single Digit' });
    expect(openRadio()).toBeEnabled();
    expect(openRadio()).toBeChecked();
  });

  it('after the open time: Jodi and Sangam tiles refuse, Open is disabled and Close selected', async () => {
    const sandbox = await openBidSandbox(KALYAN_OPENED);
    const market = await sandbox.market('main');
    const errors = vi.spyOn(toastBid, 'error');
    const { router } = renderApp(forMarket('/game', market.gameId));
    for (const title of ['Jodi Digit', 'Half Sangam', 'Full Sangam']) {
      await user.click(await screen.findByRole('link', { name: title }));
      expect(errors).toHaveBeenLastCalledWith(`Bidding is closed for ${title}`);
      expect(router.state.location.pathname).toBe('/game');
    }
    await user.click(screen.getByRole('link', { name: 'Single Digit' }));
    await screen.findByRole('heading', { name: 'Single Digit' });
    expect(router.state.location.search).toBe(`?market=${market.gameId}`);
    expect(openRadio()).toBeDisabled();
    expect(closeRadio()).toBeChecked();

    // A close-session bid is still taken.
    await walletLoaded();
    await proceed(bidTypeById('single-digit'), { digits: '4', points: '10' });
    expect(pendingRows()).toHaveLength(1);
    expect(screen.getByText('Close Digit')).toBeInTheDocument();
  });

  it('a Jodi screen reached after the open time refuses Proceed', async () => {
    const sandbox = await openBidSandbox(KALYAN_OPENED);
    const market = await sandbox.market('main');
    const errors = vi.spyOn(toastBid, 'error');
    renderApp(forMarket('/jodi', market.gameId));
    const notice = await screen.findByText('Bidding is closed for Jodi Digit');
    expect(notice).toHaveAttribute('role', 'status');
    await walletLoaded();
    await proceed(bidTypeById('jodi-digit'), { digits: '42', points: '10' });
    expect(errors).toHaveBeenLastCalledWith('Bidding is closed for Jodi Digit');
    expect(pendingRows()).toHaveLength(0);
  });

  it('the open time passing while the screen is up takes Open away', async () => {
    const sandbox = await openBidSandbox(mondayAt(15, 44));
    const market = await sandbox.market('main');
    // Only the interval and Date are faked: requests and Testing Library keep real timers.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    vi.setSystemTime(mondayAt(15, 44));
    renderApp(forMarket('/single', market.gameId));
    await screen.findByRole('heading', { name: 'Single Digit' });
    expect(openRadio()).toBeChecked();
    // Both clocks, the provider's first: the app's now is the provider's.
    await sandbox.sim('POST', '/clock', { advance: 2 * CLOCK_TICK_MS });
    act(() => {
      vi.advanceTimersByTime(2 * CLOCK_TICK_MS);
    });
    expect(openRadio()).toBeDisabled();
    expect(closeRadio()).toBeChecked();
  });

  it('the open time passing takes pending Open rows off the list, gives their points back and says so', async () => {
    const sandbox = await openBidSandbox(mondayAt(15, 44));
    const market = await sandbox.market('main');
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    vi.setSystemTime(mondayAt(15, 44));
    renderApp(forMarket('/single', market.gameId));
    await screen.findByRole('heading', { name: 'Single Digit' });
    const wallet = await walletLoaded();
    await proceed(bidTypeById('single-digit'), { digits: '4', points: '100' });
    await user.click(closeRadio());
    await proceed(bidTypeById('single-digit'), { digits: '7', points: '30' });
    expect(pendingRows()).toHaveLength(2);
    expect(shownWallet()).toBe(wallet - 130);

    await sandbox.sim('POST', '/clock', { advance: 2 * CLOCK_TICK_MS });
    act(() => {
      vi.advanceTimersByTime(2 * CLOCK_TICK_MS);
    });
    expect(pendingRows()).toHaveLength(1);
    expect(pendingRows()[0]).toHaveTextContent('Close Digit7');
    expect(shownWallet()).toBe(wallet - 30);
    expect(screen.getByText(OPEN_ROWS_TAKEN_OFF)).toHaveAttribute('role', 'status');
  });
});

describe('Starline and Gali', () => {
  /**
   * Takes the browser's clock in hand; `theMinutePasses` then moves both clocks on past the open
   * time while the screen is up, the provider's first (the app's now is the provider's): the
   * screen's own tick closes it before its list, which still shows the market open, is polled
   * again. Only the interval and Date are faked: requests and Testing Library keep real timers.
   */
  const passTheMinute = () => {
    const at = Date.now();
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    vi.setSystemTime(at);
  };
  const theMinutePasses = async (sandbox: BidSandbox) => {
    await sandbox.sim('POST', '/clock', { advance: 2 * CLOCK_TICK_MS });
    act(() => {
      vi.advanceTimersByTime(2 * CLOCK_TICK_MS);
    });
  };

  it('a Starline screen after its slot time sets the closed flag and refuses Proceed', async () => {
    // Opened a minute before the slot (a closed slot's screen does not open: market-gate.test).
    const sandbox = await openBidSandbox(mondayAt(10, 59));
    const market = await sandbox.market('starline');
    const errors = vi.spyOn(toastBid, 'error');
    passTheMinute();
    renderApp(forMarket('/StarSingle', market.gameId));
    await screen.findByRole('heading', { name: 'Single Digit' });
    await theMinutePasses(sandbox);
    expect(await screen.findByText('Bidding is closed for Single Digit')).toBeInTheDocument();
    await walletLoaded();
    await proceed(bidTypeById('star-single-digit'), { digits: '3', points: '10' });
    expect(errors).toHaveBeenLastCalledWith('Bidding is closed for Single Digit');
    expect(pendingRows()).toHaveLength(0);
  });

  it('a Starline screen before its slot time takes bids, its tiles open', async () => {
    const sandbox = await openBidSandbox(BEFORE_OPEN);
    const market = await sandbox.market('starline');
    const { router } = renderApp(forMarket('/stargame', market.gameId));
    await user.click(await screen.findByRole('link', { name: 'Single Pana' }));
    await screen.findByRole('heading', { name: 'Single Pana' });
    expect(router.state.location.pathname).toBe('/Ssinglepana');
    expect(screen.queryByText(/Bidding is closed/)).not.toBeInTheDocument();
    await walletLoaded();
    await proceed(bidTypeById('star-single-pana'), { digits: '137', points: '10' });
    expect(pendingRows()).toHaveLength(1);
  });

  it('Gali tiles, titled with the game name, refuse after the open time', async () => {
    const sandbox = await openBidSandbox(mondayAt(14, 59));
    const market = await sandbox.market('gali');
    const errors = vi.spyOn(toastBid, 'error');
    passTheMinute();
    const { router } = renderApp(forMarket('/galiallgame', market.gameId));
    expect(await screen.findByRole('heading', { name: market.gameName })).toBeInTheDocument();
    await theMinutePasses(sandbox);
    for (const title of ['Left Digit', 'Right Digit', 'Jodi Digit']) {
      await user.click(screen.getByRole('link', { name: title }));
      expect(errors).toHaveBeenLastCalledWith(`Bidding is closed for ${title}`);
    }
    expect(router.state.location.pathname).toBe('/galiallgame');
  });

  it('Gali tiles open before the open time', async () => {
    const sandbox = await openBidSandbox(BEFORE_OPEN);
    const market = await sandbox.market('gali');
    const { router } = renderApp(forMarket('/galiallgame', market.gameId));
    await user.click(await screen.findByRole('link', { name: 'Jodi Digit' }));
    await screen.findByRole('heading', { name: 'Jodi Digit' });
    expect(router.state.location.pathname).toBe('/jodidigit');
  });
});

describe("the provider's clock, not the phone's (issue 42)", () => {
  const HOUR = 3_600_000;
  /** The provider's world at `provider`, the phone's clock at `phone`. */
  const phoneAt = async (provider: number, phone: number) => {
    const sandbox = await openBidSandbox(provider);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(phone);
    return sandbox;
  };

  it("a phone a day and six hours behind: the open time has passed, the bid date is the provider's", async () => {
    const sandbox = await phoneAt(KALYAN_OPENED, KALYAN_OPENED - 30 * HOUR);
    const market = await sandbox.market('main');
    renderApp(forMarket('/single', market.gameId));
    await screen.findByRole('heading', { name: 'Single Digit' });
    expect(openRadio()).toBeDisabled();
    expect(closeRadio()).toBeChecked();
    expect(screen.getByLabelText('Date')).toHaveValue('1-July-2024');
  });

  it('a phone hours ahead, past the open time: the menu and screens still take open bids', async () => {
    const sandbox = await phoneAt(BEFORE_OPEN, KALYAN_OPENED + 3 * HOUR);
    const market = await sandbox.market('main');
    const { router } = renderApp(forMarket('/game', market.gameId));
    await user.click(await screen.findByRole('link', { name: 'Jodi Digit' }));
    await screen.findByRole('heading', { name: 'Jodi Digit' });
    expect(router.state.location.pathname).toBe('/jodi');
    await router.navigate(forMarket('/single', market.gameId));
    await screen.findByRole('heading', { name: 'Single Digit' });
    expect(openRadio()).toBeEnabled();
    expect(openRadio()).toBeChecked();
  });
});
