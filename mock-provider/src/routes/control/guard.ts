import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createHash, timingSafeEqual } from 'node:crypto';
import { GUARD_MESSAGES } from '../../contract/guard-messages';

/** Who may drive the control plane (server configuration). */
export interface ControlAccess {
  /** When set, every call must carry `Authorization: Bearer <token>`; else only loopback callers. */
  controlToken: string | undefined;
  /** Origins whose pages may call it, besides pages the simulator serves itself (CONTROL_ORIGINS). */
  controlOrigins: string[];
  /** Host names it answers besides the loopback ones (CONTROL_HOSTS). */
  controlHosts: string[];
}

const LOOPBACK_IP = /^(127\.|::1$|::ffff:127\.)/;

/** The name in a Host header: lower case, without the port or an IPv6 address's brackets. */
export function hostName(host: string): string {
  const name = host.trim().toLowerCase();
  const bracketed = /^\[([^\]]*)\](:\d+)?$/.exec(name);
  if (bracketed) return bracketed[1]!;
  return name.replace(/:\d+$/, '');
}

const isLoopbackName = (name: string): boolean =>
  name === 'localhost' ||
  name.endsWith('.localhost') ||
  name === '::1' ||
  /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(name);

/**
 * Whether a header carries the secret: its bytes (Node reads header bytes as Latin-1 text) against
 * the secret's UTF-8 bytes, compared in constant time whatever their lengths (as digests).
 */
export function sameSecret(header: string, secret: string): boolean {
  const digest = (bytes: Buffer) => createHash('sha256').update(bytes).digest();
  return timingSafeEqual(
    digest(Buffer.from(header, 'latin1')),
    digest(Buffer.from(secret, 'utf8')),
  );
}

/** The token of an `Authorization: Bearer <token>` header; the scheme is required. */
const bearerToken = (header: string | undefined): string | undefined =>
  /^Bearer +(\S.*)$/i.exec(header ?? '')?.[1]?.trimEnd();

const mediaType = (header: string | undefined): string | undefined =>
  header?.split(';')[0]!.trim().toLowerCase();

const hasBody = (request: FastifyRequest): boolean => {
  const length = request.headers['content-length'];
  return (
    (length !== undefined && length !== '0') || request.headers['transfer-encoding'] !== undefined
  );
};

const refuse = (reply: FastifyReply, code: number, msg: string) =>
  reply.code(code).send({ status: false, msg });

/**
 * Every control call passes, in order: a Host that is a loopback name or configured (a page that
 * rebinds its own name to 127.0.0.1 is refused); an Origin, when a browser sends one, that is the
 * simulator's own or listed (such pages get CORS answers, preflights included; others none); the
 * token or a loopback caller; and a JSON body, if any (a form or text/plain post, which browsers
 * send cross-origin without asking, is refused before it is read).
 */
export function registerControlGuard(app: FastifyInstance, access: ControlAccess): void {
  const hosts = new Set(access.controlHosts.map(hostName));
  const origins = new Set(access.controlOrigins);

  app.addHook('onRequest', async (request, reply) => {
    const host = request.headers.host ?? '';
    const name = hostName(host);
    if (!isLoopbackName(name) && !hosts.has(name))
      return refuse(reply, 403, GUARD_MESSAGES.host(host));

    const origin = request.headers.origin;
    if (origin !== undefined) {
      const own = origin === `http://${host}` || origin === `https://${host}`;
      if (!own && !origins.has(origin)) return refuse(reply, 403, GUARD_MESSAGES.origin(origin));
      reply.header('access-control-allow-origin', origin).header('vary', 'Origin');
      if (request.method === 'OPTIONS') {
        return reply
          .code(204)
          .header('access-control-allow-methods', 'GET, POST, PATCH, DELETE')
          .header('access-control-allow-headers', 'content-type, authorization')
          .header('access-control-max-age', '600')
          .send();
      }
    }

    if (access.controlToken) {
      const token = bearerToken(request.headers.authorization);
      if (token === undefined || !sameSecret(token, access.controlToken))
        return refuse(reply, 401, GUARD_MESSAGES.token);
    } else if (!LOOPBACK_IP.test(request.ip)) {
      return refuse(reply, 403, GUARD_MESSAGES.loopback);
    }

    const type = mediaType(request.headers['content-type']);
    if ((type !== undefined || hasBody(request)) && type !== 'application/json')
      return refuse(reply, 415, GUARD_MESSAGES.json);
  });

  // Routes the preflight of any control path (the guard above answers it).
  app.options('/*', { schema: { hide: true } }, async (_request, reply) => reply.code(204).send());
}
