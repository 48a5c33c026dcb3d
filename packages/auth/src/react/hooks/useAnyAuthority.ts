import type { AuthorityName } from '../../permissions';
import { useAccess, type PermissionAnswer } from './useAccess';

/** Any one of the authorities (`permitAll` passes; an empty list denies). */
export function useAnyAuthority(authorities: readonly AuthorityName[]): PermissionAnswer {
  return useAccess({ kind: 'any-authority', authorities });
}
