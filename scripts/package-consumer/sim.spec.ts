/**
 * Another project's Playwright tests on the installed `sim` fixture (scripts/package.test.ts
 * runs them there): two tests, each in a sandbox of its own, at once.
 */
import type { ControlVerb } from '@panna/mock-provider/control-client';
import { expect, test } from '@panna/mock-provider/playwright';

// The client is typed by the control plane's contract: a verb it does not have does not compile.
// @ts-expect-error no such verb
const _notAVerb: ControlVerb = 'GET /nowhere';

for (const hour of ['09', '17']) {
  test(`a sandbox of its own, its clock at ${hour}:00`, async ({ sim, page }) => {
    const at = new Date(`2024-07-01T${hour}:00:00+05:30`).toISOString();
    await sim.control.call('POST /clock', { set: at, freeze: true });
    const { id } = await sim.control.call('POST /overrides', {
      path: 'api-game-rates',
      answer: { hour },
      times: 0,
    });
    await page.goto(`${sim.baseUrl}/__sim/console/overrides`);
    await expect(page.getByLabel('World')).toHaveValue(sim.name);
    await expect(page.getByRole('row', { name: `override ${id}` })).toContainText('api-game-rates');
    // The other test's clock and override are its own.
    expect((await sim.control.call('GET /clock')).now).toBe(at);
    const rates = await page.request.post(`${sim.baseUrl}/api-game-rates`, { data: {} });
    expect(await rates.json()).toEqual({ hour });
    console.log(`SANDBOX ${sim.name}`);
  });
}
