import { useContext } from 'react';
import type { PermissionSubject } from '../../types';
import { ViewAsContext } from '../context';
import { useSession } from './useSession';

/**
 * Whom the permission hooks and guards check: the role previewed by the nearest `ViewAsProvider`,
 * otherwise the signed-in user; null when nobody is signed in.
 */
export function usePermissionSubject(): PermissionSubject | null {
  const session = useSession();
  const viewAs = useContext(ViewAsContext);
  return viewAs?.subject ?? session.user;
}
