import { z } from 'zod';
import { isEndBeforeStart, parseDate } from '../format/dates';
import { uiIssue } from './uiIssue';

/** A text that must be filled (after trimming). */
export function requiredText() {
  return z.string().refine((value) => value.trim() !== '', uiIssue('ui.validation.required'));
}

export interface PasswordRules {
  /** The fewest characters; 8 by default. */
  readonly min?: number;
  /** The most characters; 20 by default. */
  readonly max?: number;
}

/**
 * A password by the rules of spec §5: a length between `min` and `max` (with messages that it cannot
 * be below or above the number) and at least one digit, lower-case letter, upper-case letter and
 * special character.
 */
export function passwordSchema({ min = 8, max = 20 }: PasswordRules = {}) {
  return z
    .string()
    .refine((value) => value.length >= min, uiIssue('ui.validation.password.tooShort', { min }))
    .refine((value) => value.length <= max, uiIssue('ui.validation.password.tooLong', { max }))
    .refine((value) => /\d/.test(value), uiIssue('ui.validation.password.digit'))
    .refine((value) => /\p{Ll}/u.test(value), uiIssue('ui.validation.password.lowerCase'))
    .refine((value) => /\p{Lu}/u.test(value), uiIssue('ui.validation.password.upperCase'))
    .refine((value) => /[^\p{L}\p{N}\s]/u.test(value), uiIssue('ui.validation.password.special'));
}

/** A new password and its confirmation: the two entries must match (the error sits on `confirmPassword`). */
export function passwordPairSchema(rules: PasswordRules = {}) {
  return z
    .object({ password: passwordSchema(rules), confirmPassword: z.string() })
    .refine((value) => value.password === value.confirmPassword, {
      ...uiIssue('ui.validation.password.mismatch'),
      path: ['confirmPassword'],
    });
}

const octet = '(?:25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)';
const ipAddressPattern = new RegExp(`^${octet}(?:\\.${octet}){3}$`);

/** True for four dotted numbers, each 0 to 255 (spec §5); a leading zero (`010`) is refused. */
export function isIpAddress(value: string): boolean {
  return ipAddressPattern.test(value);
}

/** An IPv4 address: four dotted numbers, each 0 to 255 (spec §5). */
export function ipAddressSchema() {
  return z.string().refine((value) => isIpAddress(value.trim()), uiIssue('ui.validation.ipAddress'));
}

/** A date typed as YYYY-MM-DD; '' when not given. */
export function dateTextSchema() {
  return z
    .string()
    .refine((value) => value === '' || parseDate(value) !== undefined, uiIssue('ui.validation.date'));
}

/**
 * A date range of YYYY-MM-DD texts: the start must not be after the end (spec §5), the error sitting on
 * `end` with the search component's wording 'end time is before start time'.
 */
export function dateRangeSchema() {
  return z
    .object({ start: dateTextSchema(), end: dateTextSchema() })
    .refine((range) => !isEndBeforeStart(range.start, range.end), {
      ...uiIssue('ui.validation.endBeforeStart'),
      path: ['end'],
    });
}
