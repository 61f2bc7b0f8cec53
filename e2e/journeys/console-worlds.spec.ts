import { createControlClient } from '@panna/mock-provider/control-client';
import { DEMO, expect, test } from '../fixtures/test';
import { ConsolePage } from '../pages/console-page';

test('snapshots and sandboxes: a bad name refused beside the field, save then restore after asking, delete, reset, a sandbox deleted', async ({
  browser,
  sim,
}) => {
  const qa = await ConsolePage.open(browser, sim.host, 'worlds');
  const snapshots = qa.card(`Snapshots of sandbox ${sim.sandbox}`);

  await snapshots.getByLabel('Snapshot name').fill('not a name!');
  await qa.button('Save snapshot').click();
  await expect(snapshots.getByRole('alert')).toContainText('letters, digits, _ and -');
  expect((await sim.control.call('GET /snapshots')).snapshots).toHaveLength(0);

  await sim.credit(DEMO.mobile, 500);
  await snapshots.getByLabel('Snapshot name').fill('before');
  await qa.button('Save snapshot').click();
  const row = qa.page.getByRole('row', { name: 'snapshot before' });
  await expect(row).toBeVisible();
  await sim.credit(DEMO.mobile, 1000);

  // Restoring asks first, with Cancel focused: Enter there changes nothing.
  await row.getByRole('button', { name: 'Restore…' }).click();
  await expect(qa.dialog).toContainText('Restore before?');
  await expect(qa.dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await qa.page.keyboard.press('Enter');
  await expect(qa.dialog).toBeHidden();
  expect(await sim.wallet(DEMO.mobile)).toBe(11_500);
  await row.getByRole('button', { name: 'Restore…' }).click();
  await qa.dialog.getByRole('button', { name: 'Restore snapshot' }).click();
  await expect(snapshots.getByRole('status')).toHaveText('Restored before.');
  expect(await sim.wallet(DEMO.mobile)).toBe(10_500);

  await row.getByRole('button', { name: 'Delete…' }).click();
  await qa.dialog.getByRole('button', { name: 'Delete snapshot' }).click();
  await expect(row).toBeHidden();
  expect((await sim.control.call('GET /snapshots')).snapshots).toHaveLength(0);

  await qa.button(`Reset sandbox ${sim.sandbox}…`).click();
  await qa.dialog.getByRole('button', { name: 'Reset' }).click();
  await expect(qa.card('Reset').getByRole('status')).toContainText('to the seed');
  expect(await sim.wallet(DEMO.mobile)).toBe(10_000);
  await sim.applyProfile();

  // Another sandbox, made by a first call to it, is listed and deleted after asking.
  const other = `${sim.sandbox.slice(0, 56)}-other`;
  await createControlClient({ baseUrl: sim.host.replace(sim.sandbox, other) }).call('GET /clock');
  const sandbox = qa.page.getByRole('row', { name: `sandbox ${other}` });
  await expect(sandbox).toBeVisible({ timeout: 12_000 });
  await sandbox.getByRole('button', { name: `Delete sandbox ${other}…` }).click();
  await qa.dialog.getByRole('button', { name: 'Delete sandbox' }).click();
  await expect(sandbox).toBeHidden();
  await qa.close();
});
