import { isMenuVisible } from '@opsdesk/auth';
import { usePermissionSubject, useSession } from '@opsdesk/auth/react';
import { useMemo } from 'react';
import type { Visibility } from '../catalogue/model';

/**
 * What the signed-in user may see: the spec's menu rule over their views, and the admin and tenant
 * flags. An admin user is one in admin mode or with every function (permitAll); a tenant user is
 * one in tenant mode (the role type TENANT).
 */
export function useVisibility(): Visibility {
  const subject = usePermissionSubject();
  const session = useSession();
  return useMemo(
    () => ({
      menuVisible: (menuKey: string) => isMenuVisible(subject, menuKey),
      adminMode: session.adminMode || subject?.permitAll === true,
      tenantMode: session.tenantMode,
    }),
    [subject, session.adminMode, session.tenantMode],
  );
}
