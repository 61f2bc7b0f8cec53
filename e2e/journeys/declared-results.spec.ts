import { DEMO_MARKETS } from '../fixtures/bid-journey';
import { paths, urlOf } from '../fixtures/paths';
import { expect, test, toast } from '../fixtures/test';

/**
 * Issue #28: a session whose result is declared reads closed everywhere, though the provider's
 * msg_status (which goes by the clock alone) still says the market runs: the home, Starline and
 * Gali lists, the bid-type menu and the session choice.
 */

// Each list is polled every 5 s: a declared result shows within two polls.
const POLLED = { timeout: 12_000 };

test('a main market with both results declared reads closed on the home, and its menu refuses', async ({
  page,
  sim,
  demo: _,
  homePage: home,
  bidPage: bid,
}) => {
  const market = await sim.market(DEMO_MARKETS.main.name);
  await home.goto();
  const card = home.card(market.name);
  await expect(card.item).toContainText('Market is open');

  await sim.declare({ game_id: market.id, session: 'open', pana: '128', early: true });
  await expect(card.item).toContainText('128-1*-***', POLLED);
  // The open result ends the open session only: the market still takes close bids.
  await expect(card.item).toContainText('Market is open');

  await sim.declare({ game_id: market.id, session: 'close', pana: '370', early: true });
  await expect(card.item).toContainText('128-10-370', POLLED);
  await expect(card.item).toContainText('Close for today');
  await card.button.click();
  await expect(page).toHaveURL(urlOf(paths.home));

  // A typed or shared link to its menu goes back, saying why.
  await bid.open(paths.menuScreen('main', market.id));
  await expect(toast(page, `Bidding is closed for ${market.name}`)).toBeVisible();
  await expect(page).toHaveURL(urlOf(paths.home));
});

test('an open result declared: the menu blocks the open-session games, the session choice offers Close only', async ({
  page,
  sim,
  demo: _,
  gameMenuPage: menu,
  bidPage: bid,
}) => {
  const market = await sim.market(DEMO_MARKETS.main.name);
  await sim.declare({ game_id: market.id, session: 'open', pana: '128', early: true });

  await bid.open(paths.menuScreen('main', market.id));
  await expect(menu.title).toHaveText(market.name);
  await expect(menu.tile('Jodi Digit')).toHaveAttribute('aria-disabled', 'true');
  await expect(menu.tile('Full Sangam')).toHaveAttribute('aria-disabled', 'true');
  await expect(menu.tile('Single Digit')).not.toHaveAttribute('aria-disabled', 'true');

  await bid.open(paths.bidScreen('single-digit', market.id));
  await expect(bid.openRadio).toBeDisabled();
  await expect(bid.closeRadio).toBeEnabled();
  await expect(page).toHaveURL(/\/single\?/);
});

test('a Starline slot and a Gali market read closed once their result is declared', async ({
  page,
  sim,
  demo: _,
  starlinePage: starline,
  galiPage: gali,
  bidPage: bid,
}) => {
  const slot = await sim.market(DEMO_MARKETS.starline.name);
  await starline.goto();
  await expect(starline.card(slot.name).item).toContainText('Running Now');
  await sim.declare({ game_id: slot.id, pana: '128', early: true });
  await expect(starline.card(slot.name).item).toContainText('Closed for today', POLLED);
  await bid.open(paths.menuScreen('starline', slot.id));
  await expect(toast(page, `Bidding is closed for ${slot.name}`)).toBeVisible();
  await expect(page).toHaveURL(urlOf(paths.starline));

  const market = await sim.market(DEMO_MARKETS.gali.name);
  await gali.goto();
  await expect(gali.card(market.name).item).toContainText('Running Now');
  await sim.declare({ game_id: market.id, jodi: '47', early: true });
  await expect(gali.card(market.name).item).toContainText('Closed for today', POLLED);
  await bid.open(paths.bidScreen('gali-left-digit', market.id));
  await expect(toast(page, 'Bidding is closed for Left Digit')).toBeVisible();
  await expect(page).toHaveURL(urlOf(paths.gali));
});
