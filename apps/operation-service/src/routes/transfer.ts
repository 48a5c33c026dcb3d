import type { FastifyInstance } from 'fastify';

export async function registerTransferRoutes(_app: FastifyInstance): Promise<void> {}
