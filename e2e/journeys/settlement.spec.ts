import { placeBid } from '../fixtures/bids';
import { DEMO, at, expect, keepScreenshot, test } from '../fixtures/test';
import { paths } from '../fixtures/paths';
import { grouped } from '../fixtures/money';

test('a declared result settles: the win is in win history and the wallet is credited', async ({
  page,
  sim,
  signIn,
  clock,
  homePage: home,
  historyPage: history,
}) => {
  await clock.start(at('11:50'));
  const market = await sim.addMarket({
    kind: 'main',
    name: 'E2E MILAN',
    open_time: '12:00 PM',
    close_time: '02:00 PM',
  });
  const { token } = await signIn(DEMO);
  await placeBid(
    sim,
    token,
    market,
    'single-digit',
    { digits: '1', points: 100, session: 'Open' },
    at('11:50'),
  );
  await placeBid(
    sim,
    token,
    market,
    'single-digit',
    { digits: '2', points: 50, session: 'Open' },
    at('11:50'),
  );
  const staked = await sim.balance(token);
  expect(staked).toBe(9_850);

  await home.goto();
  await expect(home.walletLink).toContainText('9,850');

  await clock.advance(15 * 60_000); // 12:05, after the open
  const settled = await sim.declare({ game_id: market.id, session: 'open', pana: '128' }); // ank 1
  expect(settled).toMatchObject({ bids: 2, winners: 1 });
  expect(settled.paid).toBeGreaterThan(0);

  // The header's wallet follows the dashboard poll.
  await expect(home.walletLink).toContainText(grouped(staked + settled.paid), { timeout: 12_000 });
  expect(await sim.balance(token)).toBe(staked + settled.paid);

  await page.goto(paths.winHistory);
  await expect(history.cards).toHaveCount(1);
  const win = history.card('E2E MILAN');
  await expect(win).toContainText('Single Digit');
  await expect(history.value(win, 'Digits')).toHaveText('1');
  // Money reads one way in every history (issue #28): the passbook's '₹ 1,000'.
  await expect(history.value(win, 'Win Amount')).toHaveText(`₹ ${grouped(settled.paid)}`);
  await keepScreenshot(page, 'win-history');

  // The passbook has the credit.
  await page.goto(paths.transactions);
  await expect(history.card(`+ ₹ ${grouped(settled.paid)}`, 'E2E MILAN')).toContainText('Credit');
});
