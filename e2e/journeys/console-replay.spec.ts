import { createControlClient } from '@panna/mock-provider/control-client';
import {
  ledgerIds,
  marketIds,
  marketNamesOf,
  playersOf,
  worldState,
} from '@panna/mock-provider/scenarios';
import { DAY, at, expect, test, toast } from '../fixtures/test';
import { paths, urlOf } from '../fixtures/paths';
import { ConsolePage } from '../pages/console-page';

/** The replay's world is made on another day, at another hour: its demo markets and seed differ. */
const REPLAY_WORLD_MADE_AT = '2025-03-09T21:30:00+05:30';

test('a day recorded in the console, with players signing up and bidding in the app, replays the same in a world made on another day at another hour, where its results are found by market and date', async ({
  page,
  browser,
  sim,
  clock,
  registerPage,
  otpPage,
  homePage: home,
  gameMenuPage,
  bidPage: bid,
}) => {
  test.setTimeout(150_000);
  // The world made at 11:00 (DEMO MAIN opens at 01:00 PM), its clock running.
  await clock.start(at('11:00'));
  const qa = await ConsolePage.open(browser, sim.host, 'markets');
  await qa.button('Record').click();
  await expect(qa.page.getByRole('status').filter({ hasText: 'Recording: 0 steps' })).toBeVisible();

  // QA sets the clock and freezes it there in one action, so that times are exact from then on.
  await qa.setAndFreeze(DAY, '11:01:00');
  await expect(qa.card('Now').getByRole('status')).toHaveText(
    'Clock set to 11:01:00 AM and frozen',
  );
  await expect(qa.time).toHaveText('11:01:00 AM');
  await expect(qa.clockState).toContainText('Frozen');
  await qa.panel('Markets').click();

  // QA adds a market of the day.
  const add = qa.card('Add a market');
  await add.getByLabel('Name').fill('QA DAY');
  await add.getByLabel('Open time').fill('01:30 PM');
  await add.getByLabel('Close time').fill('02:30 PM');
  await add.getByRole('button', { name: 'Add market' }).click();
  await expect(add.getByRole('status')).toContainText('Made QA DAY');
  const qaDay = (await sim.control.call('GET /markets')).markets.find((m) => m.name === 'QA DAY')!;
  await expect(qa.marketRow('QA DAY').getByRole('cell').first()).toHaveText(String(qaDay.id));

  // A player signs up in the app, with the code from the SMS outbox.
  const meera = '9000000711';
  await page.goto(paths.register);
  await registerPage.register({ username: 'Meera', mobile: meera, password: 'her-secret' });
  await expect(page).toHaveURL(urlOf(paths.registerOtp));
  await otpPage.enter(await sim.latestOtp(meera));
  await expect(page).toHaveURL(urlOf(paths.home));

  // QA credits her; she bids in the app on DEMO MAIN and on QA DAY.
  await qa.panel('Players').click();
  await qa.field('Mobile').fill(meera);
  await qa.button('Find player').click();
  await qa.field('Points').fill('1000');
  await qa.button('Credit').click();
  await expect(qa.page.getByLabel('Balance')).toHaveText('1000 points');
  for (const [market, digit] of [
    ['DEMO MAIN', '5'],
    ['QA DAY', '3'],
  ] as const) {
    await home.goto();
    await home.card(market).button.click();
    await gameMenuPage.tile('Single Digit').click();
    await bid.proceed({ fields: { Digit: digit }, points: '100', session: 'Open' });
    await bid.submitButton.click();
    await bid.confirm.submitButton.click();
    await expect(toast(page, 'Bid placed successfully!')).toBeVisible();
  }

  // QA registers a player, bids and asks for a deposit as him, then places random bids.
  await qa.panel('Players').click();
  const register = qa.card('Register a player');
  await register.getByLabel('New mobile').fill('9000000712');
  await register.getByLabel('Name').fill('Ravi');
  await register.getByLabel('Starting balance').fill('500');
  await register.getByRole('button', { name: 'Register player' }).click();
  // The form stays, empty for the next player, with the one registered under it.
  await expect(register.getByRole('status')).toHaveText(
    'Registered Ravi (9000000712) with 500 points.',
  );
  await expect(register.getByLabel('New mobile')).toHaveValue('');
  await register.getByRole('link', { name: '9000000712' }).click();
  await expect(qa.page.getByLabel('Balance')).toHaveText('500 points');
  const bidAs = qa.card('Bid as this player');
  await bidAs.getByLabel('Market').selectOption({ label: 'QA DAY (main, taking open bids)' });
  await bidAs.getByLabel('Bid type').selectOption({ label: 'Jodi Digit' });
  await bidAs.getByLabel('Jodi Digit').fill('39');
  await bidAs.getByLabel('Bid points').fill('50');
  await bidAs.getByRole('button', { name: 'Place bid' }).click();
  await expect(bidAs.getByRole('status')).toHaveText(
    'Placed: Bid Successfully Submitted Balance 450.',
  );
  const money = qa.card('Deposit or withdraw as this player');
  await money.getByLabel('Amount').fill('300');
  await money.getByRole('button', { name: 'Request deposit' }).click();
  await expect(money.getByRole('status')).toContainText('Requested');
  await qa.panel('Players').click();
  const random = qa.card('Random bids');
  await random.getByLabel('Bids').fill('6');
  await random.getByLabel('Seed').fill('9');
  await random.getByRole('button', { name: 'Place random bids' }).click();
  await expect(random.getByRole('status')).toContainText('6 bids:');

  // Past the open, the results; a script approves the deposit (any source is recorded).
  await qa.setClock(DAY, '13:35:00');
  await qa.panel('Results').click();
  const declare = qa.card('Declare a result');
  for (const [market, pana] of [
    ['QA DAY (main)', '139'],
    ['DEMO MAIN (main)', '500'],
  ] as const) {
    await declare.getByLabel('Market').selectOption({ label: market });
    await declare.getByLabel('Session', { exact: true }).selectOption('open');
    await declare.getByLabel('Pana').fill(pana);
    await declare.getByRole('button', { name: 'Preview settlement' }).click();
    await qa.dialog.getByRole('button', { name: 'Declare result' }).click();
    await expect(declare.getByRole('status')).toContainText('points paid');
  }
  const { deposits } = await sim.control.call('GET /deposits', { status: 'pending' });
  await sim.control.call('POST /deposits/:id/approve', { id: deposits[0]!.id });

  await qa.button('Stop recording').click();
  await qa.panel('Scenarios').click();
  const yaml = await qa.field('Recorded scenario (YAML)').inputValue();
  expect(yaml).toContain('- player: { mobile: "9000000711", name: "Meera", as: "p9000000711" }');
  // Set and freeze is one clock step: after the recording's start, the instant set, frozen.
  const lines = yaml.split('\n');
  const from = lines.findIndex((line) => line.startsWith('  # Recorded from '));
  const qaDayStep = lines.findIndex((line, i) => i > from && line.startsWith('  - market: '));
  expect(lines.slice(from + 2, qaDayStep)).toEqual([
    '  - clock: { set: "2025-03-03T11:01:00.000+05:30", freeze: true }',
  ]);
  expect(yaml).not.toContain('her-secret');
  const named = marketNamesOf(yaml);
  const markets = new Set(
    (await sim.control.call('GET /markets')).markets
      .filter((m) => named.has(m.name))
      .map((m) => m.id),
  );
  const mobiles = playersOf(yaml);
  expect(mobiles).toEqual(expect.arrayContaining([meera, '9000000712']));
  const recordedAt = Date.parse(/^description: "Recorded from (\S+) /m.exec(yaml)![1]!);
  const recorded = await worldState(sim.control, { mobiles, markets, since: recordedAt });

  // Replayed in a fresh sandbox made on another day at another hour.
  const name = `${sim.sandbox.slice(0, 54)}-replay`;
  const replay = createControlClient({ baseUrl: sim.host.replace(sim.sandbox, name) });
  try {
    await replay.call('POST /reset', { at: REPLAY_WORLD_MADE_AT });
    const seeded = await marketIds(replay);
    const had = await ledgerIds(replay);
    const report = await replay.call('POST /scenarios/run', { scenario: yaml });
    expect(report.steps.filter((s) => !s.ok)).toEqual([]);
    const made = new Set([...(await marketIds(replay))].filter((id) => !seeded.has(id)));
    expect(made.size).toBe(markets.size);
    const replayed = await worldState(replay, { mobiles, markets: made, since: recordedAt, had });

    // One by one: each player's balance, bids and ledger rows; each result; what is owed.
    for (const [i, player] of recorded.players.entries()) {
      const again = replayed.players[i]!;
      expect(again.wallet, player.mobile).toBe(player.wallet);
      expect(again.bids, player.mobile).toEqual(player.bids);
      expect(again.ledger, player.mobile).toEqual(player.ledger);
    }
    expect(recorded.players.flatMap((p) => p.bids).length).toBeGreaterThan(4);
    expect(replayed.results).toEqual(recorded.results);
    expect(replayed.owed).toEqual(recorded.owed);

    // In the replay's console (its markets made again, so names repeat: the ids tell them apart),
    // the day's result is found by its market, and the day's results by their date.
    const again = await ConsolePage.open(browser, sim.host.replace(sim.sandbox, name), 'results');
    const declared = again.card('Declared results');
    const replayedDay = (await replay.call('GET /markets')).markets.find(
      (m) => m.name === 'QA DAY',
    )!;
    await declared
      .getByLabel('Results of market')
      .selectOption({ label: `QA DAY (main, id ${replayedDay.id})` });
    await expect(declared.getByRole('row', { name: `QA DAY ${DAY}` })).toContainText('139-3');
    await declared.getByLabel('Results of date').fill(DAY);
    await expect(declared.getByRole('status')).toHaveText('1 result found.');
    await declared.getByLabel('Results of market').selectOption({ label: 'Every market' });
    await expect(declared.getByRole('row', { name: `KALYAN ${DAY}` })).toBeVisible();
    for (const row of await declared.getByRole('row', { name: /\d{4}-\d\d-\d\d$/ }).all())
      expect(await row.getAttribute('aria-label')).toMatch(new RegExp(` ${DAY}$`));
    await again.close();
  } finally {
    await createControlClient({ baseUrl: new URL(sim.host).origin })
      .call('DELETE /sandboxes/:name', { name })
      .catch(() => undefined);
    await qa.close();
  }
});
