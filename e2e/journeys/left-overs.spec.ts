/**
 * Issue 42 item 6, on the phones players have (touch, 360x640 and 390x844): a pending Open row at
 * the switch to the close session, a sign-in failure's toast after signing in, a bid tried
 * offline and the offline marker, and what a screen reader hears of closed cards and results not
 * declared.
 */
import type { Locator, Page } from '@playwright/test';
import { bidTypeById } from '@panna/shared/bids';
import { DEMO_MARKETS } from '../fixtures/bid-journey';
import { paths, urlOf } from '../fixtures/paths';
import { serviceWorkerControls } from '../fixtures/service-worker';
import { DEMO, at, expect, holdToasts, test, toast } from '../fixtures/test';

const PHONES = [
  { width: 360, height: 640 },
  { width: 390, height: 844 },
] as const;

const OPEN_ROWS_TAKEN_OFF =
  'The open session has closed: your Open bids were taken off the list and their points given back.';
const OFFLINE_BID =
  'You are offline: your bid was not sent. Connect to the internet and try again.';

/** The page's elements under the middle and the ends of `marker`, but for the marker itself. */
function coveredBy(marker: Locator): Promise<string[]> {
  return marker.evaluate((bar) => {
    const box = bar.getBoundingClientRect();
    const y = box.top + box.height / 2;
    const under = [box.left + 4, box.left + box.width / 2, box.right - 4].flatMap((x) =>
      document.elementsFromPoint(x, y),
    );
    const page: (Element | null)[] = [document.documentElement, document.body, bar.parentElement];
    return [...new Set(under)]
      .filter((element) => !bar.contains(element) && !page.includes(element))
      .map((element) => `${element.tagName.toLowerCase()}.${element.className}`);
  });
}

/** Waits until the screen at `path` is among the player's saved screens (it then shows offline). */
const saved = (page: Page, path: string) =>
  expect
    .poll(() => page.evaluate(() => localStorage.getItem('panna:saved-queries') ?? ''))
    .toContain(`"${path}"`);

