import type { ProfileSource, ProfileValue } from '../../permissions';
import { useAccess, type PermissionAnswer } from './useAccess';

/**
 * Whether the profile field at `path` (nested: `finance.approval.level`) holds `allowed`, or one of
 * a list; read from the user's general profile, or from the tenant-role profile with `tenant`.
 */
export function useProfile(
  path: string,
  allowed: ProfileValue | readonly ProfileValue[],
  source: ProfileSource = 'general',
): PermissionAnswer {
  return useAccess({ kind: 'profile', path, allowed, source });
}
