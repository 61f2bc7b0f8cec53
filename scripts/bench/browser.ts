/** Playwright over the system Chromium, and a page whose session is already in localStorage. */
import { chromium, type Browser, type BrowserContext } from '@playwright/test';
import { existsSync } from 'node:fs';
import type { Stack } from './stack';

const SYSTEM_CHROMIUM = '/usr/bin/chromium';
/** Debian's Chromium when it is there, else Playwright's own (scripts/ensure-chromium.sh). */
export const CHROMIUM = existsSync(SYSTEM_CHROMIUM) ? SYSTEM_CHROMIUM : chromium.executablePath();

export const CHROMIUM_ARGS = ['--headless=new', '--no-sandbox', '--disable-gpu'];

export function launch(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] });
}

/** A phone-sized context; signed in, the session is written before any of the app's code runs. */
export async function context(
  browser: Browser,
  stack: Stack,
  signedIn: boolean,
): Promise<BrowserContext> {
  const ctx = await browser.newContext({
    viewport: { width: 393, height: 851 },
    isMobile: true,
    hasTouch: true,
  });
  if (signedIn) {
    await ctx.addInitScript((credentials) => {
      localStorage.setItem('userCredentials', credentials);
    }, JSON.stringify(stack.credentials));
  }
  return ctx;
}
