import { createContext, useContext, type ReactNode } from 'react';

/** What one opening of the verification dialog may say and be stopped by. */
export interface SecurityVerificationRequest {
  /** Aborting closes the dialog and resolves `null` (the export it was for was cancelled). */
  readonly signal?: AbortSignal | undefined;
  /** Replaces the dialog's title ("Verify your identity"). */
  readonly title?: ReactNode;
  /** Replaces the text under the title, e.g. what is being exported. */
  readonly description?: ReactNode;
}

/**
 * Opens the verification dialog and resolves to the verification token, or to `null` when the user
 * cancels (or the request's signal aborts). A call while the dialog is open waits for the same answer.
 * It has the shape of `@opsdesk/http`'s `VerifyIdentity`: `createHttpClient({ verifyIdentity })` takes it
 * (through `createVerificationBridge`, since the client lives outside React).
 */
export type OpenVerification = (request?: SecurityVerificationRequest) => Promise<string | null>;

export const SecurityVerificationContext = createContext<OpenVerification | null>(null);

const missingProvider: OpenVerification = () =>
  Promise.reject(new Error('useSecurityVerification() needs a <SecurityVerificationProvider> above it.'));

/**
 * `const verify = useSecurityVerification(); const token = await verify();` — the token, or `null`
 * when the user cancelled. Without a `SecurityVerificationProvider` it rejects: nothing can verify.
 */
export function useSecurityVerification(): OpenVerification {
  return useContext(SecurityVerificationContext) ?? missingProvider;
}
