import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LIVE_INTERVAL_MS } from '../lib/control';
import { fakeSimulator, Refusal, renderInConsole } from '../test-simulator';
import { TokenGate } from './token-gate';

const TOKEN = 'qa-secret';

/** A simulator whose control plane wants TOKEN, as one started with CONTROL_TOKEN does. */
function guardedSimulator() {
  return fakeSimulator(({ path, token }) =>
    token === TOKEN
      ? path === '/clock'
        ? { now: '2025-03-03T05:30:00.000Z', frozen: false, speed: 1 }
        : undefined
      : new Refusal(401, 'This simulator requires its CONTROL_TOKEN.'),
  );
}

const field = () => screen.getByLabelText<HTMLInputElement>('Control token', { selector: 'input' });
const type = (value: string) => fireEvent.change(field(), { target: { value } });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('TokenGate', () => {
  it('keeps what QA is typing while the console waits, and stops asking with a refused token', async () => {
    const calls = guardedSimulator();
    renderInConsole(<TokenGate />);
    await screen.findByRole('form', { name: 'Control token' });
    type('qa-sec');
    const asked = calls.length;
    await sleep(LIVE_INTERVAL_MS * 1.5);
    expect(field().value).toBe('qa-sec');
    expect(calls.length).toBe(asked);
  });

  it('names a wrong token beside the field, and opens for the right one', async () => {
    const calls = guardedSimulator();
    renderInConsole(<TokenGate />);
    await screen.findByRole('form', { name: 'Control token' });
    expect(screen.queryByRole('alert')).toBeNull();

    type('wrong');
    fireEvent.submit(screen.getByRole('form', { name: 'Control token' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The simulator refused this token.');
    expect(field().value).toBe('wrong');
    expect(calls.at(-1)?.token).toBe('wrong');

    type(TOKEN);
    fireEvent.submit(screen.getByRole('form', { name: 'Control token' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Control token' })).toBeNull());
    expect(calls.at(-1)).toMatchObject({ path: '/clock', token: TOKEN });
    expect(sessionStorage.length).toBe(1);
  });
});
