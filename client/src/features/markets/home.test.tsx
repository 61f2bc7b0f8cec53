import { formatMainResult } from '@panna/shared/results';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { callProvider } from '../../lib/provider-client';
import { queryKeys } from '../../lib/query-keys';
import { countCalls, expectPath, typist } from '../../test/helpers';
import { renderApp } from '../../test/render-app';
import { injectFault, patchSettings } from '../../test/provider-tools';
import { openSandbox } from '../../test/sandbox';
import { formatAmount } from '../../i18n/format';

/** The card (list item) holding a market name. */
const cardOf = async (name: string) => (await screen.findByText(name)).closest('li')!;

describe('/imp home, betting enabled', () => {
  it('lists every market with its result, times and status', async () => {
    const sandbox = await openSandbox();
    const { token } = await sandbox.signIn();
    const { result } = await callProvider('api-get-dashboard-data', { unique_token: token });
    renderApp('/imp');
    await screen.findByText('KALYAN');
    expect(
      within(screen.getByRole('list', { name: 'Markets' })).getAllByRole('listitem'),
    ).toHaveLength(result.length);
    for (const market of result) {
      const card = await cardOf(market.game_name);
      expect(card).toHaveTextContent(formatMainResult(market.open_result, market.close_result));
      expect(card).toHaveTextContent(`Open Bid: ${market.open_time}`);
      expect(card).toHaveTextContent(`Close Bids: ${market.close_time}`);
      expect(card).toHaveTextContent(
        market.msg_status === 1 ? 'Market is open' : 'Close for today',
      );
    }
    // Monday 13:00: Sridevi closed at 12:35, Kalyan runs until 17:45.
    expect(await cardOf('SRIDEVI')).toHaveTextContent('Close for today');
    expect(await cardOf('KALYAN')).toHaveTextContent('Market is open');
    expect(within(await cardOf('KALYAN')).getByText('Play')).toBeInTheDocument();
    expect(within(await cardOf('KALYAN')).queryByText('View Charts')).toBeNull();
  });

  it('names closed cards and undeclared results for a screen reader as what they are', async () => {
    const sandbox = await openSandbox();
    const { token } = await sandbox.signIn();
    const { result } = await callProvider('api-get-dashboard-data', { unique_token: token });
    renderApp('/imp');
    await screen.findByText('KALYAN');
    for (const market of result) {
      const button = within(await cardOf(market.game_name)).getByRole('button');
      // Monday 13:00: KALYAN opens at 15:45, nothing declared yet; SRIDEVI closed at 12:35.
      if (market.game_name === 'KALYAN') {
        expect(button).toHaveAccessibleName(/Result not declared/);
        expect(button).toHaveAccessibleName(/Play$/);
      }
      if (market.msg_status !== 1) expect(button).not.toHaveAccessibleName(/Play/);
      expect(button).not.toHaveAccessibleName(/\*/);
    }
    expect(within(await cardOf('SRIDEVI')).getByRole('button')).not.toHaveAccessibleName(/Play/);
  });

  it('shakes and vibrates a closed card without navigating', async () => {
    const sandbox = await openSandbox();
    await sandbox.signIn();
    const vibrate = vi.fn();
    Object.defineProperty(navigator, 'vibrate', { value: vibrate, configurable: true });
    const view = renderApp('/imp');
    const card = await cardOf('SRIDEVI');
    await typist().click(within(card).getByRole('button'));
    expect(card).toHaveClass('market-card--shake');
    expect(vibrate).toHaveBeenCalledWith(100);
    expect(view.router.state.location.pathname).toBe('/imp');
    await waitFor(() => expect(card).not.toHaveClass('market-card--shake'));
  });

  it('opens /game for the game (?market=, and state) for an open card', async () => {
    const sandbox = await openSandbox();
    const { token } = await sandbox.signIn();
    const { result } = await callProvider('api-get-dashboard-data', { unique_token: token });
    const kalyan = result.find((m) => m.game_name === 'KALYAN')!;
    const view = renderApp('/imp');
    await typist().click(within(await cardOf('KALYAN')).getByRole('button'));
    await expectPath(view, '/game');
    expect(view.router.state.location.search).toBe(`?market=${kalyan.game_id}`);
    expect(view.router.state.location.state).toEqual({
      gameId: kalyan.game_id,
      openTime: kalyan.open_time,
      gameName: 'KALYAN',
    });
  });

  it('shows the category buttons, support numbers, wallet and betting footer', async () => {
    const sandbox = await openSandbox();
    const { token } = await sandbox.signIn();
    const social = await callProvider('api-get-social-data', {});
    const dashboard = await callProvider('api-get-dashboard-data', { unique_token: token });
    renderApp('/imp');
    expect(await screen.findByRole('link', { name: 'GALI DISAWAR' })).toHaveAttribute(
      'href',
      '/galiIMP',
    );
    expect(screen.getByRole('link', { name: 'KING STARLINE' })).toHaveAttribute('href', '/imp2');
    const call = social.mobile_1.replace(/\D/g, '');
    const chat = social.mobile_no.replace(/\D/g, '');
    expect(await screen.findByRole('link', { name: `Call support ${call}` })).toHaveTextContent(
      call,
    );
    expect(
      screen.getByRole('link', { name: `Chat with support on WhatsApp ${chat}` }),
    ).toHaveAttribute('href', expect.stringContaining(chat.slice(-10)));
    expect(await screen.findByRole('link', { name: /Wallet balance/ })).toHaveTextContent(
      `₹ ${formatAmount(dashboard.wallet_amt, 'en')}`,
    );
    const footer = screen.getByRole('navigation', { name: 'Footer' });
    for (const [name, href] of [
      ['My Bids', '/imp4'],
      ['Funds', '/imp9'],
      ['Home', '/imp'],
      ['Passbook', '/transaction'],
    ]) {
      expect(within(footer).getByRole('link', { name })).toHaveAttribute('href', href);
    }
    const user = typist();
    await user.click(within(footer).getByRole('button', { name: 'Support' }));
    const dialog = await screen.findByRole('dialog', { name: 'Please Select Support Option' });
    expect(within(dialog).getByRole('link', { name: 'WhatsApp Support' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:\/\/wa\.me\//),
    );
    expect(within(dialog).getByRole('link', { name: 'Call Support' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^tel:\+/),
    );
    await user.click(within(dialog).getByRole('button', { name: 'CANCEL' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the home headline as text and the slider images', async () => {
    const sandbox = await openSandbox();
    const { token } = await sandbox.signIn();
    const headline = await callProvider('api-get-headline', { ids: [1] });
    const slider = await callProvider('api-get-slider-images', { unique_token: token });
    renderApp('/imp');
    await screen.findByText('KALYAN');
    for (const note of headline.data.filter((d) => d.status === '1')) {
      expect(screen.getByRole('complementary', { name: 'Headline' })).toHaveTextContent(note.notes);
    }
    const images = await screen.findAllByRole('img', { name: /^Offer \d+ of \d+$/ });
    expect(images).toHaveLength(slider.sliderdata.length);
    expect(images[1]).toHaveAttribute('loading', 'lazy');
    expect(images[0]).toHaveAttribute('width');
    // The first slide, the home screen's largest paint, is fetched first.
    expect(images[0]).toHaveAttribute('fetchpriority', 'high');
    expect(images[1]).toHaveAttribute('fetchpriority', 'auto');
  });

  it('leaves out a headline the provider marks hidden', async () => {
    const sandbox = await openSandbox();
    await sandbox.signIn();
    await patchSettings(sandbox, { headlines: { '1': { status: '0' } } });
    const { client } = renderApp('/imp');
    await screen.findByText('KALYAN');
    await waitFor(() =>
      expect(client.getQueryState(queryKeys.headline(1))?.status).toBe('success'),
    );
    expect(screen.queryByRole('complementary', { name: 'Headline' })).toBeNull();
  });

  it('polls the dashboard every 5 s, and not while the page is hidden', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const sandbox = await openSandbox();
    await sandbox.signIn();
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    renderApp('/imp');
    await screen.findByText('KALYAN');
    const calls = () => countCalls(fetchSpy, 'api-get-dashboard-data');
    const start = calls();
    await act(() => vi.advanceTimersByTimeAsync(5000));
    await waitFor(() => expect(calls()).toBe(start + 1));

    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    const hiddenAt = calls();
    await act(() => vi.advanceTimersByTimeAsync(20_000));
    expect(calls()).toBe(hiddenAt);

    visibility.mockReturnValue('visible');
    document.dispatchEvent(new Event('visibilitychange'));
    await act(() => vi.advanceTimersByTimeAsync(5000));
    await waitFor(() => expect(calls()).toBeGreaterThan(hiddenAt));
  });

  it('keeps the list when a poll fails, silently', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const sandbox = await openSandbox();
    await sandbox.signIn();
    renderApp('/imp');
    await screen.findByText('KALYAN');
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    await act(() => vi.advanceTimersByTimeAsync(11_000));
    expect(screen.getByText('KALYAN')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('/imp home, betting disabled', () => {
  it('keeps the footer bar empty until the dashboard tells whether betting is on', async () => {
    const sandbox = await openSandbox();
    await sandbox.signIn('viewer');
    await injectFault(sandbox, 'api-get-dashboard-data', { kind: 'latency', latency_ms: 800 });
    renderApp('/imp');
    const footer = await screen.findByRole('navigation', { name: 'Footer' });
    expect(footer).toBeEmptyDOMElement();
    expect(await within(footer).findByText(/^Welcome to /)).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: 'Home' })).toBeInTheDocument();
  });

  it('shows results with View Charts links and the welcome footer, no wallet or play', async () => {
    const sandbox = await openSandbox();
    const { token } = await sandbox.signIn('viewer');
    const { result } = await callProvider('api-get-dashboard-data', { unique_token: token });
    const view = renderApp('/imp');
    const card = await cardOf('KALYAN');
    const kalyan = result.find((m) => m.game_name === 'KALYAN')!;
    const chart = within(card).getByRole('link', { name: `View Charts for KALYAN` });
    expect(chart).toHaveAttribute('href', kalyan.web_chart_url);
    expect(chart).toHaveAttribute('target', '_blank');
    expect(within(card).queryByText('Play')).toBeNull();
    expect(screen.queryByRole('link', { name: /Wallet balance/ })).toBeNull();

    const footer = screen.getByRole('navigation', { name: 'Footer' });
    expect(within(footer).queryByRole('link', { name: 'My Bids' })).toBeNull();
    expect(within(footer).getByText(/^Welcome to /)).toBeInTheDocument();
    expect(within(footer).getByRole('button', { name: 'Support' })).toBeInTheDocument();

    // An open card stays on /imp.
    await typist().click(within(card).getByRole('button'));
    expect(view.router.state.location.pathname).toBe('/imp');
  });
});
