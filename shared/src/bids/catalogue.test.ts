import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BID_TYPES,
  SUBMIT_PATH,
  bidTypeById,
  bidTypeByLabel,
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

  it('reads a label spelt loosely, within its market only', () => {
    expect(bidTypeByLabel('main', 'tripple panna')?.id).toBe('triple-pana');
    expect(bidTypeByLabel('main', 'SINGLE_DIGIT')?.id).toBe('single-digit');
    expect(bidTypeByLabel('main', '  jodi   digit ')?.id).toBe('jodi-digit');
    expect(bidTypeByLabel('main', 'FULL_SANGAM')?.id).toBe('full-sangam');
    expect(bidTypeByLabel('starline', 'Triple Pana')?.id).toBe('star-triple-pana');
    expect(bidTypeByLabel('starline', 'Jodi Digit')).toBeUndefined();
    expect(bidTypeByLabel('main', 'toString')).toBeUndefined();
    expect(bidTypeByLabel('main', 'Jodi')).toBeUndefined();
  });

  it('reads every spelling of a label as the one type, whatever its case, spaces and punctuation', () => {
    const spellings = (label: string) =>
      fc
        .tuple(
          fc.array(fc.boolean(), { minLength: label.length, maxLength: label.length }),
          fc.constantFrom(' ', '', '_', '-', '  ', '.'),
          fc.constantFrom('', ' ', '\t'),
        )
        .map(([upper, gap, pad]) => {
          const cased = [...label].map((c, i) => (upper[i] ? c.toUpperCase() : c.toLowerCase()));
          return `${pad}${cased.join('').replace(/ /g, gap)}${pad}`;
        });
    for (const type of BID_TYPES.filter((t) => t.label !== undefined)) {
      fc.assert(
        fc.property(spellings(type.label!), (spelling) => {
          expect(bidTypeByLabel(type.market, spelling)).toBe(type);
        }),
        { numRuns: 50 },
      );
    }
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
