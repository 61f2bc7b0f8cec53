import { BID_TYPES, type BidType, type BidTypeId } from '@panna/shared/bids';
import type { Page } from '@playwright/test';
import { DEMO, at, expect, keepScreenshot, test, toast, dismissToast } from '../fixtures/test';
import { BidPage, GameMenuPage, type BidInput } from '../pages/bid-page';
import { HomePage } from '../pages/home-page';

/**
 * A valid bid for every type of the catalogue (field labels are the screen's), with what the
 * confirmation must call its Game Type and some (digits, closedigits) rows the provider must file.
 */
interface Case {
  input: BidInput;
  gameType: string;
  rows: [string, string][];
}

const CASES: Record<BidTypeId, Case> = {
  'single-digit': {
    input: { fields: { Digit: '5' }, points: '10', session: 'Open' },
    gameType: 'Open',
    rows: [['5', '']],
  },
  'jodi-digit': {
    input: { fields: { 'Jodi Digit': '47' }, points: '20' },
    gameType: 'Close',
    rows: [['47', '']],
  },
  'single-pana': {
    input: { fields: { Pana: '128' }, points: '10', session: 'Close' },
    gameType: 'Close',
    rows: [['128', '']],
  },
  'double-pana': {
    input: { fields: { Pana: '112' }, points: '15' },
    gameType: 'Open',
    rows: [['112', '']],
  },
  'triple-pana': {
    input: { fields: { Pana: '777' }, points: '10' },
    gameType: 'Open',
    rows: [['777', '']],
  },
  'half-sangam': {
    input: { fields: { 'Open Digit': '3', 'Close Pana': '120' }, points: '10' },
    gameType: 'Open',
    rows: [['3', '120']],
  },
  'full-sangam': {
    input: { fields: { 'Open Pana': '128', 'Close Pana': '370' }, points: '10' },
    gameType: 'Open',
    rows: [['128', '370']],
  },
  'sp-dp-tp': {
    input: { fields: { Digit: '5' }, points: '10', boxes: ['SP', 'DP', 'TP'] },
    gameType: 'Open',
    rows: [
      ['140', ''],
      ['113', ''],
      ['555', ''],
    ],
  },
  'sp-motor': {
    input: { fields: { Digits: '1234' }, points: '10' },
    gameType: 'Open',
    rows: [
      ['123', ''],
      ['124', ''],
      ['134', ''],
      ['234', ''],
    ],
  },
  'dp-motor': {
    input: { fields: { Digits: '12' }, points: '10' },
    gameType: 'Open',
    rows: [
      ['112', ''],
      ['122', ''],
    ],
  },
  'star-single-digit': {
    input: { fields: { Digit: '7' }, points: '10' },
    gameType: 'Open',
    rows: [['7', '']],
  },
  'star-single-pana': {
    input: { fields: { Pana: '128' }, points: '10' },
    gameType: 'Open',
    rows: [['128', '']],
  },
  'star-double-pana': {
    input: { fields: { Pana: '112' }, points: '10' },
    gameType: 'Open',
    rows: [['112', '']],
  },
  'star-triple-pana': {
    input: { fields: { Pana: '000' }, points: '10' },
    gameType: 'Open',
    rows: [['000', '']],
  },
  'gali-left-digit': {
    input: { fields: { 'Left Digit': '4' }, points: '10' },
    gameType: '-',
    rows: [['4', '']],
  },
  'gali-right-digit': {
    input: { fields: { 'Right Digit': '7' }, points: '10' },
    gameType: '-',
    rows: [['7', '']],
  },
  'gali-jodi-digit': {
    input: { fields: { 'Jodi Digit': '47' }, points: '10' },
    gameType: '-',
    rows: [['47', '']],
  },
};

/** What Proceed takes off the displayed wallet: every row's points, DP Motor's once (spec 1 §4). */
const heldBy = (type: BidType, points: number, totalPoints: number) =>
  type.cost === 'once' ? points : totalPoints;

/** Each kind's list, its rolling demo market, and the menu a card opens. */
const MARKETS = {
  main: { home: '/imp', list: 'Markets', name: 'DEMO MAIN', menu: /\/game\?/ },
  starline: {
    home: '/imp2',
    list: 'Starline markets',
    name: 'DEMO STARLINE',
    menu: /\/stargame\?/,
  },
  gali: {
    home: '/galiIMP',
    list: 'Gali Disawar markets',
    name: 'DEMO GALI',
    menu: /\/galiallgame\?/,
  },
} as const;

