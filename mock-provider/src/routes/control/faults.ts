import type { FastifyInstance } from 'fastify';

export function registerFaultControl(_app: FastifyInstance): void {}
