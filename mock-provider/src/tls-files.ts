/**
 * The certificate and key of PROVIDER_TLS_CERT and PROVIDER_TLS_KEY, read and checked before the
 * server is given them: a file that cannot serve stops the start with one line naming the variable,
 * the file and the problem (ConfigError), where Node would print an OpenSSL stack trace or, for a
 * FIFO, wait for ever. Only a regular file of a bounded size is opened; checked with Node's crypto
 * as the TLS server will use them.
 */
import { X509Certificate, createPrivateKey, type KeyObject } from 'node:crypto';
import { closeSync, constants, fstatSync, openSync, readSync, statSync, type Stats } from 'node:fs';
import { createSecureContext } from 'node:tls';
import { ConfigError } from './config';

/** Far more than any certificate chain or key (a few kB). */
export const MAX_TLS_FILE_BYTES = 1024 * 1024;

type Variable = 'PROVIDER_TLS_CERT' | 'PROVIDER_TLS_KEY';

/** `PROVIDER_TLS_CERT=/x/cert.pem`, the path quoted when it has spaces. */
const named = (variable: Variable, path: string) =>
  `${variable}=${/\s/.test(path) || path === '' ? JSON.stringify(path) : path}`;

const WHY_NOT_READ: Record<string, string> = {
  ENOENT: 'does not exist',
  ENOTDIR: 'does not exist (a folder on its path is a file)',
  EACCES: 'cannot be read: permission denied',
  EPERM: 'cannot be read: permission denied',
  ELOOP: 'cannot be read: too many symbolic links',
  ENAMETOOLONG: 'cannot be read: the path is too long',
};

/** What a file that is not a regular one is, for the message. */
function kindOf(stats: Stats): string {
  if (stats.isDirectory()) return 'a directory';
  if (stats.isFIFO()) return 'a FIFO';
  if (stats.isSocket()) return 'a socket';
  if (stats.isCharacterDevice() || stats.isBlockDevice()) return 'a device';
  return 'not a file';
}

const tooLarge = (size: number) =>
  `is too large (${size} bytes or more: a certificate or key is a few kB, at most ${MAX_TLS_FILE_BYTES} are read)`;

/** Why a file cannot be used as one of the two, or undefined when it can. */
function problemOf(stats: Stats): string | undefined {
  if (!stats.isFile()) return `is not a regular file (${kindOf(stats)})`;
  if (stats.size === 0) return 'is empty';
  if (stats.size > MAX_TLS_FILE_BYTES) return tooLarge(stats.size);
  return undefined;
}

/**
 * The bytes of a regular file of at most MAX_TLS_FILE_BYTES. Looked at before it is opened (a FIFO
 * would block the open, a device could answer for ever), and again once open, without waiting
 * (O_NONBLOCK), in case it was replaced in between.
 */
function readBounded(variable: Variable, path: string): Buffer {
  const refuse = (why: string): never => {
    throw new ConfigError(`${named(variable, path)} ${why}`);
  };
  const failed = (error: unknown): never =>
    refuse(
      WHY_NOT_READ[(error as NodeJS.ErrnoException).code ?? ''] ??
        `cannot be read: ${(error as Error).message}`,
    );
  if (path === '') refuse('is empty: name a file');
  let stats: Stats;
  try {
    stats = statSync(path);
  } catch (error) {
    return failed(error);
  }
  const before = problemOf(stats);
  if (before) refuse(before);
  let fd: number;
  try {
    fd = openSync(path, constants.O_RDONLY | constants.O_NONBLOCK);
  } catch (error) {
    return failed(error);
  }
  try {
    const after = problemOf(fstatSync(fd));
    if (after) refuse(after);
    const bytes = Buffer.alloc(MAX_TLS_FILE_BYTES + 1);
    let length = 0;
    for (let n = 1; n > 0 && length < bytes.length; length += n)
      n = readSync(fd, bytes, length, bytes.length - length, null);
    // Grown since it was looked at.
    if (length > MAX_TLS_FILE_BYTES) refuse(tooLarge(length));
    if (length === 0) refuse('is empty');
    return bytes.subarray(0, length);
  } catch (error) {
    if (error instanceof ConfigError) throw error;
    return failed(error);
  } finally {
    closeSync(fd);
  }
}

