import type { FastifyInstance } from 'fastify';

export function registerOtpControl(_app: FastifyInstance): void {}
