import { EMPTY_LIST_MESSAGES } from '@panna/shared/validation';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render-app';
import { mondayAt, openSandbox } from '../../test/sandbox';
import { injectFault, sentBodies } from '../../test/provider-tools';

const NO_DATA = { title: EMPTY_LIST_MESSAGES.noData, hint: EMPTY_LIST_MESSAGES.noDataHint };

/** Each date-range screen: its path, title, endpoint, date fields and empty state. */
const SCREENS = [
  [
    '/imp3',
    'Win History',
    'api-wining-history-data',
    'date',
    { title: EMPTY_LIST_MESSAGES.noDataUpper, hint: '' },
  ],
  ['/imp4', 'Bid History', 'api-bid-history-data', 'bid', NO_DATA],
  ['/imp5', 'Starline Bid History', 'api-starline-bid-history-data', 'bid', NO_DATA],
  ['/imp6', 'Starline Win History', 'api-starline-wining-history-data', 'date', NO_DATA],
  ['/impbid', 'Gali Bid History', 'api-galidisawar-bid-history-data', 'bid', NO_DATA],
  ['/impwin', 'Gali Win History', 'api-galidisawar-wining-history-data', 'date', NO_DATA],
] as const;

/** The demo world at Monday 2024-07-01 13:00 India time, on both clocks. */
async function openAtMonday() {
  const at = mondayAt(13);
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(at);
  const sandbox = await openSandbox(at);
  await sandbox.signIn();
  return sandbox;
}

describe.each(SCREENS)('%s %s', (path, title, endpoint, field, empty) => {
  it("loads today's range as M/D/YYYY, shows the empty state, then Submit loads the range", async () => {
    await openAtMonday();
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    renderApp(path);
    expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
    expect(await screen.findByText(empty.title)).toBeInTheDocument();
    if (empty.hint) expect(screen.getByText(empty.hint)).toBeInTheDocument();
    else expect(screen.queryByText(EMPTY_LIST_MESSAGES.noDataHint)).toBeNull();
    expect(screen.getByLabelText('From')).toHaveValue('2024-07-01');
    expect(screen.getByLabelText('To')).toHaveValue('2024-07-01');
    expect(sentBodies(fetchSpy, endpoint)[0]).toMatchObject({
      [`${field}_from`]: '7/1/2024',
      [`${field}_to`]: '7/1/2024',
    });

    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2024-06-20' } });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findAllByRole('article')).not.toHaveLength(0);
    expect(sentBodies(fetchSpy, endpoint).at(-1)).toMatchObject({
      [`${field}_from`]: '6/20/2024',
      [`${field}_to`]: '7/1/2024',
    });
  });

  it('shows loading, then the empty state when the call fails', async () => {
    const sandbox = await openAtMonday();
    await injectFault(sandbox, endpoint, { kind: 'latency', latency_ms: 800 });
    await injectFault(sandbox, endpoint, { kind: 'status_false', msg: 'x' });
    renderApp(path);
    expect(await screen.findByText('Loading...')).toBeInTheDocument();
    expect(await screen.findByText(empty.title)).toBeInTheDocument();
  });
});

describe("today's range (issue 42)", () => {
  it.each([
    ['a phone still on Sunday night', mondayAt(13) - 14 * 3_600_000],
    ['a phone already on Tuesday', mondayAt(13) + 12 * 3_600_000],
  ])("is the provider's date, not the phone's: %s", async (_label, phone) => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(phone);
    const sandbox = await openSandbox(mondayAt(13));
    await sandbox.signIn();
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    renderApp('/imp4');
    expect(await screen.findByText(NO_DATA.title)).toBeInTheDocument();
    expect(screen.getByLabelText('From')).toHaveValue('2024-07-01');
    expect(screen.getByLabelText('To')).toHaveValue('2024-07-01');
    expect(sentBodies(fetchSpy, 'api-bid-history-data')[0]).toMatchObject({
      bid_from: '7/1/2024',
      bid_to: '7/1/2024',
    });
  });
});

describe('cards', () => {
  it('a win card shows game, bid type, session, digits, win amount and date', async () => {
    await openAtMonday();
    renderApp('/imp3');
    fireEvent.change(await screen.findByLabelText('From'), { target: { value: '2024-06-20' } });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Submit' }));
    const [card] = await screen.findAllByRole('article');
    const text = card?.textContent ?? '';
    for (const label of ['Session', 'Digits', 'Win Amount', 'Date']) expect(text).toContain(label);
  });
});

describe.each([
  ['/win', 'Win History'],
  ['/windata', 'Win History'],
  ['/bid', 'Bid History'],
])('%s', (path, title) => {
  it(`shows ${title} inside the header layout`, async () => {
    await openAtMonday();
    renderApp(path);
    expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('navigation', { name: 'Footer' })).toBeInTheDocument(),
    );
  });
});
