import { type UserConfig } from 'vite';
/**
 * Settings every Vitest project shares: workspace packages resolve to their source, so tests never
 * need a build. The `@opsdesk/source` condition does it in the browser; in Node, Vite's runner
 * resolves linked packages outside the conditions, so exact aliases do it there.
 */
export declare const sourceConditions: UserConfig;
