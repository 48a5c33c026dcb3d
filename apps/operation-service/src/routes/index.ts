import type { FastifyInstance } from 'fastify';
import { registerOAuthRoutes } from '../auth/oauth';
import { registerAccountRoutes } from './account';
import { registerAdminRoutes } from './admin';
import { registerAdminAccountActionRoutes } from './adminAccountActions';
import { registerAttachmentRoutes } from './attachments';
import { registerConsoleRoutes } from './console';
import { registerDashboardRoutes } from './dashboard';
import { registerDepartmentRoutes } from './departments';
import { registerEnumerationRoutes } from './enumerations';
import { registerFurtherLookupRoutes } from './lookups/further';
import { registerTenantLookupRoutes } from './lookups/tenant';
import { registerPasswordRoutes } from './password';
import { registerPreferenceRoutes } from './preferences';
import { registerOrderRoutes } from './orders';
import { registerResourceRoutes } from './resources';
import { registerTenantOperationRoutes } from './tenantOperations';
import { registerTransferRoutes } from './transfer';
import { registerVerificationRoutes } from './verification';
import { registerWorkbenchRoutes } from './workbench';

/** Every route module of the service, in one place. */
export async function registerRoutes(app: FastifyInstance): Promise<void> {
  await registerOAuthRoutes(app);
  await registerAccountRoutes(app);
  await registerAttachmentRoutes(app);
  await registerAdminRoutes(app);
  await registerAdminAccountActionRoutes(app);
  await registerEnumerationRoutes(app);
  await registerTenantLookupRoutes(app);
  await registerFurtherLookupRoutes(app);
  await registerResourceRoutes(app);
  await registerOrderRoutes(app);
  await registerTenantOperationRoutes(app);
  await registerVerificationRoutes(app);
  await registerPasswordRoutes(app);
  await registerTransferRoutes(app);
  await registerPreferenceRoutes(app);
  await registerWorkbenchRoutes(app);
  await registerDepartmentRoutes(app);
  await registerDashboardRoutes(app);
  // Last: the console answers the GETs no route of the service claims.
  await registerConsoleRoutes(app);
}
