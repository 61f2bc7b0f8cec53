import { DEMO, VIEWER, at, expect, keepScreenshot, test } from '../fixtures/test';
import { HISTORY_SCREENS, paths, urlOf, urlWithQuery } from '../fixtures/paths';

test('a visitor sees the landing page, and every way in leads to /login', async ({
  page,
  landingPage: landing,
}) => {
  await landing.goto();
  await expect(
    page
      .getByText('PLEASE DOWNLOAD ANDROID APPLICATION FOR FAST DEPOSIT AND FAST WITHDRAW (24×7)')
      .first(),
  ).toBeVisible();
  await keepScreenshot(page, 'landing');

  for (const label of ['AddFund', 'Withdraw', 'Gali Disawar', 'Starline']) {
    await expect(landing.shortcuts.getByRole('link', { name: label })).toHaveAttribute(
      'href',
      paths.login,
    );
  }
  await landing.menuButton.click();
  const menu = page.getByRole('dialog');
  const items = [
    'Home',
    'Add Funds',
    'Wallet',
    'Win History',
    'Bid History',
    'Game Rates',
    'Change Password',
    'My Profile',
    'Login',
  ];
  await expect(menu.getByRole('link')).toHaveCount(items.length);
  for (const label of items)
    await expect(menu.getByRole('link', { name: label, exact: true })).toHaveAttribute(
      'href',
      paths.login,
    );
  await menu.getByRole('link', { name: 'Wallet', exact: true }).click();
  await expect(page).toHaveURL(urlOf(paths.login));

  await landing.goto();
  await landing.shortcuts.getByRole('link', { name: 'Starline' }).click();
  await expect(page).toHaveURL(urlOf(paths.login));
  await landing.goto();
  await landing.loginButton.click();
  await expect(page).toHaveURL(urlOf(paths.login));

  // How To Play is public; signed-in pages are not.
  await page.goto(paths.howToPlay);
  await expect(page).toHaveURL(urlOf(paths.howToPlay));
  await page.goto(paths.funds);
  await expect(page).toHaveURL(urlOf(paths.login));
});

test('the home list updates while a result is declared', async ({ page, sim, homeAt }) => {
  const home = await homeAt('12:30', DEMO);
  const card = home.card('DEMO MAIN');
  await expect(card.item).toContainText('***-**-***');
  await expect(card.item).toContainText('Market is open');
  await expect(card.item).toContainText('Open Bid: 02:30 PM');
  await expect(home.walletLink).toContainText('10,000');
  await keepScreenshot(page, 'home');

  const market = await sim.market('DEMO MAIN');
  // Before the market's cut-offs: declared early, as QA may.
  await sim.declare({ game_id: market.id, session: 'open', pana: '128', early: true });
  // The dashboard is polled every 5 s: the open result shows without a reload.
  await expect(card.item).toContainText('128-1*-***', { timeout: 12_000 });
  await sim.declare({ game_id: market.id, session: 'close', pana: '370', early: true });
  await expect(card.item).toContainText('128-10-370', { timeout: 12_000 });
});

test('a closed market card shakes and vibrates, and does not navigate', async ({
  page,
  sim,
  demo: _,
  homePage: home,
}) => {
  await sim.addMarket({
    kind: 'main',
    name: 'E2E EARLY',
    open_time: '08:00 AM',
    close_time: '09:00 AM',
  });
  await page.addInitScript(() => {
    const calls: unknown[] = [];
    Object.defineProperty(window, '__vibrations', { value: calls });
    Object.defineProperty(Navigator.prototype, 'vibrate', {
      value: (pattern: unknown) => calls.push(pattern) > 0,
      configurable: true,
    });
  });
  await home.goto();
  const closed = home.card('E2E EARLY');
  await expect(closed.item).toContainText('Close for today');

  // The shake lasts 0.5 s: its class changes are recorded, so a busy machine cannot miss it.
  await closed.item.evaluate((card) => {
    const classes: string[] = [];
    Object.defineProperty(window, '__cardClasses', { value: classes });
    new MutationObserver(() => classes.push(card.getAttribute('class') ?? '')).observe(card, {
      attributeFilter: ['class'],
    });
  });
  await closed.button.click();
  await expect
    .poll(() =>
      page.evaluate(() => (window as unknown as { __cardClasses: string[] }).__cardClasses),
    )
    .toContainEqual(expect.stringMatching(/market-card--shake/));
  expect(
    await page.evaluate(() => (window as unknown as { __vibrations: unknown[] }).__vibrations),
  ).toEqual([100]);
  await expect(page).toHaveURL(urlOf(paths.home));
  await expect(closed.item).not.toHaveClass(/market-card--shake/); // after 0.5 s

  // An open card, by contrast, opens its game menu.
  await home.card('DEMO MAIN').button.click();
  await expect(page).toHaveURL(urlWithQuery(paths.mainMenu));
});

