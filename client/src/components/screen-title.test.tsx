import { act, screen, waitFor } from '@testing-library/react';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { speak } from '../i18n/language';
import { getConfig, setConfig } from '../lib/config';
import { openSandbox } from '../test/sandbox';
import { renderApp } from '../test/render-app';
import { documentTitle } from './screen-title';

const SRC = path.join(import.meta.dirname, '..');

/** Every screen module of the app (a route's screen is a `*-screen.tsx`). */
function screenModules(dir = SRC): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return screenModules(file);
    return entry.name.endsWith('-screen.tsx') ? [path.relative(SRC, file)] : [];
  });
}

/** What titles a screen: the hook itself, or the frames that call it with the screen's title. */
const TITLED = /\buseScreenTitle\(|<ScreenFrame\b|<RangeHistory\b/;

describe("the document's title", () => {
  it("is the screen's title, then the brand; a title naming the brand stands alone", () => {
    expect(documentTitle('Game Rates', 'Panna Matka')).toBe('Game Rates – Panna Matka');
    expect(documentTitle('गेमचे दर', 'Panna Matka')).toBe('गेमचे दर – Panna Matka');
    expect(documentTitle('Welcome to Panna Matka', 'Panna Matka')).toBe('Welcome to Panna Matka');
    expect(documentTitle('  ', 'Panna Matka')).toBe('Panna Matka'); // a screen still loading
  });

  it('names the brand of the configuration in force', () => {
    setConfig({ brandName: 'Kalyan Play' });
    expect(documentTitle('Login')).toBe('Login – Kalyan Play');
  });

  it('is set by every screen of the app', () => {
    const screens = screenModules();
    expect(screens.length).toBeGreaterThan(30); // the scan sees them
    const untitled = screens.filter(
      (file) => !TITLED.test(readFileSync(path.join(SRC, file), 'utf8')),
    );
    expect(untitled).toEqual([]);
  });

  it('follows the screen and the language spoken: Game Rates in Marathi, then in Hindi', async () => {
    const sandbox = await openSandbox();
    await sandbox.signIn();
    await act(() => speak('mr'));
    renderApp('/gameRates');
    await screen.findByRole('heading', { name: 'गेमचे दर' });
    const brand = getConfig().brandName;
    // The title is set by an effect, which may run a moment after the heading is drawn.
    await waitFor(() => expect(document.title).toBe(`गेमचे दर – ${brand}`));
    await act(() => speak('hi'));
    expect(document.title).toBe(`गेम दरें – ${brand}`);
  });
});
