/**
 * The floor: a bare `node:http` server that reads each request's body and writes back the answer
 * the provider gave for that path (FLOOR_ANSWERS, a JSON file of {path: {headers, body}}), its
 * headers and body built once at start. No framework, validation, token check or journal: what is
 * left is Node's HTTP and the loopback, the most a server in Node could do here.
 *
 * A bid submission writes before it answers, so its floor does too (the write floor): the body is
 * parsed and the bid stored as the provider stores it, in a database of its own (FLOOR_DB) opened as
 * the provider opens its (openDatabase: the same pragmas, tables, indexes and triggers), for the
 * player FLOOR_PLAYER_ID: per row, the wallet debited, its ledger row and the bid row. Like the
 * provider (db/group-commit.ts), it commits the submissions that arrive in one turn of the event
 * loop in one transaction and answers each after that commit: a floor the provider cannot beat by
 * batching alone.
 */
import { AMOUNT_STATUS, TRANSACTION_TYPE, indiaDateKey } from '@panna/shared';
import { openDatabase } from '@panna/mock-provider/worlds';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

export interface FloorAnswer {
  /** The provider's raw headers ([name, value, name, value, ...]) less Date, which Node writes. */
  headers: string[];
  body: string;
}

/** The path whose floor writes. */
export const WRITE_PATH = 'api-submit-bid';

const answers = JSON.parse(readFileSync(process.env.FLOOR_ANSWERS!, 'utf8')) as Record<
  string,
  FloorAnswer
>;
const prebuilt = new Map(
  Object.entries(answers).map(([path, { headers, body }]) => [
    `/${path}`,
    { headers, body: Buffer.from(body) },
  ]),
);

interface Submission {
  new_result: {
    Gamename: string;
    gameid: string;
    pana: string;
    session: string;
    result: { digits: string; closedigits?: string; points: string | number }[];
  };
}

/** Stores submissions as the provider does: a debit and a bid per row, batched per turn. */
function bidWriter(path: string, playerId: number): (body: string, answer: () => void) => void {
  const db = openDatabase(path);
  const debit = db.prepare<[number, number], { wallet: number }>(
    'UPDATE users SET wallet = wallet - ? WHERE id = ? RETURNING wallet',
  );
  const ledgerRow = db.prepare<[number, string, string, number, number, string, number]>(
    `INSERT INTO wallet_transactions (user_id, transaction_type, amount_status, amount, balance_after, note, created_at, transfer_note, in_passbook)
     VALUES (?, ?, ?, ?, ?, ?, ?, '', 1)`,
  );
  const bidRow = db.prepare<
    [number, number, number, string, string, string, string, string, number, number]
  >(
    `INSERT INTO bids (user_id, market_id, transaction_id, session_date, label, session, digits, closedigits, points, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const store = db.transaction(({ new_result: bid }: Submission) => {
    const now = Date.now();
    const date = indiaDateKey(now);
    const note = `Bid Placed For ${bid.Gamename}(${bid.pana})`;
    for (const row of bid.result) {
      const points = Number(row.points);
      const { wallet } = debit.get(points, playerId)!;
      const debitId = ledgerRow.run(
        playerId,
        TRANSACTION_TYPE.DEBIT,
        AMOUNT_STATUS.BID,
        points,
        wallet,
        note,
        now,
      ).lastInsertRowid;
      bidRow.run(
        playerId,
        Number(bid.gameid),
        Number(debitId),
        date,
        bid.pana,
        bid.session,
        row.digits,
        row.closedigits ?? '',
        points,
        now,
      );
    }
  });
  // One transaction a turn of the event loop; each bid in a savepoint of it, as the provider's.
  let queue: { submission: Submission; answer: () => void }[] = [];
  const storeBatch = db.transaction((batch: typeof queue) => {
    for (const { submission } of batch) store(submission);
  });
  const flush = () => {
    const batch = queue;
    queue = [];
    storeBatch(batch);
    for (const { answer } of batch) answer();
  };
  return (body, answer) => {
    if (queue.push({ submission: JSON.parse(body) as Submission, answer }) === 1)
      setImmediate(flush);
  };
}

const writeBid = bidWriter(process.env.FLOOR_DB!, Number(process.env.FLOOR_PLAYER_ID));

const server = createServer((request, response) => {
  const answer = prebuilt.get(request.url ?? '');
  const writes = request.url === `/${WRITE_PATH}`;
  const chunks: Buffer[] = [];
  if (writes) request.on('data', (chunk: Buffer) => chunks.push(chunk));
  else request.resume();
  const reply = () => {
    if (answer) response.writeHead(200, answer.headers).end(answer.body);
    else response.writeHead(request.url === '/' ? 200 : 404).end();
  };
  request.once('end', () => {
    if (writes) writeBid(Buffer.concat(chunks).toString(), reply);
    else reply();
  });
});
server.listen(Number(process.env.FLOOR_PORT), '127.0.0.1');
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => server.close(() => process.exit(0)));
}
