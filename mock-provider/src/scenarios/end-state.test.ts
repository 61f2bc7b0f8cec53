import { describe, expect, it } from 'vitest';
import { compareEnd, describeDifference, playerEnd, type PlayerRows } from './end-state';

const SINCE = Date.parse('2025-03-03T11:00:00+05:30');

const ROWS: PlayerRows = {
  wallet: 1850,
  transactions: [
    // Newest first, as the control plane lists them; the first row is from before `since`.
    {
      id: 9,
      transaction_type: '1',
      amount_status: '8',
      amount: 950,
      balance_after: 1850,
      created_at: SINCE + 3,
    },
    {
      id: 7,
      transaction_type: '2',
      amount_status: '5',
      amount: 100,
      balance_after: 900,
      created_at: SINCE + 2,
    },
    {
      id: 4,
      transaction_type: '1',
      amount_status: '1',
      amount: 1000,
      balance_after: 1000,
      created_at: SINCE,
    },
    {
      id: 2,
      transaction_type: '1',
      amount_status: '6',
      amount: 5,
      balance_after: 5,
      created_at: SINCE - 1000,
    },
  ],
  bids: [
    {
      id: 5,
      game_id: 31,
      label: 'Single Digit',
      session: 'Open',
      digits: '5',
      closedigits: '',
      points: 100,
      status: 'won',
      win_amount: 950,
    },
    {
      id: 3,
      game_id: 2,
      label: 'Jodi Digit',
      session: 'Open',
      digits: '12',
      closedigits: '',
      points: 10,
      status: 'pending',
      win_amount: 0,
    },
  ],
  withdrawals: [{ id: 3, amount: 200, status: '2' }],
  deposits: [
    { id: 8, amount: 300, status: '1' },
    { id: 6, amount: 50, status: '0' },
  ],
};

const end = () => playerEnd(ROWS, SINCE, (id) => (id === 31 ? 'qa-main' : undefined));

describe('playerEnd', () => {
  it("lists a player's parts oldest first, without ids or times, on the file's markets only", () => {
    expect(end()).toEqual({
      balance: 1850,
      bids: [
        {
          market: 'qa-main',
          session: 'Open',
          type: 'Single Digit',
          digits: '5',
          points: 100,
          status: 'won',
          win: 950,
        },
      ],
      ledger: [
        { kind: 'deposit', credit: 1000, balance: 1000 },
        { kind: 'bid', debit: 100, balance: 900 },
        { kind: 'main-win', credit: 950, balance: 1850 },
      ],
      withdrawals: [{ amount: 200, status: 'approved' }],
      deposits: [
        { amount: 50, status: 'pending' },
        { amount: 300, status: 'rejected' },
      ],
    });
  });
});

describe('compareEnd', () => {
  it('finds nothing when every part is as expected, and skips the parts a file leaves out', () => {
    const found = new Map([['asha', end()]]);
    expect(compareEnd({ asha: end() }, found)).toEqual([]);
    // Hand-edited: points as text, only the balance and bids checked.
    const edited = {
      balance: 1850,
      bids: [{ ...end().bids[0]!, points: '100' as unknown as number }],
    };
    expect(compareEnd({ asha: edited }, found)).toEqual([]);
  });

  it('names the player, what differs, what was expected and what was found', () => {
    const found = new Map([
      ['asha', { ...end(), balance: 1750, deposits: end().deposits.slice(0, 1) }],
      ['ravi', undefined],
    ]);
    const expected = {
      asha: { ...end(), bids: [{ ...end().bids[0]!, status: 'lost' }] },
      ravi: { balance: 0 },
    };
    const differences = compareEnd(expected, found);
    expect(differences.map(describeDifference)).toEqual([
      'asha balance: expected 1850, found 1750',
      'asha bid 1 of 1: expected { market: "qa-main", session: "Open", type: "Single Digit", digits: "5", points: 100, status: "lost", win: 950 }, found { market: "qa-main", session: "Open", type: "Single Digit", digits: "5", points: 100, status: "won", win: 950 }',
      'asha deposit 2 of 2: expected { amount: 300, status: "rejected" }, found none',
      'ravi player: expected registered, found none',
    ]);
  });

  it('reports a row the world has beyond those expected', () => {
    const found = new Map([['asha', end()]]);
    const differences = compareEnd({ asha: { ledger: end().ledger.slice(0, 2) } }, found);
    expect(differences).toEqual([
      {
        player: 'asha',
        what: 'ledger row 3 of 2',
        expected: 'none',
        found: '{ kind: "main-win", credit: 950, balance: 1850 }',
      },
    ]);
  });
});
