import { ALL_PANA } from '@panna/shared';

/** One scheduled result: main open pana at openAt, close pana at closeAt; Starline and Gali at openAt. */
export interface DueResult {
  at: number;
  marketId: number;
  date: string;
  session?: 'open' | 'close';
}

/** 32-bit FNV-1a, then a murmur3 finaliser: a well-mixed number from a text key. */
function hash32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

/**
 * The seeded value of one scheduled result. It depends only on the seed and the result's identity,
 * never on when or in what order catch-ups run: the same seed and schedule give the same results.
 */
export function seededResult(seed: number, due: DueResult, kind: 'pana' | 'jodi'): string {
  const n = hash32(`${seed}|${due.marketId}|${due.date}|${due.session ?? 'result'}`);
  return kind === 'pana' ? ALL_PANA[n % ALL_PANA.length]! : String(n % 100).padStart(2, '0');
}
