// The password policy of spec §5, shared by the operation-service (which enforces it) and the
// console (whose password dialog takes the same bounds: `minLength={PASSWORD_MIN_LENGTH}`).

/** The fewest characters of a password. */
export const PASSWORD_MIN_LENGTH = 8;

/** The most characters of a password. */
export const PASSWORD_MAX_LENGTH = 32;

/**
 * The rules a password can fail, in the order they are reported: too short or too long, then each
 * character class it lacks (a digit, a lower-case letter, an upper-case letter, a special character).
 */
export const passwordRuleFailures = [
  'tooShort',
  'tooLong',
  'digit',
  'lowerCase',
  'upperCase',
  'special',
] as const;
export type PasswordRuleFailure = (typeof passwordRuleFailures)[number];

export interface PasswordLengthBounds {
  readonly min: number;
  readonly max: number;
}

/**
 * The rules `password` fails; empty when it meets them all. Characters are counted and classed as
 * @opsdesk/ui's `passwordSchema` counts and classes them (string length; `\d`, `\p{Ll}`, `\p{Lu}`,
 * anything neither letter, digit nor space as special), so that the form and the server agree.
 */
export function checkPasswordPolicy(
  password: string,
  { min, max }: PasswordLengthBounds = { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH },
): PasswordRuleFailure[] {
  const failures: PasswordRuleFailure[] = [];
  if (password.length < min) failures.push('tooShort');
  if (password.length > max) failures.push('tooLong');
  if (!/\d/.test(password)) failures.push('digit');
  if (!/\p{Ll}/u.test(password)) failures.push('lowerCase');
  if (!/\p{Lu}/u.test(password)) failures.push('upperCase');
  if (!/[^\p{L}\p{N}\s]/u.test(password)) failures.push('special');
  return failures;
}
