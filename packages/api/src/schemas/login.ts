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

// A constant without zod, in a module of its own: a login page uses it before any schema.
export { loginFailureCodes, type LoginFailureCode } from '../constants/loginFailures';

/** How many wrong passwords an account has in the current window, and whether it is locked. */
export const loginErrorCountsSchema = z.object({
  errorCounts: z.number().int().nonnegative(),
  maxErrorCounts: z.number().int().positive(),
  locked: z.boolean(),
});
export type LoginErrorCounts = z.infer<typeof loginErrorCountsSchema>;
