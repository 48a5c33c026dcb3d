import {
  checkPasswordPolicy,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  roleCodes,
  roles as roleDefinitions,
  type AdminAccount,
  type AdminAccountFields,
  type NewAdminAccount,
  type PasswordRuleFailure,
  type RoleCode,
} from '@opsdesk/api';
import { z } from 'zod';

/** A login as the service takes it: lower case, 2 to 40 characters, starting with a letter or digit. */
export const LOGIN_PATTERN = /^[a-z0-9][a-z0-9._-]{1,39}$/;
/** A mobile number as the service takes it. */
export const MOBILE_PATTERN = /^\+?[0-9]{6,15}$/;

/** The messages the form's rules report, in the interface language. */
export interface AccountFormTexts {
  readonly required: string;
  readonly loginInvalid: string;
  readonly emailInvalid: string;
  readonly mobileInvalid: string;
  readonly rolesRequired: string;
  readonly tenantRequired: string;
  readonly mismatch: string;
  readonly password: (failure: PasswordRuleFailure) => string;
}

export interface AccountFormValues {
  login: string;
  name: string;
  email: string;
  mobile: string;
  roles: RoleCode[];
  tenantId: number | null;
  enabled: boolean;
  password: string;
  confirmPassword: string;
}

export type AccountFormMode = 'create' | 'edit';

export function isRoleCode(value: string): value is RoleCode {
  return (roleCodes as readonly string[]).includes(value);
}

/** Whether a role set needs a tenant: a tenant-bound role sees only its tenant's records. */
export function needsTenant(roles: readonly RoleCode[]): boolean {
  return roles.some((role) => roleDefinitions[role].tenantBound);
}

/** A password's rule failures as issues of `path`, one per rule. */
function checkPassword(
  value: string,
  path: string,
  texts: AccountFormTexts,
  context: z.RefinementCtx<unknown>,
): void {
  for (const failure of checkPasswordPolicy(value, { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH })) {
    context.addIssue({ code: 'custom', path: [path], message: texts.password(failure) });
  }
}

/**
 * The rules of the create and edit form, as the service checks them: login, e-mail and mobile
 * formats, at least one role, a tenant for tenant-bound roles, and on create the initial password by
 * the password policy, typed twice.
 */
export function accountFormSchema(mode: AccountFormMode, texts: AccountFormTexts) {
  return z
    .object({
      login: z.string(),
      name: z
        .string()
        .max(60)
        .refine((value) => value.trim() !== '', { message: texts.required }),
      email: z
        .string()
        .max(254)
        .refine((value) => value.trim() === '' || z.email().safeParse(value.trim()).success, {
          message: texts.emailInvalid,
        }),
      mobile: z.string().refine((value) => value.trim() === '' || MOBILE_PATTERN.test(value.trim()), {
        message: texts.mobileInvalid,
      }),
      roles: z.array(z.enum(roleCodes)).min(1, { message: texts.rolesRequired }),
      tenantId: z.number().int().positive().nullable(),
      enabled: z.boolean(),
      password: z.string(),
      confirmPassword: z.string(),
    })
    .superRefine((values, context) => {
      if (mode === 'create' && !LOGIN_PATTERN.test(values.login.trim().toLowerCase())) {
        context.addIssue({ code: 'custom', path: ['login'], message: texts.loginInvalid });
      }
      if (needsTenant(values.roles) && values.tenantId === null) {
        context.addIssue({ code: 'custom', path: ['tenantId'], message: texts.tenantRequired });
      }
      if (mode === 'create') {
        checkPassword(values.password, 'password', texts, context);
        if (values.confirmPassword !== values.password) {
          context.addIssue({ code: 'custom', path: ['confirmPassword'], message: texts.mismatch });
        }
      }
    });
}

/** The values of an empty form. */
export function emptyAccountValues(): AccountFormValues {
  return {
    login: '',
    name: '',
    email: '',
    mobile: '',
    roles: [],
    tenantId: null,
    enabled: true,
    password: '',
    confirmPassword: '',
  };
}

/** The form's values of an account being edited; role codes the console does not know are left out. */
export function accountValuesOf(account: AdminAccount): AccountFormValues {
  return {
    login: account.login,
    name: account.name,
    email: account.email ?? '',
    mobile: account.telephone ?? '',
    roles: account.roles.filter(isRoleCode),
    tenantId: account.tenantId,
    enabled: account.enabled,
    password: '',
    confirmPassword: '',
  };
}

const optional = (value: string) => (value.trim() === '' ? undefined : value.trim());

/** What an account is saved with, from the form's values; the company stays as it is. */
export function accountFieldsOf(values: AccountFormValues, account?: AdminAccount): AdminAccountFields {
  return {
    name: values.name.trim(),
    email: optional(values.email)?.toLowerCase(),
    mobile: optional(values.mobile),
    roles: values.roles,
    tenantId: values.tenantId ?? undefined,
    companyId: account?.companyId ?? undefined,
    enabled: values.enabled,
  };
}

/** A new account, from the form's values. */
export function newAccountOf(values: AccountFormValues): NewAdminAccount {
  return {
    ...accountFieldsOf(values),
    login: values.login.trim().toLowerCase(),
    password: values.password,
  };
}

/** An account's fields as they are, but enabled or disabled: what the row's switch saves. */
export function toggledFieldsOf(account: AdminAccount, enabled: boolean): AdminAccountFields {
  return { ...accountFieldsOf(accountValuesOf(account), account), enabled };
}

export interface PasswordFormValues {
  newPassword: string;
  confirmPassword: string;
}

/** The rules of the administrator's new password for an account: the password policy, typed twice. */
export function passwordFormSchema(texts: AccountFormTexts) {
  return z.object({ newPassword: z.string(), confirmPassword: z.string() }).superRefine((values, context) => {
    checkPassword(values.newPassword, 'newPassword', texts, context);
    if (values.confirmPassword !== values.newPassword) {
      context.addIssue({ code: 'custom', path: ['confirmPassword'], message: texts.mismatch });
    }
  });
}
