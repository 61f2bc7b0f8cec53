import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Market } from '../../lib/market-times';
import { fakeSimulator, renderInConsole } from '../../test-simulator';
import MarketBoard from './market-board';

const market = (id: number, name: string, kind: Market['kind']): Market => ({
  id,
  kind,
  name,
  sort: id,
  active: true,
  schedule: [1].map((weekday) => ({
    weekday,
    open_time: '01:30 PM',
    close_time: '02:30 PM',
    next_day: false,
  })),
  holidays: [],
  taking: 'open',
  msg_status: 1,
  session: {
    date: '2025-03-03',
    open_at: '2025-03-03T08:00:00.000Z',
    close_at: '2025-03-03T09:00:00.000Z',
  },
  next: { open_at: '2025-03-03T08:00:00.000Z', close_at: '2025-03-03T09:00:00.000Z' },
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('MarketBoard', () => {
  it("shows each market's game id beside its name", async () => {
    fakeSimulator(({ path }) => {
      if (path === '/clock') return { now: '2025-03-03T05:30:00.000Z', frozen: true, speed: 1 };
      if (path === '/markets')
        return { markets: [market(41, 'QA DAY', 'main'), market(7, 'QA SLOT', 'starline')] };
      if (path === '/markets/pending') return { markets: [] };
      if (path === '/results') return { results: [] };
      return undefined;
    });
    renderInConsole(<MarketBoard />, 'markets');
    const main = await screen.findByRole('row', { name: 'QA DAY' });
    const cells = within(main).getAllByRole('cell');
    expect(screen.getAllByRole('columnheader', { name: 'Game id' })).toHaveLength(3);
    expect(cells[0]).toHaveTextContent(/^41$/);
    expect(
      within(screen.getByRole('row', { name: 'QA SLOT' })).getAllByRole('cell')[0],
    ).toHaveTextContent(/^7$/);
  });
});
