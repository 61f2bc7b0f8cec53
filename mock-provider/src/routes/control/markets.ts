import type { FastifyInstance } from 'fastify';

export function registerMarketControl(_app: FastifyInstance): void {}
