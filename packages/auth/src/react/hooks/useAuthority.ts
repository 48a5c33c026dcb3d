import type { AuthorityName } from '../../permissions';
import { useAccess, type PermissionAnswer } from './useAccess';

/** One authority, or every authority of a list (`permitAll` passes). */
export function useAuthority(authority: AuthorityName | readonly AuthorityName[]): PermissionAnswer {
  return useAccess({ kind: 'authority', authority });
}
