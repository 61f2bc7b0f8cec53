import { DEMO, VIEWER, expect, test } from '../fixtures/test';
import { ConsolePage } from '../pages/console-page';

test('faults, journal and settings: a refused value named beside its field changes nothing; a fault hits, shows in the journal, goes', async ({
  browser,
  sim,
}) => {
  const qa = await ConsolePage.open(browser, sim.host, 'faults');
  const add = qa.card('Add a fault');

  // A probability over 1: the simulator's message stands beside the field, and no fault is made.
  await add.getByLabel('Probability (0 to 1)').fill('2');
  await add.getByRole('button', { name: 'Add fault' }).click();
  await expect(add.getByRole('alert')).toHaveText('probability must be <= 1');
  await expect(add.getByLabel('Probability (0 to 1)')).toHaveAttribute('aria-invalid', 'true');
  expect((await sim.control.call('GET /faults')).faults).toHaveLength(0);

  await add.getByLabel('Probability (0 to 1)').fill('');
  await add.getByLabel('Provider path').selectOption('api-user-wallet-balance');
  await add.getByLabel('Times (then it expires)').fill('1');
  await add.getByLabel('Message').fill('Down for QA');
  await add.getByRole('button', { name: 'Add fault' }).click();
  const row = qa.page.getByRole('row', { name: /^fault / });
  await expect(row).toContainText('api-user-wallet-balance');
  await expect(row).toContainText('0 of 1');

  // The player's call is refused by the fault; the journal shows it, filtered to the player.
  const { token } = await sim.login(DEMO.mobile, DEMO.password);
  await sim.provider('api-user-wallet-balance', { unique_token: token });
  await expect(row).toHaveCount(0);
  await sim.provider('api-game-rates', {});

  await qa.panel('Journal').click();
  const calls = qa.page.getByRole('list', { name: 'Provider calls, newest first' });
  await expect(calls.getByRole('listitem').first()).toContainText('api-game-rates');
  await qa.field('Player mobile').fill(DEMO.mobile);
  await qa.field('Answer').selectOption('false');
  const entry = calls.getByRole('listitem');
  await expect(entry).toHaveCount(1);
  await expect(entry).toContainText('api-user-wallet-balance');
  await expect(entry).toContainText('Down for QA');
  await entry.getByText('api-user-wallet-balance').click();
  // The token is shown by its ends only: whoever reads the journal cannot use it.
  const request = entry.locator('pre').first();
  await expect(request).toContainText(`${token.slice(0, 4)}…${token.slice(-4)}`);
  await expect(request).not.toContainText(token);

  // Settings: a minimum over its maximum is refused beside it; a rate is saved; the profile too.
  await qa.panel('Settings').click();
  const limits = qa.card('Limits');
  await limits.getByLabel('Minimum deposit').fill('60000');
  await limits.getByRole('button', { name: 'Save limits' }).click();
  await expect(limits.getByRole('alert')).toHaveText(
    'minDeposit (60000) must not exceed maxDeposit (50000)',
  );
  const before = (await sim.control.call('GET /settings')).settings;
  expect(before.minDeposit).toBe(100);

  const rates = qa.card('Main market rates');
  await rates.getByLabel('Single Digit paid').fill('lots');
  await rates.getByRole('button', { name: 'Save rates' }).click();
  await expect(rates.getByRole('alert')).toContainText('rates.main.single_digit.1');
  await rates.getByLabel('Single Digit paid').fill('96');
  await rates.getByRole('button', { name: 'Save rates' }).click();
  await expect(rates.getByRole('status')).toHaveText('Main market rates saved.');
  await qa.card('Provider profile').getByLabel('Profile').selectOption('strict');
  await qa.button('Save profile').click();
  await expect(qa.card('Provider profile').getByRole('status')).toHaveText('Profile strict.');
  const after = (await sim.control.call('GET /settings')).settings;
  expect(after.rates.main.single_digit).toEqual([10, 96]);
  expect(after.profile).toBe('strict');
  await qa.close();
});

test('a lost answer for one player: QA adds it in the faults panel; the call is applied and the journal says its answer was lost', async ({
  browser,
  sim,
}) => {
  const qa = await ConsolePage.open(browser, sim.host, 'faults');
  const add = qa.card('Add a fault');
  await add.getByLabel('Kind').selectOption('drop_after');
  await add.getByLabel('Provider path').selectOption('api-user-transfer-wallet-balance');
  await add.getByLabel("Player's mobile (empty for every caller)").fill(DEMO.mobile);
  await add.getByLabel('Times (then it expires)').fill('1');
  await add.getByRole('button', { name: 'Add fault' }).click();
  const row = qa.page.getByRole('row', { name: /^fault / });
  await expect(row).toContainText(DEMO.mobile);

  const { token } = await sim.login(DEMO.mobile, DEMO.password);
  const viewer = await sim.wallet(VIEWER.mobile);
  await expect(
    sim.provider('api-user-transfer-wallet-balance', {
      unique_token: token,
      amount: '100',
      mobile_no: VIEWER.mobile,
      transfer_note: '',
    }),
  ).rejects.toThrow();
  expect(await sim.wallet(VIEWER.mobile)).toBe(viewer + 100);

  await qa.panel('Journal').click();
  const entry = qa.page
    .getByRole('list', { name: 'Provider calls, newest first' })
    .getByRole('listitem')
    .filter({ hasText: 'api-user-transfer-wallet-balance' });
  await expect(entry).toContainText('answered, answer lost');
  await expect(entry).toContainText('fault drop_after');
  await qa.close();
});
