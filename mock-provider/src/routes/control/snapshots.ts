import type { FastifyInstance } from 'fastify';

export function registerSnapshotControl(_app: FastifyInstance): void {}
