/**
 * Which result digits each bid type is judged on (docs/protocol.md, Settlement), named for the
 * catalogue's `settle`. Empty strings count as undeclared.
 */
import { ank } from '../pana';
import type { SettleRule, WinningNumber } from './types';

const declared = (value: string | undefined): string | undefined => value || undefined;
const ankOf = (pana: string): string => String(ank(pana));

type Win<A extends unknown[]> = (...parts: A) => WinningNumber;

/** Main market, judged on its session's pana: open pana P for Open rows, close pana Q for Close. */
const onSessionPana =
  (win: Win<[string]>): SettleRule =>
  (result, session) => {
    if (session === undefined) return null;
    const pana = declared(session === 'open' ? result.openPana : result.closePana);
    return pana ? win(pana) : undefined;
  };

/** Main market, judged on both panas once both are declared. */
const onBothPanas =
  (win: Win<[string, string]>): SettleRule =>
  (result) => {
    const open = declared(result.openPana);
    const close = declared(result.closePana);
    return open && close ? win(open, close) : undefined;
  };

/** Starline, judged on the slot's pana whatever the session. */
const onSlotPana =
  (win: Win<[string]>): SettleRule =>
  (result) => {
    const pana = declared(result.pana);
    return pana ? win(pana) : undefined;
  };

/** Gali, judged on the day's two-digit result. */
const onGaliJodi =
  (win: Win<[string]>): SettleRule =>
  (result) => {
    const jodi = declared(result.jodi);
    return jodi ? win(jodi) : undefined;
  };

export const SETTLE = {
  /** Main Single Digit: the ank of its session's pana. */
  sessionAnk: onSessionPana((pana) => ({ digits: ankOf(pana) })),
  /** Main Single, Double, Triple Pana and the motors: its session's pana. */
  sessionPana: onSessionPana((pana) => ({ digits: pana })),
  /** Main Jodi: ank(P) then ank(Q). */
  jodi: onBothPanas((open, close) => ({ digits: `${ankOf(open)}${ankOf(close)}` })),
  /** Half Sangam: open digit ank(P) with close pana Q. */
  halfSangam: onBothPanas((open, close) => ({ digits: ankOf(open), closedigits: close })),
  /** Full Sangam: P with Q. */
  fullSangam: onBothPanas((open, close) => ({ digits: open, closedigits: close })),
  /** Starline Single Digit: the ank of the slot's pana, whatever the session. */
  slotAnk: onSlotPana((pana) => ({ digits: ankOf(pana) })),
  /** Starline Single, Double, Triple Pana: the slot's pana. */
  slotPana: onSlotPana((pana) => ({ digits: pana })),
  /** Gali Left Digit: the jodi's first digit. */
  galiLeft: onGaliJodi((jodi) => ({ digits: jodi.charAt(0) })),
  /** Gali Right Digit: the jodi's second digit. */
  galiRight: onGaliJodi((jodi) => ({ digits: jodi.charAt(1) })),
  /** Gali Jodi Digit: the jodi. */
  galiJodi: onGaliJodi((jodi) => ({ digits: jodi })),
} as const satisfies Record<string, SettleRule>;
