/**
 * For the console's tests: a simulator answering the control client's calls in process (the
 * global fetch stubbed), and a panel rendered as the console renders it. Tests only.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { ControlProvider, createConsoleQueryClient } from './lib/control';

/** One call the console made: the verb's method and path under /__sim, its query and body. */
export interface SimCall {
  method: string;
  path: string;
  query: Record<string, string>;
  body: Record<string, unknown> | undefined;
  /** The CONTROL_TOKEN it carried (its Bearer header), if any. */
  token: string | undefined;
}

/** A refusal as the simulator sends it: an HTTP status and `{status: false, msg}`. */
export class Refusal {
  constructor(
    readonly status: number,
    readonly msg: string,
  ) {}
}

/**
 * Answers each call with `answer(call)` (status true added), a Refusal as it says, or 404 when it
 * answers undefined; answers the list of calls made, growing as they come.
 */
export function fakeSimulator(answer: (call: SimCall) => object | Refusal | undefined): SimCall[] {
  const calls: SimCall[] = [];
  vi.stubGlobal('fetch', (url: string, init?: RequestInit) => {
    const parsed = new URL(url, 'http://console.test');
    const call: SimCall = {
      method: init?.method ?? 'GET',
      path: parsed.pathname.replace(/^\/__sim/, ''),
      query: Object.fromEntries(parsed.searchParams),
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as SimCall['body']) : undefined,
      token: new Headers(init?.headers).get('authorization')?.replace(/^Bearer /, ''),
    };
    calls.push(call);
    const body = answer(call) ?? new Refusal(404, `No verb ${call.method} ${call.path} here`);
    const refused = body instanceof Refusal;
    return Promise.resolve(
      new Response(
        JSON.stringify(refused ? { status: false, msg: body.msg } : { status: true, ...body }),
        { status: refused ? body.status : 200, headers: { 'content-type': 'application/json' } },
      ),
    );
  });
  return calls;
}

/** Renders `ui` inside the default world's control client, as the console does. */
export function renderInConsole(ui: ReactNode, route = ''): void {
  render(
    <QueryClientProvider client={createConsoleQueryClient()}>
      <ControlProvider location={{ sandbox: undefined, prefix: '', route }}>{ui}</ControlProvider>
    </QueryClientProvider>,
  );
}
