import { useAccess, type PermissionAnswer } from './useAccess';

/**
 * A page role: in the old model, a page role of that name with an action above 0 or exactly
 * `action`; with `enableNewPermission`, the menu of the same key.
 */
export function usePageRole(pageName: string, action?: number): PermissionAnswer {
  return useAccess(
    action === undefined ? { kind: 'page-role', pageName } : { kind: 'page-role', pageName, action },
  );
}
