/** DOM test setup: jest-dom matchers, cleanup, and what jsdom lacks. */
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { speak, SOURCE_LANGUAGE } from '../i18n/language';
import { resetConfig } from '../lib/config';
import { directPost, setMoneyTransport } from '../lib/money-transport';
import { forgetProviderTime } from '../lib/provider-clock';

// Lazy route chunks are transformed on first use and the provider answers over real HTTP.
configure({ asyncUtilTimeout: 8000 });

// jsdom's frames run no scripts: money calls go from the page (the browser tests use the frames).
setMoneyTransport(directPost);

// jsdom does not scroll; the shell scrolls to the top on every route change.
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;

// jsdom lays nothing out: every scrolling text fits, and nothing ever resizes.
window.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

afterEach(async () => {
  cleanup();
  await speak(SOURCE_LANGUAGE);
  localStorage.clear();
  resetConfig();
  forgetProviderTime();
  vi.useRealTimers();
  vi.restoreAllMocks();
});
