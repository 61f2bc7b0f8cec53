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

const breathe = () => new Promise((resolve) => setImmediate(resolve));

/** Runs the app's faked clock on, a little at a time, until `outcome` settles. */
export async function settle<T>(outcome: Promise<T>): Promise<T> {
  let settled = false;
  void outcome.finally(() => (settled = true));
  const deadline = performance.now() + 15_000;
  while (!settled && performance.now() < deadline) {
    await vi.advanceTimersByTimeAsync(100);
    await breathe();
  }
  return outcome;
}

/** Waits (in real time, the faked clock standing still) until `check` passes. */
export async function until(check: () => Promise<boolean>): Promise<void> {
  const deadline = performance.now() + 10_000;
  while (!(await check())) {
    if (performance.now() > deadline) throw new Error('never happened');
    await breathe();
  }
}

/** The provider's journal of calls to `path` (each marked when its answer was lost). */
export const journal = async (sandbox: Sandbox, path: string) =>
  (await sandbox.sim<{ entries: { answer_lost?: boolean }[] }>('GET', `/journal?path=${path}`))
    .entries;

/**
 * Settles a money call sent to `path` once the provider has met it. The app's clock stands still
 * until then: run first on a loaded machine, it would give up before the call reached the
 * simulator, and the call would read as never made.
 */
export async function settleLanded<T>(sandbox: Sandbox, path: string, outcome: Promise<T>) {
  await until(async () => (await journal(sandbox, path)).length > 0);
  return settle(outcome);
}
