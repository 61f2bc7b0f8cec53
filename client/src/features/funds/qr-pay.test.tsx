import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render-app';
import { openSandbox } from '../../test/sandbox';
import { answerWith, injectFault } from '../../test/provider-tools';

describe('QR Pay (/qrpay)', () => {
  it('shows the QR image, copies the UPI id with a toast, and links the screenshot to WhatsApp', async () => {
    const sandbox = await openSandbox();
    await sandbox.signIn();
    const user = userEvent.setup();
    // user-event installs its own clipboard stub; spy on it after setup.
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    renderApp('/qrpay');
    const image = await screen.findByRole('img', { name: 'Payment QR code' });
    expect(image.getAttribute('src')).toMatch(/^data:image\//);
    expect(screen.getByText('panna.demo@upi')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Copy UPI ID' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('panna.demo@upi'));
    expect(await screen.findByText('Copied')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Send Screenshot via WhatsApp' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:\/\/wa\.me\/\d+$/),
    );
  });

  it('shows loading, then an error state when the QR cannot be fetched', async () => {
    const sandbox = await openSandbox();
    await sandbox.signIn();
    await injectFault(sandbox, 'api-get-qr-pay', { kind: 'latency', latency_ms: 1000 });
    await injectFault(sandbox, 'api-get-qr-pay', { kind: 'status_false', msg: 'No QR' });
    renderApp('/qrpay');
    expect(await screen.findByText('Loading...')).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load this list.');
  });

  it('shows the empty state when the provider has no QR', async () => {
    const sandbox = await openSandbox();
    await sandbox.signIn();
    answerWith('api-get-qr-pay', { status: true, msg: 'ok', qrdata: [] });
    renderApp('/qrpay');
    expect(await screen.findByText('No Data Found')).toBeInTheDocument();
  });
});
