/**
 * The servers the provider benchmark loads: PROCESSES providers on the small database and as many
 * on the growth one, each on a file of its own, and PROCESSES floor servers replaying the small
 * provider's answers, checked to be the same bytes (headers and body; only Date may differ), each
 * storing the bids it takes in a small database of its own.
 */
import { rmSync, writeFileSync } from 'node:fs';
import { createControlClient } from '@panna/mock-provider/control-client';
import { openDatabase } from '@panna/mock-provider/worlds';
import { idOf, writer } from './bid-rows';
import { tempDbPath, DEMO_MOBILE, type BenchDb } from './databases';
import type { FloorAnswer } from './floor-server';
import {
  freePort,
  postRaw,
  startProvider,
  startTsServer,
  type RawAnswer,
  type Server,
} from './processes';
import { bodyOf, ENDPOINTS, type Endpoint } from './requests';

/** Processes per target kind: a process's speed can differ from its twin's all its life. */
export const PROCESSES = 2;
/** Enough for every bid of the load runs, within the largest balance (MAX_BALANCE, 10^9). */
const HUGE_BALANCE = 900_000_000;

export interface Target {
  name: 'floor' | 'small' | 'growth';
  server: Server;
  /** The database a provider runs on; for a floor, the one its answers came from. */
  db: BenchDb;
}

/** The demo player can afford every bid of the runs, and the clock holds still. */
export async function prepareProvider(server: Server): Promise<void> {
  const sim = createControlClient({ baseUrl: server.url });
  await sim.call('POST /players/:mobile/credit', {
    mobile: DEMO_MOBILE,
    amount: HUGE_BALANCE,
    note: 'Bench balance',
  });
  // The dashboard's durations count seconds: every answer of a run must be the bytes checked first.
  await sim.call('POST /clock', { freeze: true });
}

/** The same for a floor's database, written before the floor opens it: the player's id. */
function prepareFloor(db: BenchDb): number {
  const file = openDatabase(db.path);
  try {
    const userId = idOf(file, 'SELECT id FROM users WHERE mobile = ?', DEMO_MOBILE);
    file.transaction(() => {
      const { wallet } = file
        .prepare<[number, number], { wallet: number }>(
          'UPDATE users SET wallet = wallet + ? WHERE id = ? RETURNING wallet',
        )
        .get(HUGE_BALANCE, userId)!;
      writer(file).post(userId, 'credit', HUGE_BALANCE, wallet, 'Bench balance', Date.now());
    })();
    return userId;
  } finally {
    file.close();
  }
}

/** A call's answer as it came over the wire, checked to be a success. */
export async function answerOf(
  target: Pick<Target, 'server' | 'db'> & { name: string },
  endpoint: Endpoint,
): Promise<RawAnswer> {
  const answer = await postRaw(`${target.server.url}/${endpoint}`, bodyOf(endpoint, target.db));
  const parsed = JSON.parse(answer.body) as { status: unknown; msg?: string };
  if (answer.status !== 200 || parsed.status !== true)
    throw new Error(`${target.name} ${endpoint}: ${answer.status} ${answer.body.slice(0, 200)}`);
  return answer;
}

/** Raw headers without Date (Node writes it, and it moves each second). */
function withoutDate(raw: readonly string[]): string[] {
  const kept: string[] = [];
  for (let i = 0; i < raw.length; i += 2)
    if (raw[i]!.toLowerCase() !== 'date') kept.push(raw[i]!, raw[i + 1]!);
  return kept;
}

const sameBytes = (a: RawAnswer, b: RawAnswer): boolean =>
  a.status === b.status &&
  a.body === b.body &&
  JSON.stringify(withoutDate(a.rawHeaders)) === JSON.stringify(withoutDate(b.rawHeaders));

/**
 * A floor server replaying `answers` (the provider's, per endpoint), storing the bids it takes in
 * `db`, checked to answer the same bytes before it is handed over.
 */
export async function startFloor(
  db: BenchDb,
  answers: ReadonlyMap<Endpoint, RawAnswer>,
): Promise<Server> {
  const file = tempDbPath('floor-answers').replace(/\.db$/, '.json');
  const floorAnswers: Record<string, FloorAnswer> = {};
  for (const [endpoint, answer] of answers)
    floorAnswers[endpoint] = { headers: withoutDate(answer.rawHeaders), body: answer.body };
  writeFileSync(file, JSON.stringify(floorAnswers));
  const port = await freePort();
  let server: Server;
  try {
    server = await startTsServer('scripts/bench/floor-server.ts', port, {
      FLOOR_ANSWERS: file,
      FLOOR_PORT: String(port),
      FLOOR_DB: db.path,
      FLOOR_PLAYER_ID: String(prepareFloor(db)),
    });
  } finally {
    rmSync(file, { force: true });
  }
  const floor: Target = { name: 'floor', db, server };
  for (const [endpoint, answer] of answers)
    if (!sameBytes(await answerOf(floor, endpoint), answer)) {
      await server.stop();
      throw new Error(`the floor's ${endpoint} answer is not the provider's bytes`);
    }
  return server;
}

/**
 * Starts every target, floor, small and growth in turn, pushing each server onto `servers` as it
 * starts (the caller stops them, whatever fails). `floorDbs`: one small database per floor, for
 * the bids it stores.
 */
export async function startTargets(
  smalls: readonly BenchDb[],
  growths: readonly BenchDb[],
  floorDbs: readonly BenchDb[],
  servers: Server[],
): Promise<{ targets: Target[]; source: Target; floorBodies: Map<Endpoint, string> }> {
  const started = async (name: Target['name'], db: BenchDb, server: Promise<Server>) => {
    const target = { name, db, server: await server };
    servers.push(target.server);
    return target;
  };
  const providers = await Promise.all(
    Array.from({ length: PROCESSES }, (_, i) => [
      started('small', smalls[i]!, startProvider(smalls[i]!.path)),
      started('growth', growths[i]!, startProvider(growths[i]!.path)),
    ]).flat(),
  );
  for (const target of providers) await prepareProvider(target.server);

  // A bid moves the wallet on the dashboard the floor replays: the submit answer, the same bytes
  // on any database, is taken from a growth provider.
  const source = providers[0]!;
  const answers = new Map<Endpoint, RawAnswer>();
  for (const endpoint of ENDPOINTS)
    answers.set(
      endpoint,
      await answerOf(endpoint === 'api-submit-bid' ? providers[1]! : source, endpoint),
    );
  const floors = await Promise.all(
    floorDbs.map((db) => started('floor', db, startFloor(db, answers))),
  );
  const targets = Array.from({ length: PROCESSES }, (_, i) => [
    floors[i]!,
    providers[2 * i]!,
    providers[2 * i + 1]!,
  ]).flat();
  return { targets, source, floorBodies: new Map([...answers].map(([e, a]) => [e, a.body])) };
}
