import { useAccess, type PermissionAnswer } from './useAccess';

/** Whether the user may change things on the menu of `menuKey`: denied when its operation type is `R`. */
export function useOperation(menuKey: string): PermissionAnswer {
  return useAccess({ kind: 'operation', menuKey });
}
