import { z } from 'zod';
import { IMPORT_ERROR_LISTING_THRESHOLD } from '../constants/limits';
import { verificationChannels } from '../constants/transfer';
import { pageSchema } from './common';

export {
  IDEMPOTENCY_KEY_HEADER,
  IMPORT_MAX_ROWS,
  VERIFICATION_CODE_SECONDS,
  VERIFICATION_MAX_ATTEMPTS,
  VERIFICATION_RESEND_SECONDS,
  VERIFICATION_TOKEN_HEADER,
  VERIFICATION_TOKEN_PARAM,
  VERIFICATION_TOKEN_SECONDS,
  verificationChannels,
  type VerificationChannel,
} from '../constants/transfer';

export const verificationCodeRequestSchema = z.object({ channel: z.enum(verificationChannels) });

/** The answer of a code request: where the code went (masked), and when it and the wait end. */
export const verificationCodeSentSchema = z.object({
  channel: z.enum(verificationChannels),
  /** The mobile number or e-mail address, masked (`138****0001`, `a***n@opsdesk.example`). */
  target: z.string(),
  /** ISO 8601. */
  expiresAt: z.string(),
  expiresIn: z.number().int().positive(),
  /** Seconds before another code may be asked for. */
  resendAfter: z.number().int().nonnegative(),
});
export type VerificationCodeSent = z.infer<typeof verificationCodeSentSchema>;

export const verificationCodeExchangeSchema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'six digits'),
});

export const verificationTokenSchema = z.object({
  verificationToken: z.string().min(1),
  /** ISO 8601. */
  expiresAt: z.string(),
  expiresIn: z.number().int().positive(),
});
export type VerificationToken = z.infer<typeof verificationTokenSchema>;

/** A message the development mailbox kept instead of sending it by SMS or e-mail. */
export const mailboxMessageSchema = z.object({
  id: z.number().int().positive(),
  channel: z.enum(verificationChannels),
  /** The unmasked mobile number or e-mail address. */
  target: z.string(),
  subject: z.string(),
  body: z.string(),
  createdAt: z.string(),
});
export type MailboxMessage = z.infer<typeof mailboxMessageSchema>;

/** The answer of `listDevMailbox`. */
export const mailboxMessageListSchema = z.array(mailboxMessageSchema);

/** One failing row of an import: its row number in the sheet and what was wrong, in the detail-page shape. */
export const importErrorRowSchema = z.object({
  lineNumber: z.number().int().positive(),
  errorMessage: z.string(),
});
export type ImportErrorRow = z.infer<typeof importErrorRowSchema>;

export const importErrorPageSchema = pageSchema(importErrorRowSchema);

/**
 * RUNNING while the import commits its rows (in batches, `processedRows` of `totalRows` so far);
 * DONE when rows were imported; FAILED when none could be, or when the service stopped before the
 * end (the rows not reached are in the error file, marked as not imported); CANCELLED when the
 * user cancelled it (the rows committed before stay; the rest are in the error file).
 */
export const importJobStatuses = ['RUNNING', 'DONE', 'FAILED', 'CANCELLED'] as const;
export type ImportJobStatus = (typeof importJobStatuses)[number];

export const importJobSchema = z.object({
  id: z.number().int().positive(),
  resource: z.string(),
  fileName: z.string(),
  status: z.enum(importJobStatuses),
  totalRows: z.number().int().nonnegative(),
  /** Rows handled so far (imported or refused): `totalRows` once the job has ended. */
  processedRows: z.number().int().nonnegative(),
  successCount: z.number().int().nonnegative(),
  failureCount: z.number().int().nonnegative(),
  /** More failing rows than the listing threshold: the console prompts to download the error file. */
  errorFileRecommended: z.boolean(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type ImportJob = z.infer<typeof importJobSchema>;

/** The answer of an import: the job, with its first failing rows (at most the listing threshold). */
export const importResultSchema = importJobSchema.extend({
  errors: z.array(importErrorRowSchema).max(IMPORT_ERROR_LISTING_THRESHOLD),
  /** True when this answer repeats the job of an earlier request with the same Idempotency-Key. */
  replayed: z.boolean(),
});
export type ImportResult = z.infer<typeof importResultSchema>;
