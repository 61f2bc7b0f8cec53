import type { Browser, Locator, Page } from '@playwright/test';

/** The QA console (/s/{sandbox}/__sim/console/), on a desktop-sized page of its own. */
export class ConsolePage {
  /** The header's ticking clock: "09:00:05 AM". */
  readonly time: Locator;
  readonly clockState: Locator;
  readonly dialog: Locator;

  constructor(
    readonly page: Page,
    readonly host: string,
  ) {
    this.time = page.getByTestId('sim-time');
    this.clockState = page.getByLabel('Simulator clock');
    this.dialog = page.getByRole('dialog');
  }

  /** Opens the console of a sandbox (`host` is the sandbox's base URL) in a new window, desktop-sized by default. */
  static async open(
    browser: Browser,
    host: string,
    route = '',
    viewport = { width: 1280, height: 900 },
  ): Promise<ConsolePage> {
    const context = await browser.newContext({ viewport });
    const console = new ConsolePage(await context.newPage(), host);
    await console.goto(route);
    return console;
  }

  async goto(route = ''): Promise<void> {
    await this.page.goto(`${this.host}/__sim/console/${route}`);
  }

  async close(): Promise<void> {
    await this.page.context().close();
  }

  /** A panel's link in the menu. */
  panel(title: string): Locator {
    return this.page.getByRole('navigation', { name: 'Panels' }).getByRole('link', { name: title });
  }

  field(label: string): Locator {
    return this.page.getByLabel(label, { exact: true });
  }

  button(name: string | RegExp): Locator {
    return this.page.getByRole('button', { name, exact: typeof name === 'string' });
  }

  /** A card of the current panel, by its heading. */
  card(heading: string): Locator {
    return this.page.locator('.card').filter({
      has: this.page.getByRole('heading', { name: heading, exact: true }),
    });
  }

  /** A market's row on the market board. */
  marketRow(name: string): Locator {
    return this.page.getByRole('row', { name, exact: true });
  }

  /** The announced outcome of the last action. */
  done(): Locator {
    return this.page.getByRole('status').filter({ hasNotText: 'Loading' });
  }

  /**
   * Moves the focus with Tab until it is on the control with this accessible name, as a keyboard
   * user would (fails when it is not reachable within `most` presses).
   */
  async tabTo(name: string, most = 80): Promise<void> {
    for (let i = 0; i < most; i++) {
      await this.page.keyboard.press('Tab');
      const focused = await this.page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null;
        if (!el) return '';
        const label = el.id ? document.querySelector(`label[for="${el.id}"]`)?.textContent : null;
        return (el.getAttribute('aria-label') ?? label ?? el.textContent ?? '').trim();
      });
      if (focused === name) return;
    }
    throw new Error(`${name} is not reachable by Tab`);
  }

  /** Sets the simulator's clock from the Clock panel's form (India date and time). */
  async setClock(date: string, time: string, button = 'Set clock'): Promise<void> {
    await this.panel('Clock').click();
    const form = this.card('Set the clock');
    await form.getByLabel('Date (India)').fill(date);
    await form.getByLabel('Time (India)').fill(time);
    await form.getByRole('button', { name: button, exact: true }).click();
  }

  /** Sets the simulator's clock and freezes it there, in one call (Set and freeze). */
  async setAndFreeze(date: string, time: string): Promise<void> {
    await this.setClock(date, time, 'Set and freeze');
  }
}
