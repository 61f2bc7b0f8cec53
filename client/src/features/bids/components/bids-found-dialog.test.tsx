import type { BidRecord } from '@panna/shared/protocol';
import { act, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { speak } from '../../../i18n/language';
import { BidsFoundDialog } from './bids-found-dialog';

const row = (fields: Partial<BidRecord>): BidRecord => ({
  game_name: 'KALYAN',
  pana: 'Single Digit',
  session: 'Open',
  digits: '5',
  closedigits: '',
  points: '10',
  bid_tx_id: '7',
  bid_date: '01 Jul 2024 01:00:00 PM',
  ...fields,
});

describe('the bids found after a lost answer', () => {
  it("are read in the player's language: the bid type, the session and the points", async () => {
    await act(() => speak('mr'));
    render(
      <BidsFoundDialog
        rows={[row({}), row({ bid_tx_id: '8', session: 'Close', digits: '7' })]}
        onClose={() => {}}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'तुमची बोली लागली' });
    const [open, close] = within(dialog).getAllByRole('listitem');
    expect(open).toHaveTextContent('सिंगल अंक · ओपन · 5 · 10 पॉइंट्स');
    expect(close).toHaveTextContent('सिंगल अंक · क्लोज · 7 · 10 पॉइंट्स');
  });
});
