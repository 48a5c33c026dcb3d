import type { RoleCode } from '@opsdesk/api';
import { hashPassword } from '../auth/crypto';
import type { Queryable } from '../db';

/** The password of every demo account. Printed by the README and at start in development. */
export const DEMO_PASSWORD = 'OpsDesk#2026';

export interface DemoAccount {
  readonly login: string;
  readonly name: string;
  readonly email: string;
  readonly mobile: string;
  readonly roles: readonly RoleCode[];
  /** Tenant-bound accounts work for a customer tenant: its tenant code. */
  readonly tenantCode?: string;
  /** What the account shows: its role, or the login failure it demonstrates. */
  readonly purpose: string;
  readonly state?: Partial<{
    enabled: boolean;
    activated: boolean;
    status: 'LEFT';
    accountExpired: boolean;
    passwordExpired: boolean;
    locked: boolean;
    ssoIdentity: string;
  }>;
}

/** One account per role, and one per login failure the console must be able to show. */
export const demoAccounts: readonly DemoAccount[] = [
  {
    login: 'admin',
    name: '王超管 (Super Admin)',
    email: 'admin@opsdesk.example',
    mobile: '13800000001',
    roles: ['SUPER_ADMIN'],
    purpose: 'super administrator: every function, role assignment',
  },
  {
    login: 'finance',
    name: '李财务 (Finance Admin)',
    email: 'finance@opsdesk.example',
    mobile: '13800000002',
    roles: ['FINANCE_ADMIN'],
    purpose: 'finance administrator: contracts, orders, receipts, invoices, reports',
  },
  {
    login: 'service',
    name: '张客服 (Customer Service)',
    email: 'service@opsdesk.example',
    mobile: '13800000003',
    roles: ['CUSTOMER_SERVICE'],
    purpose: 'customer service: tenants, data queries, feedback',
  },
  {
    login: 'content',
    name: '赵内容 (Content Editor)',
    email: 'content@opsdesk.example',
    mobile: '13800000004',
    roles: ['CONTENT_EDITOR'],
    purpose: 'content editor: announcements, help, marketing, translations',
  },
  {
    login: 'deploy',
    name: '孙运维 (Deployment Engineer)',
    email: 'deploy@opsdesk.example',
    mobile: '13800000005',
    roles: ['DEPLOYMENT_ENGINEER'],
    purpose: 'deployment engineer: releases, SQL requests, cloud environments, menus',
  },
  {
    login: 'employee',
    name: '周员工 (Employee)',
    email: 'employee@acme.example',
    mobile: '13800000006',
    roles: ['EMPLOYEE'],
    tenantCode: 'T0001',
    purpose: 'ordinary employee of a customer tenant',
  },
  {
    login: 'agent',
    name: '吴代订 (Booking Agent)',
    email: 'agent@acme.example',
    mobile: '13800000007',
    roles: ['BOOKING_AGENT'],
    tenantCode: 'T0001',
    purpose: 'booking agent of a customer tenant',
  },
  {
    login: 'locked',
    name: 'Locked User',
    email: 'locked@opsdesk.example',
    mobile: '13800000011',
    roles: ['CUSTOMER_SERVICE'],
    purpose: 'login failure: account locked',
    state: { locked: true },
  },
  {
    login: 'expired',
    name: 'Expired User',
    email: 'expired@opsdesk.example',
    mobile: '13800000012',
    roles: ['CUSTOMER_SERVICE'],
    purpose: 'login failure: account expired',
    state: { accountExpired: true },
  },
  {
    login: 'disabled',
    name: 'Disabled User',
    email: 'disabled@opsdesk.example',
    mobile: '13800000013',
    roles: ['CUSTOMER_SERVICE'],
    purpose: 'login failure: user disabled',
    state: { enabled: false },
  },
  {
    login: 'left',
    name: 'Left User',
    email: 'left@opsdesk.example',
    mobile: '13800000014',
    roles: ['CUSTOMER_SERVICE'],
    purpose: 'login failure: user left',
    state: { status: 'LEFT' },
  },
  {
    login: 'inactive',
    name: 'Inactive User',
    email: 'inactive@opsdesk.example',
    mobile: '13800000015',
    roles: ['CUSTOMER_SERVICE'],
    purpose: 'login failure: not activated',
    state: { activated: false },
  },
  {
    login: 'pwdexpired',
    name: 'Password Expired',
    email: 'pwdexpired@opsdesk.example',
    mobile: '13800000016',
    roles: ['CUSTOMER_SERVICE'],
    purpose: 'login failure: password expired',
    state: { passwordExpired: true },
  },
  {
    login: 'twin1',
    name: 'Twin One',
    email: 'twin1@opsdesk.example',
    mobile: '13800000099',
    roles: ['CUSTOMER_SERVICE'],
    purpose: 'login failure: mobile 13800000099 linked to two users',
  },
  {
    login: 'twin2',
    name: 'Twin Two',
    email: 'twin2@opsdesk.example',
    mobile: '13800000099',
    roles: ['CUSTOMER_SERVICE'],
    purpose: 'login failure: mobile 13800000099 linked to two users',
  },
  {
    login: 'sso.user',
    name: 'SSO User',
    email: 'sso.user@opsdesk.example',
    mobile: '13800000017',
    roles: ['CUSTOMER_SERVICE'],
    purpose: 'single sign-on as feishu:sso.user',
    state: { ssoIdentity: 'feishu:sso.user' },
  },
];

/**
 * Creates the demo accounts. `tenantIds` maps tenant codes to ids; provider staff belong to the
 * provider's own tenant and company.
 */
export async function seedAccounts(
  db: Queryable,
  options: {
    tenantIds: ReadonlyMap<string, number>;
    companyIds: ReadonlyMap<number, number>;
    providerTenantId: number;
    now: Date;
  },
): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const day = 24 * 3600 * 1000;
  for (const account of demoAccounts) {
    const tenantId = account.tenantCode
      ? options.tenantIds.get(account.tenantCode)
      : options.providerTenantId;
    if (tenantId === undefined)
      throw new Error(`Seed: tenant ${account.tenantCode} of ${account.login} is missing.`);
    const { state = {} } = account;
    await db.query(
      `insert into account (login, name, email, mobile, password_hash, roles, tenant_id, company_id, enabled, activated,
         status, account_expires_at, password_expires_at, locked_until, sso_identity)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)`,
      [
        account.login,
        account.name,
        account.email,
        account.mobile,
        passwordHash,
        [...account.roles],
        tenantId,
        options.companyIds.get(tenantId) ?? null,
        state.enabled ?? true,
        state.activated ?? true,
        state.status ?? 'ACTIVE',
        state.accountExpired ? new Date(options.now.getTime() - day) : null,
        state.passwordExpired
          ? new Date(options.now.getTime() - day)
          : new Date(options.now.getTime() + 365 * day),
        state.locked ? new Date(options.now.getTime() + 100 * 365 * day) : null,
        state.ssoIdentity ?? null,
      ],
    );
  }
}
