import {
  checkPasswordPolicy,
  isRoleCode,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  roleCodes,
  roles as roleDefinitions,
  type AdminAccount,
  type AdminAccountFields,
  type AdminRole,
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
  /** Role codes: the product's, custom roles' and any other code the account holds. */
  roles: string[];
  tenantId: number | null;
  enabled: boolean;
  password: string;
  confirmPassword: string;
}

export type AccountFormMode = 'create' | 'edit';

/**
 * Where a role of the form stands: `assignable` may be given to any account; `disabled` (its record
 * is disabled, it grants nothing) and `unknown` (no role has the code) are shown only on an account
 * that holds them, which keeps them until they are cleared; `unlisted` is a code the account holds
 * while the service's role list is not at hand, so nothing more is known of it.
 */
export type RoleChoiceState = 'assignable' | 'disabled' | 'unknown' | 'unlisted';

/** A role the form shows: one of the service's role list, or a code the account holds. */
export interface RoleChoice {
  readonly code: string;
  /** Its authority-role record's name; null without a record or without the list. */
  readonly name: string | null;
  readonly state: RoleChoiceState;
  /** Its accounts see only their own tenant's records: such an account needs a tenant. */
  readonly tenantBound: boolean;
  readonly permitAll: boolean;
  /** What it grants now; null when the service's role list is not at hand. */
  readonly authorities: readonly string[] | null;
}

const unlistedChoice = (code: string, state: 'unknown' | 'unlisted'): RoleChoice => ({
  code,
  name: null,
  state,
  tenantBound: false,
  permitAll: false,
  authorities: state === 'unknown' ? [] : null,
});

/**
 * The roles the form offers an account holding `held`: every enabled role of the service's list
 * (`GET /api/admin/roles`: the product's roles, then the custom ones), the disabled ones it holds,
 * then the codes it holds that the list does not have. Without the list (`null`: not loaded, or it
 * failed), the product's roles as @opsdesk/api defines them, then the other codes it holds. A code
 * the account holds is always among them, so that saving the form never drops one.
 */
export function roleChoicesOf(roles: readonly AdminRole[] | null, held: readonly string[]): RoleChoice[] {
  const listed: RoleChoice[] =
    roles === null
      ? roleCodes.map((code) => ({
          code,
          name: null,
          state: 'assignable',
          tenantBound: roleDefinitions[code].tenantBound,
          permitAll: roleDefinitions[code].permitAll,
          authorities: null,
        }))
      : roles
          .filter((role) => role.enabled || held.includes(role.code))
          .map((role) => ({
            code: role.code,
            name: role.name,
            state: role.enabled ? 'assignable' : 'disabled',
            tenantBound: role.tenantBound,
            permitAll: role.permitAll,
            authorities: role.authorities,
          }));
  const codes = new Set(listed.map((choice) => choice.code));
  const others = [...new Set(held)]
    .filter((code) => !codes.has(code))
    .map((code) => unlistedChoice(code, roles === null ? 'unlisted' : 'unknown'));
  return [...listed, ...others];
}

/** The roles the list's role filter offers: every role of the service's list, disabled ones too. */
export function roleFilterChoicesOf(roles: readonly AdminRole[] | null): RoleChoice[] {
  return roleChoicesOf(roles, roles?.map((role) => role.code) ?? []);
}

/**
 * A role's name: a product role by the translation of its code (as the service names it in
 * `rolesName`), a custom role by its record's name, any other code by itself.
 */
export function roleLabelOf(
  choice: Pick<RoleChoice, 'code' | 'name'>,
  productRoleName: (code: RoleCode) => string,
): string {
  return isRoleCode(choice.code) ? productRoleName(choice.code) : (choice.name ?? choice.code);
}

/** Whether a role set needs a tenant: a tenant-bound role (as `choices` say) sees only its tenant's. */
export function needsTenant(roles: readonly string[], choices: readonly RoleChoice[]): boolean {
  const bound = new Set(choices.filter((choice) => choice.tenantBound).map((choice) => choice.code));
  return roles.some((role) => bound.has(role));
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
 * formats, at least one role, a tenant for tenant-bound roles (as `choices` say), and on create the
 * initial password by the password policy, typed twice.
 */
export function accountFormSchema(
  mode: AccountFormMode,
  texts: AccountFormTexts,
  choices: readonly RoleChoice[] = roleChoicesOf(null, []),
) {
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
      roles: z.array(z.string()).min(1, { message: texts.rolesRequired }),
      tenantId: z.number().int().positive().nullable(),
      enabled: z.boolean(),
      password: z.string(),
      confirmPassword: z.string(),
    })
    .superRefine((values, context) => {
      if (mode === 'create' && !LOGIN_PATTERN.test(values.login.trim().toLowerCase())) {
        context.addIssue({ code: 'custom', path: ['login'], message: texts.loginInvalid });
      }
      if (needsTenant(values.roles, choices) && values.tenantId === null) {
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

/**
 * The form's values of an account being edited, with every role code it holds: custom roles, and
 * disabled or unknown codes too, which stay unless cleared.
 */
export function accountValuesOf(account: AdminAccount): AccountFormValues {
  return {
    login: account.login,
    name: account.name,
    email: account.email ?? '',
    mobile: account.telephone ?? '',
    roles: [...account.roles],
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

/** An account's fields as they are, every role code kept, but enabled or disabled: what the row's switch saves. */
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
