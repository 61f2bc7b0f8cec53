import type { FastifyInstance } from 'fastify';

export function registerBidding(_app: FastifyInstance): void {}
