import type { FastifyInstance } from 'fastify';

export async function controlRoutes(_app: FastifyInstance, _opts: { controlToken: string | undefined }) {}
