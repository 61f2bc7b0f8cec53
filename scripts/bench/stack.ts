/**
 * The local stack the client benchmarks run against: a seeded provider (the demo player signed
 * in), the client built for it with a manifest, and `vite preview` serving that build.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEMO_PLAYERS } from '@panna/mock-provider/seed';
import { DEMO_MOBILE, removeDb, smallDb, TMP } from './databases';
import { freePort, ROOT, startProvider, startServer, type Server } from './processes';

export interface Stack {
  appUrl: string;
  providerUrl: string;
  /** The build, with .vite/manifest.json. */
  distDir: string;
  /** What the client keeps in localStorage `userCredentials` once signed in. */
  credentials: { username: string; token: string; mobile: string };
  /** DEMO MAIN's id, for a bid screen's `?market=`. */
  demoMainId: number;
}

const VITE = join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js');
const CLIENT = join(ROOT, 'client');

/**
 * Builds the client into bench/tmp/client-dist (client/dist is left alone) for `providerUrl`; the
 * quick run copies the build `npm test` has just made (PANNA_CLIENT_BUILT), as its figures (bytes,
 * counts of calls) do not depend on the provider a build names.
 */
function build(distDir: string, providerUrl: string, quick: boolean): void {
  if (quick && process.env.PANNA_CLIENT_BUILT === '1') {
    rmSync(distDir, { recursive: true, force: true });
    cpSync(join(CLIENT, 'dist'), distDir, { recursive: true });
  } else buildFor(distDir, providerUrl);
  // As a deployment would ship it: without one the browser logs the optional file's 404.
  writeFileSync(join(distDir, 'config.json'), JSON.stringify({ providerHost: providerUrl }));
}

function buildFor(distDir: string, providerUrl: string): void {
  const result = spawnSync(
    process.execPath,
    [VITE, 'build', '--outDir', distDir, '--emptyOutDir', '--manifest', '--logLevel', 'warn'],
    {
      cwd: CLIENT,
      env: { ...process.env, VITE_PROVIDER_HOST: providerUrl },
      encoding: 'utf8',
    },
  );
  if (result.status !== 0)
    throw new Error(`client build failed:\n${result.stdout}\n${result.stderr}`);
}

export async function withStack<T>(
  run: (stack: Stack) => Promise<T>,
  log: (line: string) => void,
  quick = false,
): Promise<T> {
  const db = smallDb();
  const servers: Server[] = [];
  try {
    const provider = await startProvider(db.path);
    servers.push(provider);
    const distDir = join(TMP, 'client-dist');
    log('building the client...');
    build(distDir, provider.url, quick);
    const port = await freePort();
    const preview = await startServer(
      process.execPath,
      [
        VITE,
        'preview',
        '--outDir',
        distDir,
        '--host',
        '127.0.0.1',
        '--port',
        String(port),
        '--strictPort',
      ],
      { port, cwd: CLIENT },
    );
    servers.push(preview);
    return await run({
      appUrl: preview.url,
      providerUrl: provider.url,
      distDir,
      credentials: { username: DEMO_PLAYERS.player.name, token: db.token, mobile: DEMO_MOBILE },
      demoMainId: db.demoMainId,
    });
  } finally {
    await Promise.all(servers.map((s) => s.stop()));
    removeDb(db.path);
  }
}
