/**
 * The run's side of an `end_state` section: what each player's rows were before the first step
 * (the world's own, never compared), then their end as the run left it, read through the control
 * plane and compared with the file's (end-state.ts).
 */
import { ControlCallError, type ControlClient } from '../control-client';
import type { RunContext } from './context';
import {
  compareEnd,
  playerEnd,
  type EndDifference,
  type EndState,
  type PlayerEnd,
} from './end-state';
import type { Scenario } from './format';

/** The rows a world had before the run: the world's own, left out of the comparison. */
export interface Before {
  ledger: Set<number>;
  withdrawals: Set<number>;
  deposits: Set<number>;
}

/** The mobile each end_state player's `player` step names (checked when the file was read). */
function mobilesOf(scenario: Scenario): Map<string, string> {
  const mobiles = new Map<string, string>();
  for (const { verb, args } of scenario.steps)
    if (verb === 'player') mobiles.set(String(args.as), String(args.mobile));
  return mobiles;
}

async function detail(sim: ControlClient, mobile: string) {
  try {
    return await sim.call('GET /players/:mobile', { mobile });
  } catch (error) {
    if (error instanceof ControlCallError && error.status === 404) return undefined;
    throw error;
  }
}

const ids = (rows: readonly { id: number }[]) => new Set(rows.map((r) => r.id));

/** What the end_state players had before the first step. */
export async function rowsBefore(sim: ControlClient, scenario: Scenario): Promise<Before> {
  const ledger = new Set<number>();
  const players = Object.keys(scenario.end?.players ?? {});
  const mobiles = mobilesOf(scenario);
  for (const name of players) {
    const mobile = mobiles.get(name);
    const found = mobile === undefined ? undefined : await detail(sim, mobile);
    for (const t of found?.transactions ?? []) ledger.add(t.id);
  }
  return {
    ledger,
    withdrawals: ids((await sim.call('GET /withdrawals')).withdrawals),
    deposits: ids((await sim.call('GET /deposits')).deposits),
  };
}

/** The differences between the file's end and the world the run left ([] when they match). */
export async function endDifferences(
  ctx: RunContext,
  scenario: Scenario & { end: EndState },
  before: Before,
): Promise<EndDifference[]> {
  const { sim } = ctx;
  const since = Date.parse(scenario.end.since);
  const names = new Map([...ctx.markets].map(([name, market]) => [market.id, name]));
  const mobiles = mobilesOf(scenario);
  const { withdrawals } = await sim.control.call('GET /withdrawals');
  const { deposits } = await sim.control.call('GET /deposits');
  const found = new Map<string, Required<PlayerEnd> | undefined>();
  for (const name of Object.keys(scenario.end.players)) {
    const mobile = mobiles.get(name)!;
    const player = await detail(sim.control, mobile);
    if (!player) {
      found.set(name, undefined);
      continue;
    }
    const own = <T extends { id: number; mobile: string }>(rows: readonly T[], had: Set<number>) =>
      rows.filter((r) => r.mobile === mobile && !had.has(r.id));
    found.set(
      name,
      playerEnd(
        {
          wallet: player.player.wallet,
          transactions: player.transactions
            .filter((t) => !before.ledger.has(t.id))
            .map((t) => ({ ...t, created_at: Date.parse(t.created_at) })),
          bids: player.bids,
          withdrawals: own(withdrawals, before.withdrawals),
          deposits: own(deposits, before.deposits),
        },
        since,
        (id) => names.get(id),
      ),
    );
  }
  return compareEnd(scenario.end.players, found);
}
