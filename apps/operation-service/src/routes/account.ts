import type { FastifyInstance } from 'fastify';

export async function registerAccountRoutes(_app: FastifyInstance): Promise<void> {}
