import { DEMO, VIEWER, expect, test } from '../fixtures/test';
import { ConsolePage } from '../pages/console-page';

test('overrides: an answer that is not JSON is refused beside its field; one for a player answers their calls only, shows its hits, goes', async ({
  browser,
  sim,
}) => {
  const qa = await ConsolePage.open(browser, sim.host, 'overrides');
  const add = qa.card('Add an override');
  const answer = add.getByLabel('Answer (JSON)');

  // Not JSON: said beside the field, and nothing is sent.
  await answer.fill('{"status": true,');
  await add.getByRole('button', { name: 'Add override' }).click();
  await expect(add.getByRole('alert')).toContainText('The answer is not JSON');
  await expect(answer).toHaveAttribute('aria-invalid', 'true');
  expect((await sim.control.call('GET /overrides')).overrides).toHaveLength(0);

  // The simulator's own refusal (a status out of range) stands beside its field.
  await answer.fill('{"status": true, "msg": "Success", "wallet_amt": "lots"}');
  await add.getByLabel('Provider path').selectOption('api-user-wallet-balance');
  await add.getByLabel('HTTP status (default 200)').fill('99');
  await add.getByRole('button', { name: 'Add override' }).click();
  await expect(add.getByRole('alert')).toHaveText('status must be >= 200');
  await add.getByLabel('HTTP status (default 200)').fill('');
  await add.getByLabel('Times (default 1; 0 until removed)').fill('0');
  await add.getByLabel('Only this player (mobile)').fill(DEMO.mobile);
  await add.getByRole('button', { name: 'Add override' }).click();
  await expect(add.getByRole('status')).toHaveText('Override o1 added.');
  const row = qa.page.getByRole('row', { name: 'override o1' });
  await expect(row).toContainText('api-user-wallet-balance');
  await expect(row).toContainText('0, until removed');

  // The demo player's balance call gets the override; the viewer's does not.
  const { token } = await sim.login(DEMO.mobile, DEMO.password);
  const wallet = await sim.provider('api-user-wallet-balance', { unique_token: token });
  expect(wallet).toEqual({ status: true, msg: 'Success', wallet_amt: 'lots' });
  await expect(row).toContainText('1, until removed');
  const viewer = await sim.login(VIEWER.mobile, VIEWER.password);
  expect(await sim.balance(viewer.token)).not.toBeNaN();
  await expect(row).toContainText('1, until removed');
  const path = 'api-user-wallet-balance';
  const [demoCall] = await sim.control.verify({ path, player: DEMO.mobile, count: 1 });
  expect(demoCall?.override).toBe('o1');
  const [viewerCall] = await sim.control.verify({ path, player: VIEWER.mobile, count: 1 });
  expect(viewerCall).not.toHaveProperty('override');

  await row.getByRole('button', { name: 'Remove override o1' }).click();
  await expect(row).toHaveCount(0);
  expect(await sim.balance(token)).not.toBeNaN();
  await qa.close();
});
