/**
 * A bid as the app builds it (`createBidSlip` from @panna/shared): one entry on one market, sent
 * as one submission. The scenario `bid` step, the control plane's bids as a player and its random
 * bids all build theirs here.
 */
import {
  BID_TYPES,
  createBidSlip,
  type BidSubmission,
  type BidType,
  type MarketKind,
  type Session,
} from '@panna/shared';
import { ScenarioError } from './client';

/** The market a bid goes to. */
export interface BidMarketRef {
  id: number;
  kind: MarketKind;
  name: string;
}

/** One bid as a step writes it: a catalogue type id and what the player types. */
export interface BidEntry {
  type: string;
  digits: string;
  closedigits?: string | undefined;
  points: string;
  session?: unknown;
  pana?: unknown;
}

/** A catalogue bid type by id; on Starline and Gali markets the kind's prefix may be left out. */
export function bidType(kind: MarketKind, name: string): BidType {
  const prefix = KIND_PREFIX[kind];
  const type = BID_TYPES.find(
    (t) => t.market === kind && (t.id === name || t.id === `${prefix}${name}`),
  );
  if (!type) {
    const known = BID_TYPES.filter((t) => t.market === kind).map((t) => t.id.replace(prefix, ''));
    throw new ScenarioError(`no ${kind} bid type "${name}" (known: ${known.join(', ')})`);
  }
  return type;
}

/** The catalogue's id prefix of each kind, which a step may leave out. */
export const KIND_PREFIX: Record<MarketKind, string> = {
  main: '',
  starline: 'star-',
  gali: 'gali-',
};

/** SP DP TP's kinds of pana: a bid step sends one submission, so one kind. */
export const PANA_KINDS = ['sp', 'dp', 'tp'] as const;

/** Which of SP DP TP's kinds a step sends; every other type takes no `pana`. */
function panaBoxes(type: BidType, pana: unknown): Record<(typeof PANA_KINDS)[number], boolean> {
  if (type.id !== 'sp-dp-tp') {
    if (pana !== undefined) throw new ScenarioError('pana is for sp-dp-tp bids only');
    return { sp: true, dp: true, tp: true };
  }
  if (!PANA_KINDS.includes(pana as never))
    throw new ScenarioError(
      `sp-dp-tp sends one submission per kind of pana; a step sends one, so that it lands whole or not at all: give pana: ${PANA_KINDS.join(', ')} (a step each)`,
    );
  return { sp: pana === 'sp', dp: pana === 'dp', tp: pana === 'tp' };
}

export const sessionOf = (value: unknown): Session => {
  if (value === undefined) return 'Open';
  if (typeof value === 'string' && /^(open|close)$/i.test(value))
    return value.toLowerCase() === 'open' ? 'Open' : 'Close';
  throw new ScenarioError('session must be open or close');
};

/**
 * The one submission the app would send for this entry, dated `bidDate` (D-MonthName-YYYY).
 * Refused, naming why, when the app itself would refuse the entry or it needs more than one call.
 */
export function bidSubmission(
  market: BidMarketRef,
  entry: BidEntry,
  token: string,
  bidDate: string,
): BidSubmission {
  const type = bidType(market.kind, entry.type);
  const slip = createBidSlip(type, { gameId: String(market.id), gameName: market.name });
  const added = slip.add(
    {
      digits: entry.digits,
      ...(entry.closedigits !== undefined && { closedigits: entry.closedigits }),
      points: entry.points,
      session: sessionOf(entry.session),
      boxes: panaBoxes(type, entry.pana),
    },
    // The client's own balance check is not under test here: the provider's is.
    Number.MAX_SAFE_INTEGER,
  );
  if (!added.ok) throw new ScenarioError(`the client would refuse this bid: ${added.message}`);
  // One submission, whose rows the provider stores in one transaction or not at all.
  const [submission, ...more] = added.slip.submissions(token, bidDate);
  if (!submission || more.length > 0)
    throw new ScenarioError(`this bid would need ${more.length + 1} submissions; a step sends one`);
  return submission;
}
