import type { FastifyInstance } from 'fastify';

export async function registerFurtherLookupRoutes(_app: FastifyInstance): Promise<void> {}
