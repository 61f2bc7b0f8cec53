/**
 * What a replay of a recording must reproduce, read through a world's control plane: for the
 * players and markets the recording used, each player's balance and switches, their bids on those
 * markets from the recording's day, their ledger from its start, each market's results from its
 * day and what players owe there. A world's ids (and request numbers) are its own: markets are
 * compared by name, and a replay's world's own rows (its seed's history) can be left out.
 */
import { indiaDateKey } from '@panna/shared';
import type { ControlClient } from '../control-client';
import { parseScenario } from './parser';

/** The markets a world has, by id. */
export const marketIds = async (sim: ControlClient): Promise<Set<number>> =>
  new Set((await sim.call('GET /markets')).markets.map((m) => m.id));

/** The ledger rows a world's players have, by id. */
export async function ledgerIds(sim: ControlClient): Promise<Set<number>> {
  const ids = new Set<number>();
  for (const { mobile } of (await sim.call('GET /players')).players)
    for (const t of (await sim.call('GET /players/:mobile', { mobile })).transactions)
      ids.add(t.id);
  return ids;
}

/** The names of the markets a scenario file's `market` steps make. */
export function marketNamesOf(text: string): Set<string> {
  return new Set(
    parseScenario(text).steps.flatMap(({ verb, args }) =>
      verb === 'market' && typeof args.name === 'string' ? [args.name] : [],
    ),
  );
}

/** The mobiles a scenario file's `player` steps name, in order. */
export function playersOf(text: string): string[] {
  const mobiles = parseScenario(text).steps.flatMap(({ verb, args }) =>
    verb === 'player' && typeof args.mobile === 'string' ? [args.mobile] : [],
  );
  return [...new Set(mobiles)];
}

export async function worldState(
  sim: ControlClient,
  {
    mobiles,
    markets,
    since,
    had = new Set(),
  }: {
    mobiles: readonly string[];
    markets: ReadonlySet<number>;
    /** The recording's start (epoch ms). */
    since: number;
    /** Ledger rows the world had before the replay: its own, not the replay's. */
    had?: ReadonlySet<number>;
  },
) {
  const day = indiaDateKey(since);
  const players = [];
  for (const mobile of mobiles) {
    const { player, transactions, bids } = await sim.call('GET /players/:mobile', { mobile });
    players.push({
      mobile,
      name: player.name,
      wallet: player.wallet,
      betting: player.betting_status,
      blocked: player.blocked,
      ledger: transactions
        .filter((t) => Date.parse(t.created_at) >= since && !had.has(t.id))
        .map(({ id: _id, note, ...row }) => ({ ...row, note: note.replace(/\b\d{7}\b/, '#') }))
        .reverse(),
      bids: bids
        .filter((b) => markets.has(b.game_id) && b.session_date >= day)
        .map(({ id: _id, game_id: _market, ...bid }) => bid)
        .reverse(),
    });
  }
  const results = [];
  for (const id of markets) {
    const listed = (await sim.call('GET /results', { game_id: id, from: day })).results;
    results.push(...listed.map(({ game_id: _id, ...result }) => result));
  }
  const owed = (await sim.call('GET /owed')).owed
    .filter((o) => markets.has(o.game_id))
    .map(({ game_id: _id, ...line }) => line);
  const byName = (a: { game_name: string; date: string }, b: { game_name: string; date: string }) =>
    a.game_name.localeCompare(b.game_name) || a.date.localeCompare(b.date);
  return { players, results: results.sort(byName), owed: owed.sort(byName) };
}

export type WorldState = Awaited<ReturnType<typeof worldState>>;
