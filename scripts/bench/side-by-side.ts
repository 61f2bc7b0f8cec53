/**
 * `npm run bench:side-by-side`: the simulator beside the floor and the mock servers a team might
 * pick instead, on this machine under one load generator (autocannon, 127.0.0.1, 30 connections,
 * one process each). Every target answers the provider's own bytes: the floor (floor-server.ts),
 * a hand-written Fastify stub (stub-fastify.ts), Mockoon's CLI and WireMock's standalone server,
 * each serving the answers the simulator gave. Targets take turns (best of `--rounds`, 3 by
 * default, of `--seconds`, 5), after a warm-up (a JVM needs one). Bid submission is measured for
 * the write floor and the simulator only: a stub that answers without storing the bid is not doing
 * the work. Mockoon and WireMock are installed on first use into bench/tmp/others (the npm
 * registry; WireMock needs `java` on the PATH) and left out, with the reason, when they cannot be.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { TMP, removeDb, smallDb, type BenchDb } from './databases';
import { best, load, CONNECTIONS, type Load } from './load';
import {
  freePort,
  startProvider,
  startServer,
  startTsServer,
  type RawAnswer,
  type Server,
} from './processes';
import { answerOf, prepareProvider, startFloor } from './provider-targets';
import { bodyOf, ENDPOINTS, type Endpoint } from './requests';
import { npm } from '../checks';

const OTHERS = join(TMP, 'others');
/** This run's files (the stubs' answers and configurations), removed at the end. */
const RUN_DIR = join(TMP, `side-by-side-${process.pid}`);
const MOCKOON = { name: '@mockoon/cli', version: '9.9.0' };
const WIREMOCK = { name: 'wiremock', version: '3.13.2' };

const option = (name: string, fallback: number): number => {
  const at = process.argv.indexOf(`--${name}`);
  return at < 0 ? fallback : Number(process.argv[at + 1]);
};
const SECONDS = option('seconds', 5);
const ROUNDS = option('rounds', 3);
const WARM_UP_SECONDS = option('warm-up', 5);

/** An answer as a stub serves it: headers by name, less those every server writes itself. */
interface StubAnswer {
  headers: Record<string, string>;
  body: string;
}
function stubAnswer({ rawHeaders, body }: RawAnswer): StubAnswer {
  const headers: Record<string, string> = {};
  for (let i = 0; i < rawHeaders.length; i += 2) {
    const name = rawHeaders[i]!;
    if (!['date', 'content-length', 'connection', 'keep-alive'].includes(name.toLowerCase()))
      headers[name] = rawHeaders[i + 1]!;
  }
  return { headers, body };
}

interface Target {
  name: string;
  server: Server;
  /** What every answer must be, per endpoint it serves. */
  expect: Partial<Record<Endpoint, string>>;
  db: BenchDb;
}

/** Installs the other mock servers once into bench/tmp/others; answers why not when it cannot. */
function installOthers(): string | null {
  const marker = join(OTHERS, 'node_modules', WIREMOCK.name, 'package.json');
  if (existsSync(marker) && existsSync(join(OTHERS, 'node_modules', MOCKOON.name))) return null;
  mkdirSync(OTHERS, { recursive: true });
  writeFileSync(join(OTHERS, 'package.json'), '{ "private": true }\n');
  console.log(
    `installing ${MOCKOON.name}@${MOCKOON.version} and ${WIREMOCK.name}@${WIREMOCK.version} into ${OTHERS}`,
  );
  const run = spawnSync(
    npm,
    [
      'install',
      '--no-audit',
      '--no-fund',
      '--prefix',
      OTHERS,
      ...[MOCKOON, WIREMOCK].map((p) => `${p.name}@${p.version}`),
    ],
    { stdio: 'inherit' },
  );
  return run.status === 0 ? null : `npm install failed (${run.status})`;
}

async function startMockoon(answers: Map<Endpoint, StubAnswer>): Promise<Server> {
  const port = await freePort();
  const routes = [...answers].map(([endpoint, { headers, body }], i) => ({
    uuid: `route-${i}`,
    type: 'http',
    method: 'post',
    endpoint,
    responses: [
      {
        uuid: `response-${i}`,
        body,
        statusCode: 200,
        headers: Object.entries(headers).map(([key, value]) => ({ key, value })),
        bodyType: 'INLINE',
        disableTemplating: true,
        default: true,
      },
    ],
  }));
  const file = join(RUN_DIR, 'mockoon.json');
  writeFileSync(
    file,
    JSON.stringify({
      uuid: 'panna-side-by-side',
      lastMigration: 33,
      name: 'panna',
      port,
      hostname: '127.0.0.1',
      endpointPrefix: '',
      routes,
      rootChildren: routes.map(({ uuid }) => ({ type: 'route', uuid })),
    }),
  );
  const bin = join(OTHERS, 'node_modules', MOCKOON.name, 'bin', 'run.js');
  return startServer(process.execPath, [bin, 'start', '--data', file, '--disable-log-to-file'], {
    port,
  });
}

