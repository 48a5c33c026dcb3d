import { describe, expect, it } from 'vitest';
import { adminRoleSchema } from './admin';
import { backendUserSchema, loggedInUserSchema } from './account';
import { backendUserLookupSchema } from './lookups';

/** A custom authority-role record's code: no role of `roleCodes`. */
const custom = 'CONTRACT_REVIEWER';

const backendUser = {
  id: 7,
  login: 'reviewer',
  name: 'Reviewer',
  email: null,
  telephone: null,
  rolesName: '合同审阅员, Finance administrator',
  roles: [custom, 'FINANCE_ADMIN'],
  enabled: true,
  status: 'ACTIVE',
  tenantId: null,
  companyId: null,
  language: 'en',
};

const loggedInUser = {
  id: 7,
  login: 'reviewer',
  name: 'Reviewer',
  email: null,
  mobile: null,
  language: 'en',
  roles: [custom],
  authorities: ['contract:read'],
  permitAll: false,
  enableNewPermission: true,
  pageRoles: [],
  views: [],
  profile: {},
  tenantId: null,
  companyId: null,
  tenantBound: false,
};

const role = {
  code: custom,
  name: '合同审阅员',
  enabled: false,
  permitAll: false,
  tenantBound: false,
  authorities: [],
  views: [],
};

describe('role codes in answers', () => {
  it('keeps a custom role code in the account, backend-user and role answers', () => {
    expect([
      loggedInUserSchema.parse(loggedInUser).roles,
      backendUserSchema.parse(backendUser).roles,
      backendUserLookupSchema.parse(backendUser).roles,
      adminRoleSchema.parse(role).code,
    ]).toEqual([[custom], [custom, 'FINANCE_ADMIN'], [custom, 'FINANCE_ADMIN'], custom]);
  });

  it('refuses an empty role code', () => {
    expect([
      loggedInUserSchema.safeParse({ ...loggedInUser, roles: [''] }).success,
      backendUserSchema.safeParse({ ...backendUser, roles: [''] }).success,
      adminRoleSchema.safeParse({ ...role, code: '' }).success,
    ]).toEqual([false, false, false]);
  });

  it('names a role without a record by null, and says whether it is enabled', () => {
    expect(adminRoleSchema.safeParse({ ...role, name: undefined }).success).toBe(false);
    expect(adminRoleSchema.parse({ ...role, code: 'EMPLOYEE', name: null, enabled: true })).toMatchObject({
      name: null,
      enabled: true,
    });
  });
});
