import type { FastifyServerFactory } from 'fastify';
import {
  createServer,
  type IncomingMessage,
  type ServerOptions,
  type ServerResponse,
} from 'node:http';
import { createServer as createTlsServer, type ServerOptions as TlsOptions } from 'node:https';

type NodeHandler = (req: IncomingMessage, res: ServerResponse) => void;

/**
 * The app's HTTP(S) server, made as Fastify makes its own (the same timeouts), whose requests go
 * through `front` (the provider's fast lane, set once the routes are registered), which hands
 * Fastify the rest. Until `front` is set, every request is Fastify's. With `maxConnections`
 * (worlds/file-budget.ts), a connection past it is closed as it arrives, before it can take an
 * open file the worlds need.
 */
export function serverWithFront(
  front: { handler?: (fastify: NodeHandler) => NodeHandler },
  maxConnections?: number,
) {
  const factory: FastifyServerFactory = (fastify, options) => {
    // Fastify hands over its options with its defaults filled in.
    const o = options as unknown as Record<
      'keepAliveTimeout' | 'requestTimeout' | 'connectionTimeout' | 'maxRequestsPerSocket',
      number
    > & { http?: ServerOptions; https?: TlsOptions | null };
    let answer: NodeHandler | undefined;
    const handle: NodeHandler = (req, res) => {
      answer ??= front.handler?.(fastify);
      (answer ?? fastify)(req, res);
    };
    // HTTPS when the app was given a certificate (PROVIDER_TLS_CERT), else HTTP.
    const server = o.https ? createTlsServer(o.https, handle) : createServer(o.http ?? {}, handle);
    server.keepAliveTimeout = o.keepAliveTimeout;
    server.requestTimeout = o.requestTimeout;
    server.setTimeout(o.connectionTimeout);
    if (o.maxRequestsPerSocket > 0) server.maxRequestsPerSocket = o.maxRequestsPerSocket;
    if (maxConnections !== undefined) server.maxConnections = maxConnections;
    return server;
  };
  return factory;
}
