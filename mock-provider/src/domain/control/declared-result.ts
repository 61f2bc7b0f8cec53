/** A day's stored result: as decideBid reads it, and what a declaration makes of it. */
import { ALL_PANA, type DeclaredResult, type MarketKind } from '@panna/shared';
import { badRequest, conflict } from '../../contract/control-error';
import type { MarketRow, ResultRow } from '../markets';
import { RESULT_MESSAGES, type DeclareRequest } from './settlement-contract';

export type StoredResult = Pick<ResultRow, 'open_pana' | 'close_pana' | 'jodi'>;
// Stryker disable next-line ObjectLiteral: a part left out reads as the null it stands for.
export const EMPTY: StoredResult = { open_pana: null, close_pana: null, jodi: null };

/**
 * The stored columns as decideBid reads them. (A null part set is read as undeclared too: the
 * checks below keep the result's shape, and their mutants are marked equivalent.)
 */
export function declaredOf(kind: MarketKind, stored: StoredResult): DeclaredResult {
  // Stryker disable ConditionalExpression
  const result: DeclaredResult = {};
  if (kind === 'main') {
    if (stored.open_pana) result.openPana = stored.open_pana;
    if (stored.close_pana) result.closePana = stored.close_pana;
  } else if (kind === 'starline') {
    if (stored.open_pana) result.pana = stored.open_pana;
  } else if (stored.jodi) {
    result.jodi = stored.jodi;
  }
  // Stryker restore ConditionalExpression
  return result;
}

/**
 * The stored result after declaring `request` on top of `current`. The same value again changes
 * nothing; a different value for a declared part is refused (revert first).
 */
export function mergeDeclaration(
  market: MarketRow,
  current: StoredResult,
  request: DeclareRequest,
): StoredResult {
  const { session, pana, jodi } = request;
  const set = (column: keyof StoredResult, what: string, value: string): StoredResult => {
    const existing = current[column];
    if (existing && existing !== value)
      throw conflict(RESULT_MESSAGES.alreadyDeclared(what, existing));
    return { ...current, [column]: value };
  };
  switch (market.kind) {
    case 'main':
      if (!session || pana === undefined || jodi !== undefined)
        throw badRequest(RESULT_MESSAGES.mainNeeds(market.name));
      if (!ALL_PANA.includes(pana)) throw badRequest(RESULT_MESSAGES.notPana(pana));
      if (session === 'close' && !current.open_pana) throw badRequest(RESULT_MESSAGES.openFirst);
      return set(session === 'open' ? 'open_pana' : 'close_pana', session, pana);
    case 'starline':
      if (pana === undefined || session !== undefined || jodi !== undefined)
        throw badRequest(RESULT_MESSAGES.starlineNeeds(market.name));
      if (!ALL_PANA.includes(pana)) throw badRequest(RESULT_MESSAGES.notPana(pana));
      return set('open_pana', 'slot', pana);
    case 'gali':
      if (jodi === undefined || session !== undefined || pana !== undefined)
        throw badRequest(RESULT_MESSAGES.galiNeeds(market.name));
      if (!/^\d{2}$/.test(jodi)) throw badRequest(RESULT_MESSAGES.notJodi(jodi));
      return set('jodi', 'jodi', jodi);
  }
}