const PEM_CERTIFICATE = '-----BEGIN CERTIFICATE-----';
/** PKCS#8, PKCS#1 (RSA), SEC1 (EC), and an encrypted PKCS#8. */
const PEM_PRIVATE_KEY = /-----BEGIN (?:(?:RSA|EC|ENCRYPTED) )?PRIVATE KEY-----/;

/** OpenSSL's reason without its codes: "error:1E08010C:DECODER routines::unsupported" → "unsupported". */
const reason = (error: unknown) =>
  String((error as Error).message)
    .split('::')
    .pop()!
    .trim();

function certificateOf(path: string, bytes: Buffer): X509Certificate {
  const text = bytes.toString('latin1');
  const refuse = (why: string): never => {
    throw new ConfigError(`${named('PROVIDER_TLS_CERT', path)} ${why}`);
  };
  if (!text.includes(PEM_CERTIFICATE)) {
    if (PEM_PRIVATE_KEY.test(text))
      refuse('is not a PEM certificate: it holds a private key (are the two swapped?)');
    // DER starts with an ASN.1 sequence: the same certificate in binary, which PEM encodes.
    if (bytes[0] === 0x30)
      refuse(
        'is not a PEM certificate: it is DER (openssl x509 -inform der -in CERT -out CERT.pem)',
      );
    refuse(`is not a PEM certificate (no "${PEM_CERTIFICATE}" line)`);
  }
  try {
    return new X509Certificate(bytes);
  } catch (error) {
    return refuse(`is not a PEM certificate: OpenSSL cannot read it (${reason(error)})`);
  }
}

function privateKeyOf(path: string, bytes: Buffer): KeyObject {
  const text = bytes.toString('latin1');
  const refuse = (why: string): never => {
    throw new ConfigError(`${named('PROVIDER_TLS_KEY', path)} ${why}`);
  };
  if (!PEM_PRIVATE_KEY.test(text)) {
    if (text.includes(PEM_CERTIFICATE))
      refuse('is not a PEM private key: it holds a certificate (are the two swapped?)');
    refuse('is not a PEM private key (no "-----BEGIN PRIVATE KEY-----" line)');
  }
  if (/-----BEGIN ENCRYPTED PRIVATE KEY-----|Proc-Type: 4,ENCRYPTED/.test(text))
    refuse('is encrypted: give the key without a passphrase (openssl pkey -in KEY -out KEY.pem)');
  try {
    return createPrivateKey(bytes);
  } catch (error) {
    return refuse(`is not a PEM private key: OpenSSL cannot read it (${reason(error)})`);
  }
}

export interface TlsFiles {
  cert: Buffer;
  key: Buffer;
  /** What the start says but goes on with (a certificate out of its validity dates). */
  warnings: string[];
}

/**
 * The two files, read and checked: each a regular file of a bounded size, a PEM certificate and
 * a PEM private key that belongs to it, which together make a TLS context. A certificate outside
 * its dates is a warning, not a stop: a test device may be told to accept it anyway.
 */
export function readTlsFiles(paths: { cert: string; key: string }, now = Date.now()): TlsFiles {
  const cert = readBounded('PROVIDER_TLS_CERT', paths.cert);
  const key = readBounded('PROVIDER_TLS_KEY', paths.key);
  const certificate = certificateOf(paths.cert, cert);
  const privateKey = privateKeyOf(paths.key, key);
  if (!certificate.checkPrivateKey(privateKey))
    throw new ConfigError(
      `${named('PROVIDER_TLS_KEY', paths.key)}: the key does not match the certificate ${named('PROVIDER_TLS_CERT', paths.cert)}`,
    );
  try {
    createSecureContext({ cert, key });
  } catch (error) {
    throw new ConfigError(
      `${named('PROVIDER_TLS_CERT', paths.cert)} and ${named('PROVIDER_TLS_KEY', paths.key)} cannot serve TLS: ${reason(error)}`,
    );
  }
  const warnings: string[] = [];
  const from = Date.parse(certificate.validFrom);
  const to = Date.parse(certificate.validTo);
  if (now > to)
    warnings.push(
      `${named('PROVIDER_TLS_CERT', paths.cert)} expired on ${certificate.validTo}: clients will refuse it unless told to accept it`,
    );
  else if (now < from)
    warnings.push(
      `${named('PROVIDER_TLS_CERT', paths.cert)} is not valid before ${certificate.validFrom}: clients will refuse it until then`,
    );
  return { cert, key, warnings };
}
