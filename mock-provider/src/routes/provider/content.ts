import type { FastifyInstance } from 'fastify';

export function registerContent(_app: FastifyInstance): void {}
