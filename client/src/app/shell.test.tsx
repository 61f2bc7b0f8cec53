import { GENERIC_MESSAGES } from '@panna/shared/validation';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { setConfig } from '../lib/config';
import { INSTALL_OFFER_GLOBAL } from '../lib/install-offer-global';
import { listenForInstallOffer } from '../lib/install-prompt';
import { saveCredentials } from '../lib/storage';
import { expectPath, typist } from '../test/helpers';
import { renderApp } from '../test/render-app';
import { openSandbox } from '../test/sandbox';
import { SCREEN_ROUTES } from './routes';

vi.mock('../features/content/screens/delete-screen', () => ({
  default: () => {
    throw new Error('Boom in a screen');
  },
}));

describe('route table', () => {
  it('declares each path once (case-insensitively), with the spec paths present', () => {
    const paths = SCREEN_ROUTES.map((r) => r.path.toLowerCase());
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of [
      '/login',
      '/r',
      '/imp',
      '/imp2',
      '/galiimp',
      '/charts',
      '/starsingle',
      '/tripplepana',
      '/change-password',
      '/change',
      '/otpwithdraw',
      '/withdrawfundhistory',
    ]) {
      expect(paths).toContain(path);
    }
  });

  it('matches spec paths regardless of case (/tripplePana, /AddFundHistory)', async () => {
    const sandbox = await openSandbox();
    await sandbox.signIn();
    renderApp('/AddFundHistory');
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByText('Page not found')).toBeNull();
  });

  it('shows a not-found screen for unknown paths', async () => {
    renderApp('/no-such-place');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  it("shows 'Unexpected Application Error!' with the message when a screen fails", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const sandbox = await openSandbox();
    await sandbox.signIn();
    renderApp('/delete');
    expect(
      await screen.findByText(GENERIC_MESSAGES.unexpectedApplicationError),
    ).toBeInTheDocument();
    expect(screen.getByText('Boom in a screen')).toBeInTheDocument();
    // The layout around it still stands.
    expect(screen.getByRole('button', { name: 'Open menu' })).toBeInTheDocument();
  });
});

describe('the betting guard', () => {
  it('sends a player without betting from every reserved route to where the table says', async () => {
    const sandbox = await openSandbox();
    await sandbox.signIn('viewer');
    const reserved = SCREEN_ROUTES.filter((r) => r.withoutBetting);
    expect(reserved.map((r) => r.path)).toEqual(
      expect.arrayContaining(['/transfer', '/withdraw', '/imp9', '/imp7', '/imp4', '/gameRates']),
    );
    expect(reserved.map((r) => r.path)).toEqual(expect.arrayContaining(['/histories', '/single']));
    for (const route of reserved) {
      const view = renderApp(route.path);
      await expectPath(view, route.withoutBetting!);
      view.unmount();
    }
  });

  it('leaves results, charts and the account to every player', async () => {
    const sandbox = await openSandbox();
    await sandbox.signIn('viewer');
    for (const path of ['/imp2', '/galiIMP', '/star', '/charts', '/profile', '/change']) {
      const view = renderApp(path);
      expect(await screen.findByRole('heading', { level: 1 }, { timeout: 8000 })).toBeVisible();
      expect(view.router.state.location.pathname).toBe(path);
      view.unmount();
    }
  });
});

