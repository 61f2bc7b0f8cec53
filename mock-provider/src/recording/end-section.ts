/**
 * The file's `end_state` section: every player the recording used, with their balance, bids,
 * ledger rows and requests as the recorded world held them when it stopped, narrowed to what a
 * replay makes again (scenarios/end-state.ts reads both sides by one rule):
 * - bids on the markets the file makes: all of a market the recording made, and of a pinned
 *   market those of the days it touched (the pins place those again);
 * - ledger rows written since the recording began (the pins' own come before it);
 * - requests made while it ran, and the pending ones it decided (the pins make those again).
 */
import { playerEnd, type PlayerEnd } from '../scenarios/end-state';
import { approvalsOf } from '../domain/control/approvals';
import { playerAdminOf } from '../domain/control/player-admin';
import type { World } from '../worlds/world';
import { marketRef, playerRef } from './drafts';
import { flow, indiaIso, type Names } from './render';
import type { RecordingSession } from './session';

/** Each player's end, by the name the file gives them. */
function ends(
  world: World,
  session: RecordingSession,
  players: readonly string[],
  pinnedMarkets: ReadonlySet<number>,
  names: Names,
): [string, Required<PlayerEnd>][] {
  const admin = playerAdminOf(world);
  const approvals = approvalsOf(world);
  const start = session.newestAtStart;
  const { touched } = session;
  const ours = (kind: 'withdrawals' | 'deposits', r: { id: number }) =>
    r.id > start[kind] || touched.requests.has(`${kind}:${r.id}`);
  const withdrawals = approvals.withdrawals().filter((r) => ours('withdrawals', r));
  const deposits = approvals.deposits().filter((r) => ours('deposits', r));
  const marketName = (id: number) =>
    session.madeMarkets.has(id) || pinnedMarkets.has(id) ? names.of(marketRef(id)) : undefined;
  return players.flatMap((mobile) => {
    let detail;
    try {
      detail = admin.detail(mobile);
    } catch {
      return []; // Not in the world (any more): nothing to compare.
    }
    const bids = detail.bids.filter(
      (b) =>
        !pinnedMarkets.has(b.game_id) || touched.marketDates.has(`${b.game_id}|${b.session_date}`),
    );
    const end = playerEnd(
      {
        wallet: detail.player.wallet,
        transactions: detail.transactions.filter((t) => t.id > start.ledger),
        bids,
        withdrawals: withdrawals.filter((r) => r.mobile === mobile),
        deposits: deposits.filter((r) => r.mobile === mobile),
      },
      session.startedAt,
      marketName,
    );
    return [[names.of(playerRef(mobile)), end]];
  });
}

/** The section's lines, after the steps: one entry a line, as a person would edit them. */
export function endSectionLines(
  world: World,
  session: RecordingSession,
  players: readonly string[],
  pinnedMarkets: ReadonlySet<number>,
  names: Names,
): string[] {
  const found = ends(world, session, players, pinnedMarkets, names);
  const lines = [
    '# What each player had when the recording stopped: the run compares it with its world',
    'end_state:',
    `  since: ${JSON.stringify(indiaIso(session.startedAt))}`,
    `  players:${found.length === 0 ? ' {}' : ''}`,
  ];
  for (const [name, end] of found) {
    lines.push(`    ${JSON.stringify(name)}:`, `      balance: ${end.balance}`);
    for (const part of ['bids', 'ledger', 'withdrawals', 'deposits'] as const) {
      const entries: readonly object[] = end[part];
      if (entries.length === 0) lines.push(`      ${part}: []`);
      else lines.push(`      ${part}:`, ...entries.map((e) => `        - ${flow(e)}`));
    }
  }
  return lines;
}
