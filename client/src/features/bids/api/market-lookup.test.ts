import { describe, expect, it } from 'vitest';
import { findMarket, type MarketList } from './market-lookup';

const game = (id: string, over: Partial<MarketList['result'][number]> = {}) => ({
  game_id: id,
  game_name: `GAME ${id}`,
  open_time: '03:45 PM',
  msg_status: 1,
  open_result: '',
  close_result: '',
  ...over,
});

describe('finding the market a URL names in its list', () => {
  it('finds it by id, as the spec’s state would carry it', () => {
    const list = { result: [game('11'), game('12')] };
    expect(findMarket('main', list, '12')?.market).toEqual({
      gameId: '12',
      gameName: 'GAME 12',
      openTime: '03:45 PM',
    });
  });

  it('matches a numeric game_id from the provider against the URL’s text', () => {
    const list = { result: [{ ...game('0'), game_id: 7 as unknown as string }] };
    expect(findMarket('starline', list, '7')?.market.gameId).toBe('7');
  });

  it('finds nothing for an id the list does not have', () => {
    expect(findMarket('gali', { result: [game('3')] }, '4')).toBeNull();
    expect(findMarket('gali', { result: [] }, '')).toBeNull();
  });

  it('says what the market takes now, as the lists read it (lib/market-now.ts)', () => {
    const list = { result: [game('9', { open_result: '128-1', close_result: '' })] };
    const noon = Date.parse('2025-03-03T12:00:00+05:30');
    expect(findMarket('main', list, '9', noon)?.now).toEqual({ closed: false, openDeclared: true });
  });
});
