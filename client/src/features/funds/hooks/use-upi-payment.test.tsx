/**
 * Add Money's fund request, by its outcome: what the player is told and whether the screen
 * confirms the deposit, whether the provider answered, refused, or its answer was lost.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toastAccount } from '../../../components/toast';
import { callProvider } from '../../../lib/provider-client';
import { createQueryClient } from '../../../lib/query-client';
import { clearSession, sessionToken } from '../../../lib/storage';
import { failsAfterFirst, injectFault, journal, until } from '../../../test/provider-tools';
import { openSandbox, type Sandbox } from '../../../test/sandbox';
import { paymentLauncher } from '../payment-link';
import { ADD_MONEY_MESSAGES } from '@panna/shared/validation';
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
  it('answered: confirmed on screen and logged, nothing toasted', async () => {
    const log = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const state = await pay(250);
    expect(state.filed).toBe(250);
    expect(await depositAmounts()).toEqual([250]);
    expect(log).toHaveBeenCalledWith('Fund request added', expect.anything());
    expect(told.error).not.toHaveBeenCalled();
    expect(told.info).not.toHaveBeenCalled();
  });

  it('filed twice (as a browser resends): confirmed, and the player warned of the copy', async () => {
    // A copy of the request lands just after the deposit list is first read, before the call.
    const send = globalThis.fetch;
    let copied = false;
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const answer = await send(input, init);
      if (!copied && String(input).endsWith(`/${DEPOSIT_LIST}`)) {
        copied = true;
        await callProvider(FUND_REQUEST, { unique_token: sessionToken(), request_amount: '250' });
      }
      return answer;
    });
    const state = await pay(250);
    expect(state.filed).toBe(250);
    // Checked by a second reading after the answer, which the idle screen does not wait for.
    await vi.waitFor(() => expect(told.error).toHaveBeenCalledWith(LOST_ANSWER_MESSAGES.repeated), {
      timeout: 8000,
    });
    expect(await depositAmounts()).toEqual([250, 250]);
  });

  it('files the request for the player who paid, though signed out within the 2 s', async () => {
    await start(450);
    clearSession();
    await act(() => vi.advanceTimersByTimeAsync(FUND_REQUEST_DELAY_MS));
    vi.useRealTimers();
    await until(async () => (await depositAmounts()).length > 0);
    expect(await depositAmounts()).toEqual([450]);
  });

  it('files the request when the player leaves the screen within the 2 s', async () => {
    const view = await start(350);
    view.unmount();
    await act(() => vi.advanceTimersByTimeAsync(FUND_REQUEST_DELAY_MS));
    vi.useRealTimers();
    await until(async () => (await depositAmounts()).length > 0);
    expect(await depositAmounts()).toEqual([350]);
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

describe('Add Money tapped after the player was signed out in another tab', () => {
  it('opens no UPI app, files nothing, and says the payment could not start', async () => {
    const view = renderPayment();
    clearSession();
    await act(() => view.result.current.start(300, 'phonepe'));
    expect(view.result.current.error).toBe(ADD_MONEY_MESSAGES.paymentStartFailed);
    expect(view.result.current.processing).toBe(false);
    expect(open).not.toHaveBeenCalled();
    expect(await depositAmounts()).toEqual([]);
  });
});
