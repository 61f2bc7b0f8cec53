/** The load itself: random operations by many players at once, replayable from a seed. */
import { seededRandom } from '@panna/mock-provider/seed';
import { ENVELOPE, LOAD_BID_DATE, bidRowPoints, post, type LoadWorld } from './load-world';

export type Op =
  | { kind: 'bid'; player: number; total: number }
  | { kind: 'transfer'; player: number; to: number; amount: number }
  | { kind: 'withdraw'; player: number; amount: number };

export interface Outcome {
  op: Op;
  /** true / false from the answer; undefined when no answer came (connection lost). */
  ok: boolean | undefined;
  msg: string;
}

/**
 * Many clients at once, each sending `perClient` calls back to back: bids, transfers and
 * withdrawals on the same few players, for more than their balances allow. Every bid total is
 * unique per player (bidBase + a per-player sequence), so an acknowledged bid can be found again.
 */
export async function runLoad(
  world: LoadWorld,
  {
    clients,
    perClient,
    seed,
    stop,
    bidBase = 20,
    onOutcome,
  }: {
    clients: number;
    perClient: number;
    seed: number;
    /** Clients stop sending once aborted (the server is being killed). */
    stop?: AbortSignal;
    /** Bid totals are bidBase + a per-player sequence: rounds use different bases. */
    bidBase?: number;
    onOutcome?: (outcome: Outcome) => void;
  },
): Promise<Outcome[]> {
  const random = seededRandom(seed);
  const sequence = world.players.map(() => 0);
  const outcomes: Outcome[] = [];
  const pickPlayer = () => Math.floor(random() * world.players.length);

  const nextOp = (): Op => {
    const player = pickPlayer();
    const roll = random();
    if (roll < 0.6) {
      sequence[player]! += 1;
      return { kind: 'bid', player, total: bidBase + sequence[player]! };
    }
    if (roll < 0.85) {
      const to =
        (player + 1 + Math.floor(random() * (world.players.length - 1))) % world.players.length;
      return { kind: 'transfer', player, to, amount: 100 + Math.floor(random() * 9) * 100 };
    }
    return { kind: 'withdraw', player, amount: 500 + Math.floor(random() * 5) * 100 };
  };

  const send = (op: Op): Promise<Record<string, unknown>> => {
    const { token } = world.players[op.player]!;
    switch (op.kind) {
      case 'bid': {
        const rows = bidRowPoints(op.total).map((points, i) => ({
          digits: String(i + 1),
          points: String(points),
          session: 'Open',
          closedigits: '',
          pana: 'Single Digit',
          closepana: '',
        }));
        return post(world.base, '/api-submit-bid', {
          ...ENVELOPE,
          unique_token: token,
          game_id: String(world.marketId),
          new_result: {
            unique_token: token,
            Gamename: 'LOAD MAIN',
            totalbit: op.total,
            gameid: String(world.marketId),
            pana: 'Single Digit',
            bid_date: LOAD_BID_DATE,
            session: 'Open',
            result: rows,
          },
        });
      }
      case 'transfer':
        return post(world.base, '/api-user-transfer-wallet-balance', {
          ...ENVELOPE,
          unique_token: token,
          amount: String(op.amount),
          mobile_no: world.players[op.to]!.mobile,
          transfer_note: 'load',
        });
      case 'withdraw':
        return post(world.base, '/api-user-withdraw-fund-request', {
          ...ENVELOPE,
          unique_token: token,
          request_amount: String(op.amount),
          payment_method: 2,
        });
    }
  };

  const client = async () => {
    for (let i = 0; i < perClient && !stop?.aborted; i += 1) {
      const op = nextOp();
      try {
        const answer = await send(op);
        const outcome = { op, ok: answer.status === true, msg: String(answer.msg) };
        outcomes.push(outcome);
        onOutcome?.(outcome);
      } catch (error) {
        // No answer: the server is gone (killed); this client stops.
        outcomes.push({ op, ok: undefined, msg: String(error) });
        return;
      }
    }
  };
  await Promise.all(Array.from({ length: clients }, client));
  return outcomes;
}
