import { ank, panaKind, type PanaKind } from './pana';
import { ALL_PANA } from './tables';

/** One ank's column of a pana chart. */
export interface AnkPanas {
  readonly ank: number;
  readonly single: readonly string[];
  readonly double: readonly string[];
  readonly triple: readonly string[];
}

/** For each ank 0..9 (index = ank): its 12 single, 9 double and 1 triple panas, in chart order. */
export const PANA_CHART: readonly AnkPanas[] = Array.from({ length: 10 }, (_, a) => {
  const own = ALL_PANA.filter((p) => ank(p) === a);
  return {
    ank: a,
    single: own.filter((p) => panaKind(p) === 'single'),
    double: own.filter((p) => panaKind(p) === 'double'),
    triple: own.filter((p) => panaKind(p) === 'triple'),
  };
});

/** Panas of one kind whose ank is `ankValue`; empty for an ank outside 0..9. */
export function panasOfAnk(ankValue: number, kind: PanaKind): readonly string[] {
  return PANA_CHART[ankValue]?.[kind] ?? [];
}
