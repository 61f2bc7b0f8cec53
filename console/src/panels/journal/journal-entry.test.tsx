import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { JournalEntryRow, type Entry } from './journal-entry';

const ENTRY: Entry = {
  id: 7,
  at: '2024-07-01T04:30:00.000Z',
  path: 'api-user-withdraw-fund-request',
  body: { request_amount: 300 },
  status: 200,
  answer: { status: true, msg: 'Withdraw request submitted' },
  duration_ms: 3,
};

describe('JournalEntryRow', () => {
  it('says what the strict profile would have answered a call that breaks its rules', () => {
    render(
      <ul>
        <JournalEntryRow entry={{ ...ENTRY, strict: 'Min amt is 500' }} />
      </ul>,
    );
    expect(screen.getByText(/strict would refuse/)).toBeInTheDocument();
    expect(screen.getByText('Min amt is 500')).toBeInTheDocument();
  });

  it('says nothing of strict for a call it would have answered alike', () => {
    render(
      <ul>
        <JournalEntryRow entry={ENTRY} />
      </ul>,
    );
    expect(screen.queryByText(/strict/)).not.toBeInTheDocument();
  });
});
