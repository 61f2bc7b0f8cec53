import { MSG } from '@panna/shared/protocol';
import { TRANSFER_MESSAGES } from '@panna/shared/validation';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { toastAccount } from '../../components/toast';
import { LOST_ANSWER_MESSAGES } from './strings';
import { renderApp } from '../../test/render-app';
import { DEMO, openSandbox } from '../../test/sandbox';
import { failsAfterFirst, injectFault } from '../../test/provider-tools';

async function openTransfer(path = '/transfer') {
  const sandbox = await openSandbox();
  await sandbox.signIn();
  const view = renderApp(path);
  expect(await screen.findByRole('heading', { name: 'Transfer Points' })).toBeInTheDocument();
  // The balance, as the header shows it too.
  const balance = await screen.findByRole('region', { name: 'Current Balance' });
  await within(balance).findByText('₹ 10,000');
  return { sandbox, view, user: userEvent.setup() };
}

async function submit(user: ReturnType<typeof userEvent.setup>, phone: string, points: string) {
  const phoneField = screen.getByLabelText('Phone No');
  const pointsField = screen.getByLabelText('Points');
  await user.clear(phoneField);
  await user.clear(pointsField);
  if (phone) await user.type(phoneField, phone);
  if (points) await user.type(pointsField, points);
  await user.click(screen.getByRole('button', { name: 'Transfer' }));
}

describe('Transfer Points (/transfer)', () => {
  it('/transfermodel is the same screen inside the header layout', async () => {
    await openTransfer('/transfermodel');
    expect(screen.getByRole('navigation', { name: 'Footer' })).toBeInTheDocument();
  });

  it('shows every validation message', async () => {
    const { user } = await openTransfer();
    await submit(user, '', '');
    expect(screen.getByText(TRANSFER_MESSAGES.phoneRequired)).toBeInTheDocument();
    expect(screen.getByText(TRANSFER_MESSAGES.pointsRequired)).toBeInTheDocument();
    await submit(user, '512345678', '99');
    expect(screen.getByText(TRANSFER_MESSAGES.phoneInvalid)).toBeInTheDocument();
    expect(screen.getByText(TRANSFER_MESSAGES.pointsBelowMinimum)).toBeInTheDocument();
    await submit(user, DEMO.player.mobile, '10001');
    expect(screen.getByText(TRANSFER_MESSAGES.ownPhone)).toBeInTheDocument();
    expect(screen.getByText(TRANSFER_MESSAGES.notEnoughPoints)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says "Username or password incorrect" when the receiver is unknown', async () => {
    const { user } = await openTransfer();
    await submit(user, '9000000001', '150');
    expect(await screen.findByText(TRANSFER_MESSAGES.userCheckFailed)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("accepts exactly 100, confirms with the receiver's name, then transfers", async () => {
    const success = vi.spyOn(toastAccount, 'success');
    const { sandbox, user } = await openTransfer();
    const viewerWallet = async () =>
      (await sandbox.sim<{ player: { wallet: number } }>('GET', `/players/${DEMO.viewer.mobile}`))
        .player.wallet;
    const before = await viewerWallet();
    await submit(user, DEMO.viewer.mobile, '100');
    const dialog = within(await screen.findByRole('dialog', { name: 'Confirm Transfer' }));
    expect(dialog.getByText('Viewer')).toBeInTheDocument();
    expect(dialog.getByText(`+91 ${DEMO.viewer.mobile}`)).toBeInTheDocument();
    expect(dialog.getByText('100')).toBeInTheDocument();

    // Cancel keeps the points; confirming moves them.
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Transfer' }));
    const again = within(await screen.findByRole('dialog', { name: 'Confirm Transfer' }));
    await user.click(again.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('₹ 9,900')).toBeInTheDocument();
    // The provider's message, shown as it is.
    expect(success).toHaveBeenCalledWith(MSG.TRANSFER_DONE);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await viewerWallet()).toBe(before + 100);
  });

  it('keeps the modal open with the server msg when the transfer fails', async () => {
    const error = vi.spyOn(toastAccount, 'error');
    const { sandbox, user } = await openTransfer();
    await sandbox.sim('POST', '/faults', {
      path: 'api-user-transfer-wallet-balance',
      kind: 'status_false',
      msg: 'Transfers are paused',
    });
    await submit(user, DEMO.viewer.mobile, '200');
    const dialog = within(await screen.findByRole('dialog'));
    await user.click(dialog.getByRole('button', { name: 'Confirm' }));
    await vi.waitFor(() => expect(error).toHaveBeenCalledWith('Transfers are paused'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('opens with both fields empty', async () => {
    await openTransfer();
    expect(screen.getByLabelText('Phone No')).toHaveValue('');
    expect(screen.getByLabelText('Points')).toHaveValue('');
  });

  it('closes the confirmation when a lost transfer cannot be looked up, so it is not sent twice', async () => {
    const error = vi.spyOn(toastAccount, 'error');
    const { sandbox, user } = await openTransfer();
    await injectFault(sandbox, 'api-user-transfer-wallet-balance', {
      kind: 'drop_after',
      times: 1,
    });
    await submit(user, DEMO.viewer.mobile, '200');
    const dialog = within(await screen.findByRole('dialog'));
    // The passbook read before the transfer answers; every look after it fails.
    failsAfterFirst('api-wallet-transaction-history');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    await user.click(dialog.getByRole('button', { name: 'Confirm' }));
    await vi.waitFor(
      async () => {
        await vi.advanceTimersByTimeAsync(1000);
        expect(error).toHaveBeenCalledWith(LOST_ANSWER_MESSAGES.unknown);
      },
      { timeout: 10_000 },
    );
    vi.useRealTimers();
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
