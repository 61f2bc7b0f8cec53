import type { BidType, BidTypeId, DigitField, MarketKind } from './types';

const digit = (label = 'Digit'): DigitField => ({
  key: 'digits',
  label,
  set: 'digit',
  maxLength: 1,
});
const pana = (
  set: DigitField['set'],
  label = 'Pana',
  key: DigitField['key'] = 'digits',
): DigitField => ({
  key,
  label,
  set,
  maxLength: 3,
});

/** Main-market types that follow the Open/Close radios and stay open (Close only) after the open time. */
const sessioned = {
  session: 'choice',
  afterOpen: 'close-only',
  expansion: 'none',
  cost: 'per-row',
} as const;

/** Starline and Gali bids are all open-session; the slot's or market's open time ends them. */
const starline = {
  market: 'starline',
  session: 'open',
  afterOpen: 'closed-flag',
  expansion: 'none',
  cost: 'per-row',
} as const;
const gali = {
  market: 'gali',
  session: 'open',
  afterOpen: 'block',
  expansion: 'none',
  cost: 'per-row',
} as const;

/**
 * Every bid type of the spec, in menu order. Every difference between the bid screens is here;
 * the client renders one screen from it and the mock validates submissions with it.
 */
export const BID_TYPES: readonly BidType[] = [
  // Main markets (/game).
  {
    id: 'single-digit',
    market: 'main',
    title: 'Single Digit',
    label: 'Single Digit',
    paths: ['/single'],
    fields: [digit()],
    rowNoun: 'Digit',
    ...sessioned,
  },
  {
    id: 'jodi-digit',
    market: 'main',
    title: 'Jodi Digit',
    label: 'Jodi Digit',
    paths: ['/jodi'],
    fields: [{ key: 'digits', label: 'Jodi Digit', set: 'jodi', maxLength: 2 }],
    rowNoun: 'Digit',
    session: 'close',
    afterOpen: 'block',
    expansion: 'none',
    cost: 'per-row',
  },
  {
    id: 'single-pana',
    market: 'main',
    title: 'Single Pana',
    label: 'Single Pana',
    paths: ['/singlepana'],
    fields: [pana('single-pana')],
    rowNoun: 'Pana',
    ...sessioned,
  },
  {
    id: 'double-pana',
    market: 'main',
    title: 'Double Pana',
    label: 'Double Pana',
    paths: ['/doublepana'],
    fields: [pana('double-pana')],
    rowNoun: 'Pana',
    ...sessioned,
  },
  {
    id: 'triple-pana',
    market: 'main',
    title: 'Triple Pana',
    label: 'Triple Pana',
    paths: ['/tripplePana', '/tripplepana'],
    fields: [pana('triple-pana')],
    rowNoun: 'Pana',
    ...sessioned,
  },
  {
    id: 'half-sangam',
    market: 'main',
    title: 'Half Sangam',
    label: 'Half Sangam',
    paths: ['/halfsangam'],
    fields: [digit('Open Digit'), pana('any-pana', 'Close Pana', 'closedigits')],
    rowNoun: 'Digit',
    ...sessioned,
    afterOpen: 'block',
  },
  {
    id: 'full-sangam',
    market: 'main',
    title: 'Full Sangam',
    label: 'Full Sangam',
    paths: ['/fullsangam'],
    fields: [pana('any-pana', 'Open Pana'), pana('any-pana', 'Close Pana', 'closedigits')],
    rowNoun: 'Pana',
    session: 'open',
    afterOpen: 'block',
    expansion: 'none',
    cost: 'per-row',
  },
  {
    id: 'sp-dp-tp',
    market: 'main',
    title: 'SP DP TP',
    label: undefined,
    paths: ['/spdptp'],
    fields: [digit()],
    rowNoun: 'Digit',
    ...sessioned,
    expansion: 'sp-dp-tp',
  },
  {
    id: 'sp-motor',
    market: 'main',
    title: 'SP Motor',
    label: 'SP Motor',
    paths: ['/spmotor'],
    fields: [{ key: 'digits', label: 'Digits', set: 'motor-digits', maxLength: 10 }],
    rowNoun: 'Pana',
    ...sessioned,
    expansion: 'sp-motor',
  },
  {
    id: 'dp-motor',
    market: 'main',
    title: 'DP Motor',
    label: 'DP Motor',
    paths: ['/dpmotor'],
    fields: [{ key: 'digits', label: 'Digits', set: 'motor-digits', maxLength: 10 }],
    rowNoun: 'Pana',
    ...sessioned,
    expansion: 'dp-motor',
    cost: 'once',
  },
  // Starline (/stargame).
  {
    id: 'star-single-digit',
    title: 'Single Digit',
    label: 'Single Digit',
    paths: ['/StarSingle', '/starsingle'],
    fields: [digit()],
    rowNoun: 'Digit',
    ...starline,
  },
  {
    id: 'star-single-pana',
    title: 'Single Pana',
    label: 'Single Pana',
    paths: ['/Ssinglepana', '/ssinglepana'],
    fields: [pana('single-pana')],
    rowNoun: 'Pana',
    ...starline,
  },
  {
    id: 'star-double-pana',
    title: 'Double Pana',
    label: 'Double Pana',
    paths: ['/Sdoublepana', '/sdoublepana'],
    fields: [pana('double-pana')],
    rowNoun: 'Pana',
    ...starline,
  },
  {
    id: 'star-triple-pana',
    title: 'Triple Pana',
    label: 'Triple Pana',
    paths: ['/Stripplepana', '/stripplepana'],
    fields: [pana('triple-pana')],
    rowNoun: 'Pana',
    ...starline,
  },
  // Gali Disawar (/galiallgame).
  {
    id: 'gali-left-digit',
    title: 'Left Digit',
    label: 'Left Digit',
    paths: ['/leftdigit'],
    fields: [digit('Left Digit')],
    rowNoun: 'Digit',
    ...gali,
  },
  {
    id: 'gali-right-digit',
    title: 'Right Digit',
    label: 'Right Digit',
    paths: ['/rightdigit'],
    fields: [digit('Right Digit')],
    rowNoun: 'Digit',
    ...gali,
  },
  {
    id: 'gali-jodi-digit',
    title: 'Jodi Digit',
    label: 'Jodi Digit',
    paths: ['/jodidigit'],
    fields: [{ key: 'digits', label: 'Jodi Digit', set: 'jodi', maxLength: 2 }],
    rowNoun: 'Jodi',
    ...gali,
  },
];

