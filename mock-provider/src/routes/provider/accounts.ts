import type { FastifyInstance } from 'fastify';

export function registerAccounts(_app: FastifyInstance): void {}
