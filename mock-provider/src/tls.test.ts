/**
 * HTTPS: the simulator's process, started with PROVIDER_TLS_CERT and PROVIDER_TLS_KEY (a
 * certificate made here with openssl, signed by a local authority), answers over TLS, and only
 * over TLS, to a client that trusts that authority.
 */
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import {
  chmodSync,
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_NODE_ARGS, nodeArgsFor } from './server-entry';

const PACKAGE_DIR = fileURLToPath(new URL('..', import.meta.url));

/** Started servers, stopped after the tests whatever happened. */
const children = new Set<ChildProcess>();
let folder: string;
let cert: string;
let key: string;
/** The local authority's certificate: what a phone (here, the client) is told to trust. */
let ca: string;

/**
 * A local certificate authority, and a certificate it signs for 127.0.0.1 and localhost: the
 * openssl commands the documentation gives for a phone on the LAN, with the LAN address left out.
 */
function makeCertificates(dir: string): void {
  const openssl = (command: string) =>
    execFileSync('openssl', command.split(/\s+/), { cwd: dir, stdio: 'ignore' });
  openssl(`req -x509 -newkey rsa:2048 -nodes -keyout panna-ca.key -out panna-ca.crt -days 825
    -subj /CN=Panna-local-CA -addext basicConstraints=critical,CA:TRUE
    -addext keyUsage=critical,keyCertSign,cRLSign`);
  writeFileSync(
    join(dir, 'sim.ext'),
    'subjectAltName=IP:127.0.0.1,DNS:localhost\nextendedKeyUsage=serverAuth\nbasicConstraints=CA:FALSE\n',
  );
  openssl('req -newkey rsa:2048 -nodes -keyout sim.key -out sim.csr -subj /CN=Panna-simulator');
  openssl(`x509 -req -in sim.csr -CA panna-ca.crt -CAkey panna-ca.key -CAcreateserial
    -out sim.crt -days 397 -extfile sim.ext`);
}

/**
 * A certificate for 127.0.0.1 that expired in 2020 (openssl ca, which takes its dates), with its
 * own key: `old.crt`, `old.key`.
 */
function makeExpiredCertificate(dir: string): void {
  mkdirSync(join(dir, 'ca', 'new'), { recursive: true });
  writeFileSync(join(dir, 'ca', 'index.txt'), '');
  writeFileSync(join(dir, 'ca', 'serial'), '01\n');
  writeFileSync(
    join(dir, 'ca.cnf'),
    '[ca]\ndefault_ca=local\n[local]\ndatabase=ca/index.txt\nnew_certs_dir=ca/new\nserial=ca/serial\ndefault_md=sha256\npolicy=any\n[any]\ncommonName=supplied\n',
  );
  const openssl = (...args: string[]) =>
    execFileSync('openssl', args, { cwd: dir, stdio: 'ignore' });
  openssl(
    'req',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-keyout',
    'old.key',
    '-out',
    'old.csr',
    '-subj',
    '/CN=old',
  );
  openssl(
    'ca',
    '-batch',
    '-config',
    'ca.cnf',
    '-selfsign',
    '-keyfile',
    'old.key',
    '-in',
    'old.csr',
    '-out',
    'old.crt',
    '-startdate',
    '20200101000000Z',
    '-enddate',
    '20200201000000Z',
    '-notext',
  );
}

/** The entry `npm run provider` runs (server.ts), and the package's command (cli.ts). */
const ENTRIES = {
  server: SERVER_NODE_ARGS,
  'panna-sim': nodeArgsFor(fileURLToPath(new URL('./cli.ts', import.meta.url))),
} as const;

/**
 * A start that must stop: its exit code and what it wrote to stderr, or `running` when it still
 * ran after `patienceMs` (then it is killed).
 */
