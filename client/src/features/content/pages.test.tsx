import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app';
import { openSandbox } from '../../test/sandbox';
import { injectFault, patchSettings } from '../../test/provider-tools';

async function signedIn() {
  const sandbox = await openSandbox();
  await sandbox.signIn();
  return sandbox;
}

describe('rules', () => {
  it.each([
    ['/withdrawrule', 'Withdraw Rules', 'withdrawal'],
    ['/depositrule', 'Deposit Rules', 'deposit'],
  ])('%s shows the multi-line text as text', async (path, title, key) => {
    const sandbox = await signedIn();
    await patchSettings(sandbox, { rules: { [key]: 'Line one <b>bold?</b>\nLine two' } });
    const view = renderApp(path);
    expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
    const text = await screen.findByText(/Line one/);
    expect(text.textContent).toBe('Line one <b>bold?</b>\nLine two');
    expect(view.container.querySelector('b')).toBeNull();
  });

  it('shows loading, then an error state', async () => {
    const sandbox = await signedIn();
    await injectFault(sandbox, 'api-money-deposit-withdrawal-rule', {
      kind: 'latency',
      latency_ms: 800,
    });
    await injectFault(sandbox, 'api-money-deposit-withdrawal-rule', { kind: 'http_500' });
    renderApp('/depositrule');
    expect(await screen.findByText('Loading...')).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toBeInTheDocument();
  });

  it('shows the empty state for an empty rule', async () => {
    const sandbox = await signedIn();
    await patchSettings(sandbox, { rules: { withdrawal: '  ' } });
    renderApp('/withdrawrule');
    expect(await screen.findByText('No Data Found')).toBeInTheDocument();
  });
});

describe('policy pages', () => {
  it('/about holds the data deletion policy', async () => {
    await signedIn();
    renderApp('/about');
    expect(await screen.findByRole('heading', { name: 'About Us' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Data Deletion Policy' })).toBeInTheDocument();
  });

  it.each(['/privacy', '/privacypolicy'])(
    '%s is the privacy policy of February 2025',
    async (path) => {
      await signedIn();
      renderApp(path);
      expect(
        await screen.findByRole('heading', { name: 'Privacy Policy', level: 1 }),
      ).toBeInTheDocument();
      expect(screen.getByText('Last updated: February 2025')).toBeInTheDocument();
      expect(screen.getByText(/not intended for children under 13/)).toBeInTheDocument();
    },
  );

  it('/delete explains deletion and offers support', async () => {
    await signedIn();
    renderApp('/delete');
    expect(await screen.findByRole('heading', { name: 'Delete Account' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'WhatsApp Support' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:\/\/wa\.me\//),
    );
    expect(screen.getByRole('link', { name: 'Call Support' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^tel:/),
    );
  });
});
