/**
 * The expansion strategies a catalogue entry names: how its screen validates what was typed, which
 * rows one Proceed sends, and which set the provider checks a stored row against.
 */
import { isInDigitSet } from './digit-sets';
import { expandDpMotor, expandSpDpTp, expandSpMotor } from './expansion';
import { BID_MESSAGES } from './messages';
import type { DigitField, Expansion, ExpandedRow } from './types';

const inFieldSet = (field: DigitField, value: string): string | undefined =>
  isInDigitSet(field.set, value) ? undefined : BID_MESSAGES.digitInvalid(value);

const panaRows = (panas: readonly string[], label: string): ExpandedRow[] =>
  panas.map((digits) => ({ digits, closedigits: '', label }));

/** What the player typed is what is sent: one row, checked against each field's set. */
export const PLAIN: Expansion = {
  validate: inFieldSet,
  expand: ({ digits, closedigits, label }) => ({
    ok: true,
    rows: [{ digits, closedigits, label }],
  }),
  rowSet: (field) => field.set,
  asksPanaKinds: false,
  listsEachRow: false,
};

/** The labels SP DP TP's rows travel under: the main market's pana types. */
export const SP_DP_TP_LABELS = {
  sp: 'Single Pana',
  dp: 'Double Pana',
  tp: 'Triple Pana',
} as const;

/** SP DP TP: an ank and ticked kinds give every pana of those kinds, each as its pana type. */
export const SP_DP_TP: Expansion = {
  validate: inFieldSet,
  expand: ({ digits, boxes }) => {
    const groups = expandSpDpTp(Number(digits), boxes);
    const rows = [
      ...panaRows(groups.sp, SP_DP_TP_LABELS.sp),
      ...panaRows(groups.dp, SP_DP_TP_LABELS.dp),
      ...panaRows(groups.tp, SP_DP_TP_LABELS.tp),
    ];
    if (rows.length === 0) return { ok: false, message: BID_MESSAGES.spDpTpNoKind, field: 'boxes' };
    return { ok: true, rows, groups };
  },
  // Never asked: its rows reach the provider as Single, Double and Triple Pana.
  rowSet: () => 'any-pana',
  asksPanaKinds: true,
  listsEachRow: false,
};

/** SP Motor: 3 to 10 digits give one single pana per three of them, each listed on its own. */
export const SP_MOTOR: Expansion = {
  validate: (field, value) =>
    value.length < 3 || expandSpMotor(value).length === 0 || !isInDigitSet(field.set, value)
      ? BID_MESSAGES.spMotorDigits
      : undefined,
  expand: ({ digits, label }) => ({ ok: true, rows: panaRows(expandSpMotor(digits), label) }),
  rowSet: () => 'single-pana',
  asksPanaKinds: false,
  listsEachRow: true,
};

/** DP Motor: 2 to 10 digits give two double panas per pair of them, listed as one entry. */
export const DP_MOTOR: Expansion = {
  validate: (field, value) => {
    if (!isInDigitSet(field.set, value) || value.length > field.maxLength)
      return BID_MESSAGES.dpMotorInvalid(value);
    if (value.length < 2) return BID_MESSAGES.dpMotorTooShort;
    return expandDpMotor(value).length === 0 ? BID_MESSAGES.dpMotorInvalid(value) : undefined;
  },
  expand: ({ digits, label }) => ({ ok: true, rows: panaRows(expandDpMotor(digits), label) }),
  rowSet: () => 'double-pana',
  asksPanaKinds: false,
  listsEachRow: false,
};
