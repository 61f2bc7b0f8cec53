import type { FastifyInstance } from 'fastify';

export function registerMarkets(_app: FastifyInstance): void {}
