import { z } from 'zod';
import { passwordPairSchema, passwordSchema, type PasswordRules } from '../../validation/schemas';
import { uiIssue, uiIssueParams } from '../../validation/uiIssue';

/** The rules of spec §5 a new password is checked against, in the order the checklist shows them. */
export const passwordRuleKeys = ['length', 'digit', 'lowerCase', 'upperCase', 'special'] as const;
export type PasswordRuleKey = (typeof passwordRuleKeys)[number];

/** The length bounds of the package's password schema when none are given (spec §5 leaves them configurable). */
export const defaultPasswordRules = { min: 8, max: 20 } as const;

const ruleOfMessage: Readonly<Record<string, PasswordRuleKey>> = {
  'ui.validation.password.tooShort': 'length',
  'ui.validation.password.tooLong': 'length',
  'ui.validation.password.digit': 'digit',
  'ui.validation.password.lowerCase': 'lowerCase',
  'ui.validation.password.upperCase': 'upperCase',
  'ui.validation.password.special': 'special',
};

export interface PasswordRuleCheck {
  readonly key: PasswordRuleKey;
  readonly met: boolean;
}

/**
 * Which rules a password meets, for the live checklist. It runs the package's own `passwordSchema`,
 * so the checklist can never disagree with the validation that blocks the form.
 */
export function checkPasswordRules(
  password: string,
  rules: PasswordRules = {},
): readonly PasswordRuleCheck[] {
  const result = passwordSchema(rules).safeParse(password, {
    // The message of each failure is its message id: no language is needed to tell the rules apart.
    error: (issue) => (issue.code === 'custom' ? uiIssueParams(issue.params)?.messageId : undefined),
  });
  const failed = new Set(
    result.success ? [] : result.error.issues.map((issue) => ruleOfMessage[issue.message]).filter(Boolean),
  );
  return passwordRuleKeys.map((key) => ({ key, met: !failed.has(key) }));
}

export interface PasswordResetSchemaOptions extends PasswordRules {
  /** The current password is asked for (changing a known password); false in the forgot-password flow. */
  readonly requireCurrent: boolean;
  /** The verification code is asked for (forgot-password flow without a token from the link). */
  readonly requireToken: boolean;
}

const filled = () => z.string().refine((value) => value !== '', uiIssue('ui.validation.required'));

/**
 * The password reset form: the package's `passwordPairSchema` (length bounds, character classes, the
 * two entries must match, the error on `confirmPassword`), a current password or a verification code,
 * and a new password that differs from the current one. Passwords are not trimmed: a space counts.
 */
export function passwordResetSchema({ requireCurrent, requireToken, ...rules }: PasswordResetSchemaOptions) {
  return passwordPairSchema(rules)
    .safeExtend({
      confirmPassword: filled(),
      currentPassword: requireCurrent ? filled() : z.string(),
      token: requireToken
        ? z.string().refine((value) => value.trim() !== '', uiIssue('ui.validation.required'))
        : z.string(),
    })
    .refine(
      (values) =>
        !requireCurrent || values.currentPassword === '' || values.password !== values.currentPassword,
      { ...uiIssue('ui.passwordReset.sameAsCurrent'), path: ['password'] },
    );
}

export type PasswordResetFormValues = z.input<ReturnType<typeof passwordResetSchema>>;
