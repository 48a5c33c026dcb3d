import type { FastifyInstance } from 'fastify';
import { registerFinanceLookups } from './further/finance';
import { registerFormLookups } from './further/forms';
import { registerLocationLookups } from './further/locations';
import { registerPermissionLookups } from './further/permissions';
import { registerReferenceLookups } from './further/reference';
import { registerStaffLookups } from './further/staff';

/**
 * The further lookup GETs of the call catalogue (spec §7): the paths, authorities and answers of
 * @opsdesk/api's `furtherLookupCalls`, each reading the resource records of its lookup source.
 */
export async function registerFurtherLookupRoutes(app: FastifyInstance): Promise<void> {
  registerFormLookups(app);
  registerFinanceLookups(app);
  registerStaffLookups(app);
  registerReferenceLookups(app);
  registerLocationLookups(app);
  registerPermissionLookups(app);
}
