import type { FastifyInstance } from 'fastify';
import { registerOAuthRoutes } from '../auth/oauth';
import { registerResourceRoutes } from './resources';

/** Every route module of the service, in one place. */
export async function registerRoutes(app: FastifyInstance): Promise<void> {
  await registerOAuthRoutes(app);
  await registerResourceRoutes(app);
}
