import { useAccess, type PermissionAnswer } from './useAccess';

/** Whether the menu of `menuKey` is visible: `permitAll`, or a view of type F or M with operate type 1 or 2. */
export function useMenu(menuKey: string): PermissionAnswer {
  return useAccess({ kind: 'menu', menuKey });
}
