import type { FastifyInstance } from 'fastify';

export async function registerVerificationRoutes(_app: FastifyInstance): Promise<void> {}