const BY_ID = new Map(BID_TYPES.map((type) => [type.id, type]));
const BY_PATH = new Map(
  BID_TYPES.flatMap((type) => type.paths.map((path) => [path.toLowerCase(), type])),
);

export function bidTypeById(id: BidTypeId): BidType {
  const type = BY_ID.get(id);
  if (!type) throw new Error(`Unknown bid type ${id}`);
  return type;
}

/** The bid type a route path renders; paths compare without case, as the router does. */
export function bidTypeByPath(path: string): BidType | undefined {
  return BY_PATH.get(path.toLowerCase());
}

export function bidTypesOf(market: MarketKind): readonly BidType[] {
  return BID_TYPES.filter((type) => type.market === market);
}

/**
 * The bid type a submission describes: its market and its `pana` label. SP DP TP travels as
 * Single, Double or Triple Pana, so it resolves to those.
 */
export function bidTypeByLabel(market: MarketKind, label: string): BidType | undefined {
  return BID_TYPES.find((type) => type.market === market && type.label === label);
}

/** The endpoint that takes a market's bids. */
export const SUBMIT_PATH = {
  main: 'api-submit-bid',
  starline: 'api-starline-submit-bid',
  gali: 'api-galidisawar-submit-bid',
} as const satisfies Record<MarketKind, string>;
