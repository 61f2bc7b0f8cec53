import type { FastifyInstance } from 'fastify';

export function registerSettingsControl(_app: FastifyInstance): void {}
