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
