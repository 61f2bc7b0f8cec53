import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Refusal, fakeSimulator, renderInConsole } from '../../test-simulator';
import { RegisterPlayer } from './register-player';

/** The simulator registering whoever is asked, at the balance given. */
function registering() {
  const calls = fakeSimulator(({ method, path, body }) => {
    if (method !== 'POST' || path !== '/players') return undefined;
    const mobile = String(body?.mobile);
    return {
      msg: 'Registered',
      player: {
        id: calls.length,
        name: typeof body?.name === 'string' ? body.name : 'Player',
        mobile,
        wallet: typeof body?.wallet === 'number' ? body.wallet : 0,
        betting_status: '1',
        blocked: false,
        created_at: '2025-03-03T05:30:00.000Z',
      },
    };
  });
  renderInConsole(<RegisterPlayer />, 'players');
  return calls;
}

function register(mobile: string, name: string, wallet: string) {
  fireEvent.change(screen.getByLabelText('New mobile'), { target: { value: mobile } });
  fireEvent.change(screen.getByLabelText('Name'), { target: { value: name } });
  fireEvent.change(screen.getByLabelText('Starting balance'), { target: { value: wallet } });
  fireEvent.click(screen.getByRole('button', { name: 'Register player' }));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('RegisterPlayer', () => {
  it('shows the player registered and an empty form, ready and focused for the next', async () => {
    const calls = registering();
    register('9000000712', 'Ravi', '500');
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Registered Ravi (9000000712) with 500 points.',
    );
    expect(calls.map((c) => c.body)).toEqual([{ mobile: '9000000712', name: 'Ravi', wallet: 500 }]);
    for (const label of ['New mobile', 'Name', 'Password', 'Starting balance'])
      expect(screen.getByLabelText(label)).toHaveValue('');
    expect(screen.getByLabelText('New mobile')).toHaveFocus();
    const list = screen.getByRole('list', { name: 'Players registered here' });
    expect(within(list).getByRole('link', { name: '9000000712' })).toHaveAttribute(
      'href',
      '/__sim/console/players/9000000712',
    );
  });

  it('lists every player registered here, newest first', async () => {
    registering();
    register('9000000712', 'Ravi', '500');
    await screen.findByText(/Registered Ravi/);
    register('9000000713', 'Asha', '');
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Registered Asha (9000000713) with 0 points.',
    );
    const rows = within(screen.getByRole('list', { name: 'Players registered here' }))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(rows).toEqual([
      '9000000713 · Asha · started with 0 points',
      '9000000712 · Ravi · started with 500 points',
    ]);
  });

  it('keeps what was typed when the simulator refuses, with its message', async () => {
    fakeSimulator(() => new Refusal(409, 'Player 9876543210 is registered already'));
    renderInConsole(<RegisterPlayer />, 'players');
    register('9876543210', 'Again', '5');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Player 9876543210 is registered already',
    );
    expect(screen.getByLabelText('New mobile')).toHaveValue('9876543210');
    expect(screen.queryByRole('list', { name: 'Players registered here' })).toBeNull();
  });
});
