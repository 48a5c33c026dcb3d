import type { FastifyInstance } from 'fastify';

export async function registerTenantLookupRoutes(_app: FastifyInstance): Promise<void> {}
