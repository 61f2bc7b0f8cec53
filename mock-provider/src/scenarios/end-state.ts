/**
 * A scenario's `end_state` section: each player's balance, bids, ledger rows and deposit and
 * withdrawal requests as a recorded day left them, and the run's comparison of them with the world
 * it ends in. The recording writes the section (recording/recording.ts) and the runner reads it
 * back by the same rule (`playerEnd`), so the two sides never differ by how they look.
 */
import { AMOUNT_STATUS, REQUEST_STATUS, TRANSACTION_TYPE } from '@panna/shared';

export interface BidEnd {
  market: string;
  session: string;
  type: string;
  digits: string;
  closedigits?: string;
  points: number;
  status: string;
  /** What it won, when it won something. */
  win?: number;
}

export interface LedgerEnd {
  kind: string;
  credit?: number;
  debit?: number;
  /** The balance after the row. */
  balance: number;
}

export interface RequestEnd {
  amount: number;
  status: string;
}

/** One player's end, each part in the order it was made; a part left out is not checked. */
export interface PlayerEnd {
  balance?: number;
  bids?: BidEnd[];
  ledger?: LedgerEnd[];
  withdrawals?: RequestEnd[];
  deposits?: RequestEnd[];
}

export interface EndState {
  /** The instant the recording began: ledger rows before it (the pins') are not compared. */
  since: string;
  /** By the name the file's `player` steps give with `as`. */
  players: Record<string, PlayerEnd>;
}

/** The parts a player's end may list, in the order they are written and compared. */
export const END_PARTS = ['balance', 'bids', 'ledger', 'withdrawals', 'deposits'] as const;

/** A player's rows as the control plane has them (ids are the world's own: only ordered by). */
export interface PlayerRows {
  wallet: number;
  transactions: readonly {
    id: number;
    transaction_type: string;
    amount_status: string;
    amount: number;
    balance_after: number;
    created_at: number;
  }[];
  bids: readonly {
    id: number;
    game_id: number;
    label: string;
    session: string;
    digits: string;
    closedigits: string;
    points: number;
    status: string;
    win_amount: number;
  }[];
  withdrawals: readonly { id: number; amount: number; status: string }[];
  deposits: readonly { id: number; amount: number; status: string }[];
}

const LEDGER_KINDS = new Map<string, string>(
  Object.entries(AMOUNT_STATUS).map(([key, code]) => [code, key.toLowerCase().replace('_', '-')]),
);
const REQUEST_WORDS: Record<string, string> = {
  [REQUEST_STATUS.PENDING]: 'pending',
  [REQUEST_STATUS.CANCELLED]: 'rejected',
  [REQUEST_STATUS.APPROVED]: 'approved',
};

const byId = <T extends { id: number }>(rows: readonly T[]): T[] =>
  [...rows].sort((a, b) => a.id - b.id);

/**
 * A player's end from their rows, already narrowed to the run's (or the recording's) own: the
 * ledger from `since` on, the bids on the markets `marketName` names (others are left out), each
 * part oldest first, without ids or times (each world has its own).
 */
export function playerEnd(
  rows: PlayerRows,
  since: number,
  marketName: (id: number) => string | undefined,
): Required<PlayerEnd> {
  const request = (r: { amount: number; status: string }): RequestEnd => ({
    amount: r.amount,
    status: REQUEST_WORDS[r.status] ?? r.status,
  });
  return {
    balance: rows.wallet,
    bids: byId(rows.bids).flatMap((bid) => {
      const market = marketName(bid.game_id);
      if (market === undefined) return [];
      return [
        {
          market,
          session: bid.session,
          type: bid.label,
          digits: bid.digits,
          ...(bid.closedigits && { closedigits: bid.closedigits }),
          points: bid.points,
          status: bid.status,
          ...(bid.win_amount > 0 && { win: bid.win_amount }),
        },
      ];
    }),
    ledger: byId(rows.transactions)
      .filter((t) => t.created_at >= since)
      .map((t) => ({
        kind: LEDGER_KINDS.get(t.amount_status) ?? `code ${t.amount_status}`,
        [t.transaction_type === TRANSACTION_TYPE.DEBIT ? 'debit' : 'credit']: t.amount,
        balance: t.balance_after,
      })) as LedgerEnd[],
    withdrawals: byId(rows.withdrawals).map(request),
    deposits: byId(rows.deposits).map(request),
  };
}

/** A difference between the end a file expects and the one a run found. */
export interface EndDifference {
  player: string;
  what: string;
  expected: string;
  found: string;
}

/** `{ market: "qa-main", points: 100 }`: an entry on one line, as the file writes it. */
export function shownEntry(value: unknown): string {
  if (value === undefined) return 'none';
  if (typeof value !== 'object' || value === null) return JSON.stringify(value);
  const entries = Object.entries(value).filter(([, v]) => v !== undefined);
  return `{ ${entries.map(([k, v]) => `${k}: ${JSON.stringify(v)}`).join(', ')} }`;
}

/** Entries compare field by field as text: a hand-edited `points: "100"` is `points: 100`. */
function sameEntry(a: unknown, b: unknown): boolean {
  if (typeof a !== 'object' || a === null || typeof b !== 'object' || b === null)
    return String(a) === String(b);
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = new Set([...Object.keys(left), ...Object.keys(right)]);
  return [...keys].every(
    (key) => left[key] === right[key] || String(left[key]) === String(right[key]),
  );
}

const ENTRY_NAMES = {
  bids: 'bid',
  ledger: 'ledger row',
  withdrawals: 'withdrawal',
  deposits: 'deposit',
} as const;

/** The differences between what each player's end should be and what it is ([] when matched). */
export function compareEnd(
  expected: EndState['players'],
  found: ReadonlyMap<string, Required<PlayerEnd> | undefined>,
): EndDifference[] {
  const differences: EndDifference[] = [];
  for (const [player, want] of Object.entries(expected)) {
    const have = found.get(player);
    if (!have) {
      differences.push({ player, what: 'player', expected: 'registered', found: 'none' });
      continue;
    }
    if (want.balance !== undefined && !sameEntry(want.balance, have.balance))
      differences.push({
        player,
        what: 'balance',
        expected: String(want.balance),
        found: String(have.balance),
      });
    for (const part of ['bids', 'ledger', 'withdrawals', 'deposits'] as const) {
      const wanted: readonly unknown[] | undefined = want[part];
      if (wanted === undefined) continue;
      const had: readonly unknown[] = have[part];
      for (let i = 0; i < Math.max(wanted.length, had.length); i += 1) {
        if (sameEntry(wanted[i] ?? null, had[i] ?? null)) continue;
        differences.push({
          player,
          what: `${ENTRY_NAMES[part]} ${i + 1} of ${wanted.length}`,
          expected: shownEntry(wanted[i]),
          found: shownEntry(had[i]),
        });
      }
    }
  }
  return differences;
}

/** "p9000000601 balance: expected 1850, found 2350": a difference as the run prints it. */
export const describeDifference = (d: EndDifference): string =>
  `${d.player} ${d.what}: expected ${d.expected}, found ${d.found}`;
