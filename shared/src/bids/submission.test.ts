import { describe, expect, it } from 'vitest';
import { bidTypeById, type BidTypeId } from './catalogue';
import { buildEntry } from './entry';
import { EMPTY_PENDING_LIST, addEntry, type PendingList } from './pending-list';
import { buildSubmissions } from './submission';
import type { EntryInput } from './types';

function listOf(id: BidTypeId, inputs: EntryInput[]): PendingList {
  return inputs.reduce((list, input) => {
    const outcome = buildEntry(bidTypeById(id), input, 100_000);
    if (!outcome.ok) throw new Error(outcome.message);
    return addEntry(list, outcome.entry);
  }, EMPTY_PENDING_LIST);
}

const market = { gameId: '12', gameName: 'KALYAN' };

describe('the submission bodies', () => {
  it('sends one call with the protocol shape for a plain type', () => {
    const list = listOf('single-digit', [
      { digits: '5', points: '20', session: 'Open' },
      { digits: '7', points: '30', session: 'Open' },
    ]);
    expect(
      buildSubmissions(bidTypeById('single-digit'), market, list, 'tok', '3-July-2024'),
    ).toEqual([
      {
        path: 'api-submit-bid',
        body: {
          unique_token: 'tok',
          game_id: '12',
          new_result: {
            unique_token: 'tok',
            Gamename: 'KALYAN',
            totalbit: 50,
            gameid: '12',
            pana: 'Single Digit',
            gametype: 'Open',
            bid_date: '3-July-2024',
            session: 'Open',
            result: [
              {
                digits: '5',
                closedigits: '',
                points: '20',
                session: 'Open',
                pana: 'Single Digit',
                closepana: '',
              },
              {
                digits: '7',
                closedigits: '',
                points: '30',
                session: 'Open',
                pana: 'Single Digit',
                closepana: '',
              },
            ],
          },
        },
      },
    ]);
  });

  it('splits SP DP TP into one call per pana kind, each with its own total', () => {
    const list = listOf('sp-dp-tp', [
      { digits: '4', points: '10', session: 'Close', boxes: { sp: true, dp: true, tp: true } },
    ]);
    const calls = buildSubmissions(bidTypeById('sp-dp-tp'), market, list, 'tok', '3-July-2024');
    expect(
      calls.map((c) => [
        c.body.new_result.pana,
        c.body.new_result.result.length,
        c.body.new_result.totalbit,
      ]),
    ).toEqual([
      ['Single Pana', 12, 120],
      ['Double Pana', 9, 90],
      ['Triple Pana', 1, 10],
    ]);
    expect(
      calls.every((c) => c.path === 'api-submit-bid' && c.body.new_result.session === 'Close'),
    ).toBe(true);
  });

  it('sends Starline and Gali bids to their own endpoints', () => {
    const star = listOf('star-single-pana', [{ digits: '128', points: '10', session: 'Open' }]);
    expect(buildSubmissions(bidTypeById('star-single-pana'), market, star, 't', 'd')[0]?.path).toBe(
      'api-starline-submit-bid',
    );
    const gali = listOf('gali-jodi-digit', [{ digits: '47', points: '10', session: 'Open' }]);
    const [call] = buildSubmissions(bidTypeById('gali-jodi-digit'), market, gali, 't', 'd');
    expect(call?.path).toBe('api-galidisawar-submit-bid');
    expect(call?.body.new_result.gametype).toBe('-');
  });
});
