import { EXPORT_MAX_LINES } from './limits';

// The plain constants of imports, exports and identity verification. Zod-free, so the transfer
// calls can send them without loading the schemas; `schemas/transfer` re-exports them.

/** The most data rows one import file may hold: the export cap, so that an export re-imports whole. */
export const IMPORT_MAX_ROWS = EXPORT_MAX_LINES;

/** How long a verification code stays valid. */
export const VERIFICATION_CODE_SECONDS = 5 * 60;

/** How long an account waits before it may ask for another code. */
export const VERIFICATION_RESEND_SECONDS = 60;

/** Wrong codes tried before the code is spent. */
export const VERIFICATION_MAX_ATTEMPTS = 5;

/** How long a verification token opens exports. */
export const VERIFICATION_TOKEN_SECONDS = 10 * 60;

/** The header that carries the verification token of an export download. */
export const VERIFICATION_TOKEN_HEADER = 'X-Verification-Token';

/** The query parameter that carries it in a plain export link. */
export const VERIFICATION_TOKEN_PARAM = 'verificationToken';

/** The header that makes an import safe to retry. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/** Where a verification code is sent: the account's mobile number or its e-mail address. */
export const verificationChannels = ['PHONE', 'EMAIL'] as const;
export type VerificationChannel = (typeof verificationChannels)[number];
