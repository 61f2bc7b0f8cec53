import type { FastifyInstance } from 'fastify';

export function registerClockControl(_app: FastifyInstance): void {}
