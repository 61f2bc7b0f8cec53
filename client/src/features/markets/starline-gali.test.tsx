import { formatGaliResult, formatStarlineResult } from '@panna/shared/results';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { callProvider } from '../../lib/provider-client';
import { expectPath, typist } from '../../test/helpers';
import { renderApp } from '../../test/render-app';
import { openSandbox } from '../../test/sandbox';

const cardOf = async (name: string) => (await screen.findByText(name)).closest('li')!;

describe('/imp2 King Starline', () => {
  it('shows history buttons, the chart, rate pills and the slots (betting on)', async () => {
    const sandbox = await openSandbox();
    const { token } = await sandbox.signIn();
    const games = await callProvider('api-starline-game', { unique_token: token });
    const [rates] = (await callProvider('api-starline-game-rates', {})).game_rates;
    const view = renderApp('/imp2');

    expect(await screen.findByRole('heading', { name: 'KING STARLINE' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Bid-History' })).toHaveAttribute(
      'href',
      '/imp5',
    );
    expect(screen.getByRole('link', { name: 'Win History' })).toHaveAttribute('href', '/imp6');
    const chart = await screen.findByRole('link', { name: 'Chart' });
    expect(chart).toHaveAttribute('href', games.web_starline_chart_url);
    expect(chart).toHaveAttribute('target', '_blank');

    const pills = await screen.findByRole('list', { name: 'Starline rates' });
    await within(pills).findAllByText(`${rates!.single_digit_val_1}-${rates!.single_digit_val_2}`);
    const labels = within(pills)
      .getAllByRole('listitem')
      .map((li) => li.firstChild?.textContent);
    expect(labels).toEqual(['Single Digit', 'Double Pana', 'Single Pana', 'Triple Pana']);
    expect(pills).toHaveTextContent(
      `Triple Pana${rates!.tripple_pana_val_1}-${rates!.tripple_pana_val_2}`,
    );

    for (const slot of games.result) {
      const card = await cardOf(slot.game_name);
      expect(card).toHaveTextContent(slot.msg_status === 1 ? 'Running Now' : 'Closed for today');
      expect(card).toHaveTextContent(formatStarlineResult(slot.open_result));
    }
    // 13:00: the 10 AM slot is over; an open slot plays on /stargame.
    const closed = await cardOf('KING STARLINE 10:00 AM');
    await typist().click(within(closed).getByRole('button'));
    expect(closed).toHaveClass('market-card--shake');
    expect(view.router.state.location.pathname).toBe('/imp2');

    const open = games.result.find((s) => s.msg_status === 1)!;
    await typist().click(
      within(await cardOf(open.game_name)).getByRole('button', { name: /Play Game/ }),
    );
    await expectPath(view, '/stargame');
    expect(view.router.state.location.search).toBe(`?market=${open.game_id}`);
    expect(view.router.state.location.state).toEqual({
      gameId: open.game_id,
      openTime: open.open_time,
      gameName: open.game_name,
    });
  });

  it('shows only the full-width chart and View Charts when betting is off', async () => {
    const sandbox = await openSandbox();
    await sandbox.signIn('viewer');
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    renderApp('/imp2');
    const card = await cardOf('KING STARLINE 04:00 PM');
    expect(within(card).getByRole('link', { name: /View Charts/ })).toBeInTheDocument();
    expect(within(card).queryByText('Play Game')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Bid-History' })).toBeNull();
    expect(screen.queryByRole('list', { name: 'Starline rates' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Chart' }).parentElement).toHaveClass(
      'action-row--single',
    );
    expect(
      fetchSpy.mock.calls.some(([url]) => String(url).endsWith('/api-starline-game-rates')),
    ).toBe(false);
  });
});

describe('/galiIMP Gali Disawar', () => {
  it('shows the buttons, rate pairs, result badges and statuses', async () => {
    const sandbox = await openSandbox();
    const { token } = await sandbox.signIn();
    const games = await callProvider('api-galidisawar-game', { unique_token: token });
    const [rates] = (await callProvider('api-galidisawar-game-rates', {})).game_rates;
    const view = renderApp('/galiIMP');

    expect(await screen.findByRole('heading', { name: 'GALI DISAWAR' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Bid-History' })).toHaveAttribute(
      'href',
      '/impbid',
    );
    expect(screen.getByRole('link', { name: 'Win History' })).toHaveAttribute('href', '/impwin');
    expect(await screen.findByRole('link', { name: 'Chart' })).toHaveAttribute(
      'href',
      games.web_galidessar_chart_url,
    );
    const pairs = await screen.findByRole('list', { name: 'Gali Disawar rates' });
    await within(pairs).findAllByText(`${rates!.single_digit_val_1}-${rates!.single_digit_val_2}`);
    expect(pairs).toHaveTextContent(
      `Left Digit${rates!.single_digit_val_1}-${rates!.single_digit_val_2}` +
        `Right Digit${rates!.single_pana_val_1}-${rates!.single_pana_val_2}` +
        `Jodi Digit${rates!.double_pana_val_1}-${rates!.double_pana_val_2}`,
    );

    for (const market of games.result) {
      const card = await cardOf(market.game_name);
      const status = within(card).getByText(
        market.msg_status === 1 ? 'Running Now' : 'Closed for today',
      );
      expect(status).toHaveClass(
        market.msg_status === 1 ? 'market-card__status--open' : 'market-card__status--closed',
      );
      expect(card.querySelector('.result-badge')).toHaveTextContent(
        formatGaliResult(market.open_result, market.close_result),
      );
      // Read out as what it is: no asterisks, and no Play Game on a closed card.
      const button = within(card).getByRole('button');
      expect(button).not.toHaveAccessibleName(/\*/);
      if (market.msg_status !== 1) expect(button).not.toHaveAccessibleName(/Play Game/);
    }

    const open = games.result.find((m) => m.msg_status === 1)!;
    await typist().click(within(await cardOf(open.game_name)).getByRole('button'));
    await expectPath(view, '/galiallgame');
    expect(view.router.state.location.search).toBe(`?market=${open.game_id}`);
    expect(view.router.state.location.state).toEqual({
      gameId: open.game_id,
      openTime: open.open_time,
      gameName: open.game_name,
    });
  });
});

describe('/charts', () => {
  it('lists every market with a View Charts link opening a new tab', async () => {
    const sandbox = await openSandbox();
    const { token } = await sandbox.signIn('viewer');
    const { result } = await callProvider('api-get-dashboard-data', { unique_token: token });
    renderApp('/charts');
    expect(await screen.findByRole('heading', { name: 'Market Charts' })).toBeInTheDocument();
    const links = await screen.findAllByRole('link', { name: 'View Charts' });
    expect(links.map((a) => a.getAttribute('href'))).toEqual(result.map((m) => m.web_chart_url));
    expect(links.every((a) => a.getAttribute('target') === '_blank')).toBe(true);
  });
});