function startStopping(
  env: NodeJS.ProcessEnv,
  { entry = 'server', uid }: { entry?: keyof typeof ENTRIES; uid?: number } = {},
  patienceMs = 30_000,
): Promise<{ code: number | null; stderr: string; running: boolean }> {
  const child = spawn(process.execPath, ENTRIES[entry], {
    cwd: PACKAGE_DIR,
    env: { ...process.env, PROVIDER_PORT: '0', PROVIDER_DB: ':memory:', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    ...(uid !== undefined && { uid, gid: uid }),
  });
  children.add(child);
  let stderr = '';
  let stdout = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  child.stdout!.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  return new Promise((resolve) => {
    const patience = setTimeout(() => {
      child.kill('SIGKILL');
      resolve({ code: null, stderr: stderr || stdout, running: true });
    }, patienceMs);
    child.on('exit', (code) => {
      clearTimeout(patience);
      resolve({ code, stderr, running: false });
    });
  });
}

/** The simulator as a process with `env`; resolves with its origin once it listens. */
function startServer(
  env: NodeJS.ProcessEnv,
): Promise<{ child: ChildProcess; origin: string; output: () => string }> {
  const child = spawn(process.execPath, SERVER_NODE_ARGS, {
    cwd: PACKAGE_DIR,
    env: { ...process.env, PROVIDER_PORT: '0', PROVIDER_DB: ':memory:', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  let output = '';
  return new Promise((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const origin = /Provider: +(\S+?)\/\n/.exec(output)?.[1];
      if (origin) resolve({ child, origin, output: () => output });
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.on('exit', (code) => reject(new Error(`the server exited with ${code}:\n${output}`)));
  });
}

const stopped = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    // Ended already: by itself, or by a signal (one that came before its handler was set).
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });

/** A POST with a JSON body: the status and the body's text. */
function post(
  send: typeof httpsRequest | typeof httpRequest,
  url: string,
  body: object,
  options: { ca?: string } = {},
): Promise<{ status: number | undefined; text: string }> {
  return new Promise((resolve, reject) => {
    const call = send(
      url,
      { method: 'POST', headers: { 'content-type': 'application/json' }, ...options },
      (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode, text }));
      },
    );
    call.on('error', reject);
    call.end(JSON.stringify(body));
  });
}

beforeAll(() => {
  folder = mkdtempSync(join(tmpdir(), 'panna-tls-'));
  makeCertificates(folder);
  makeExpiredCertificate(folder);
  cert = join(folder, 'sim.crt');
  key = join(folder, 'sim.key');
  ca = readFileSync(join(folder, 'panna-ca.crt'), 'utf8');
});
afterAll(async () => {
  await Promise.all([...children].map(stopped));
  rmSync(folder, { recursive: true, force: true });
});

// A process of its own, started through tsx: seconds on a loaded machine.
describe('the simulator over HTTPS', { timeout: 60_000 }, () => {
  it('answers the provider and the control plane over TLS with the certificate given', async () => {
    const { child, origin } = await startServer({ PROVIDER_TLS_CERT: cert, PROVIDER_TLS_KEY: key });
    try {
      expect(origin).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/);
      const rates = await post(
        httpsRequest,
        `${origin}/api-game-rates`,
        { env_type: 'Prod', app_key: 'panna-dev-key-local' },
        { ca },
      );
      expect(rates.status).toBe(200);
      expect(JSON.parse(rates.text)).toMatchObject({ status: true, msg: 'Game Rates' });
      const clock = await post(httpsRequest, `${origin}/__sim/clock`, { freeze: true }, { ca });
      expect(JSON.parse(clock.text)).toMatchObject({ status: true, frozen: true });
      // A client that does not trust the local authority is refused; plain HTTP gets nothing.
      await expect(post(httpsRequest, `${origin}/__sim/clock`, {})).rejects.toThrow(
        /unable to (get|verify)/,
      );
      await expect(
        post(httpRequest, origin.replace('https:', 'http:') + '/api-game-rates', {}),
      ).rejects.toThrow();
    } finally {
      await stopped(child);
    }
  });

  it('refuses to start with a certificate and no key', async () => {
    await expect(startServer({ PROVIDER_TLS_CERT: cert })).rejects.toThrow(
      /PROVIDER_TLS_CERT and PROVIDER_TLS_KEY go together/,
    );
  });

  it('starts with an expired certificate, saying so in one line', async () => {
    const started = startServer({
      PROVIDER_TLS_CERT: join(folder, 'old.crt'),
      PROVIDER_TLS_KEY: join(folder, 'old.key'),
    });
    const { child, origin, output } = await started;
    try {
      expect(origin).toMatch(/^https:/);
      expect(output()).toContain(
        `Warning: PROVIDER_TLS_CERT=${join(folder, 'old.crt')} expired on Feb  1 00:00:00 2020 GMT`,
      );
    } finally {
      await stopped(child);
    }
  });
});

