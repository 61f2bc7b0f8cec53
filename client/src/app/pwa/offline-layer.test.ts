import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MARKED_CLASS, mountOfflineLayer } from './offline-layer';
import { PWA_STRINGS } from './strings';

let online = true;
const goOffline = () => {
  online = false;
  window.dispatchEvent(new Event('offline'));
};

beforeEach(() => {
  online = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  document.body.innerHTML = '<div id="root"><main>the app</main></div>';
  window.history.replaceState(null, '', '/imp');
});
afterEach(() => {
  document.body.innerHTML = '';
  document.documentElement.className = '';
});

const app = () => document.getElementById('root')!;

describe('the offline layer', () => {
  it('shows nothing while online', () => {
    mountOfflineLayer(() => new Set(['/imp']));
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('marks a saved screen as offline, and takes the mark away when the network is back', () => {
    mountOfflineLayer(() => new Set(['/imp']));
    goOffline();
    expect(screen.getByRole('status')).toHaveTextContent(PWA_STRINGS.offlineMarker);
    expect(app()).not.toHaveAttribute('inert');
    online = true;
    window.dispatchEvent(new Event('online'));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('makes room above the page for the marker (so it covers nothing), and gives it back', () => {
    mountOfflineLayer(() => new Set(['/imp']));
    const root = document.documentElement;
    expect(root).not.toHaveClass(MARKED_CLASS);
    goOffline();
    expect(root).toHaveClass(MARKED_CLASS);
    online = true;
    window.dispatchEvent(new Event('online'));
    expect(root).not.toHaveClass(MARKED_CLASS);
    // The offline screen covers the page whole: no room is made.
    window.history.replaceState(null, '', '/wallet');
    goOffline();
    expect(screen.getByRole('alert')).toBeVisible();
    expect(root).not.toHaveClass(MARKED_CLASS);
  });

  it('puts the offline screen over a screen without saved data', () => {
    mountOfflineLayer(() => new Set(['/imp']));
    window.history.replaceState(null, '', '/wallet');
    goOffline();
    const offline = screen.getByRole('alert');
    expect(within(offline).getByRole('heading')).toHaveTextContent(PWA_STRINGS.offlineTitle);
    expect(within(offline).getByRole('button', { name: PWA_STRINGS.tryAgain })).toBeVisible();
    expect(app()).toHaveAttribute('inert');
  });

  it('offers a new version with a reload button', () => {
    const layer = mountOfflineLayer(() => new Set());
    const reload = vi.fn();
    layer.offerUpdate(reload);
    const prompt = screen.getByRole('alert');
    expect(prompt).toHaveTextContent(PWA_STRINGS.updateReady);
    within(prompt).getByRole('button', { name: PWA_STRINGS.reload }).click();
    expect(reload).toHaveBeenCalledOnce();
  });
});
