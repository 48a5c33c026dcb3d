import {
  checkPasswordPolicy,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  type PasswordRuleFailure,
} from '@opsdesk/api';
import { ApiError, type FieldError } from '../http/errors';
import type { MessageId } from '../http/messages';

/** The message of each rule a new password can fail. */
const policyMessages: Readonly<Record<PasswordRuleFailure, MessageId>> = {
  tooShort: 'PASSWORD_TOO_SHORT',
  tooLong: 'PASSWORD_TOO_LONG',
  digit: 'PASSWORD_DIGIT_MISSING',
  lowerCase: 'PASSWORD_LOWER_CASE_MISSING',
  upperCase: 'PASSWORD_UPPER_CASE_MISSING',
  special: 'PASSWORD_SPECIAL_MISSING',
};

/** One error on `field` per rule of the password policy the password fails; none when it passes. */
export function policyErrors(password: string, field: string): FieldError[] {
  return checkPasswordPolicy(password).map((failure) => ({
    field,
    messageId: policyMessages[failure],
    values: { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH },
  }));
}

/**
 * Refuses a password the policy does not allow, with 400 and one error per rule it fails. Every
 * password the service stores goes through it: a user's own change, a reset, an administrator's
 * new password, and the first password of an account an administrator creates.
 */
export function assertPasswordPolicy(password: string, field: string): void {
  const validationErrors = policyErrors(password, field);
  if (validationErrors.length > 0)
    throw new ApiError(400, 'PASSWORD_POLICY_FAILED', 'PASSWORD_POLICY_FAILED', { validationErrors });
}
