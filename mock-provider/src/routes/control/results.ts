import type { FastifyInstance } from 'fastify';

export function registerResultControl(_app: FastifyInstance): void {}
