/**
 * The files of PROVIDER_TLS_CERT and PROVIDER_TLS_KEY, checked before the server is given them:
 * each file that cannot serve is named with its variable and its problem (tls.test.ts starts the
 * process with some of them).
 */
import { execFileSync } from 'node:child_process';
import {
  chmodSync,
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  truncateSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError } from './config';
import { MAX_TLS_FILE_BYTES, readTlsFiles } from './tls-files';

let dir: string;
const at = (name: string) => join(dir, name);

/** `openssl` in the test's folder. */
const openssl = (...args: string[]) => execFileSync('openssl', args, { cwd: dir, stdio: 'pipe' });

/** A self-signed certificate and its key (EC: quick to make). */
function pair(name: string): void {
  openssl(
    'req',
    '-x509',
    '-newkey',
    'ec',
    '-pkeyopt',
    'ec_paramgen_curve:P-256',
    '-nodes',
    '-keyout',
    `${name}.key`,
    '-out',
    `${name}.crt`,
    '-days',
    '30',
    '-subj',
    `/CN=${name}`,
  );
}

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'panna-tls-files-'));
  pair('a');
  pair('b');
  openssl('x509', '-in', 'a.crt', '-outform', 'der', '-out', 'a.der');
  openssl('pkey', '-in', 'a.key', '-aes256', '-passout', 'pass:secret', '-out', 'a.enc.key');
  writeFileSync(at('empty.pem'), '');
  writeFileSync(
    at('junk.crt'),
    '-----BEGIN CERTIFICATE-----\nbm90IGEgY2VydA==\n-----END CERTIFICATE-----\n',
  );
  writeFileSync(at('huge.crt'), '');
  truncateSync(at('huge.crt'), MAX_TLS_FILE_BYTES + 1);
  execFileSync('mkfifo', [at('fifo')]);
  mkdirSync(at('dir'));
  copyFileSync(at('a.crt'), at('my cert.crt'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The one line the start stops with, for these two files. */
function refusal(cert: string, key: string): string {
  try {
    readTlsFiles({ cert: at(cert), key: at(key) });
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    expect(message).not.toContain('\n');
    return message.replaceAll(dir, 'DIR');
  }
  throw new Error(`${cert} and ${key} were taken`);
}

describe('the TLS files', () => {
  it('takes a certificate and the key that belongs to it', () => {
    const files = readTlsFiles({ cert: at('a.crt'), key: at('a.key') });
    expect(files.cert).toEqual(readFileSync(at('a.crt')));
    expect(files.key).toEqual(readFileSync(at('a.key')));
    expect(files.warnings).toEqual([]);
  });

  it.for([
    ['nope.crt', 'a.key', 'PROVIDER_TLS_CERT=DIR/nope.crt does not exist'],
    ['a.crt', 'nope.key', 'PROVIDER_TLS_KEY=DIR/nope.key does not exist'],
    [
      'a.crt/x',
      'a.key',
      'PROVIDER_TLS_CERT=DIR/a.crt/x does not exist (a folder on its path is a file)',
    ],
    ['dir', 'a.key', 'PROVIDER_TLS_CERT=DIR/dir is not a regular file (a directory)'],
    ['fifo', 'a.key', 'PROVIDER_TLS_CERT=DIR/fifo is not a regular file (a FIFO)'],
    ['a.crt', 'fifo', 'PROVIDER_TLS_KEY=DIR/fifo is not a regular file (a FIFO)'],
    ['empty.pem', 'a.key', 'PROVIDER_TLS_CERT=DIR/empty.pem is empty'],
    [
      'huge.crt',
      'a.key',
      `PROVIDER_TLS_CERT=DIR/huge.crt is too large (${MAX_TLS_FILE_BYTES + 1} bytes`,
    ],
    ['a.der', 'a.key', 'PROVIDER_TLS_CERT=DIR/a.der is not a PEM certificate: it is DER'],
    ['junk.crt', 'a.key', 'PROVIDER_TLS_CERT=DIR/junk.crt is not a PEM certificate: '],
    [
      'a.key',
      'a.key',
      'PROVIDER_TLS_CERT=DIR/a.key is not a PEM certificate: it holds a private key',
    ],
    [
      'a.crt',
      'a.crt',
      'PROVIDER_TLS_KEY=DIR/a.crt is not a PEM private key: it holds a certificate',
    ],
    ['a.crt', 'a.enc.key', 'PROVIDER_TLS_KEY=DIR/a.enc.key is encrypted'],
    [
      'a.crt',
      'b.key',
      'PROVIDER_TLS_KEY=DIR/b.key: the key does not match the certificate PROVIDER_TLS_CERT=DIR/a.crt',
    ],
    [
      'my cert.crt',
      'b.key',
      'PROVIDER_TLS_KEY=DIR/b.key: the key does not match the certificate PROVIDER_TLS_CERT="DIR/my cert.crt"',
    ],
  ] as const)('refuses %s with %s in one line: %s', ([cert, key, line]) => {
    expect(refusal(cert, key)).toContain(line);
  });

  it.skipIf(process.getuid?.() === 0)('says a file it may not read cannot be read', () => {
    copyFileSync(at('a.key'), at('locked.key'));
    chmodSync(at('locked.key'), 0o000);
    expect(refusal('a.crt', 'locked.key')).toBe(
      'PROVIDER_TLS_KEY=DIR/locked.key cannot be read: permission denied',
    );
  });

  it('warns of a certificate outside its dates, and goes on', () => {
    const paths = { cert: at('a.crt'), key: at('a.key') };
    const later = readTlsFiles(paths, Date.UTC(2200, 0, 1));
    expect(later.warnings).toHaveLength(1);
    expect(later.warnings[0]).toMatch(/^PROVIDER_TLS_CERT=\S+a\.crt expired on /);
    const earlier = readTlsFiles(paths, Date.UTC(2000, 0, 1));
    expect(earlier.warnings[0]).toMatch(/is not valid before /);
  });
});