test('a player without betting sees only results and charts', async ({ page, sim, homeAt }) => {
  const home = await homeAt('10:00', VIEWER);
  const card = home.card('DEMO MAIN');
  await expect(card.item).toContainText('Market is open');
  await expect(card.chartLink).toHaveAttribute('target', '_blank');
  await expect(card.item.getByText('Play', { exact: true })).toHaveCount(0);
  await expect(home.walletLink).toHaveCount(0);
  await expect(home.footer.getByRole('link')).toHaveText(['Home']);
  await expect(home.footer.getByRole('button', { name: 'Support' })).toBeVisible();
  await keepScreenshot(page, 'home-betting-off');

  // Tapping an open market stays home; a typed bid URL goes back home too.
  await card.button.click();
  await expect(page).toHaveURL(urlOf(paths.home));
  const market = await sim.market('DEMO MAIN');
  await page.goto(paths.bidScreen('single-digit', market.id));
  await expect(page).toHaveURL(urlOf(paths.home));

  const menu = await home.openMenu();
  await expect(menu.dialog.getByRole('link')).toHaveText([
    'Home',
    'Market Charts',
    'Change Password',
    'Privacy Policy',
  ]);
  await menu.item('Market Charts').click();
  await expect(page).toHaveURL(urlOf(paths.charts));
  await expect(
    page.getByRole('list', { name: 'Market Charts' }).getByRole('listitem').first(),
  ).toBeVisible();

  await page.goto(paths.gali);
  await expect(page.getByRole('link', { name: 'Bid-History' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Win History' })).toHaveCount(0);
  await expect(page.getByText('Play Game')).toHaveCount(0);
  expect(await sim.journal('api-submit-bid')).toHaveLength(0);
});

test.describe('issue #19: what a player finds on the home and landing screens', () => {
  test('Download App links the configured installer; without one it installs the web app', async ({
    page,
    sim,
    landingPage: landing,
  }) => {
    // This build names no installer: Download App installs the web app. Headless Chromium makes
    // no install offer, so the steps to add it to the home screen are shown.
    await landing.goto();
    await landing.downloadButton.click();
    const steps = page.getByRole('dialog', { name: 'Install the app' });
    await expect(steps.getByRole('listitem').first()).toContainText('Add to Home screen');
    await steps.getByRole('button', { name: 'OK' }).click();

    // Where the browser offers to install (beforeinstallprompt), its own prompt is shown instead;
    // offered here before the app's code runs, as a fast browser may.
    await page.addInitScript(() => {
      addEventListener('DOMContentLoaded', () => {
        const offer = Object.assign(new Event('beforeinstallprompt'), {
          prompt: () => {
            (window as unknown as { prompted: boolean }).prompted = true;
            return Promise.resolve();
          },
          userChoice: Promise.resolve({ outcome: 'accepted' }),
        });
        dispatchEvent(offer);
      });
    });
    await landing.goto();
    await landing.downloadButton.click();
    await expect.poll(() => page.evaluate(() => 'prompted' in window)).toBe(true);
    await expect(steps).toHaveCount(0);

    const installer = 'https://downloads.example/panna-1.4.apk';
    await page.route('**/config.json', (route) =>
      route.fulfill({ json: { providerHost: sim.host, androidApkUrl: installer } }),
    );
    await landing.goto();
    await expect(page.getByRole('link', { name: 'Download App' })).toHaveAttribute(
      'href',
      installer,
    );
  });

  test("the win claim 'up to 10 Lac Points' is on the landing and home screens", async ({
    page,
    signIn,
    clock,
    landingPage,
    homePage,
  }) => {
    await clock.start(at('10:00'));
    await landingPage.goto();
    await expect(page.getByText('Win up to 10 Lac Points')).toBeVisible();
    await signIn(DEMO);
    await homePage.goto();
    await expect(page.getByText('Win up to 10 Lac Points')).toBeVisible();
  });

  test.describe('a player without betting', () => {
    test.describe.configure({ timeout: 150_000 });

    test.beforeEach(async ({ signIn, clock }) => {
      await clock.start(at('10:00'));
      await signIn(VIEWER);
    });

    test('is sent home from wallet, funds, withdraw, transfer, histories and rates', async ({
      page,
      sim,
    }) => {
      const reserved = [
        paths.transfer,
        paths.transferModel,
        paths.withdraw,
        paths.funds,
        paths.addFund,
        paths.qrPay,
        paths.upiPay,
        paths.verifyUpi,
        paths.withdrawRule,
        paths.depositRule,
        paths.wallet,
        paths.imp8,
        paths.walletAlias,
        paths.myModel,
        paths.gameRates,
        paths.histories,
        ...HISTORY_SCREENS,
        paths.transactions,
        paths.withdrawHistory,
        paths.withdrawFundHistory,
        paths.addFundHistory,
      ];
      for (const path of reserved) {
        await page.goto(path);
        await expect(page, path).toHaveURL(urlOf(paths.home));
      }
      expect(await sim.journal('api-user-transfer-wallet-balance')).toHaveLength(0);
    });

    test("is sent from a bid menu or screen to its market kind's home", async ({ page, sim }) => {
      const main = await sim.market('DEMO MAIN');
      const starline = await sim.market('DEMO STARLINE');
      const gali = await sim.market('DEMO GALI');
      const play = [
        [paths.menuScreen('main', main.id), paths.home],
        [paths.bidScreen('jodi-digit', main.id), paths.home],
        [paths.menuScreen('starline', starline.id), paths.starline],
        [paths.bidScreen('star-single-digit', starline.id), paths.starline],
        [paths.menuScreen('gali', gali.id), paths.gali],
        [paths.bidScreen('gali-left-digit', gali.id), paths.gali],
      ] as const;
      for (const [path, home] of play) {
        await page.goto(path);
        await expect(page, path).toHaveURL(urlOf(home));
      }
    });

    test('keeps results, charts and the account', async ({ page }) => {
      for (const path of [
        paths.starline,
        paths.gali,
        paths.charts,
        paths.profile,
        paths.changePassword,
        paths.howToPlay,
      ]) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 }).first(), path).toBeVisible();
        await expect(page, path).toHaveURL(urlOf(path));
      }
    });
  });
});
