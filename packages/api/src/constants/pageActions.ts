/**
 * A page role's action in the old permission model: 1 may read the page, 2 may also change it.
 * Zod-free, so the permission checks of a shell can read it without loading the schemas.
 */
export const PageAction = { READ: 1, WRITE: 2 } as const;
export type PageAction = (typeof PageAction)[keyof typeof PageAction];
