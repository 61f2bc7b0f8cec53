export { ALL_DIGITS, ALL_JODIS, RED_JODIS, isRedJodi } from './digits';
export { ank, toPana, panaKind, isPana, type PanaKind } from './pana';
export { ALL_PANA, SINGLE_PANA, DOUBLE_PANA, TRIPLE_PANA } from './tables';
export { PANA_CHART, panasOfAnk, type AnkPanas } from './chart';
