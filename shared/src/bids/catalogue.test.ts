import { describe, expect, it } from 'vitest';
import {
  BID_TYPES,
  SUBMIT_PATH,
  bidTypeById,
  bidTypeByLabel,
  bidTypeByPath,
  bidTypesOf,
} from './catalogue';

describe('the bid-type catalogue', () => {
  it('has the ten main, four Starline and three Gali types of the spec', () => {
    expect(bidTypesOf('main').map((t) => t.title)).toEqual([
      'Single Digit',
      'Jodi Digit',
      'Single Pana',
      'Double Pana',
      'Triple Pana',
      'Half Sangam',
      'Full Sangam',
      'SP DP TP',
      'SP Motor',
      'DP Motor',
    ]);
    expect(bidTypesOf('starline').map((t) => t.title)).toEqual([
      'Single Digit',
      'Single Pana',
      'Double Pana',
      'Triple Pana',
    ]);
    expect(bidTypesOf('gali').map((t) => t.title)).toEqual([
      'Left Digit',
      'Right Digit',
      'Jodi Digit',
    ]);
  });

  it('lists every route spelling of both spec documents, each owned by one type', () => {
    const paths = BID_TYPES.flatMap((t) => t.paths);
    for (const path of [
      '/single',
      '/jodi',
      '/singlepana',
      '/doublepana',
      '/tripplePana',
      '/tripplepana',
      '/halfsangam',
      '/fullsangam',
      '/spdptp',
      '/spmotor',
      '/dpmotor',
      '/StarSingle',
      '/starsingle',
      '/Ssinglepana',
      '/ssinglepana',
      '/Sdoublepana',
      '/sdoublepana',
      '/Stripplepana',
      '/stripplepana',
      '/leftdigit',
      '/rightdigit',
      '/jodidigit',
    ]) {
      expect(paths).toContain(path);
    }
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('finds a type by any spelling of its path, without case', () => {
    expect(bidTypeByPath('/TRIPPLEPANA')?.id).toBe('triple-pana');
    expect(bidTypeByPath('/starsingle')?.id).toBe('star-single-digit');
    expect(bidTypeByPath('/nothing')).toBeUndefined();
  });

  it('resolves a submission label per market, SP DP TP travelling as the pana types', () => {
    expect(bidTypeByLabel('main', 'Double Pana')?.id).toBe('double-pana');
    expect(bidTypeByLabel('starline', 'Single Digit')?.id).toBe('star-single-digit');
    expect(bidTypeByLabel('gali', 'Jodi Digit')?.id).toBe('gali-jodi-digit');
    expect(bidTypeByLabel('gali', 'Single Pana')).toBeUndefined();
  });

  it('keeps Jodi on the close session and blocks Jodi and the Sangams after the open time', () => {
    expect(bidTypeById('jodi-digit').session).toBe('close');
    for (const id of ['jodi-digit', 'half-sangam', 'full-sangam', 'gali-left-digit'] as const) {
      expect(bidTypeById(id).afterOpen).toBe('block');
    }
    expect(bidTypeById('single-digit').afterOpen).toBe('close-only');
    expect(bidTypeById('star-single-pana').afterOpen).toBe('closed-flag');
  });

  it('sends each market to its endpoint', () => {
    expect(SUBMIT_PATH).toEqual({
      main: 'api-submit-bid',
      starline: 'api-starline-submit-bid',
      gali: 'api-galidisawar-submit-bid',
    });
  });
});
