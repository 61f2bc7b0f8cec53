import type { FastifyInstance } from 'fastify';

export function registerFunds(_app: FastifyInstance): void {}
