import type { HttpClient, RequestOptions } from '@opsdesk/http';
import {
  passwordResetCodeSentSchema,
  passwordResetTokenSchema,
  type PasswordResetCodeSent,
  type PasswordResetToken,
} from '../schemas/password';
import type { VerificationChannel } from '../schemas/transfer';
import { postChecked } from './call';

/**
 * Forgot password, signed out: sends a six-digit code to the mobile number or e-mail address of the
 * account `username` names (its login, e-mail or mobile). Answers the same whether it names one.
 */
export function requestPasswordResetCode(
  http: HttpClient,
  username: string,
  channel: VerificationChannel,
  options?: RequestOptions,
): Promise<PasswordResetCodeSent> {
  return postChecked(
    http,
    'requestPasswordResetCode',
    '/api/password/forgot/code',
    passwordResetCodeSentSchema,
    { username, channel },
    options,
  );
}

/** Exchanges the code for a single-use reset token. A wrong code fails with a 400 naming `code`. */
export function verifyPasswordResetCode(
  http: HttpClient,
  username: string,
  code: string,
  options?: RequestOptions,
): Promise<PasswordResetToken> {
  return postChecked(
    http,
    'verifyPasswordResetCode',
    '/api/password/forgot/verify',
    passwordResetTokenSchema,
    { username, code },
    options,
  );
}

/**
 * Sets a new password with the reset token; also unlocks the account and ends its sessions. A
 * password against the policy fails with a 400 naming `newPassword`; a used or expired token with
 * one naming `resetToken`.
 */
export async function resetPassword(
  http: HttpClient,
  resetToken: string,
  newPassword: string,
  options?: RequestOptions,
): Promise<void> {
  await http.post('/api/password/reset', { resetToken, newPassword }, options);
}

/**
 * Changes the signed-in account's password. A wrong current password fails with a 400 naming
 * `currentPassword`; a new one against the policy with a 400 naming `newPassword`.
 */
export async function changePassword(
  http: HttpClient,
  currentPassword: string,
  newPassword: string,
  options?: RequestOptions,
): Promise<void> {
  await http.post('/api/account/password', { currentPassword, newPassword }, options);
}
