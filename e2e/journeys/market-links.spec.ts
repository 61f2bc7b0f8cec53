/**
 * Issue #17 item 3: menus and bid screens carry their market in the URL (`?market={game_id}`), so a
 * reload, back and forward, or a shared link open the same screen for the same market. (A closed
 * market opened by its URL: bids.spec.ts, issue #19.)
 */
import { bidTypeById } from '@panna/shared/bids';
import { DEMO_MARKETS } from '../fixtures/bid-journey';
import { paths, urlOf } from '../fixtures/paths';
import { at, expect, test, toast } from '../fixtures/test';

// Each test names `demo`: it starts on DAY at 10:00 with the DEMO player signed in.
test('a reloaded /single?market=... keeps its market and still places a bid', async ({
  page,
  sim,
  demo: { token },
  openBidScreen,
  bidPage: bid,
}) => {
  const market = await sim.market(DEMO_MARKETS.main.name);
  await openBidScreen(bidTypeById('single-digit'));
  await expect(page).toHaveURL(urlOf(paths.bidScreen('single-digit', market.id)));

  await page.reload();
  await expect(page).toHaveURL(urlOf(paths.bidScreen('single-digit', market.id)));
  await expect(page.getByText(market.name, { exact: true })).toBeVisible();
  await expect(bid.proceedButton).toBeEnabled();
  await bid.proceed({ fields: { Digit: '5' }, points: '10', session: 'Open' });
  await bid.submitButton.click();
  await expect(bid.confirm.fact('Game Name')).toHaveText(market.name);
  await bid.confirm.submitButton.click();
  await expect(toast(page, 'Bid placed successfully!')).toBeVisible();

  const rows = await sim.bidHistory(token, 'main', at('10:00'));
  expect(rows.map((r) => [r.game_name, r.digits, r.points])).toEqual([[market.name, '5', '10']]);
});

test("back and forward go between two markets' menus, each with its own market", async ({
  page,
  sim,
  demo: _,
  homePage: home,
  gameMenuPage: menu,
}) => {
  const first = await sim.market(DEMO_MARKETS.main.name);
  const second = await sim.addMarket({
    kind: 'main',
    name: 'E2E SECOND',
    open_time: '12:00 PM',
    close_time: '02:00 PM',
  });
  await home.goto();
  await home.card(first.name).button.click();
  await expect(page).toHaveURL(urlOf(paths.menuScreen('main', first.id)));
  await expect(menu.title).toHaveText(first.name);
  await home.goto();
  await home.card(second.name).button.click();
  await expect(page).toHaveURL(urlOf(paths.menuScreen('main', second.id)));
  await expect(menu.title).toHaveText(second.name);

  // Back past the home to the first menu, then forward again to the second.
  // (Each step waits for its screen, as a player would: the home is a page load of its own.)
  await page.goBack();
  await expect(home.markets).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(urlOf(paths.menuScreen('main', first.id)));
  await expect(menu.title).toHaveText(first.name);
  await page.goForward();
  await expect(home.markets).toBeVisible();
  await page.goForward();
  await expect(page).toHaveURL(urlOf(paths.menuScreen('main', second.id)));
  await expect(menu.title).toHaveText(second.name);

  // A tile opens that market's screen, whose URL names it too.
  await menu.tile('Single Digit').click();
  await expect(page).toHaveURL(urlOf(paths.bidScreen('single-digit', second.id)));
  await expect(page.getByText(second.name, { exact: true })).toBeVisible();
});

test('an unknown market id goes back to its list with a message', async ({ page, demo: _ }) => {
  for (const [screen, list] of [
    [paths.bidScreen('single-digit', 99999), paths.home],
    [paths.menuScreen('starline', 99999), paths.starline],
    [paths.bidScreen('gali-left-digit', 99999), paths.gali],
  ] as const) {
    await page.goto(screen);
    await expect(page, screen).toHaveURL(urlOf(list));
    await expect(toast(page, 'Please choose a market first.')).toBeVisible();
  }
});
