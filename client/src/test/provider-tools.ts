/** Test-only helpers over the sandbox: settings, faults and a one-path fetch override. */
import { vi } from 'vitest';
import type { Sandbox } from './sandbox';

export async function patchSettings(sandbox: Sandbox, patch: Record<string, unknown>) {
  const response = await fetch(`${sandbox.host}/__sim/settings`, {
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(patch),
  });
  if (!response.ok) throw new Error(`settings patch failed: ${await response.text()}`);
}

/** A provider fault on one path (status_false, http_500, latency...). */
export const injectFault = (sandbox: Sandbox, path: string, spec: Record<string, unknown>) =>
  sandbox.sim('POST', '/faults', { path, ...spec });

/** Answers `path` with `body` (or rejects when body is an Error); every other call goes through. */
export function answerWith(path: string, body: object | Error) {
  const realFetch = globalThis.fetch;
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    if (!String(input).endsWith(`/${path}`)) return realFetch(input, init);
    if (body instanceof Error) throw body;
    return new Response(JSON.stringify(body));
  });
}

/** Lets the first call to `path` through and fails every later one as a lost network would. */
export function failsAfterFirst(path: string) {
  const realFetch = globalThis.fetch;
  let calls = 0;
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    if (String(input).endsWith(`/${path}`) && ++calls > 1) throw new TypeError('Failed to fetch');
    return realFetch(input, init);
  });
}

/** The JSON bodies sent to `path` through a fetch spy. */
export const sentBodies = (spy: { mock: { calls: unknown[][] } }, path: string) =>
  spy.mock.calls
    .filter(([url]) => String(url).endsWith(`/${path}`))
    .map(([, init]) => JSON.parse(String((init as RequestInit).body)) as Record<string, unknown>);

/** Runs the app's faked clock on until `outcome` settles (a lost answer's checks wait on it). */
export async function settle<T>(outcome: Promise<T>): Promise<T> {
  let settled = false;
  void outcome.finally(() => (settled = true));
  const deadline = performance.now() + 15_000;
  while (!settled && performance.now() < deadline) {
    await vi.advanceTimersByTimeAsync(100);
    await new Promise((resolve) => setImmediate(resolve));
  }
  return outcome;
}

/** The provider's journal of calls to `path` (each marked when its answer was lost). */
export const journal = async (sandbox: Sandbox, path: string) =>
  (await sandbox.sim<{ entries: { answer_lost?: boolean }[] }>('GET', `/journal?path=${path}`))
    .entries;
