/**
 * A fresh provider world per test: its own database (seeded with the demo data) and a frozen
 * clock, on the mock started by global-setup.ts. The client's configuration points at it.
 */
import { instantAt } from '@panna/shared/time';
import { inject } from 'vitest';
import { setConfig } from '../lib/config';
import { callProvider } from '../lib/provider-client';
import { saveCredentials, type Credentials } from '../lib/storage';

/** The documented demo accounts (mock README). */
export const DEMO = {
  player: { mobile: '9876543210', password: 'demo1234' },
  viewer: { mobile: '9876543211', password: 'demo1234' },
} as const;

/** Monday 2024-07-01, India time. */
export const mondayAt = (hours: number, minutes = 0) =>
  instantAt('2024-07-01', hours * 60 + minutes);

let count = 0;

export interface Sandbox {
  host: string;
  /** A control-plane call on this world. */
  sim: <T = unknown>(method: 'GET' | 'POST' | 'PATCH', path: string, body?: unknown) => Promise<T>;
  /** Logs in through the provider and stores the session, as the login screen does. */
  signIn: (who?: keyof typeof DEMO) => Promise<Credentials>;
}

export async function openSandbox(at: number = mondayAt(13)): Promise<Sandbox> {
  count += 1;
  const host = `${inject('providerUrl')}/s/client-${process.pid}-${count}`;
  const sim = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const response = await fetch(`${host}/__sim${path}`, {
      method,
      headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
      body: body === undefined ? null : JSON.stringify(body),
    });
    return (await response.json()) as T;
  };
  // Seeded at `at` (results, demo markets), then the clock is held there.
  await sim('POST', '/reset', { at: new Date(at).toISOString() });
  await sim('POST', '/clock', { set: new Date(at).toISOString(), freeze: true });
  setConfig({ providerHost: host });
  const signIn = async (who: keyof typeof DEMO = 'player') => {
    const answer = await callProvider('api-user-login', { ...DEMO[who], device_id: null });
    const credentials = {
      username: answer.user_name,
      token: answer.unique_token,
      mobile: answer.mobile,
    };
    saveCredentials(credentials);
    return credentials;
  };
  return { host, sim, signIn };
}
