import type { AdminAccount } from '@opsdesk/api';
import { describe, expect, it } from 'vitest';
import {
  accountFieldsOf,
  accountFormSchema,
  accountValuesOf,
  emptyAccountValues,
  newAccountOf,
  passwordFormSchema,
  toggledFieldsOf,
  type AccountFormTexts,
} from './accountForm';

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

  it('edits an account with its known roles and keeps its company', () => {
    const values = accountValuesOf(account);
    expect(values.roles).toEqual(['BOOKING_AGENT']);
    expect(values.mobile).toBe('13800000007');
    expect(accountFieldsOf({ ...values, name: 'Renamed' }, account)).toEqual({
      name: 'Renamed',
      email: 'agent@opsdesk.example',
      mobile: '13800000007',
      roles: ['BOOKING_AGENT'],
      tenantId: 3,
      companyId: 11,
      enabled: true,
    });
  });

  it('disables an account with every other field as it was', () => {
    expect(toggledFieldsOf(account, false)).toMatchObject({ name: 'Agent', tenantId: 3, enabled: false });
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
