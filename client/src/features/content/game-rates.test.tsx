import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app';
import { openSandbox } from '../../test/sandbox';
import { answerWith, injectFault } from '../../test/provider-tools';

const section = (name: string) => within(screen.getByRole('region', { name }));
const rate = (name: string, label: string) =>
  section(name).getByRole('rowheader', { name: label }).nextElementSibling?.textContent;

describe('Game Rates (/gameRates)', () => {
  it('shows the main, Gali Disawar and King Starline ratios', async () => {
    const sandbox = await openSandbox();
    await sandbox.signIn();
    renderApp('/gameRates');
    await screen.findAllByRole('table');
    await screen.findByRole('rowheader', { name: 'Left Digit' });
    await screen.findByRole('rowheader', { name: 'Half Sangam' });
    await section('King Starline').findByRole('rowheader', { name: 'Triple Pana' });
    expect(rate('Main Market', 'Single Digit')).toBe('10 - 95');
    // Grouped the Indian way, as every amount of the app.
    expect(rate('Main Market', 'Full Sangam')).toBe('10 - 1,00,000');
    expect(section('Main Market').getAllByRole('row')).toHaveLength(7);
    expect(rate('Gali Disawar', 'Left Digit')).toBe('10 - 95');
    expect(rate('Gali Disawar', 'Jodi Digit')).toBe('10 - 950');
    expect(rate('King Starline', 'Single Pana')).toBe('10 - 1,400');
    expect(section('King Starline').getAllByRole('row')).toHaveLength(4);
  });

  it('shows loading, and an error or empty state per market', async () => {
    const sandbox = await openSandbox();
    await sandbox.signIn();
    await injectFault(sandbox, 'api-galidisawar-game-rates', { kind: 'latency', latency_ms: 800 });
    await injectFault(sandbox, 'api-galidisawar-game-rates', { kind: 'status_false', msg: 'x' });
    answerWith('api-starline-game-rates', { status: true, msg: 'ok', game_rates: [] });
    renderApp('/gameRates');
    // The screen shows once the betting guard has the dashboard.
    await screen.findByRole('region', { name: 'Gali Disawar' });
    expect(await section('Gali Disawar').findByText('Loading...')).toBeInTheDocument();
    expect(await section('Gali Disawar').findByRole('alert')).toBeInTheDocument();
    expect(await section('King Starline').findByText('No Data Found')).toBeInTheDocument();
    expect(await section('Main Market').findByRole('table')).toBeInTheDocument();
  });
});
