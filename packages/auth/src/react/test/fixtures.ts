import { roles, type LoggedInUser, type RoleCode } from '@opsdesk/api';
import { viewAs } from '../../permissions';

let nextId = 1;

/**
 * A signed-in account holding `role`, with the authorities, views and page roles the
 * operation-service gives that role (`viewAs` derives them the same way from @opsdesk/api).
 */
export function userWithRole(role: RoleCode, overrides: Partial<LoggedInUser> = {}): LoggedInUser {
  const { authorities, permitAll, enableNewPermission, pageRoles, views } = viewAs(roles[role]);
  const tenantBound = roles[role].tenantBound;
  const id = nextId++;
  return {
    id,
    login: `${role.toLowerCase()}@opsdesk.example`,
    name: `${role} ${id}`,
    email: `${role.toLowerCase()}@opsdesk.example`,
    mobile: null,
    language: 'en',
    roles: [role],
    authorities: [...authorities],
    permitAll,
    enableNewPermission,
    pageRoles: [...pageRoles],
    views: [...views],
    profile: { finance: { approval: { level: 2 } }, region: 'CN' },
    tenantId: tenantBound ? 42 : 1,
    companyId: tenantBound ? 4201 : null,
    tenantBound,
    ...overrides,
  };
}

export const superAdmin = userWithRole('SUPER_ADMIN', { name: 'Ada Admin' });
export const financeAdmin = userWithRole('FINANCE_ADMIN', { name: 'Fei Finance' });
export const customerService = userWithRole('CUSTOMER_SERVICE', { name: 'Cai Service' });
export const employee = userWithRole('EMPLOYEE', { name: 'Eli Employee' });

/** An account on the old permission model: page roles decide, not menus. */
export const oldModelUser = userWithRole('CUSTOMER_SERVICE', {
  name: 'Olga Oldmodel',
  enableNewPermission: false,
});

/** The tenant-role profile the fixtures' tenant has. */
export const tenantProfile: Readonly<Record<string, unknown>> = {
  invoice: { titleRequired: true },
  sandbox: { enabled: false },
};
