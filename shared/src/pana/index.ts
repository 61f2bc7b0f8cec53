export { ALL_DIGITS, ALL_JODIS, RED_JODIS, isRedJodi } from './digits';
export {
  ALL_PANA,
  SINGLE_PANA,
  DOUBLE_PANA,
  TRIPLE_PANA,
  ank,
  toPana,
  panaKind,
  isPana,
  type PanaKind,
} from './pana';
export { PANA_CHART, panasOfAnk, type AnkPanas } from './chart';
