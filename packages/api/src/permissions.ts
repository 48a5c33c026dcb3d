/**
 * The permission model shared by the operation-service (which enforces it) and the console (which
 * hides what a user may not do). Authorities are the strings the server checks on every route; roles
 * are bundles of them; views are the menu entries a user sees.
 */
export const authorities = [
  'tenant:read',
  'tenant:write',
  'tenant:export',
  'tenant:sandbox',
  'tenant:delete',
  'company:read',
  'company:write',
  'staff:read',
  'staff:write',
  'customer-service:read',
  'customer-service:write',
  'crm:read',
  'crm:write',
  'contract:read',
  'contract:write',
  'order:read',
  'order:write',
  'finance:read',
  'finance:write',
  'finance:audit',
  'finance:pay',
  'finance:report',
  'content:read',
  'content:write',
  'reference:read',
  'reference:write',
  'location:read',
  'location:write',
  'marketing:read',
  'marketing:write',
  'menu:read',
  'menu:write',
  'i18n:read',
  'i18n:write',
  'deploy:read',
  'deploy:request',
  'deploy:operate',
  'cloud-env:read',
  'cloud-env:write',
  'admin:read',
  'admin:write',
  'role:manage',
  'booking:read',
  'booking:write',
] as const;

export type Authority = (typeof authorities)[number];

export function isAuthority(value: string): value is Authority {
  return (authorities as readonly string[]).includes(value);
}

/**
 * The roles of the spec, plus the staff roles the console's areas need. The operation-service takes a
 * role's grants from its `authority-role` record when there is one (so a super administrator edits
 * them, and adds roles of other codes); these definitions are what a code without a record grants.
 */
export const roleCodes = [
  'SUPER_ADMIN',
  'FINANCE_ADMIN',
  'CUSTOMER_SERVICE',
  'CONTENT_EDITOR',
  'DEPLOYMENT_ENGINEER',
  'EMPLOYEE',
  'BOOKING_AGENT',
] as const;

export type RoleCode = (typeof roleCodes)[number];

export function isRoleCode(value: string): value is RoleCode {
  return (roleCodes as readonly string[]).includes(value);
}

export interface RoleDefinition {
  readonly code: RoleCode;
  /** The super administrator has every function (`permitAll`) and assigns roles. */
  readonly permitAll: boolean;
  /** Tenant-bound roles see only the records of their own tenant; the provider's staff see all tenants. */
  readonly tenantBound: boolean;
  readonly authorities: readonly Authority[];
}

const read = (...domains: string[]) => domains.map((domain) => `${domain}:read` as Authority);

export const roles: Readonly<Record<RoleCode, RoleDefinition>> = {
  SUPER_ADMIN: { code: 'SUPER_ADMIN', permitAll: true, tenantBound: false, authorities },
  FINANCE_ADMIN: {
    code: 'FINANCE_ADMIN',
    permitAll: false,
    tenantBound: false,
    authorities: [
      ...read('tenant', 'company', 'staff', 'crm', 'reference', 'location'),
      'contract:read',
      'contract:write',
      'order:read',
      'order:write',
      'finance:read',
      'finance:write',
      'finance:audit',
      'finance:pay',
      'finance:report',
      'tenant:export',
    ],
  },
  CUSTOMER_SERVICE: {
    code: 'CUSTOMER_SERVICE',
    permitAll: false,
    tenantBound: false,
    authorities: [
      ...read('tenant', 'company', 'staff', 'crm', 'contract', 'order', 'reference', 'location', 'content'),
      'customer-service:read',
      'customer-service:write',
      // The dimission (status LEFT) of an employee in query data's employee detail is a staff write.
      'staff:write',
      'tenant:write',
      'tenant:sandbox',
    ],
  },
  CONTENT_EDITOR: {
    code: 'CONTENT_EDITOR',
    permitAll: false,
    tenantBound: false,
    authorities: [
      ...read('tenant', 'reference', 'location'),
      'content:read',
      'content:write',
      'marketing:read',
      'marketing:write',
      'i18n:read',
      'i18n:write',
    ],
  },
  DEPLOYMENT_ENGINEER: {
    code: 'DEPLOYMENT_ENGINEER',
    permitAll: false,
    tenantBound: false,
    authorities: [
      ...read('tenant', 'company', 'reference'),
      'deploy:read',
      'deploy:request',
      'deploy:operate',
      'cloud-env:read',
      'cloud-env:write',
      'menu:read',
      'menu:write',
    ],
  },
  EMPLOYEE: { code: 'EMPLOYEE', permitAll: false, tenantBound: true, authorities: ['reference:read'] },
  BOOKING_AGENT: {
    code: 'BOOKING_AGENT',
    permitAll: false,
    tenantBound: true,
    authorities: [
      'reference:read',
      'location:read',
      'staff:read',
      'booking:read',
      'booking:write',
      'order:read',
    ],
  },
};

