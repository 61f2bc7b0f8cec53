import type { FastifyInstance } from 'fastify';

export function registerPlayerControl(_app: FastifyInstance): void {}
