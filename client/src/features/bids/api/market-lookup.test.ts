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

  it('says a market is closed when its list shows it closed', () => {
    const now = findMarket('starline', { result: [game('5', { msg_status: 2 })] }, '5')?.now;
    expect(now).toEqual({ listedClosed: true, closed: true, openDeclared: false });
  });

  it('closes a main market whose close result is declared, though its list shows it open', () => {
    const list = { result: [game('9', { open_result: '128', close_result: '370' })] };
    expect(findMarket('main', list, '9')?.now).toEqual({
      listedClosed: false,
      closed: true,
      openDeclared: true,
    });
  });

  it('reads only the status of Starline and Gali markets, not a result of a past session', () => {
    const list = { result: [game('6', { open_result: '45', close_result: '2' })] };
    expect(findMarket('gali', list, '6')?.now).toEqual({
      listedClosed: false,
      closed: false,
      openDeclared: false,
    });
  });
});
