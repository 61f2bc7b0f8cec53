/** The support numbers: one request a page load, saved ones until it answers, a retry after a failure. */
import { SUPPORT_PLACEHOLDER, normaliseSupportNumber } from '@panna/shared/support';
import type { SuccessOf } from '@panna/shared/protocol';
import { act, renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { callProvider } from '../provider-client';
import { answerWith, sentBodies } from '../../test/provider-tools';
import { openSandbox } from '../../test/sandbox';
import { resetSocialData, restoreSocialData, useSupportContacts } from './social-data';

const PATH = 'api-get-social-data';

/** The provider's answer with other numbers, as a phone saved it on an earlier visit. */
async function savedAnswer(chat: string, call: string): Promise<SuccessOf<typeof PATH>> {
  const answer = await callProvider(PATH, {});
  return { ...answer, mobile_no: chat, mobile_1: call };
}

describe('the support numbers', () => {
  beforeEach(() => resetSocialData());

  it('are asked for once, whichever screens show them', async () => {
    await openSandbox();
    const served = await callProvider(PATH, {});
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const first = renderHook(() => useSupportContacts());
    const second = renderHook(() => useSupportContacts());
    await waitFor(() => expect(first.result.current.callNumber).not.toBe(SUPPORT_PLACEHOLDER));
    expect(second.result.current).toEqual(first.result.current);
    expect(first.result.current.callNumber).toBe(normaliseSupportNumber(served.mobile_1));
    expect(sentBodies(fetchSpy, PATH)).toHaveLength(1);
  });

  it('stay placeholders when the request fails, and the next screen asks again', async () => {
    await openSandbox();
    const failing = answerWith(PATH, new TypeError('Failed to fetch'));
    const first = renderHook(() => useSupportContacts());
    await waitFor(() => expect(failing).toHaveBeenCalled());
    expect(first.result.current.chatNumber).toBe(SUPPORT_PLACEHOLDER);
    failing.mockRestore();
    const next = renderHook(() => useSupportContacts());
    await waitFor(() => expect(next.result.current.chatNumber).not.toBe(SUPPORT_PLACEHOLDER));
    expect(first.result.current).toEqual(next.result.current);
  });

  it('saved ones show until the provider answers; they never replace its answer', async () => {
    await openSandbox();
    const saved = await savedAnswer('9000000001', '9000000002');
    const served = await callProvider(PATH, {});
    act(() => restoreSocialData(saved));
    const { result } = renderHook(() => useSupportContacts());
    expect(result.current.chatNumber).toBe('9000000001');
    expect(result.current.telHref).toBe('tel:+919000000002');
    await waitFor(() => expect(result.current.chatNumber).not.toBe('9000000001'));
    expect(result.current.chatNumber).toBe(normaliseSupportNumber(served.mobile_no));
    const older = await savedAnswer('9000000003', '9000000004');
    act(() => restoreSocialData(older));
    expect(result.current.chatNumber).toBe(normaliseSupportNumber(served.mobile_no));
  });

  it('offline, saved numbers restored after a screen showed appear on it', async () => {
    await openSandbox();
    const saved = await savedAnswer('9000000001', '9000000002');
    const failing = answerWith(PATH, new TypeError('Failed to fetch'));
    const { result } = renderHook(() => useSupportContacts());
    await waitFor(() => expect(failing).toHaveBeenCalled());
    act(() => restoreSocialData(saved));
    expect(result.current.chatNumber).toBe('9000000001');
  });
});
