import type { FastifyInstance } from 'fastify';
import { registerCommerceLookupRoutes } from './tenant/commerce';
import { registerReferenceLookupRoutes } from './tenant/reference';
import { registerStaffLookupRoutes } from './tenant/staff';
import { registerTenantPickerRoutes } from './tenant/tenants';

/** The tenant, company and customer pickers of the call catalogue (spec §7). */
export async function registerTenantLookupRoutes(app: FastifyInstance): Promise<void> {
  await registerTenantPickerRoutes(app);
  await registerStaffLookupRoutes(app);
  await registerCommerceLookupRoutes(app);
  await registerReferenceLookupRoutes(app);
}
