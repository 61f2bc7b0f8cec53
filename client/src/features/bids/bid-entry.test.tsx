/**
 * Every bid type of the catalogue, end to end against the real mock provider: the validation
 * messages, the wallet arithmetic, removal, the exact bodies sent, failure and success.
 */
import {
  BID_TYPES,
  SUBMIT_PATH,
  createBidSlip,
  type BidType,
  type MarketKind,
} from '@panna/shared/bids';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { toastBid } from '../../components/toast';
import { callProvider } from '../../lib/provider-client';
import { VALID, invalidCases } from './test/cases';
import {
  dialogFact,
  pendingRows,
  proceed,
  shownWallet,
  user,
  walletLoaded,
} from './test/bid-form-driver';
import { mondayAt, openBidSandbox, type BidSandbox } from './test/bid-sandbox';
import { bidPathFor } from '../../lib/bid-paths';
import { renderApp } from '../../test/render-app';
import { bodiesSentTo, spyOnFetch } from './test/requests';

const TODAY = '1-July-2024';
/** What the provider shows as the bid's date: the time it was placed (10:00 AM, clock frozen). */
const PLACED_AT = '01 Jul 2024 10:00:00 AM';
const POINTS = '10';

async function todaysBids(sandbox: BidSandbox, kind: MarketKind) {
  const body = { unique_token: sandbox.token, bid_from: '7/1/2024', bid_to: '7/1/2024' };
  const answer =
    kind === 'main'
      ? await callProvider('api-bid-history-data', body)
      : kind === 'starline'
        ? await callProvider('api-starline-bid-history-data', body)
        : await callProvider('api-galidisawar-bid-history-data', body);
  return answer.bid_data;
}

describe.each(BID_TYPES.map((type) => [type.id, type] as [string, BidType]))('%s', (_, type) => {
  it('validates, holds points, sends the exact bodies, fails then succeeds', async () => {
    // 10:00 on a Monday: every market used here is before its open time.
    const sandbox = await openBidSandbox(mondayAt(10));
    const market = await sandbox.market(type.market);
    const errors = vi.spyOn(toastBid, 'error');
    const fetchSpy = spyOnFetch();
    // Opened by its URL, as a reload or a shared link opens it: the market comes from ?market=.
    renderApp(bidPathFor(type, market.gameId));
    expect(await screen.findByRole('heading', { name: type.title })).toBeInTheDocument();
    const wallet = await walletLoaded();
    expect(wallet).toBe(await sandbox.balance());

    // Every invalid entry: its message on screen, nothing added, nothing held. A bid toast closes
    // after 3 s, so each is read as it shows (a loaded machine took longer over the later ones).
    for (const bad of invalidCases(type, wallet)) {
      await proceed(type, bad.inputs);
      expect(errors, bad.name).toHaveBeenLastCalledWith(bad.message);
      expect(await screen.findAllByText(bad.message), bad.name).not.toHaveLength(0);
      expect(pendingRows()).toHaveLength(0);
      expect(shownWallet()).toBe(wallet);
    }

    // A valid entry: one pending row (SP Motor: one per generated pana), the wallet lowered per
    // the type's cost rule.
    const { inputs, rows } = VALID[type.id];
    const cost = type.cost === 'once' ? Number(POINTS) : Number(POINTS) * rows;
    const listed = type.id === 'sp-motor' ? rows : 1;
    await proceed(type, { ...inputs, points: POINTS });
    expect(pendingRows()).toHaveLength(listed);
    expect(shownWallet()).toBe(wallet - cost);

    // A second one, removed again row by row: the wallet comes back.
    await proceed(type, { ...inputs, points: '20' });
    expect(pendingRows()).toHaveLength(2 * listed);
    while (pendingRows().length > listed) {
      const last = pendingRows().at(-1)!;
      await user.click(within(last).getByRole('button', { name: /^Remove / }));
    }
    expect(shownWallet()).toBe(wallet - cost);

    // The confirmation shows the totals of what will be sent.
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialogFact('Total Bid')).toBe(String(rows));
    expect(dialogFact('Total Point')).toBe(String(rows * Number(POINTS)));
    expect(dialogFact('Game Type')).toBe(
      type.market === 'gali' ? '-' : type.session === 'close' ? 'Close' : 'Open',
    );
    expect(dialogFact('Bid Type')).toBe(type.title);
    expect(dialogFact('Game Id')).toBe(market.gameId);
    expect(dialogFact('Game Name')).toBe(market.gameName);
    expect(dialogFact('Date')).toBe(TODAY);
    expect(within(dialog).getByText(/will not be cancelled in any situation/)).toBeInTheDocument();

    // Refused by the provider: the message, the dialog still open, SUBMIT usable again.
    const path = SUBMIT_PATH[type.market];
    const calls = type.id === 'sp-dp-tp' ? 3 : 1;
    const refusal = { path, kind: 'status_false', msg: 'Market suspended', times: calls };
    await sandbox.sim('POST', '/faults', refusal);
    await user.click(within(dialog).getByRole('button', { name: 'SUBMIT' }));
    await waitFor(() => expect(errors).toHaveBeenLastCalledWith('Market suspended'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'SUBMIT' })).toBeEnabled();
    expect(await sandbox.balance()).toBe(wallet);

    // Accepted: the exact bodies, the toast, the list cleared, the provider debited.
    await user.click(within(dialog).getByRole('button', { name: 'SUBMIT' }));
    expect(await screen.findByText('Bid placed successfully!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(pendingRows()).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();

    const built = createBidSlip(type, market).add(
      { ...inputs, points: POINTS, session: 'Open' },
      Infinity,
    );
    if (!built.ok) throw new Error(built.message);
    const expected = built.slip.submissions(sandbox.token, TODAY).map((s) => s.body);
    const sent = bodiesSentTo(fetchSpy, path);
    expect(sent).toHaveLength(2 * calls);
    const accepted = sent.slice(calls).map(({ env_type: _e, app_key: _k, ...body }) => body);
    const byPana = (b: { new_result: { pana: string } }) => b.new_result.pana;
    expect(accepted.sort((a, b) => byPana(a as never).localeCompare(byPana(b as never)))).toEqual(
      expected.sort((a, b) => byPana(a).localeCompare(byPana(b))),
    );

    const total = rows * Number(POINTS);
    expect(await sandbox.balance()).toBe(wallet - total);
    await waitFor(() => expect(shownWallet()).toBe(wallet - total));
    const placed = (await todaysBids(sandbox, type.market)).filter(
      (bid) => bid.game_name === market.gameName,
    );
    expect(placed).toHaveLength(rows);
    expect(placed.every((bid) => bid.points === POINTS && bid.bid_date === PLACED_AT)).toBe(true);
  });
});
