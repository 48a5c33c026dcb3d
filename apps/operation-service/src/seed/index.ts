import type { Database } from '../db';
import { must } from '../must';
import { seedAccounts } from './accounts';
import { seedAttachments } from './attachments';
import { countPlan, writePlan } from './generate/plan';
import { companyKey, tenantKey } from './generate/tenants';
import { planSeed, type SeedScale } from './generate/world';
import { seedHistory } from './history';
import { seedWorkItems } from './workItems';

export type { SeedScale } from './generate/world';

export interface SeedOptions {
  /** `demo` is big enough to feel real; `test` is small and quick. */
  readonly scale: SeedScale;
  /** The seed's clock: every date is relative to it, so one `now` always gives the same data. */
  readonly now?: Date;
}

/** The provider's own tenant, to which its staff accounts belong. */
export const PROVIDER_TENANT_CODE = 'T0000';
/** The customer tenant of the tenant-bound demo accounts. */
export const DEMO_TENANT_CODE = 'T0001';

/** True when the database holds no account yet. */
export async function isEmpty(db: Database): Promise<boolean> {
  const { rows } = await db.query<{ count: number }>('select count(*)::int as count from account');
  return (rows[0]?.count ?? 0) === 0;
}

/** What a seed wrote: records by resource (and profiles, configurations), and the keys' ids. */
export interface SeedSummary {
  readonly counts: ReadonlyMap<string, number>;
  readonly ids: ReadonlyMap<string, number>;
}

/**
 * Fills an empty database with the data of a scale, in one transaction: reference data, tenants
 * with their companies, organisations, contracts and finance setup, profiles, the demo accounts and
 * their work items, the images and documents the records name, and the operation history of a share of
 * the records.
 */
export async function seedDatabase(db: Database, options: SeedOptions): Promise<SeedSummary> {
  const now = options.now ?? new Date();
  const { plan, tenants } = planSeed(options.scale, now);
  return db.transaction(async (tx) => {
    const ids = await writePlan(tx, plan, { now });
    const tenantIds = new Map(tenants.map((tenant) => [tenant.code, must(ids.get(tenant.key), tenant.key)]));
    // Each account works in its tenant's headquarters.
    const companyIds = new Map(
      tenants.map((tenant) => [
        must(tenantIds.get(tenant.code), tenant.code),
        must(ids.get(companyKey(tenant.code, `${tenant.code}-HQ`)), `${tenant.code}-HQ`),
      ]),
    );
    await seedAccounts(tx, {
      tenantIds,
      companyIds,
      providerTenantId: must(ids.get(tenantKey(PROVIDER_TENANT_CODE)), 'provider tenant'),
      now,
    });
    await seedWorkItems(tx, { now });
    await seedAttachments(tx, { plan, ids, now });
    await seedHistory(tx, { now, seed: plan.salt, tenantIds });
    return { counts: countPlan(plan), ids };
  });
}
