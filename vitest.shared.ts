import { defaultClientConditions, defaultServerConditions, type UserConfig } from 'vite';

/**
 * Settings every package's Vitest project shares: workspace packages resolve to their
 * source through the `@opsdesk/source` export condition, so tests never need a build.
 */
export const sourceConditions: UserConfig = {
  resolve: { conditions: ['@opsdesk/source', ...defaultClientConditions] },
  ssr: { resolve: { conditions: ['@opsdesk/source', ...defaultServerConditions] } },
};
