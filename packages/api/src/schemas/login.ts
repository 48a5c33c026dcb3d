import { z } from 'zod';

/** What `POST {auth}/oauth/token` answers for the password and refresh grants. */
export const tokenAnswerSchema = z.object({
  access_token: z.string().min(1),
  token_type: z.string(),
  refresh_token: z.string().min(1),
  /** Seconds. */
  expires_in: z.number().int().positive(),
  scope: z.string(),
});
export type TokenAnswer = z.infer<typeof tokenAnswerSchema>;

/** The stable codes of the login failures of the spec, as the token endpoint answers them in `errorCode`. */
export const loginFailureCodes = [
  'BAD_CREDENTIALS',
  'WRONG_PASSWORD',
  'ACCOUNT_EXPIRED',
  'NOT_ACTIVATED',
  'EMAIL_NOT_BOUND',
  'MOBILE_NOT_BOUND',
  'USER_NOT_FOUND',
  'ACCOUNT_LOCKED',
  'MULTIPLE_USERS',
  'PASSWORD_EXPIRED',
  'USER_LEFT',
  'USER_DISABLED',
  'CORPORATE_LOGIN_FAILED',
  'USER_INFO_EXPIRED',
  'TOKEN_INVALID',
  'RATE_LIMITED',
] as const;
export type LoginFailureCode = (typeof loginFailureCodes)[number];

/** How many wrong passwords an account has in the current window, and whether it is locked. */
export const loginErrorCountsSchema = z.object({
  errorCounts: z.number().int().nonnegative(),
  maxErrorCounts: z.number().int().positive(),
  locked: z.boolean(),
});
export type LoginErrorCounts = z.infer<typeof loginErrorCountsSchema>;
