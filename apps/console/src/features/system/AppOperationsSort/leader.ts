import { compilePermissions, OPERATE_LEADER_KEY } from '@opsdesk/auth';
import { useAuthority, usePermissionSubject } from '@opsdesk/auth/react';

/**
 * Whether the user is the operations supervisor of app operations: a view granting the
 * operate-leader button (menu type B, operate type 1), or the authority that button stands for in
 * the menu register (deploy:operate), or permit-all.
 */
export function useOperateLeader(): boolean {
  const subject = usePermissionSubject();
  const authority = useAuthority('deploy:operate');
  if (authority.allowed) return true;
  if (!subject) return false;
  const compiled = compilePermissions(subject);
  return compiled.permitAll || compiled.partGrants.get(OPERATE_LEADER_KEY) === 1;
}