/** From the kind's market list: the demo market's card, then the bid type's tile. */
async function openBidScreen(page: Page, type: BidType): Promise<BidPage> {
  const market = MARKETS[type.market];
  const home = new HomePage(page, market.list);
  await home.goto(market.home);
  await home.card(market.name).button.click();
  await expect(page).toHaveURL(market.menu);
  const menu = new GameMenuPage(page);
  await expect(menu.title).toHaveText(market.name);
  await menu.tile(type.title).click();
  const bid = new BidPage(page);
  await expect(bid.proceedButton).toBeEnabled();
  return bid;
}

/** The labels the provider files a type's rows under. */
const rowLabels = (type: BidType): string[] =>
  type.expansion === 'sp-dp-tp'
    ? ['Single Pana', 'Double Pana', 'Triple Pana']
    : [type.label ?? type.title];

test.describe('every bid type', () => {
  for (const type of BID_TYPES) {
    test(`${type.market} ${type.title} (${type.id}) is placed and matches the provider`, async ({
      page,
      sim,
      signIn,
      clock,
    }) => {
      const now = at('10:00');
      await clock.start(now);
      const { token } = await signIn(DEMO);
      const before = await sim.balance(token);
      const { input, gameType, rows: made } = CASES[type.id];

      const bid = await openBidScreen(page, type);
      await expect(bid.wallet).toContainText(String(before));
      await expect(bid.date).toHaveValue('3-March-2025');
      await bid.proceed(input);
      await expect(bid.pending).toHaveCount(1);
      await expect(bid.submitButton).toBeVisible();
      await keepScreenshot(page, `bid-${type.id}`);

      await bid.submitButton.click();
      const { confirm } = bid;
      await expect(confirm.dialog).toBeVisible();
      await expect(confirm.fact('Bid Type')).toHaveText(type.title);
      await expect(confirm.fact('Game Name')).toHaveText(MARKETS[type.market].name);
      await expect(confirm.fact('Game Type')).toHaveText(gameType);
      await expect(confirm.dialog).toContainText(
        'Once you placed a bid, it will not be cancelled in any situation.',
      );
      const totalBids = await confirm.number('Total Bid');
      const totalPoints = await confirm.number('Total Point');
      await expect(bid.wallet).toContainText(
        String(before - heldBy(type, Number(input.points), totalPoints)),
      );

      await confirm.submitButton.click();
      await expect(toast(page, 'Bid placed successfully!')).toBeVisible();
      await expect(confirm.dialog).toBeHidden();
      await expect(bid.pending).toHaveCount(0);

      // The provider took exactly what the confirmation showed, and files the same rows.
      const after = await sim.balance(token);
      expect(after).toBe(before - totalPoints);
      await expect(bid.wallet).toContainText(String(after));
      const rows = (await sim.bidHistory(token, type.market, now)).filter(
        (r) => r.game_name === MARKETS[type.market].name,
      );
      expect(rows).toHaveLength(totalBids);
      expect(rows.reduce((sum, r) => sum + Number(r.points), 0)).toBe(totalPoints);
      expect(new Set(rows.map((r) => r.pana))).toEqual(new Set(rowLabels(type)));
      expect(rows.map((r) => [r.digits, r.closedigits])).toEqual(expect.arrayContaining(made));
    });
  }
});

test('Proceed explains a missing number, missing or too few points, and a short balance', async ({
  page,
  sim,
  signIn,
  clock,
}) => {
  await clock.start(at('10:00'));
  const { token } = await signIn(DEMO);
  const single = BID_TYPES.find((t) => t.id === 'single-digit')!;
  const bid = await openBidScreen(page, single);

  const expectOnly = (message: string) => dismissToast(toast(page, message));

  await bid.proceed({ fields: { Digit: '' }, points: '' });
  await expectOnly('Please enter the number.'); // the digit's message comes first
  await bid.proceed({ fields: { Digit: 'x' }, points: '10' });
  await expectOnly('Number x is not valid.');
  await bid.proceed({ fields: { Digit: '5' }, points: '' });
  await expectOnly('Please enter point.');
  await bid.proceed({ fields: { Digit: '5' }, points: '9' });
  await expectOnly('Required minimum bid amount is 10.');
  await keepScreenshot(page, 'bid-minimum-points');
  await bid.proceed({ fields: { Digit: '5' }, points: '10001' });
  await expectOnly('Insufficient balance please refill your account.');

  // Nothing was added, and the provider was never asked.
  await expect(bid.pending).toHaveCount(0);
  await expect(bid.submitButton).toBeHidden();
  expect(await sim.journal('api-submit-bid')).toHaveLength(0);
  expect(await sim.balance(token)).toBe(10_000);
});