for (const viewport of PHONES) {
  test.describe(`a ${viewport.width}x${viewport.height} phone`, () => {
    test.use({ viewport });

    test.describe('five minutes before a market opens', () => {
      test.use({ startAt: '11:55' });

      test('the open time passing takes a pending Open bid off the slip, gives its points back and says so', async ({
        page,
        sim,
        demo,
        clock,
        homePage: home,
        gameMenuPage: menu,
        bidPage: bid,
      }) => {
        await sim.addMarket({
          kind: 'main',
          name: 'E2E KALYAN',
          open_time: '12:00 PM',
          close_time: '02:00 PM',
        });
        await home.goto();
        await home.card('E2E KALYAN').button.tap();
        await menu.tile('Single Digit').tap();
        await expect(bid.openRadio).toBeChecked();
        await bid.proceed({ fields: { Digit: '4' }, points: '100', session: 'Open' });
        await expect(bid.pending).toHaveCount(1);
        await expect.poll(() => bid.walletShown()).toBe(9_900);

        await clock.advance(6 * 60_000); // 12:01: the open session has closed
        await expect(
          page.getByRole('status').filter({ hasText: OPEN_ROWS_TAKEN_OFF }),
        ).toBeVisible();
        await expect(bid.pending).toHaveCount(0);
        await expect(bid.submitButton).toBeHidden();
        await expect.poll(() => bid.walletShown()).toBe(10_000);

        // The close session takes the bid, and the provider has only that one.
        await expect(bid.closeRadio).toBeChecked();
        await bid.proceed({ fields: { Digit: '4' }, points: '100' });
        await expect(page.getByText(OPEN_ROWS_TAKEN_OFF)).toBeHidden();
        await bid.submitButton.tap();
        await bid.confirm.submitButton.tap();
        await expect(toast(page, 'Bid placed successfully!')).toBeVisible();
        const rows = await sim.bidHistory(demo.token, 'main', at('12:01'));
        expect(rows.map((row) => [row.session, row.digits, row.points])).toEqual([
          ['Close', '4', '100'],
        ]);
      });
    });

    test("a wrong password's toast goes once the player signs in, and covers nothing of the shared screen", async ({
      page,
      sim,
      clock,
      loginPage: login,
    }) => {
      await clock.start(at('10:00'));
      const market = await sim.market(DEMO_MARKETS.main.name);
      await page.goto(paths.bidScreen('single-digit', market.id));
      await expect(page).toHaveURL(urlOf(paths.login));
      await login.phone.fill(DEMO.mobile);
      await login.password.fill('not-my-password');
      await login.signInButton.tap();
      const failure = toast(page, 'User Not Registered');
      await expect(failure).toBeVisible();
      // Its own time never runs out here: only signing in may take it away.
      await holdToasts(page);

      await login.password.fill(DEMO.password);
      await login.signInButton.tap();
      await expect(page).toHaveURL(urlOf(paths.bidScreen('single-digit', market.id)));
      await expect(page.getByText(market.name, { exact: true })).toBeVisible();
      await expect(failure).toHaveCount(0);
    });

    test.describe('with the app installed', () => {
      // Its service worker keeps the app's code for use offline (offline-lists.spec.ts).
      test.use({ serviceWorkers: 'allow' });

      test('a bid tried offline says the phone is offline, and the offline marker covers nothing', async ({
        page,
        context,
        sim,
        demo: _,
        openBidScreen,
        bidPage: bid,
      }) => {
        const market = await sim.market(DEMO_MARKETS.main.name);
        await openBidScreen(bidTypeById('single-digit'));
        await serviceWorkerControls(page);
        await bid.proceed({ fields: { Digit: '5' }, points: '10', session: 'Open' });
        await saved(page, '/single');

        await context.setOffline(true);
        const marker = page.getByRole('status').filter({ hasText: 'Offline — showing saved data' });
        await expect(marker).toBeVisible();
        expect(await coveredBy(marker)).toEqual([]);
        await expect(page.getByText(market.name, { exact: true })).toBeInViewport({ ratio: 1 });

        await bid.submitButton.tap();
        await bid.confirm.submitButton.tap();
        await expect(toast(page, OFFLINE_BID)).toBeVisible();
        await expect(bid.confirm.dialog).toBeVisible();
        expect(await sim.journal('api-submit-bid')).toHaveLength(0);

        // Back online: the marker goes, and the same bid is placed.
        await context.setOffline(false);
        await expect(marker).toBeHidden();
        await bid.confirm.submitButton.tap();
        await expect(toast(page, 'Bid placed successfully!')).toBeVisible();
      });
    });

    test('a closed card does not announce Play, and a result not declared is not read as asterisks', async ({
      sim,
      clock,
      signIn,
      homePage: home,
    }) => {
      await clock.start(at('10:00'));
      await sim.addMarket({
        kind: 'main',
        name: 'E2E MORNING',
        open_time: '08:00 AM',
        close_time: '09:00 AM',
      });
      await sim.addMarket({
        kind: 'main',
        name: 'E2E NOON',
        open_time: '12:00 PM',
        close_time: '02:00 PM',
      });
      await signIn(DEMO);
      await home.goto();
      const closed = home.card('E2E MORNING');
      await expect(closed.item).toContainText('***-**-***');
      await expect(closed.item).toContainText('Close for today');
      await expect(closed.button).toHaveAccessibleName(/Result not declared/);
      await expect(closed.button).not.toHaveAccessibleName(/Play|\*/);
      const open = home.card('E2E NOON');
      await expect(open.button).toHaveAccessibleName(/Result not declared.*Market is open.*Play$/);
      await expect(open.button).not.toHaveAccessibleName(/\*/);
    });
  });
}
