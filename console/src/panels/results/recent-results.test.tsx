import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Market } from '../../lib/market-times';
import { fakeSimulator, renderInConsole, type SimCall } from '../../test-simulator';
import { RecentResults } from './recent-results';

const MARKETS = [
  { id: 3, name: 'KALYAN', kind: 'main' },
  { id: 41, name: 'QA DAY', kind: 'main' },
] as Market[];

const declared = (game_id: number, date: string) => ({
  game_id,
  game_name: MARKETS.find((m) => m.id === game_id)!.name,
  kind: 'main',
  date,
  open_pana: '139',
  close_pana: null,
  jodi: null,
  open_result: '139-3',
  close_result: '',
});

/**
 * Forty days of KALYAN's results, newest first, and one of QA DAY's a year earlier (a replay's):
 * filtered as the simulator filters them.
 */
const RESULTS = [
  ...Array.from({ length: 40 }, (_, day) =>
    declared(3, new Date(Date.UTC(2026, 10, 40 - day)).toISOString().slice(0, 10)),
  ),
  declared(41, '2025-03-03'),
];

function simulator(): SimCall[] {
  const calls = fakeSimulator(({ path, query }) => {
    if (path !== '/results') return undefined;
    return {
      results: RESULTS.filter(
        (r) =>
          (query.game_id === undefined || String(r.game_id) === query.game_id) &&
          (query.from === undefined || r.date >= query.from) &&
          (query.to === undefined || r.date <= query.to),
      ),
    };
  });
  renderInConsole(<RecentResults markets={MARKETS} />, 'results');
  return calls;
}

const shownRows = () =>
  within(screen.getByRole('table', { name: 'Declared results' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.getAttribute('aria-label'));

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('RecentResults', () => {
  it('shows the newest 30 and says that filters find the others', async () => {
    simulator();
    expect(await screen.findByRole('status')).toHaveTextContent(
      'The newest 30 are shown: filter by market or date to find the others.',
    );
    expect(shownRows()).toHaveLength(30);
    expect(shownRows()).not.toContain('QA DAY 2025-03-03');
  });

  it("finds a market's result of another year by the market, asking the simulator for it", async () => {
    const calls = simulator();
    await screen.findByRole('status');
    // Named with its id: a replay's world may hold two markets of one name.
    expect(screen.getByRole('option', { name: 'QA DAY (main, id 41)' })).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Results of market'), { target: { value: '41' } });
    expect(await screen.findByRole('row', { name: 'QA DAY 2025-03-03' })).toHaveTextContent(
      '139-3',
    );
    expect(screen.getByRole('status')).toHaveTextContent('1 result found.');
    expect(calls.at(-1)?.query).toEqual({ game_id: '41' });
  });

  it('finds the results of one date, and of one market on it', async () => {
    const calls = simulator();
    await screen.findByRole('status');
    fireEvent.change(screen.getByLabelText('Results of date'), {
      target: { value: '2025-03-03' },
    });
    expect(await screen.findByRole('row', { name: 'QA DAY 2025-03-03' })).toBeInTheDocument();
    expect(calls.at(-1)?.query).toEqual({ from: '2025-03-03', to: '2025-03-03' });
    fireEvent.change(screen.getByLabelText('Results of market'), { target: { value: '3' } });
    expect(await screen.findByText('0 results found.')).toBeInTheDocument();
    expect(calls.at(-1)?.query).toEqual({ game_id: '3', from: '2025-03-03', to: '2025-03-03' });
  });
});