/** The authorities of a set of roles. */
export function authoritiesOf(codes: readonly RoleCode[]): Authority[] {
  return [...new Set(codes.flatMap((code) => roles[code].authorities))];
}

/** M menu, F function, T tab, B button: the kinds of node in the function-permission tree. */
export const menuTypes = ['M', 'F', 'T', 'B'] as const;
export type MenuType = (typeof menuTypes)[number];

/** A view's operate type: 1 may read and change, 2 may read only. */
export const OperateType = { EDIT: 1, READ_ONLY: 2 } as const;
export type OperateType = (typeof OperateType)[keyof typeof OperateType];

/** A permission menu entry's operation type: R means read-only. */
export const OperationType = { READ_ONLY: 'R', READ_WRITE: 'RW' } as const;
export type OperationType = (typeof OperationType)[keyof typeof OperationType];

/**
 * The first-level menus of the console (the `key` every request carries) and the authorities that
 * show them (read) and let a user change things in them (write).
 */
export const menuAuthorities = {
  dashboard: { read: null, write: null },
  'dashboard-admin': { read: 'tenant:read', write: null },
  'i18n-language': { read: 'i18n:read', write: 'i18n:write' },
  'minority-language': { read: 'i18n:read', write: 'i18n:write' },
  'admin-page-platform': { read: 'admin:read', write: 'admin:write' },
  'auth-sources': { read: 'admin:read', write: 'admin:write' },
  'login-way': { read: 'admin:read', write: 'admin:write' },
  'announce-manage': { read: 'content:read', write: 'content:write' },
  'full-screen-ads': { read: 'content:read', write: 'content:write' },
  'cloud-environment-management': { read: 'cloud-env:read', write: 'cloud-env:write' },
  'customer-service': { read: 'customer-service:read', write: 'customer-service:write' },
  'help-center': { read: 'content:read', write: 'content:write' },
  'data-maintain': { read: 'reference:read', write: 'reference:write' },
  'finance-contract-management': { read: 'contract:read', write: 'contract:write' },
  'finance-customer-management': { read: 'crm:read', write: 'crm:write' },
  'finance-inventory-management': { read: 'finance:read', write: 'finance:write' },
  'finance-organization-management': { read: 'finance:read', write: 'finance:write' },
  'finance-partner-management': { read: 'finance:read', write: 'finance:write' },
  'finance-product-management': { read: 'finance:read', write: 'finance:write' },
  'finance-product-management-new': { read: 'finance:read', write: 'finance:write' },
  'finance-project-info-management': { read: 'finance:read', write: 'finance:write' },
  'finance-receipt-management': { read: 'finance:read', write: 'finance:write' },
  'finance-receivables': { read: 'finance:read', write: 'finance:write' },
  'gross-profit-calculation': { read: 'finance:report', write: 'finance:write' },
  'helios-analysis': { read: 'finance:report', write: null },
  'forest-energy-query': { read: 'finance:read', write: null },
  'invoice-management-finance': { read: 'finance:read', write: 'finance:audit' },
  'invoice-management': { read: 'finance:read', write: 'finance:write' },
  'meta-data-management': { read: 'finance:read', write: 'finance:write' },
  'order-management-business': { read: 'order:read', write: 'order:write' },
  'order-management-finance': { read: 'order:read', write: 'finance:audit' },
  'order-management': { read: 'order:read', write: 'order:write' },
  'info-management': { read: 'content:read', write: 'content:write' },
  'info-maintenance': { read: 'content:read', write: 'content:write' },
  'location-service': { read: 'location:read', write: 'location:write' },
  marketing: { read: 'marketing:read', write: 'marketing:write' },
  'menu-control': { read: 'menu:read', write: 'menu:write' },
  'service-info': { read: 'menu:read', write: 'menu:write' },
  'service-type': { read: 'menu:read', write: 'menu:write' },
  'large-language-model': { read: 'menu:read', write: 'menu:write' },
  questionnaire: { read: 'content:read', write: 'content:write' },
  'sandbox-user-reset-activity': { read: 'tenant:read', write: 'tenant:write' },
  'user-reset-activity': { read: 'tenant:read', write: 'tenant:write' },
  // Triage (resolve, ignore, reopen) is the operators' work.
  sentry: { read: 'deploy:read', write: 'deploy:operate' },
  'tenant-manage': { read: 'tenant:read', write: 'tenant:write' },
  'tenant-operations-management': { read: 'content:read', write: 'content:write' },
  'system-operation': { read: 'deploy:read', write: 'deploy:request' },
  'version-deploy-manage': { read: 'deploy:read', write: 'deploy:operate' },
  'booking-management': { read: 'booking:read', write: 'booking:write' },
} as const satisfies Record<string, { read: Authority | null; write: Authority | null }>;

export type MenuKey = keyof typeof menuAuthorities;