describe.concurrent('a start with TLS files that cannot serve', { timeout: 60_000 }, () => {
  /** The one line a start stopped with: exit code 1, no stack, the variable and the problem. */
  const stopsWith = async (
    env: NodeJS.ProcessEnv,
    line: RegExp,
    options?: Parameters<typeof startStopping>[1],
  ) => {
    const { code, stderr, running } = await startStopping(env, options);
    expect(running, 'the start still ran').toBe(false);
    expect(stderr.replaceAll(folder, 'DIR')).toMatch(line);
    expect(stderr.trimEnd().split('\n')).toHaveLength(1);
    expect(stderr).not.toMatch(/^\s+at /m);
    expect(code).toBe(1);
  };

  it('stops at once on a FIFO given as the certificate, without opening it', async () => {
    const fifo = join(folder, 'cert.fifo');
    execFileSync('mkfifo', [fifo]);
    await stopsWith(
      { PROVIDER_TLS_CERT: fifo, PROVIDER_TLS_KEY: key },
      /^PROVIDER_TLS_CERT=DIR\/cert\.fifo is not a regular file \(a FIFO\)\n$/,
    );
  });

  it('stops on a key that does not belong to the certificate', async () => {
    await stopsWith(
      { PROVIDER_TLS_CERT: cert, PROVIDER_TLS_KEY: join(folder, 'panna-ca.key') },
      /^PROVIDER_TLS_KEY=DIR\/panna-ca\.key: the key does not match the certificate PROVIDER_TLS_CERT=DIR\/sim\.crt\n$/,
    );
  });

  it('stops on a key and no certificate, in one line', async () => {
    await stopsWith(
      { PROVIDER_TLS_KEY: key },
      /^PROVIDER_TLS_CERT and PROVIDER_TLS_KEY go together/,
    );
  });

  it('stops panna-sim the same way', async () => {
    const der = join(folder, 'sim.der');
    execFileSync('openssl', ['x509', '-in', cert, '-outform', 'der', '-out', der]);
    await stopsWith(
      { PROVIDER_TLS_CERT: der, PROVIDER_TLS_KEY: key },
      /^PROVIDER_TLS_CERT=DIR\/sim\.der is not a PEM certificate: it is DER/,
      { entry: 'panna-sim' },
    );
  });

  it('says a key it may not read cannot be read', async () => {
    // Root reads any file: the server runs as nobody then, in a folder nobody may enter.
    const asRoot = process.getuid?.() === 0;
    const locked = join(folder, 'locked.key');
    copyFileSync(key, locked);
    chmodSync(locked, 0o000);
    if (asRoot) for (const file of [folder, cert]) chmodSync(file, file === folder ? 0o755 : 0o644);
    await stopsWith(
      { PROVIDER_TLS_CERT: cert, PROVIDER_TLS_KEY: locked },
      /^PROVIDER_TLS_KEY=DIR\/locked\.key cannot be read: permission denied\n$/,
      asRoot ? { uid: 65534 } : {},
    );
  });
});
