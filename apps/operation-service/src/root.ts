import { fileURLToPath } from 'node:url';

/**
 * The service's folder (apps/operation-service). This module sits one level below it both as a
 * source file (src/root.ts) and inside the built bundle (dist/main.js), so the same relative URL
 * finds the folder whether the service runs from TypeScript or built.
 */
export const serviceRoot = fileURLToPath(new URL('..', import.meta.url));
