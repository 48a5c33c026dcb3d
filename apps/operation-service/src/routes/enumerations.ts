import type { FastifyInstance } from 'fastify';

export async function registerEnumerationRoutes(_app: FastifyInstance): Promise<void> {}
