import { DEMO_MARKETS } from '../fixtures/bid-journey';
import { paths } from '../fixtures/paths';
import { DEMO, at, expect, test } from '../fixtures/test';

/**
 * Issue 42, items 3 and 8: the app takes "now" from the provider's answers, and a main market's
 * result declared before 08:00 shows from the moment it is declared. The simulator's clock is set
 * hours away from the browser's, which these journeys never move with the simulator's: the
 * browser's stays on another day (13:00, two days later, when the real server's rule shows today's
 * results and every session of the morning has passed), and the app follows the simulator.
 */

// Each list is polled every 5 s: what the simulator changed shows within two polls.
const POLLED = { timeout: 12_000 };
/** The browser's clock: another day, another hour. */
const PHONE = at('13:00', '2025-03-05');

test.beforeEach(async ({ page, sim }) => {
  // Made at 04:00, DEMO MAIN opens at 06:00 and closes at 08:00, every day.
  await sim.reset(at('04:00'));
  await page.clock.setSystemTime(PHONE);
});

test("DEMO MAIN's open result declared at 06:03 shows on its card at once and ends its open session", async ({
  page,
  sim,
  signIn,
  homePage: home,
  gameMenuPage: menu,
  bidPage: bid,
}) => {
  await sim.setClock(at('06:03'));
  await signIn(DEMO);
  const market = await sim.market(DEMO_MARKETS.main.name);
  await home.goto();
  const card = home.card(market.name);
  // Yesterday's result until today's is declared: it closes nothing today.
  await expect(card.item).toContainText(/\d{3}-\d{2}-\d{3}/);
  await expect(card.item).toContainText('Market is open');

  await sim.declare({ game_id: market.id, session: 'open', pana: '128' });
  await expect(card.item).toContainText('128-1*-***', POLLED);
  await expect(card.item).toContainText('Market is open');
  await bid.open(paths.menuScreen('main', market.id));
  await expect(menu.title).toHaveText(market.name);
  await expect(menu.tile('Jodi Digit')).toHaveAttribute('aria-disabled', 'true');
  await bid.open(paths.bidScreen('single-digit', market.id));
  await expect(bid.openRadio).toBeDisabled();
  await expect(bid.closeRadio).toBeChecked();
  await expect(page.getByLabel('Date')).toHaveValue('3-March-2025');
});

test('a result declared early, at 04:55, shows at once; its close closes the card for the day', async ({
  sim,
  signIn,
  homePage: home,
}) => {
  await sim.setClock(at('04:55'));
  await signIn(DEMO);
  const market = await sim.market(DEMO_MARKETS.main.name);
  await home.goto();
  const card = home.card(market.name);
  await expect(card.item).toContainText('Market is open');
  await sim.declare({ game_id: market.id, session: 'open', pana: '128', early: true });
  await sim.declare({ game_id: market.id, session: 'close', pana: '370', early: true });
  await expect(card.item).toContainText('128-10-370', POLLED);
  await expect(card.item).toContainText('Close for today');
});

test("a bid's cut-off follows the simulator's clock", async ({
  page,
  sim,
  signIn,
  bidPage: bid,
}) => {
  // 05:58: two minutes before DEMO MAIN's open; the browser's clock says it passed long ago.
  await sim.setClock(at('05:58'));
  await signIn(DEMO);
  const market = await sim.market(DEMO_MARKETS.main.name);
  await bid.open(paths.bidScreen('single-digit', market.id));
  await expect(bid.openRadio).toBeEnabled();
  await expect(bid.openRadio).toBeChecked();
  await expect(page.getByLabel('Date')).toHaveValue('3-March-2025');

  // The simulator's clock passes the open time: the screen, polling, follows it.
  await sim.setClock(at('06:01'));
  await expect(bid.openRadio).toBeDisabled(POLLED);
  await expect(bid.closeRadio).toBeChecked();
});

test("the withdraw window follows the simulator's clock", async ({
  page,
  sim,
  signIn,
  withdrawPage: withdraw,
}) => {
  // 09:30: before the window (10:00 AM to 06:00 PM); the browser's 13:00 is inside it.
  await sim.setClock(at('09:30'));
  const { token } = await signIn(DEMO);
  await sim.provider('api-add-user-upi-details', {
    unique_token: token,
    upi_type: '2',
    google_pay_no: '9123456789',
    paytm_no: '',
    phon_pay_no: '',
  });
  await page.goto(paths.withdraw);
  await expect(withdraw.method.getByRole('option', { name: /9123456789/ })).toBeAttached();
  await withdraw.withdraw('600', /9123456789/);
  await expect(
    page.getByText('Withdrawals are only allowed during specified hours.'),
  ).toBeVisible();
  expect(await sim.journal('api-user-withdraw-fund-request')).toHaveLength(0);

  // 10:05 on the simulator: the next answers say so, and the request is taken.
  await sim.setClock(at('10:05'));
  await page.goto(paths.withdraw);
  await withdraw.withdraw('600', /9123456789/);
  await expect(page).toHaveURL(/\/imp$/);
  expect(await sim.balance(token)).toBe(9_400);
});
