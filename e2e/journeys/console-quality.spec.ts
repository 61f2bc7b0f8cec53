import { expect, keepScreenshot, test } from '../fixtures/test';
import { CONSOLE_PAGES } from '@panna/console/pages';
import { ConsolePage } from '../pages/console-page';

test('by keyboard only: the faults panel opened from the menu, a fault added and removed', async ({
  browser,
  sim,
}) => {
  const qa = await ConsolePage.open(browser, sim.host, 'clock');
  await expect(qa.time).toBeVisible();
  await qa.tabTo('Faults');
  await qa.page.keyboard.press('Enter');
  await expect(qa.page.getByRole('heading', { level: 1 })).toHaveText('Faults');

  await qa.tabTo('Kind');
  await qa.page.keyboard.press('ArrowDown'); // from status false to HTTP 500
  await expect(qa.field('Kind')).toHaveValue('http_500');
  await qa.tabTo('Times (then it expires)');
  await qa.page.keyboard.type('3');
  await qa.page.keyboard.press('Enter');
  await expect(qa.card('Add a fault').getByRole('status')).toHaveText(/^Fault f\d+ added\.$/);
  const { faults } = await sim.control.call('GET /faults');
  expect(faults).toMatchObject([{ kind: 'http_500', times: 3 }]);

  await qa.tabTo(`Remove fault ${faults[0]!.id}`);
  await qa.page.keyboard.press('Enter');
  await expect(qa.page.getByText('No fault is active')).toBeVisible();
  expect((await sim.control.call('GET /faults')).faults).toHaveLength(0);
  await qa.close();
});

test('tablet (820×1180): every panel fits the width, nothing scrolls sideways', async ({
  browser,
  sim,
}) => {
  const qa = await ConsolePage.open(browser, sim.host, 'clock', { width: 820, height: 1180 });
  for (const route of CONSOLE_PAGES) {
    await qa.goto(route);
    await expect(qa.page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(qa.page.getByRole('status').filter({ hasText: 'Loading' })).toHaveCount(0);
    const overflow = await qa.page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `${route} overflows by ${overflow}px`).toBeLessThanOrEqual(0);
  }
  // The menu wraps rather than hiding panels off to the side.
  for (const link of await qa.page
    .getByRole('navigation', { name: 'Panels' })
    .getByRole('link')
    .all())
    await expect(link).toBeInViewport({ ratio: 1 });
  await keepScreenshot(qa.page, 'console-tablet-scenarios');
  await qa.close();
});
