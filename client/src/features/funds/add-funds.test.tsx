import { PAYMENT_MESSAGES } from '@panna/shared/validation';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app';
import { openSandbox } from '../../test/sandbox';
import { answerWith, injectFault, patchSettings } from '../../test/provider-tools';

const options = () => within(screen.getByRole('region', { name: 'Payment Options' }));

describe('Add Funds (/imp9, /addfund)', () => {
  it('shows headline 2, the balance, both options for gateway 1, history and support', async () => {
    const sandbox = await openSandbox();
    await sandbox.signIn();
    renderApp('/imp9');
    expect(await screen.findByRole('heading', { name: 'Add Funds' })).toBeInTheDocument();
    // The marquee renders the text for assistive technology and once more to scroll.
    expect(await screen.findAllByText(/Deposits made by UPI are credited/)).not.toHaveLength(0);
    expect(await screen.findByText('₹ 10,000')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Pay via UPI' })).toHaveAttribute(
      'href',
      '/payviaupi',
    );
    expect(options().getByRole('link', { name: 'Pay via QR' })).toHaveAttribute('href', '/qrpay');
    expect(screen.getByRole('link', { name: 'Deposit History' })).toHaveAttribute(
      'href',
      '/addfundhistory',
    );
    // Issue 42: the footer's Funds leads to Transfer Points too.
    expect(screen.getByRole('link', { name: 'Transfer Points' })).toHaveAttribute(
      'href',
      '/transfer',
    );
    expect(screen.getByRole('heading', { name: 'Get Support' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Call Now' })).toHaveAttribute(
      'href',
      'tel:+919876500002',
    );
    expect(screen.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute(
      'href',
      'https://wa.me/919876500001',
    );
  });

  it.each([
    ['2', ['Pay via UPI'], ['Pay via QR']],
    ['3', ['Pay via QR'], ['Pay via UPI']],
  ])('gateway %s shows only its option', async (status, shown, hidden) => {
    const sandbox = await openSandbox();
    await sandbox.signIn();
    await patchSettings(sandbox, { gatewayStatus: status });
    renderApp('/addfund');
    for (const name of shown) expect(await screen.findByRole('link', { name })).toBeInTheDocument();
    for (const name of hidden) expect(options().queryByRole('link', { name })).toBeNull();
  });

  it('says no payment options for any other gateway status, and when the call fails', async () => {
    const sandbox = await openSandbox();
    await sandbox.signIn();
    answerWith('apiGetawayStatus', { status: true, msg: 'ok', getaway_status: '0' });
    const view = renderApp('/imp9');
    expect(await screen.findByText(PAYMENT_MESSAGES.noPaymentOptions)).toBeInTheDocument();
    view.unmount();

    await injectFault(sandbox, 'apiGetawayStatus', { kind: 'http_500' });
    renderApp('/imp9');
    expect(await screen.findByText(PAYMENT_MESSAGES.noPaymentOptions)).toBeInTheDocument();
  });

  it('shows a loading state while the gateway status is on its way', async () => {
    const sandbox = await openSandbox();
    await sandbox.signIn();
    await injectFault(sandbox, 'apiGetawayStatus', { kind: 'latency', latency_ms: 1500 });
    renderApp('/imp9');
    // The screen shows once the betting guard has the dashboard.
    await screen.findByRole('region', { name: 'Payment Options' });
    expect(await options().findByRole('status')).toHaveTextContent('Loading...');
    expect(await screen.findByRole('link', { name: 'Pay via UPI' })).toBeInTheDocument();
  });
});