describe('side menu', () => {
  it('cuts the username, lists betting items, locks scrolling and closes on Escape or backdrop', async () => {
    const sandbox = await openSandbox();
    const credentials = await sandbox.signIn();
    saveCredentials({ ...credentials, username: 'Abcdefghijklmno' });
    renderApp('/imp');
    const user = typist();
    await screen.findByRole('link', { name: /Wallet balance/ }); // betting status known
    const opener = screen.getByRole('button', { name: 'Open menu' });
    await user.click(opener);
    // The menu's code loads when the page is idle, or on the first open.
    const menu = await screen.findByRole('dialog', { name: 'Abcdefghij...' });
    expect(within(menu).getByText(credentials.mobile)).toBeInTheDocument();
    const labels = within(menu)
      .getAllByRole('link')
      .map((a) => a.textContent);
    expect(labels).toEqual([
      'Home',
      'Profile',
      'Add Funds',
      'Wallet',
      'Win History',
      'Bid History',
      'How To Play',
      'Game Rates',
      'Market Charts',
      'Change Password',
      'Privacy Policy',
    ]);
    expect(document.body.style.overflow).toBe('hidden');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.body.style.overflow).toBe('');
    expect(opener).toHaveFocus();

    await user.click(opener);
    await user.click(document.querySelector('.side-menu__backdrop')!);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('hides the betting items when betting is off', async () => {
    const sandbox = await openSandbox();
    await sandbox.signIn('viewer');
    renderApp('/imp');
    await screen.findByText('KALYAN');
    await typist().click(screen.getByRole('button', { name: 'Open menu' }));
    const labels = within(await screen.findByRole('dialog'))
      .getAllByRole('link')
      .map((a) => a.textContent);
    expect(labels).toEqual(['Home', 'Market Charts', 'Change Password', 'Privacy Policy']);
  });
});

describe('visitor landing (/welcome)', () => {
  it('shows the notice, the download link, and sends every shortcut and menu item to /login', async () => {
    setConfig({ androidApkUrl: 'https://downloads.example/panna.apk' });
    const view = renderApp('/welcome');
    expect(
      await screen.findByText(
        'PLEASE DOWNLOAD ANDROID APPLICATION FOR FAST DEPOSIT AND FAST WITHDRAW (24×7)',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download App' })).toHaveAttribute(
      'href',
      'https://downloads.example/panna.apk',
    );
    const shortcuts = screen.getByRole('navigation', { name: 'Shortcuts' });
    for (const name of ['AddFund', 'Withdraw', 'Gali Disawar', 'Starline']) {
      expect(within(shortcuts).getByRole('link', { name })).toHaveAttribute('href', '/login');
    }
    const user = typist();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const items = within(screen.getByRole('dialog')).getAllByRole('link');
    expect(items.map((a) => a.textContent)).toEqual([
      'Home',
      'Add Funds',
      'Wallet',
      'Win History',
      'Bid History',
      'Game Rates',
      'Change Password',
      'My Profile',
      'Login',
    ]);
    expect(items.every((a) => a.getAttribute('href') === '/login')).toBe(true);
    await user.click(items[0]!);
    await expectPath(view, '/login');
  });

  it('without an installer, Download App shows the steps to add the app to the home screen', async () => {
    renderApp('/welcome');
    await typist().click(await screen.findByRole('button', { name: 'Download App' }));
    const dialog = await screen.findByRole('dialog', { name: 'Install the app' });
    expect(within(dialog).getAllByRole('listitem')[0]).toHaveTextContent(/Add to Home screen/);
  });

  it("without an installer, Download App shows the browser's install prompt when it made one", async () => {
    listenForInstallOffer();
    const prompt = vi.fn(() => Promise.resolve());
    const offer = Object.assign(new Event('beforeinstallprompt'), {
      prompt,
      userChoice: Promise.resolve({ outcome: 'accepted' }),
    });
    dispatchEvent(offer);
    renderApp('/welcome');
    await typist().click(await screen.findByRole('button', { name: 'Download App' }));
    await waitFor(() => expect(prompt).toHaveBeenCalledOnce());
    expect(screen.queryByRole('dialog', { name: 'Install the app' })).toBeNull();
    // An offer shows once: the browser makes a new one if it wants to be asked again.
    await typist().click(screen.getByRole('button', { name: 'Download App' }));
    expect(await screen.findByRole('dialog', { name: 'Install the app' })).toBeInTheDocument();
    expect(prompt).toHaveBeenCalledOnce();
  });

  it('an offer the browser made before the app ran (kept by the start script) is shown', async () => {
    const prompt = vi.fn(() => Promise.resolve());
    const offer = Object.assign(new Event('beforeinstallprompt'), {
      prompt,
      userChoice: Promise.resolve({ outcome: 'dismissed' }),
    });
    vi.stubGlobal(INSTALL_OFFER_GLOBAL, offer);
    listenForInstallOffer();
    renderApp('/welcome');
    await typist().click(await screen.findByRole('button', { name: 'Download App' }));
    await waitFor(() => expect(prompt).toHaveBeenCalledOnce());
    vi.unstubAllGlobals();
  });

  it('a kept value that is no browser offer is not taken for one: Download App shows the steps', async () => {
    vi.stubGlobal(INSTALL_OFFER_GLOBAL, { prompt: 'not a function' });
    listenForInstallOffer();
    renderApp('/welcome');
    await typist().click(await screen.findByRole('button', { name: 'Download App' }));
    expect(await screen.findByRole('dialog', { name: 'Install the app' })).toBeInTheDocument();
    vi.unstubAllGlobals();
  });

  it('once the app is installed, its offer is gone: Download App shows the steps', async () => {
    listenForInstallOffer();
    const prompt = vi.fn(() => Promise.resolve());
    dispatchEvent(
      Object.assign(new Event('beforeinstallprompt'), {
        prompt,
        userChoice: Promise.resolve({ outcome: 'accepted' }),
      }),
    );
    dispatchEvent(new Event('appinstalled'));
    renderApp('/welcome');
    await typist().click(await screen.findByRole('button', { name: 'Download App' }));
    expect(await screen.findByRole('dialog', { name: 'Install the app' })).toBeInTheDocument();
    expect(prompt).not.toHaveBeenCalled();
  });
});
