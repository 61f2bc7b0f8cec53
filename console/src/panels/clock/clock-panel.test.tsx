import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeSimulator, renderInConsole, type SimCall } from '../../test-simulator';
import ClockPanel from './clock-panel';

/** A running clock; each POST /clock answers the clock as the body leaves it. */
function runningClock(): SimCall[] {
  let clock = { now: '2025-03-03T05:30:00.000Z', frozen: false, speed: 1 };
  const calls = fakeSimulator(({ method, path, body }) => {
    if (path === '/clock' && method === 'POST') {
      const set = typeof body?.set === 'string' ? new Date(body.set).toISOString() : clock.now;
      clock = { ...clock, now: set, frozen: body?.freeze === true || clock.frozen };
    }
    if (path === '/clock') return clock;
    if (path === '/markets') return { markets: [] };
    return undefined;
  });
  renderInConsole(<ClockPanel />, 'clock');
  return calls;
}

const changes = (calls: SimCall[]) => calls.filter((c) => c.method === 'POST');

async function enter(date: string, time: string) {
  const form = await screen.findByRole('form', { name: 'Set the clock' });
  fireEvent.change(screen.getByLabelText('Date (India)'), { target: { value: date } });
  fireEvent.change(screen.getByLabelText('Time (India)'), { target: { value: time } });
  return form;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ClockPanel', () => {
  it('sets and freezes the clock in one call, at exactly the instant entered', async () => {
    const calls = runningClock();
    await enter('2025-03-03', '11:01:00');
    fireEvent.click(screen.getByRole('button', { name: 'Set and freeze' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Clock set to 11:01:00 AM and frozen',
    );
    expect(changes(calls).map((c) => c.body)).toEqual([
      { set: '2025-03-03T11:01:00+05:30', freeze: true },
    ]);
  });

  it('sets the clock alone with Set clock, leaving it running', async () => {
    const calls = runningClock();
    await enter('2025-03-03', '11:01:00');
    fireEvent.click(screen.getByRole('button', { name: 'Set clock' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Clock set to 11:01:00 AM');
    expect(changes(calls).map((c) => c.body)).toEqual([{ set: '2025-03-03T11:01:00+05:30' }]);
  });

  it('sends nothing for a time that is not one, and says why beside the field', async () => {
    const calls = runningClock();
    await enter('2025-03-03', '11');
    fireEvent.click(screen.getByRole('button', { name: 'Set and freeze' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Enter a time (HH:MM or HH:MM:SS).'),
    );
    expect(changes(calls)).toEqual([]);
  });
});
