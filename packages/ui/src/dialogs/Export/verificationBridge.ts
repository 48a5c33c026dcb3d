import type { OpenVerification, SecurityVerificationRequest } from './useSecurityVerification';

/**
 * Lets code outside React (the http client, created once at start-up) open the verification dialog of
 * the `SecurityVerificationProvider` that is mounted:
 *
 * ```ts
 * const verification = createVerificationBridge();
 * const http = createHttpClient({ ..., verifyIdentity: verification.verifyIdentity });
 * <SecurityVerificationProvider bridge={verification} ...>
 * ```
 */
export interface VerificationBridge {
  /** Opens the dialog of the connected provider; rejects when none is mounted. */
  readonly verifyIdentity: (request?: SecurityVerificationRequest) => Promise<string | null>;
  /** Connects a provider's opener; returns the function that disconnects it. */
  connect(open: OpenVerification): () => void;
}

export function createVerificationBridge(): VerificationBridge {
  let current: OpenVerification | null = null;
  return {
    verifyIdentity: (request) =>
      current
        ? current(request)
        : Promise.reject(new Error('No SecurityVerificationProvider is mounted to verify the identity.')),
    connect(open) {
      current = open;
      return () => {
        if (current === open) current = null;
      };
    },
  };
}
