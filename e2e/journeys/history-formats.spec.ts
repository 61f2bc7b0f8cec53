import { placeBid } from '../fixtures/bids';
import { DEMO_MARKETS } from '../fixtures/bid-journey';
import { paths } from '../fixtures/paths';
import { at, expect, test } from '../fixtures/test';

/**
 * Issue #28: one format per kind of value in every history: a time reads `3 Mar 2025, 10:00 AM`
 * (four-digit year; the provider's main and Gali win times carry no AM or PM, and none is made
 * up), and money `₹ 1,000`, Win Amount as the passbook.
 */
const DATE_TIME = /^\d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2}( [AP]M)?$/;

test('bids, wins and the passbook read their dates and amounts one way', async ({
  page,
  sim,
  demo,
  historyPage: history,
}) => {
  const main = await sim.market(DEMO_MARKETS.main.name);
  const starline = await sim.market(DEMO_MARKETS.starline.name);
  const now = at('10:00');
  await placeBid(sim, demo.token, main, 'single-digit', { digits: '1', points: 100 }, now);
  await placeBid(sim, demo.token, starline, 'star-single-digit', { digits: '1', points: 100 }, now);
  await sim.declare({ game_id: main.id, session: 'open', pana: '128', early: true });
  await sim.declare({ game_id: starline.id, pana: '128', early: true });

  for (const path of [paths.bidHistory, paths.starlineBidHistory]) {
    await page.goto(path);
    const card = history.cards.first();
    await expect(history.value(card, 'Date')).toHaveText(/^3 Mar 2025, 10:00 AM$/);
    await expect(history.value(card, 'Points')).toHaveText('100');
  }
  for (const path of [paths.winHistory, paths.starlineWinHistory]) {
    await page.goto(path);
    const card = history.cards.first();
    await expect(history.value(card, 'Date')).toHaveText(DATE_TIME);
    await expect(history.value(card, 'Date')).toContainText('3 Mar 2025, 10:00');
    await expect(history.value(card, 'Win Amount')).toHaveText('₹ 950');
  }
  await page.goto(paths.starlineWinHistory);
  await expect(history.value(history.cards.first(), 'Date')).toHaveText('3 Mar 2025, 10:00 AM');

  await page.goto(paths.transactions);
  const win = history.card(/Win: DEMO MAIN/);
  await expect(win).toContainText('+ ₹ 950');
  await expect(win.getByText(DATE_TIME)).toBeVisible();
});
