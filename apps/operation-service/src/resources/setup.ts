import { resourceCatalogue, type ResourceDescriptor } from '@opsdesk/api';
import type { Database } from '../db';
import { indexStatements } from './engine';

/** Same lock as the migrations': instances starting together build the indexes once. */
const INDEX_LOCK = 727_100_002;

export const resources: readonly ResourceDescriptor[] = Object.values(resourceCatalogue);

export function resourceNamed(name: string): ResourceDescriptor | undefined {
  return (resourceCatalogue as Record<string, ResourceDescriptor>)[name];
}

/** Creates the indexes every resource's filters, sorting, search and unique sets need. Idempotent. */
export async function ensureResourceIndexes(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [INDEX_LOCK]);
    for (const resource of resources) {
      for (const statement of indexStatements(resource)) await tx.query(statement);
    }
  });
}
