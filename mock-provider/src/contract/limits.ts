/** The control plane's numeric limits: its schemas state them, the services hold them. */

/**
 * The largest balance a wallet may hold, and so the largest amount that enters anywhere (a
 * setting, a hand credit, a deposit). Far above any real wallet, and far enough below 2^53 that a
 * win at the highest rate on it is still an exact number.
 */
export const MAX_BALANCE = 1_000_000_000;

/** The most calls a world's journal remembers; the oldest go first. */
export const JOURNAL_CAPACITY = 5000;

/** The most overrides a world keeps active at once: QA sets a few, a script a few dozen. */
export const MAX_OVERRIDES = 100;
/** The most bytes an override's answer may take, written as JSON (a long market list is ~10 KB). */
export const MAX_OVERRIDE_ANSWER_BYTES = 64 * 1024;
