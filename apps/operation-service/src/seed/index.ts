import { companyResource, tenantResource } from '@opsdesk/api';
import type { Database } from '../db';
import { must } from '../must';
import { seedAccounts } from './accounts';
import { insertRecords } from './insert';

export type SeedScale = 'demo' | 'test';

export interface SeedOptions {
  /** `demo` is big enough to feel real; `test` is small and quick. */
  readonly scale: SeedScale;
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

/** Fills an empty database with the demo data, in one transaction. */
export async function seedDatabase(db: Database, options: SeedOptions): Promise<void> {
  const now = options.now ?? new Date();
  await db.transaction(async (tx) => {
    const tenants = [
      {
        tenantName: 'OpsDesk 运营平台',
        tenantCode: PROVIDER_TENANT_CODE,
        region: 'CN',
        cloudEnv: 'ALI_HZ',
        licensed: 1,
        sandbox: false,
        enabled: true,
      },
      {
        tenantName: '艾克米科技有限公司',
        tenantCode: DEMO_TENANT_CODE,
        region: 'CN',
        cloudEnv: 'ALI_HZ',
        licensed: 1,
        sandbox: false,
        enabled: true,
      },
      {
        tenantName: 'Globex Trading Pte. Ltd.',
        tenantCode: 'T0002',
        region: 'SG',
        cloudEnv: 'AWS_SG',
        licensed: 0,
        sandbox: false,
        enabled: true,
      },
    ];
    const tenantIds = await insertRecords(tx, tenantResource, tenants);
    const byCode = new Map(
      tenants.map((tenant, index) => [tenant.tenantCode, must(tenantIds[index], 'tenant id')]),
    );
    const companies = tenants.map((tenant, index) => ({
      tenantId: must(tenantIds[index], 'tenant id'),
      name: tenant.tenantName,
      companyCode: `${tenant.tenantCode}-HQ`,
      companyTypeName: 'Headquarters',
      enabled: true,
    }));
    const companyIds = await insertRecords(tx, companyResource, companies);
    const companyOfTenant = new Map(
      tenantIds.map((tenantId, index) => [tenantId, must(companyIds[index], 'company id')]),
    );
    await seedAccounts(tx, {
      tenantIds: byCode,
      companyIds: companyOfTenant,
      providerTenantId: must(byCode.get(PROVIDER_TENANT_CODE), 'provider tenant'),
      now,
    });
  });
}
