/**
 * The floor: a bare `node:http` server that reads each request's body and writes back the answer
 * the provider gave for that path (FLOOR_ANSWERS, a JSON file of {path: {headers, body}}), its
 * headers and body built once at start. No framework, parsing, validation, database or journal:
 * what is left is Node's HTTP and the loopback, the most a server in Node could do here.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

export interface FloorAnswer {
  /** The provider's raw headers ([name, value, name, value, ...]) less Date, which Node writes. */
  headers: string[];
  body: string;
}

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

const server = createServer((request, response) => {
  const answer = prebuilt.get(request.url ?? '');
  request.resume();
  request.once('end', () => {
    if (answer) response.writeHead(200, answer.headers).end(answer.body);
    else response.writeHead(request.url === '/' ? 200 : 404).end();
  });
});
server.listen(Number(process.env.FLOOR_PORT), '127.0.0.1');
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => server.close(() => process.exit(0)));
}
