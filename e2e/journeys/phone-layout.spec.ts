import { BID_TYPES } from '@panna/shared/bids';
import type { Page } from '@playwright/test';
import { DEMO, VIEWER, at, expect, holdToasts, test, toast } from '../fixtures/test';
import { placeBid } from '../fixtures/bids';
import type { Sim, SimMarket } from '../fixtures/sim';
import { HISTORY_SCREENS, paths } from '../fixtures/paths';

/** The narrowest phone the app is made for. */
test.use({ viewport: { width: 360, height: 740 } });

/** Server texts longer than a phone is wide, some with words no line can hold. */
const LONG = {
  headline:
    'Deposits above 5000 points are credited within thirty minutes, withdrawals every hour from ten in the morning: https://support.example/panna/deposits-and-withdrawals',
  market: (name: string) => `${name.replace(/ /g, '')}NIGHTSPECIALMARKETWITHAVERYLONGNAME ${name}`,
  player: 'RaviKumarSharmaFromTheNorthernDistrictOfThisState Ji',
};

interface World {
  main: SimMarket;
  starline: SimMarket;
  gali: SimMarket;
}

type SignIn = (player: typeof DEMO) => Promise<{ token: string }>;

/**
 * The demo world with every long text the server can send: both headlines, the three demo
 * markets' names, the player's name (renamed before signing in, as the app keeps the name it
 * signed in with); and a bid on each market, settled, so that the histories have cards that
 * carry those names.
 */
async function longTexts(sim: Sim, signIn: SignIn): Promise<World> {
  const before = await sim.login(DEMO.mobile, DEMO.password);
  await sim.provider('api-profile-update', { unique_token: before.token, user_name: LONG.player });
  const signedIn = await signIn(DEMO);
  await sim.settings({
    headlines: {
      '1': { status: '1', notes: LONG.headline },
      '2': { status: '1', notes: LONG.headline },
    },
  });
  const world: World = {
    main: await sim.market('DEMO MAIN'),
    starline: await sim.market('DEMO STARLINE'),
    gali: await sim.market('DEMO GALI'),
  };
  for (const market of Object.values(world)) {
    await sim.control.call('PATCH /markets/:id', { id: market.id, name: LONG.market(market.name) });
    market.name = LONG.market(market.name);
  }
  const now = at('10:00');
  await placeBid(sim, signedIn.token, world.main, 'single-digit', { digits: '8', points: 10 }, now);
  await placeBid(
    sim,
    signedIn.token,
    world.starline,
    'star-single-digit',
    { digits: '7', points: 10 },
    now,
  );
  await placeBid(
    sim,
    signedIn.token,
    world.gali,
    'gali-left-digit',
    { digits: '4', points: 10 },
    now,
  );
  await sim.declare({ game_id: world.main.id, session: 'open', pana: '125', early: true });
  await sim.declare({ game_id: world.starline.id, pana: '250', early: true });
  await sim.declare({ game_id: world.gali.id, jodi: '45', early: true });
  return world;
}

/** A screen to measure, and the long server text it shows (awaited first), if it shows one. */
type Screen = readonly [path: string, shows?: string];

/** Every route of both spec route tables, by how it is reached, with what it shows. */
const VISITOR_SCREENS: Screen[] = [
  [paths.login],
  [paths.register],
  [paths.registerOtp],
  [paths.forgotPassword],
  [paths.resetOtp],
  [paths.resetPassword],
  [paths.welcome],
  [paths.howToPlay],
];
const headerScreens = ({ main, starline, gali }: World): Screen[] => [
  [paths.home, main.name],
  [paths.home, LONG.headline],
  [paths.star, starline.name],
  [paths.galiGame, gali.name],
  [paths.histories],
  [paths.win, main.name],
  [paths.winData, main.name],
  [paths.bid, main.name],
  [paths.imp8],
  [paths.walletAlias],
  [paths.myModel],
  [paths.transfer],
  [paths.transferModel],
  [paths.addFund, LONG.headline],
  [paths.about],
  [paths.privacy],
  [paths.privacyPolicy],
  [paths.deleteAccount],
  [paths.changePassword],
  [paths.profile, LONG.player],
];
const standaloneScreens = ({ main, starline, gali }: World): Screen[] => [
  [paths.starline, starline.name],
  [paths.gali, gali.name],
  [paths.charts, main.name],
  [paths.funds, LONG.headline],
  [paths.wallet],
  [paths.withdraw],
  [paths.qrPay],
  [paths.upiPay],
  [paths.gameRates],
  [paths.withdrawRule],
  [paths.depositRule],
  [paths.bidHistory, main.name],
  [paths.winHistory, main.name],
  [paths.galiWinHistory, gali.name],
  [paths.galiBidHistory, gali.name],
  [paths.starlineBidHistory, starline.name],
  [paths.starlineWinHistory, starline.name],
  [paths.transactions, main.name],
  [paths.withdrawHistory],
  [paths.withdrawFundHistory],
  [paths.addFundHistory],
  [paths.verifyUpi],
];
const playScreens = (world: World): Screen[] => [
  [paths.menuScreen('main', world.main.id), world.main.name],
  [paths.menuScreen('starline', world.starline.id), world.starline.name],
  [paths.menuScreen('gali', world.gali.id), world.gali.name],
  ...BID_TYPES.map((type): Screen => {
    const market = world[type.market];
    return [paths.bidScreen(type.id, market.id), market.name];
  }),
];

/** The screens that, once drawn with their data, are wider than the phone, with their width. */
async function tooWide(page: Page, screens: readonly Screen[]): Promise<string[]> {
  const wide: string[] = [];
  for (const [path, shows] of screens) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeAttached();
    if (shows) await expect(page.getByText(shows).first(), path).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);
    const { scroll, viewport } = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      viewport: document.documentElement.clientWidth,
    }));
    if (scroll > viewport) wide.push(`${path}: ${scroll} px`);
  }
  return wide;
}