async function startWireMock(answers: Map<Endpoint, StubAnswer>): Promise<Server> {
  const port = await freePort();
  const root = join(RUN_DIR, 'wiremock');
  mkdirSync(join(root, 'mappings'), { recursive: true });
  for (const [endpoint, { headers, body }] of answers)
    writeFileSync(
      join(root, 'mappings', `${endpoint}.json`),
      JSON.stringify({
        request: { method: 'POST', url: `/${endpoint}` },
        response: { status: 200, body, headers },
      }),
    );
  const jar = join(
    OTHERS,
    'node_modules',
    WIREMOCK.name,
    'build',
    `wiremock-standalone-${WIREMOCK.version}.jar`,
  );
  // Its request journal would keep every call of the run in memory: a mock's journal is bounded.
  return startServer(
    'java',
    [
      '-jar',
      jar,
      '--port',
      String(port),
      '--bind-address',
      '127.0.0.1',
      '--root-dir',
      root,
      '--disable-banner',
      '--no-request-journal',
    ],
    { port },
  );
}

const hasJava = () => spawnSync('java', ['-version']).status === 0;

async function main(): Promise<void> {
  mkdirSync(RUN_DIR, { recursive: true });
  const simDb = smallDb();
  const floorDb = smallDb();
  const servers: Server[] = [];
  const targets: Target[] = [];
  const skipped: string[] = [];
  try {
    const sim = await startProvider(simDb.path);
    servers.push(sim);
    await prepareProvider(sim);
    const simTarget: Target = { name: 'simulator', server: sim, expect: {}, db: simDb };
    const answers = new Map<Endpoint, RawAnswer>();
    for (const endpoint of ENDPOINTS) answers.set(endpoint, await answerOf(simTarget, endpoint));
    const floor = await startFloor(floorDb, answers);
    servers.push(floor);
    const reads = new Map(
      [...answers].filter(([e]) => e !== 'api-submit-bid').map(([e, a]) => [e, stubAnswer(a)]),
    );
    const readBodies = Object.fromEntries([...reads].map(([e, a]) => [e, a.body]));
    targets.push({
      name: 'floor (node:http)',
      server: floor,
      expect: { ...readBodies, 'api-submit-bid': answers.get('api-submit-bid')!.body },
      db: floorDb,
    });
    targets.push(simTarget);

    const stubFile = join(RUN_DIR, 'stub-answers.json');
    writeFileSync(stubFile, JSON.stringify(Object.fromEntries(reads)));
    const fastifyPort = await freePort();
    const fastify = await startTsServer('scripts/bench/stub-fastify.ts', fastifyPort, {
      STUB_ANSWERS: stubFile,
      STUB_PORT: String(fastifyPort),
    });
    servers.push(fastify);
    targets.push({ name: 'Fastify stub', server: fastify, expect: readBodies, db: simDb });

    const whyNot = installOthers();
    if (whyNot) skipped.push(`Mockoon and WireMock: ${whyNot}`);
    else {
      const mockoon = await startMockoon(reads);
      servers.push(mockoon);
      targets.push({
        name: `Mockoon CLI ${MOCKOON.version}`,
        server: mockoon,
        expect: readBodies,
        db: simDb,
      });
      if (!hasJava()) skipped.push('WireMock: no `java` on the PATH');
      else {
        const wiremock = await startWireMock(reads);
        servers.push(wiremock);
        targets.push({
          name: `WireMock ${WIREMOCK.version}`,
          server: wiremock,
          expect: readBodies,
          db: simDb,
        });
      }
    }

    const rows: string[] = [];
    let failures = 0;
    for (const endpoint of ENDPOINTS) {
      const serving = targets.filter((t) => t.expect[endpoint] !== undefined || t === simTarget);
      // The simulator's own answer now: a submission moved its wallet since the floor's was taken.
      simTarget.expect[endpoint] = (await answerOf(simTarget, endpoint)).body;
      const run = (t: Target, seconds: number) =>
        load(
          `${t.server.url}/${endpoint}`,
          bodyOf(endpoint, t.db),
          seconds,
          t.expect[endpoint],
          t.server.child.pid,
        );
      for (const t of serving) await run(t, WARM_UP_SECONDS);
      const runs = new Map<Target, Load[]>(serving.map((t) => [t, []]));
      for (let round = 0; round < ROUNDS; round++)
        for (const t of serving) runs.get(t)!.push(await run(t, SECONDS));
      const floorRps = best(runs.get(serving[0]!)!).rps;
      for (const t of serving) {
        const b = best(runs.get(t)!);
        failures += b.failures;
        rows.push(
          `| ${endpoint} | ${t.name} | ${b.rps.toFixed(0)} | ${(b.rps / floorRps).toFixed(3)} | ${b.p99} | ${b.cpuPerCall.toFixed(1)} | ${b.failures} |`,
        );
        console.log(rows.at(-1));
      }
    }
    console.log(
      `\nside by side, ${new Date().toISOString().slice(0, 10)}: ${CONNECTIONS} connections, best of ${ROUNDS} turns of ${SECONDS} s after a ${WARM_UP_SECONDS} s warm-up, one process each`,
    );
    console.log(
      '| call | server | req/s | of the floor | p99 ms | CPU us per call | failed answers |',
    );
    console.log('| --- | --- | --- | --- | --- | --- | --- |');
    for (const row of rows) console.log(row);
    for (const line of skipped) console.log(`left out: ${line}`);
    // An answer other than the expected bytes makes the run's figures no comparison.
    if (failures) process.exitCode = 1;
  } finally {
    await Promise.all(servers.map((s) => s.stop()));
    removeDb(simDb.path);
    removeDb(floorDb.path);
    rmSync(RUN_DIR, { recursive: true, force: true });
  }
}

await main();
