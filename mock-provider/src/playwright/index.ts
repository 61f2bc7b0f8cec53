/**
 * @panna/mock-provider/playwright: Playwright's `test` with a `sim` fixture, a fresh sandbox of a
 * running simulator for every test, deleted after it:
 *
 *   import { test, expect } from '@panna/mock-provider/playwright';
 *
 *   test('a bid', async ({ page, sim }) => {
 *     await sim.control.call('POST /clock', { set: '2024-07-01T10:00:00+05:30', freeze: true });
 *     // point the app at sim.baseUrl, play, then:
 *     await sim.control.verify({ path: 'api-submit-bid', count: 1 });
 *   });
 *
 * The simulator is the one at PANNA_SIM_URL (default http://127.0.0.1:8787), with CONTROL_TOKEN
 * when it has one; `test.use({ simUrl, simToken })` sets either per project or file.
 * `syncPageClock()` puts the page's clock where the sandbox's stands (page-clock.ts).
 */
import {
  test as base,
  expect,
  type PlaywrightTestArgs,
  type PlaywrightTestOptions,
  type PlaywrightWorkerArgs,
  type PlaywrightWorkerOptions,
  type TestInfo,
  type TestType,
} from '@playwright/test';
import { nameWith } from '../contract/names';
import { DEFAULT_SIMULATOR_URL } from '../contract/ports';
import { ControlCallError, createControlClient, type ControlClient } from '../control-client';
import { syncPageClock, type SimClock } from './page-clock';

/** One test's sandbox. */
export interface SimSandbox {
  /** The sandbox's name: its paths are under /s/{name}/. */
  readonly name: string;
  /** Where the app calls the provider (`${baseUrl}/api-user-login`); its control plane is under /__sim. */
  readonly baseUrl: string;
  /** The typed control client, bound to the sandbox. */
  readonly control: ControlClient;
}

export interface SimOptions {
  /** The simulator's origin (default PANNA_SIM_URL, else http://127.0.0.1:8787). */
  simUrl: string;
  /** Its CONTROL_TOKEN, when it has one (default the CONTROL_TOKEN variable). */
  simToken: string | undefined;
}

export interface SimFixtures {
  /** This test's own sandbox, made before it and deleted after it. */
  sim: SimSandbox;
  /**
   * Sets the test's page's clock to its sandbox's (frozen: held there; running: started there);
   * call it again after each move of the sandbox's clock. Needs @playwright/test 1.45 or newer.
   */
  syncPageClock: () => Promise<SimClock>;
}

/** A name no other test, retry or run shares, as the simulator's rule allows one. */
function sandboxName(info: TestInfo): string {
  const unique = Math.random().toString(36).slice(2, 8).padEnd(6, '0');
  return nameWith(`pw-${info.project.name}-${info.testId}-${info.retry}`, unique);
}

/** Playwright's `test` with the `sim` fixture (its type spelt out: the declaration needs only @playwright/test). */
export const test: TestType<
  PlaywrightTestArgs & PlaywrightTestOptions & SimFixtures & SimOptions,
  PlaywrightWorkerArgs & PlaywrightWorkerOptions
> = base.extend<SimFixtures & SimOptions>({
  simUrl: [process.env.PANNA_SIM_URL || DEFAULT_SIMULATOR_URL, { option: true }],
  simToken: [process.env.CONTROL_TOKEN || undefined, { option: true }],
  sim: async ({ simUrl, simToken }, use, info) => {
    const origin = simUrl.replace(/\/+$/, '');
    const name = sandboxName(info);
    const baseUrl = `${origin}/s/${name}`;
    const control = createControlClient({ baseUrl, token: simToken });
    // A sandbox is made, and seeded, by the first call accepted in it.
    await control.call('GET /clock');
    await use({ name, baseUrl, control });
    // Gone already (the test deleted it) is as good as deleted.
    await createControlClient({ baseUrl: origin, token: simToken })
      .call('DELETE /sandboxes/:name', { name })
      .catch((error: unknown) => {
        if (!(error instanceof ControlCallError && error.status === 404)) throw error;
      });
  },
  syncPageClock: async ({ page, sim }, use) => {
    await use(() => syncPageClock(page, sim.control));
  },
});

export { expect, syncPageClock, type SimClock };