test.describe('no screen is wider than a 360 px phone, whatever the server says', () => {
  test.describe.configure({ timeout: 180_000 });

  test('the signed-out screens', async ({ page, sim, clock }) => {
    await clock.start(at('10:00'));
    await sim.settings({ headlines: { '1': { status: '1', notes: LONG.headline } } });
    expect(await tooWide(page, VISITOR_SCREENS)).toEqual([]);
  });

  test('the screens under the header', async ({ page, sim, signIn, clock }) => {
    await clock.start(at('10:00'));
    const world = await longTexts(sim, signIn);
    expect(await tooWide(page, headerScreens(world))).toEqual([]);
  });

  test('the standalone screens', async ({ page, sim, signIn, clock }) => {
    await clock.start(at('10:00'));
    const world = await longTexts(sim, signIn);
    expect(await tooWide(page, standaloneScreens(world))).toEqual([]);
  });

  test('the bid menus and screens', async ({ page, sim, signIn, clock }) => {
    await clock.start(at('10:00'));
    const world = await longTexts(sim, signIn);
    expect(await tooWide(page, playScreens(world))).toEqual([]);
  });
});

test('Add Funds shows its balance, options and footer beside a long headline', async ({
  page,
  sim,
  signIn,
  clock,
  homePage: home,
}) => {
  await clock.start(at('10:00'));
  await longTexts(sim, signIn);
  for (const path of [paths.funds, paths.addFund]) {
    await page.goto(path);
    await expect(page.getByRole('link', { name: 'Pay via QR' })).toBeInViewport({ ratio: 1 });
    await expect(page.getByRole('region', { name: 'Current Balance' })).toBeInViewport({
      ratio: 1,
    });
  }
  await expect(home.footer).toBeInViewport({ ratio: 1 });
});

test('the date filter of every bid and win history fits in its card', async ({
  page,
  signIn,
  clock,
  historyPage: history,
}) => {
  await clock.start(at('10:00'));
  await signIn(DEMO);
  for (const path of HISTORY_SCREENS) {
    await page.goto(path);
    const card = await history.filter.boundingBox();
    for (const part of [history.from, history.to, history.submit]) {
      const box = await part.boundingBox();
      expect(box && card, path).toBeTruthy();
      expect(box!.x, path).toBeGreaterThanOrEqual(card!.x);
      expect(box!.x + box!.width, path).toBeLessThanOrEqual(card!.x + card!.width);
    }
  }
});

test('a title that fits stands still; a long one starts readable, then scrolls to its end', async ({
  page,
  sim,
  signIn,
  clock,
  appHeader: header,
  bidPage: bid,
}) => {
  await clock.start(at('10:00'));
  await signIn(DEMO);
  const market = await sim.market('DEMO MAIN');

  // 'Single Digit' beside the wallet pill: whole, and still.
  await bid.open(paths.bidScreen('single-digit', market.id));
  await expect(bid.wallet).toBeVisible();
  await expect(header.title).toHaveText('Single Digit');
  expect(await header.holdTitleAt(0)).toBe(0);
  const still = await header.titleOffsets();
  expect(still.left).toBeGreaterThanOrEqual(0);
  expect(still.right).toBeLessThanOrEqual(0);

  // A market name longer than the bar: at first its beginning shows where the title starts...
  const name = 'KALYAN NIGHT SPECIAL MARKET OF THE NORTHERN DISTRICT';
  await sim.control.call('PATCH /markets/:id', { id: market.id, name });
  await page.goto(paths.menuScreen('main', market.id));
  await expect(header.title).toHaveText(name);
  expect(await header.holdTitleAt(0)).toBe(1);
  expect((await header.titleOffsets()).left).toBe(0);
  // ...and it still does a little later (the pause)...
  await header.holdTitleAt(0.15);
  expect((await header.titleOffsets()).left).toBe(0);
  // ...then it moves, until its end shows where the title ends.
  await header.holdTitleAt(0.5);
  expect((await header.titleOffsets()).left).toBeLessThan(0);
  await header.holdTitleAt(0.9);
  expect(Math.abs((await header.titleOffsets()).right)).toBeLessThan(1);
});

test('error toasts come one at a time, below the header and the wallet', async ({
  page,
  sim,
  signIn,
  clock,
  bidPage: bid,
  appHeader: header,
}) => {
  await clock.start(at('10:00'));
  await signIn(DEMO);
  await bid.open(paths.bidScreen('single-digit', (await sim.market('DEMO MAIN')).id));
  await expect(bid.proceedButton).toBeEnabled();

  await bid.proceed({ fields: { Digit: '' }, points: '' });
  const first = toast(page, 'Please enter the number.');
  await expect(first).toBeVisible();
  // Its own time never runs out here: only the next message may take it away.
  await holdToasts(page);
  await bid.proceed({ fields: { Digit: '5' }, points: '' });
  await expect(toast(page, 'Please enter point.')).toBeVisible();
  await expect(first).toHaveCount(0);
  await expect(page.getByRole('alert')).toHaveCount(1);

  const bar = await header.bar.boundingBox();
  const shown = await page.getByRole('alert').boundingBox();
  expect(shown!.y).toBeGreaterThanOrEqual(bar!.y + bar!.height);
});

test("the betting-off footer's home button stands off the screen's edge", async ({ homeAt }) => {
  const home = await homeAt('10:00', VIEWER);
  const button = home.footer.getByRole('link', { name: 'Home' });
  await expect(button).toBeVisible();
  const box = await button.boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(8);
});
