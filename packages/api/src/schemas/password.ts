import { z } from 'zod';
import { verificationChannels } from '../constants/transfer';

// The password flows: forgot password (signed out: a code by phone or e-mail, exchanged for a
// single-use reset token, which sets a new password) and change password (signed in). The code
// follows the identity verification's rules: VERIFICATION_CODE_SECONDS, VERIFICATION_RESEND_SECONDS
// and VERIFICATION_MAX_ATTEMPTS.

/** How long a reset token may set a new password; it sets one at most once. */
export const PASSWORD_RESET_TOKEN_SECONDS = 10 * 60;

/** The longest username the flows accept: a login, an e-mail address or a mobile number. */
const username = z.string().trim().min(1).max(254);

/**
 * A password as typed: never trimmed (a space counts). The policy (`checkPasswordPolicy`) is the
 * server's to check, so that it answers each failed rule with its own message; the cap here only
 * keeps absurd bodies out.
 */
const password = z.string().max(1024);

/** `POST /api/password/forgot/code`. */
export const passwordResetCodeRequestSchema = z.object({
  username,
  channel: z.enum(verificationChannels),
});
export type PasswordResetCodeRequest = z.infer<typeof passwordResetCodeRequestSchema>;

/**
 * The answer of a code request, the same whether the username names an account or not.
 * `maskedTarget` is the username itself, masked, when it is a mobile number (PHONE) or an e-mail
 * address (EMAIL), and null otherwise: it is worked out from what was typed, never read from the
 * account, so it tells nothing about which accounts exist or where their codes go.
 */
export const passwordResetCodeSentSchema = z.object({
  channel: z.enum(verificationChannels),
  /** `138****0001`, `a***n@opsdesk.example`, or null. */
  maskedTarget: z.string().nullable(),
  /** Seconds before another code may be asked for. */
  retryAfterSeconds: z.number().int().nonnegative(),
});
export type PasswordResetCodeSent = z.infer<typeof passwordResetCodeSentSchema>;

/** `POST /api/password/forgot/verify`. */
export const passwordResetCodeCheckSchema = z.object({
  username,
  /** The six digits sent; anything else is simply a wrong code. */
  code: z.string().trim().max(32),
});
export type PasswordResetCodeCheck = z.infer<typeof passwordResetCodeCheckSchema>;

/** The answer of a right code: the token that may set a new password once. */
export const passwordResetTokenSchema = z.object({
  resetToken: z.string().min(1),
  /** Seconds. */
  expiresIn: z.number().int().positive(),
});
export type PasswordResetToken = z.infer<typeof passwordResetTokenSchema>;

/** `POST /api/password/reset`. */
export const passwordResetRequestSchema = z.object({
  resetToken: z.string().min(1).max(512),
  newPassword: password,
});
export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>;

/** `POST /api/account/password`. */
export const passwordChangeRequestSchema = z.object({
  currentPassword: z.string().min(1).max(256),
  newPassword: password,
});
export type PasswordChangeRequest = z.infer<typeof passwordChangeRequestSchema>;
