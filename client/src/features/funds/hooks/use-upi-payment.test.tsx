/**
 * Add Money's fund request, by its outcome: what the player is told and whether the screen
 * confirms the deposit, whether the provider answered, refused, or its answer was lost.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toastAccount } from '../../../components/toast';
import { createQueryClient } from '../../../lib/query-client';
import { failsAfterFirst, injectFault, journal, until } from '../../../test/provider-tools';
import { openSandbox, type Sandbox } from '../../../test/sandbox';
import { paymentLauncher } from '../payment-link';
import { FUND_REQUEST_DELAY_MS, LOST_ANSWER_MESSAGES } from '../strings';
import { useUpiPayment } from './use-upi-payment';

const FUND_REQUEST = 'api-fund-request-add';
const DEPOSIT_LIST = 'api-get-auto-deposit-list';

let sandbox: Sandbox;
let open: ReturnType<typeof vi.spyOn>;
let told: Record<'info' | 'success' | 'error', ReturnType<typeof vi.spyOn>>;

beforeEach(async () => {
  sandbox = await openSandbox();
  await sandbox.signIn();
  open = vi.spyOn(paymentLauncher, 'open').mockImplementation(() => undefined);
  told = {
    info: vi.spyOn(toastAccount, 'info'),
    success: vi.spyOn(toastAccount, 'success'),
    error: vi.spyOn(toastAccount, 'error'),
  };
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function renderPayment() {
  const client = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(() => useUpiPayment(), { wrapper });
}

type PaymentView = ReturnType<typeof renderPayment>;

/**
 * Waits until the screen is idle again. An answered request runs on real timers: faked ones,
 * run on ahead while the provider answers, would reach the money call's give-up first on a
 * loaded machine. A lost one, once the provider has met it, runs the faked clock through the
 * checks that follow the loss.
 */
async function untilIdle(view: PaymentView, lost: boolean) {
  if (!lost) vi.useRealTimers();
  else await until(async () => (await journal(sandbox, FUND_REQUEST)).length > 0);
  const deadline = performance.now() + 15_000;
  while (view.result.current.processing && performance.now() < deadline)
    await act(async () => {
      if (lost) await vi.advanceTimersByTimeAsync(100);
      await new Promise((resolve) => setImmediate(resolve));
    });
}

/** Taps Add Money for `amount` and lets the 2 s until the fund request pass. */
async function start(amount: number) {
  const view = renderPayment();
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  await act(() => view.result.current.start(amount, 'phonepe'));
  expect(view.result.current.processing).toBe(true);
  return view;
}

/** Pays `amount` and waits until the screen is idle again. */
async function pay(amount: number, { lost = false } = {}) {
  const view = await start(amount);
  await act(() => vi.advanceTimersByTimeAsync(FUND_REQUEST_DELAY_MS));
  await untilIdle(view, lost);
  return view.result.current;
}

const depositAmounts = async () =>
  (await sandbox.sim<{ deposits: { amount: number }[] }>('GET', '/deposits')).deposits.map(
    (deposit) => deposit.amount,
  );

describe('the fund request after the UPI app opened', () => {
  it('answered: confirmed on screen, nothing toasted', async () => {
    const state = await pay(250);
    expect(state.filed).toBe(250);
    expect(await depositAmounts()).toEqual([250]);
    expect(told.error).not.toHaveBeenCalled();
    expect(told.info).not.toHaveBeenCalled();
  });

  it('refused by the provider: only logged, as the spec has it, and not confirmed', async () => {
    await injectFault(sandbox, FUND_REQUEST, { kind: 'status_false', msg: 'Deposits paused' });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const state = await pay(250);
    expect(state.filed).toBeUndefined();
    expect(warn).toHaveBeenCalledWith('Fund request failed', 'Deposits paused');
    expect(told.error).not.toHaveBeenCalled();
    expect(told.success).not.toHaveBeenCalled();
  });

  it('filed, its answer lost: the player is told it was filed, and it is confirmed', async () => {
    await injectFault(sandbox, FUND_REQUEST, { kind: 'drop_after', times: 1 });
    const state = await pay(400, { lost: true });
    expect(told.info).toHaveBeenCalledWith(LOST_ANSWER_MESSAGES.checking);
    expect(told.success).toHaveBeenCalledWith(LOST_ANSWER_MESSAGES.depositFiled);
    expect(state.filed).toBe(400);
    expect(await depositAmounts()).toEqual([400]);
  });

  it('not filed, its answer lost: the player is told to try again, nothing confirmed', async () => {
    await injectFault(sandbox, FUND_REQUEST, { kind: 'drop', times: 1 });
    const state = await pay(400, { lost: true });
    expect(told.error).toHaveBeenCalledWith(LOST_ANSWER_MESSAGES.depositNotFiled);
    expect(state.filed).toBeUndefined();
    expect(await depositAmounts()).toEqual([]);
  });

  it('lost, and the deposit list cannot be read: the player is told it is not known', async () => {
    await injectFault(sandbox, FUND_REQUEST, { kind: 'drop_after', times: 1 });
    // The list read before the request answers; every look after it fails.
    failsAfterFirst(DEPOSIT_LIST);
    const state = await pay(400, { lost: true });
    expect(told.error).toHaveBeenCalledWith(LOST_ANSWER_MESSAGES.unknown);
    expect(told.success).not.toHaveBeenCalled();
    expect(state.filed).toBeUndefined();
  });
});

describe('Add Money tapped again while processing', () => {
  it('opens the UPI app once and files one request', async () => {
    const view = await start(300);
    // The screen shows Processing... now; a tap that still reaches start changes nothing.
    await act(() => view.result.current.start(300, 'paytm'));
    await act(() => vi.advanceTimersByTimeAsync(FUND_REQUEST_DELAY_MS));
    await untilIdle(view, false);
    expect(open).toHaveBeenCalledTimes(1);
    expect(await depositAmounts()).toEqual([300]);
  });
});
