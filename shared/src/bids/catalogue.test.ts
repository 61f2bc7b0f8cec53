import { describe, expect, it } from 'vitest';
import {
  BID_TYPES,
  SUBMIT_PATH,
  bidTypeById,
  bidTypeByLabel,
  bidTypeByLooseLabel,
  bidTypeByPath,
  bidTypesOf,
} from './catalogue';
import { SP_DP_TP_LABELS } from './expansion-rules';
import { isInDigitSet } from './digit-sets';

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

  it('resolves a stored label spelt loosely, within its market only', () => {
    expect(bidTypeByLooseLabel('main', 'tripple panna')?.id).toBe('triple-pana');
    expect(bidTypeByLooseLabel('main', 'SINGLE_DIGIT')?.id).toBe('single-digit');
    expect(bidTypeByLooseLabel('starline', 'Triple Pana')?.id).toBe('star-triple-pana');
    expect(bidTypeByLooseLabel('starline', 'Jodi Digit')).toBeUndefined();
    expect(bidTypeByLooseLabel('main', 'toString')).toBeUndefined();
  });

  it('settles and pays every type that travels under its own label; SP DP TP as the pana types', () => {
    const unpaid = BID_TYPES.filter((t) => !t.label || !t.settle || !t.rateKey).map((t) => t.id);
    expect(unpaid).toEqual(['sp-dp-tp']);
    expect(bidTypeById('sp-dp-tp')).toMatchObject({ settle: undefined, rateKey: undefined });
    const panaTypes = Object.values(SP_DP_TP_LABELS).map((label) => bidTypeByLabel('main', label));
    expect(panaTypes.map((t) => t?.id)).toEqual(['single-pana', 'double-pana', 'triple-pana']);
  });

  it('lists SP Motor panas one by one and asks the pana kinds on SP DP TP only', () => {
    const where = (flag: 'listsEachRow' | 'asksPanaKinds') =>
      BID_TYPES.filter((t) => t.expansion[flag]).map((t) => t.id);
    expect(where('listsEachRow')).toEqual(['sp-motor']);
    expect(where('asksPanaKinds')).toEqual(['sp-dp-tp']);
  });

  it('has the provider check a motor row as one pana of its kind', () => {
    const rowSet = (id: 'sp-motor' | 'dp-motor' | 'single-digit') => {
      const type = bidTypeById(id);
      return type.expansion.rowSet(type.fields[0]!);
    };
    expect(rowSet('sp-motor')).toBe('single-pana');
    expect(rowSet('dp-motor')).toBe('double-pana');
    expect(rowSet('single-digit')).toBe('digit');
    expect(isInDigitSet(rowSet('sp-motor'), '123')).toBe(true);
  });
});
