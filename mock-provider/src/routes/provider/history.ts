import type { FastifyInstance } from 'fastify';

export function registerHistory(_app: FastifyInstance): void {}
