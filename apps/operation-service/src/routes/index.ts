import type { FastifyInstance } from 'fastify';
import { registerOAuthRoutes } from '../auth/oauth';
import { registerAccountRoutes } from './account';
import { registerAdminRoutes } from './admin';
import { registerEnumerationRoutes } from './enumerations';
import { registerFurtherLookupRoutes } from './lookups/further';
import { registerTenantLookupRoutes } from './lookups/tenant';
import { registerResourceRoutes } from './resources';
import { registerTransferRoutes } from './transfer';
import { registerVerificationRoutes } from './verification';

/** Every route module of the service, in one place. */
export async function registerRoutes(app: FastifyInstance): Promise<void> {
  await registerOAuthRoutes(app);
  await registerAccountRoutes(app);
  await registerAdminRoutes(app);
  await registerEnumerationRoutes(app);
  await registerTenantLookupRoutes(app);
  await registerFurtherLookupRoutes(app);
  await registerResourceRoutes(app);
  await registerVerificationRoutes(app);
  await registerTransferRoutes(app);
}