test('open time passing: Open goes, Jodi and Sangam refuse with a toast, Close still bids', async ({
  page,
  sim,
  signIn,
  clock,
}) => {
  await clock.start(at('11:55'));
  await sim.addMarket({
    kind: 'main',
    name: 'E2E KALYAN',
    open_time: '12:00 PM',
    close_time: '02:00 PM',
  });
  const { token } = await signIn(DEMO);
  const home = new HomePage(page);
  await home.goto();
  await home.card('E2E KALYAN').button.click();
  const menu = new GameMenuPage(page);
  await menu.tile('Single Digit').click();
  const bid = new BidPage(page);
  await expect(bid.openRadio).toBeEnabled();
  await expect(bid.openRadio).toBeChecked();

  await clock.advance(6 * 60_000); // 12:01: the open time has passed
  await expect(bid.openRadio).toBeDisabled();
  await expect(bid.closeRadio).toBeChecked();
  await keepScreenshot(page, 'bid-open-time-passed');

  await page.goBack();
  await expect(menu.title).toHaveText('E2E KALYAN');
  for (const title of ['Jodi Digit', 'Half Sangam', 'Full Sangam']) {
    const tile = menu.tile(title);
    await expect(tile).toHaveAttribute('aria-disabled', 'true');
    // The greyed tile still answers a tap with the toast (aria-disabled keeps click() off it).
    await tile.dispatchEvent('click');
    await expect(toast(page, `Bidding is closed for ${title}`)).toBeVisible();
    await expect(page).toHaveURL(/\/game\?/);
  }

  // The close session still takes bids, here and at the provider.
  await menu.tile('Single Digit').click();
  await expect(bid.closeRadio).toBeChecked();
  await bid.proceed({ fields: { Digit: '5' }, points: '10' });
  await bid.submitButton.click();
  await bid.confirm.submitButton.click();
  await expect(toast(page, 'Bid placed successfully!')).toBeVisible();
  const rows = await sim.bidHistory(token, 'main', at('12:01'));
  expect(rows).toEqual([
    expect.objectContaining({ game_name: 'E2E KALYAN', session: 'Close', digits: '5' }),
  ]);
});

test('a provider outage fails the bid with the modal still open, and a retry places it', async ({
  page,
  sim,
  signIn,
  clock,
}) => {
  await clock.start(at('10:00'));
  const { token } = await signIn(DEMO);
  const bid = await openBidScreen(
    page,
    BID_TYPES.find((t) => t.id === 'single-digit')!,
  );
  await bid.proceed({ fields: { Digit: '5' }, points: '100' });
  await bid.submitButton.click();

  const outages = [
    ['http_500', 1],
    ['status_false', 1],
    // Chromium sends a POST again when a reused keep-alive connection closes unanswered (once
    // per idle connection it holds), so the dropped call is dropped every time until cleared.
    ['drop', 20],
  ] as const;
  for (const [kind, times] of outages) {
    await sim.fault({ kind, path: 'api-submit-bid', times });
    await bid.confirm.submitButton.click();
    const failure = toast(page, 'Failed to place bid. Please try again.');
    await expect(failure).toBeVisible();
    await expect(bid.confirm.dialog).toBeVisible();
    await expect(bid.confirm.submitButton).toBeEnabled();
    await expect(bid.confirm.submitButton).toHaveText('SUBMIT');
    await keepScreenshot(page, `bid-outage-${kind}`);
    await expect(failure).toBeHidden();
    await sim.control('DELETE', 'faults');
  }
  expect(await sim.balance(token)).toBe(10_000);

  await bid.confirm.submitButton.click();
  await expect(toast(page, 'Bid placed successfully!')).toBeVisible();
  await expect(bid.confirm.dialog).toBeHidden();
  expect(await sim.balance(token)).toBe(9_900);
});

test('a slow provider and a double tap on SUBMIT record exactly one bid', async ({
  page,
  sim,
  signIn,
  clock,
}) => {
  await clock.start(at('10:00'));
  const { token } = await signIn(DEMO);
  const bid = await openBidScreen(
    page,
    BID_TYPES.find((t) => t.id === 'single-digit')!,
  );
  await bid.proceed({ fields: { Digit: '5' }, points: '100' });
  await bid.submitButton.click();

  await sim.fault({ kind: 'latency', path: 'api-submit-bid', latency_ms: 2_500, times: 2 });
  await bid.confirm.submitButton.dblclick();
  await expect(bid.confirm.submitButton).toHaveText('Submitting...');
  await expect(bid.confirm.submitButton).toBeDisabled();
  await expect(toast(page, 'Bid placed successfully!')).toBeVisible({ timeout: 15_000 });
  await expect(bid.confirm.dialog).toBeHidden();

  expect(await sim.journal('api-submit-bid')).toHaveLength(1);
  expect(await sim.bidHistory(token, 'main', at('10:00'))).toHaveLength(1);
  expect(await sim.balance(token)).toBe(9_900);
});
