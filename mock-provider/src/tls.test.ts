/**
 * HTTPS: the simulator's process, started with PROVIDER_TLS_CERT and PROVIDER_TLS_KEY (a
 * certificate made here with openssl, signed by a local authority), answers over TLS, and only
 * over TLS, to a client that trusts that authority.
 */
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_NODE_ARGS } from './server-entry';

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

/** The simulator as a process with `env`; resolves with its origin once it listens. */
function startServer(env: NodeJS.ProcessEnv): Promise<{ child: ChildProcess; origin: string }> {
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
      if (origin) resolve({ child, origin });
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.on('exit', (code) => reject(new Error(`the server exited with ${code}:\n${output}`)));
  });
}

const stopped = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve();
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
        { env_type: 'Prod', app_key: 'panna-dev-key' },
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
});
