import { describe, expect, it } from 'vitest';
import type { MarketRow } from '../markets';
import type { PendingBid } from './settlement-store';
import { winNote } from './settlement-plan';

const market = (kind: MarketRow['kind'], name: string): MarketRow => ({
  id: 1,
  kind,
  name,
  sort: 0,
  active: 1,
});
const bid = (label: string, session: string, digits: string, closedigits = ''): PendingBid => ({
  id: 1,
  user_id: 1,
  mobile: '9000000001',
  user_name: 'Asha',
  label,
  session,
  digits,
  closedigits,
  points: 10,
  status: 'pending',
  win_amount: 0,
  win_transaction_id: null,
});

describe("a win's ledger note", () => {
  it('names the market, the bid type, the digits and, on a main market, the session', () => {
    expect(winNote(market('main', 'KALYAN'), bid('Single Digit', 'Open', '5'))).toBe(
      'Win: KALYAN Single Digit 5 (Open)',
    );
    expect(winNote(market('main', 'KALYAN'), bid('Half Sangam', 'Close', '5', '140'))).toBe(
      'Win: KALYAN Half Sangam 5-140 (Close)',
    );
    expect(winNote(market('main', 'KALYAN'), bid('Jodi Digit', '', '42'))).toBe(
      'Win: KALYAN Jodi Digit 42',
    );
  });

  it('leaves the session out on Starline and Gali, whose bids carry one too', () => {
    expect(winNote(market('starline', 'STAR 11 AM'), bid('Single Pana', 'Open', '128'))).toBe(
      'Win: STAR 11 AM Single Pana 128',
    );
    expect(winNote(market('gali', 'GALI'), bid('Jodi Digit', 'Open', '07'))).toBe(
      'Win: GALI Jodi Digit 07',
    );
  });
});
