import { createSessionStore, type WebSessionStore } from '@opsdesk/auth';
import type { VerifyIdentity } from '@opsdesk/http';
import { defaultTablePageSizeStore } from '@opsdesk/ui';

/**
 * The console's OAuth client. The operation-service accepts this one by default on one machine;
 * a deployment sets its own through VITE_OAUTH_CLIENT_ID / VITE_OAUTH_CLIENT_SECRET at build time.
 */
const oauthClient = {
  clientId: import.meta.env.VITE_OAUTH_CLIENT_ID ?? 'opsdesk-console',
  clientSecret: import.meta.env.VITE_OAUTH_CLIENT_SECRET ?? 'opsdesk-console-secret',
};

/**
 * The operation-service's base address: the page's own (spec §7: empty in the production build),
 * or `VITE_API_BASE` for a development server elsewhere.
 */
export const API_BASE: string = import.meta.env.VITE_API_BASE ?? '';

/**
 * The session of the console, with the request layer every screen uses. The operation-service
 * serves the console itself, so its base address is the page's own (spec §7: an empty base in the
 * production build); `VITE_API_BASE` points a development server elsewhere.
 */
export function createConsoleSession(
  language: () => string,
  verifyIdentity: VerifyIdentity,
): WebSessionStore {
  return createSessionStore({
    baseURL: API_BASE,
    oauthClient,
    language,
    tablePageSize: () => defaultTablePageSizeStore.getSelectedPageSize(),
    // Exports ask for the identity verification (spec §6) through the console's dialog.
    verifyIdentity,
  });
}
