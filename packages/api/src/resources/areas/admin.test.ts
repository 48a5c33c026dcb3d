import { describe, expect, test } from 'vitest';
import { ValidationMessage, type ValidationMessageId } from '../../constants/validation';
import { adminAreaResources } from './admin';

type Name = keyof typeof adminAreaResources;

/**
 * One record each resource accepts, and a change that it refuses on the named field (with the
 * message id of the resource's own check, where the change breaks one).
 */
const samples: Record<
  Name,
  {
    valid: Record<string, unknown>;
    invalid: Record<string, unknown>;
    field: string;
    message?: ValidationMessageId;
  }
> = {
  'default-permission': {
    valid: {
      permissionName: 'Tenant read',
      permissionCode: 'tenant.read',
      resourceKey: 'tenant-manage',
    },
    invalid: { resourceKey: 'tenant manage' },
    field: 'resourceKey',
    message: ValidationMessage.CODE,
  },
  'auth-source': {
    valid: { sourceType: 'FEISHU', name: 'Feishu', clientName: 'feishu', domainName: 'Ops.Acme.test' },
    invalid: { domainName: 'ops_acme.test' },
    field: 'domainName',
    message: ValidationMessage.DOMAIN_NAME,
  },
  'authority-role': {
    valid: {
      roleCode: 'SUPER_ADMIN',
      roleName: '超级管理员',
      authorities: ['role:manage', 'admin:read', 'admin:write'],
      menuKeys: ['admin-page-platform'],
      permitAll: true,
      builtIn: true,
    },
    invalid: { authorities: ['admin:read', 'admin:write'] },
    field: 'authorities',
  },
  'login-way': {
    valid: {
      name: '演示租户登录',
      domainName: 'demo.opsdesk.example',
      loginMethods: ['PASSWORD', 'SSO'],
      defaultMethod: 'SSO',
    },
    invalid: { loginMethods: [] },
    field: 'loginMethods',
  },
};

describe('admin area resources', () => {
  test('every resource has a sample', () => {
    expect(Object.keys(samples).sort()).toEqual(Object.keys(adminAreaResources).sort());
  });

  for (const [name, resource] of Object.entries(adminAreaResources)) {
    const sample = samples[name as Name];
    test(`${name} accepts a valid record`, () => {
      const parsed = resource.schema.safeParse(sample.valid);
      expect(parsed.error?.issues ?? []).toEqual([]);
    });
    test(`${name} refuses an invalid ${sample.field}`, () => {
      const parsed = resource.schema.safeParse({ ...sample.valid, ...sample.invalid });
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues.map((issue) => issue.path[0])).toContain(sample.field);
      if (sample.message)
        expect(parsed.error?.issues.map((issue) => issue.message)).toEqual([sample.message]);
    });
  }

  test('the super administrator must keep the admin menu and stay enabled', () => {
    const role = adminAreaResources['authority-role'];
    const valid = samples['authority-role'].valid;
    expect(role.schema.safeParse({ ...valid, menuKeys: [] }).success).toBe(false);
    expect(role.schema.safeParse({ ...valid, enabled: false }).success).toBe(false);
    // Any other role may drop role management.
    expect(
      role.schema.safeParse({ ...valid, roleCode: 'AUDITOR', authorities: [], menuKeys: [], builtIn: false })
        .success,
    ).toBe(true);
  });

  test("the super administrator's rule names its message id", () => {
    const role = adminAreaResources['authority-role'];
    const parsed = role.schema.safeParse({ ...samples['authority-role'].valid, enabled: false });
    expect(parsed.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ['enabled', ValidationMessage.SUPER_ADMIN_ROLE_MANAGEMENT],
    ]);
  });

  test("only the product's role codes can be built in", () => {
    const role = adminAreaResources['authority-role'];
    const custom = { roleCode: 'AUDITOR', roleName: '审计', authorities: ['finance:read'] };
    expect(role.schema.safeParse({ ...custom, builtIn: false }).success).toBe(true);
    expect(
      role.schema
        .safeParse({ ...custom, builtIn: true })
        .error?.issues.map((issue) => [issue.path[0], issue.message]),
    ).toEqual([['builtIn', ValidationMessage.BUILT_IN_ROLE]]);
  });
});
