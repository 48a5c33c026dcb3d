import type { AdminAccount, AdminRole } from '@opsdesk/api';
import { describe, expect, it } from 'vitest';
import {
  accountFieldsOf,
  accountFormSchema,
  accountValuesOf,
  emptyAccountValues,
  newAccountOf,
  passwordFormSchema,
  roleChoicesOf,
  roleFilterChoicesOf,
  roleLabelOf,
  toggledFieldsOf,
  type AccountFormTexts,
} from './accountForm';
import { role } from './testRoles';

const texts: AccountFormTexts = {
  required: 'required',
  loginInvalid: 'loginInvalid',
  emailInvalid: 'emailInvalid',
  mobileInvalid: 'mobileInvalid',
  rolesRequired: 'rolesRequired',
  tenantRequired: 'tenantRequired',
  mismatch: 'mismatch',
  password: (failure) => `password.${failure}`,
};

const account: AdminAccount = {
  id: 7,
  login: 'agent',
  name: 'Agent',
  email: 'agent@opsdesk.example',
  telephone: '13800000007',
  roles: ['BOOKING_AGENT', 'RETIRED_ROLE'],
  rolesName: 'Booking agent',
  tenantId: 3,
  companyId: 11,
  enabled: true,
  status: 'ACTIVE',
  locked: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

const issuesOf = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => (result.error?.issues ?? []).map((issue) => `${issue.path.join('.')}:${issue.message}`);

const serviceRoles: AdminRole[] = [
  role('SUPER_ADMIN', { name: '超级管理员', permitAll: true }),
  role('BOOKING_AGENT', { name: '预订代理', tenantBound: true, authorities: ['order:read'] }),
  role('CONTRACT_REVIEWER', { name: '合同审阅员', authorities: ['contract:read'] }),
  role('NIGHT_SHIFT', { name: '夜班', enabled: false }),
  role('SITE_AUDITOR', { name: '驻场审计', tenantBound: true, authorities: ['tenant:read'] }),
];

const codesOf = (choices: readonly { code: string; state: string }[]) =>
  choices.map((choice) => `${choice.code}:${choice.state}`);

describe('the account form', () => {
  it('accepts a complete new account and saves its login lower-cased, empty texts left out', () => {
    const values = {
      ...emptyAccountValues(),
      login: 'New.User',
      name: ' New User ',
      roles: ['FINANCE_ADMIN' as const],
      password: 'Str0ng!Pass',
      confirmPassword: 'Str0ng!Pass',
    };
    expect(accountFormSchema('create', texts).safeParse(values).success).toBe(true);
    expect(newAccountOf(values)).toEqual({
      login: 'new.user',
      name: 'New User',
      email: undefined,
      mobile: undefined,
      roles: ['FINANCE_ADMIN'],
      tenantId: undefined,
      companyId: undefined,
      enabled: true,
      password: 'Str0ng!Pass',
    });
  });

  it('reports each problem of a new account on its field', () => {
    const result = accountFormSchema('create', texts).safeParse({
      ...emptyAccountValues(),
      login: '-x',
      email: 'not-an-address',
      mobile: '12',
      roles: ['EMPLOYEE'],
      password: 'weak',
      confirmPassword: 'other',
    });
    expect(issuesOf(result)).toEqual(
      expect.arrayContaining([
        'name:required',
        'email:emailInvalid',
        'mobile:mobileInvalid',
        'login:loginInvalid',
        'tenantId:tenantRequired',
        'password:password.tooShort',
        'password:password.digit',
        'password:password.upperCase',
        'password:password.special',
        'confirmPassword:mismatch',
      ]),
    );
  });

  it('asks for at least one role, and checks neither login nor password when editing', () => {
    const result = accountFormSchema('edit', texts).safeParse({ ...accountValuesOf(account), roles: [] });
    expect(issuesOf(result)).toEqual(['roles:rolesRequired']);
  });

  it('edits an account with every role code it holds, and keeps its company', () => {
    const values = accountValuesOf(account);
    expect(values.roles).toEqual(['BOOKING_AGENT', 'RETIRED_ROLE']);
    expect(values.mobile).toBe('13800000007');
    expect(accountFieldsOf({ ...values, name: 'Renamed' }, account)).toEqual({
      name: 'Renamed',
      email: 'agent@opsdesk.example',
      mobile: '13800000007',
      roles: ['BOOKING_AGENT', 'RETIRED_ROLE'],
      tenantId: 3,
      companyId: 11,
      enabled: true,
    });
  });

  it('disables an account with every other field as it was, its unknown role code kept', () => {
    expect(toggledFieldsOf(account, false)).toMatchObject({
      name: 'Agent',
      roles: ['BOOKING_AGENT', 'RETIRED_ROLE'],
      tenantId: 3,
      enabled: false,
    });
  });

  it('checks the new password the administrator sets by the policy, typed twice', () => {
    const schema = passwordFormSchema(texts);
    expect(schema.safeParse({ newPassword: 'N3w!Passw0rd', confirmPassword: 'N3w!Passw0rd' }).success).toBe(
      true,
    );
    expect(issuesOf(schema.safeParse({ newPassword: 'n3w!passw0rd', confirmPassword: 'x' }))).toEqual([
      'newPassword:password.upperCase',
      'confirmPassword:mismatch',
    ]);
  });
});

describe('the roles the account form offers', () => {
  it('offers every enabled role of the service, custom ones with their record', () => {
    const choices = roleChoicesOf(serviceRoles, []);
    expect(codesOf(choices)).toEqual([
      'SUPER_ADMIN:assignable',
      'BOOKING_AGENT:assignable',
      'CONTRACT_REVIEWER:assignable',
      'SITE_AUDITOR:assignable',
    ]);
    expect(choices[2]).toEqual({
      code: 'CONTRACT_REVIEWER',
      name: '合同审阅员',
      state: 'assignable',
      tenantBound: false,
      permitAll: false,
      authorities: ['contract:read'],
    });
  });

  it('keeps the disabled and unknown codes an account holds, marked, after the roles that may be given', () => {
    expect(
      codesOf(roleChoicesOf(serviceRoles, ['NIGHT_SHIFT', 'RETIRED_ROLE', 'CONTRACT_REVIEWER'])),
    ).toEqual([
      'SUPER_ADMIN:assignable',
      'BOOKING_AGENT:assignable',
      'CONTRACT_REVIEWER:assignable',
      'NIGHT_SHIFT:disabled',
      'SITE_AUDITOR:assignable',
      'RETIRED_ROLE:unknown',
    ]);
  });

  it("offers the product's roles without the service's list, and keeps the other codes held, unlisted", () => {
    const choices = roleChoicesOf(null, ['CONTRACT_REVIEWER']);
    expect(codesOf(choices).slice(-2)).toEqual(['BOOKING_AGENT:assignable', 'CONTRACT_REVIEWER:unlisted']);
    expect(choices.find((choice) => choice.code === 'EMPLOYEE')?.tenantBound).toBe(true);
  });

  it('saves a custom role and a disabled role the account holds, with nothing dropped', () => {
    const held: AdminAccount = { ...account, roles: ['CONTRACT_REVIEWER', 'NIGHT_SHIFT'] };
    const choices = roleChoicesOf(serviceRoles, held.roles);
    const values = accountValuesOf(held);
    expect(accountFormSchema('edit', texts, choices).safeParse(values).success).toBe(true);
    expect(accountFieldsOf(values, held).roles).toEqual(['CONTRACT_REVIEWER', 'NIGHT_SHIFT']);
    expect(toggledFieldsOf(held, false).roles).toEqual(['CONTRACT_REVIEWER', 'NIGHT_SHIFT']);
  });

  it('asks for a tenant for a custom tenant-bound role', () => {
    const result = accountFormSchema('edit', texts, roleChoicesOf(serviceRoles, [])).safeParse({
      ...accountValuesOf(account),
      roles: ['SITE_AUDITOR'],
      tenantId: null,
    });
    expect(issuesOf(result)).toEqual(['tenantId:tenantRequired']);
  });

  it("names a product role by its code's translation, a custom role by its record, another code by itself", () => {
    const translated = (code: string) => `role.${code}`;
    expect(
      roleChoicesOf(serviceRoles, ['RETIRED_ROLE'])
        .filter((choice) => ['BOOKING_AGENT', 'CONTRACT_REVIEWER', 'RETIRED_ROLE'].includes(choice.code))
        .map((choice) => roleLabelOf(choice, translated)),
    ).toEqual(['role.BOOKING_AGENT', '合同审阅员', 'RETIRED_ROLE']);
  });

  it("filters the list by any role of the service's list, disabled ones included", () => {
    expect(codesOf(roleFilterChoicesOf(serviceRoles))).toContain('NIGHT_SHIFT:disabled');
  });
});
