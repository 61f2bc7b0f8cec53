import { BID_TYPES, bidTypeById } from '@panna/shared/bids';
import { describe, expect, it } from 'vitest';
import { bidPathFor, marketMenu } from './bid-paths';
import { forMarket, marketIdIn } from './market-param';

/** What the router would hand a screen for a URL the builders wrote. */
const searchOf = (url: string) => new URLSearchParams(new URL(url, 'http://app.test').search);

describe('paths that carry their market', () => {
  it('write the market as ?market= on any path', () => {
    expect(forMarket('/single', '12')).toBe('/single?market=12');
  });

  it('write each kind’s menu for a market', () => {
    expect(forMarket(marketMenu('main'), '12')).toBe('/game?market=12');
    expect(forMarket(marketMenu('starline'), '7')).toBe('/stargame?market=7');
    expect(forMarket(marketMenu('gali'), '3')).toBe('/galiallgame?market=3');
  });

  it('write a bid screen in its catalogue spelling', () => {
    expect(bidPathFor(bidTypeById('gali-left-digit'), '3')).toBe('/leftdigit?market=3');
    expect(bidPathFor(bidTypeById('star-single-digit'), '7')).toBe('/StarSingle?market=7');
    expect(bidPathFor(bidTypeById('triple-pana'), '12')).toBe('/tripplePana?market=12');
  });

  it('read back the market of every bid screen they write', () => {
    for (const type of BID_TYPES) {
      expect(marketIdIn(searchOf(bidPathFor(type, '42')))).toBe('42');
    }
  });

  it('keep an id with URL characters in one piece', () => {
    expect(marketIdIn(searchOf(forMarket('/game', '1&market=2 #x')))).toBe('1&market=2 #x');
  });

  it('read no market from a URL that names none', () => {
    expect(marketIdIn(searchOf('/single'))).toBe('');
    expect(marketIdIn(searchOf('/single?game=12'))).toBe('');
  });
});
