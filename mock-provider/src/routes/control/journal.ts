import type { FastifyInstance } from 'fastify';

export function registerJournalControl(_app: FastifyInstance): void {}
