import { menuViewsOf, type Authority, type View } from '@opsdesk/api';
import { translate, type MessageId, type ServiceLocale } from '../http/messages';
import type { RoleCode } from '@opsdesk/api';

/** The views of a set of authorities: derived in @opsdesk/api, where "view as" derives them too. */
export function viewsFor(authorities: ReadonlySet<Authority>, permitAll: boolean): View[] {
  return menuViewsOf(authorities, permitAll);
}

const roleNameMessages = {
  SUPER_ADMIN: 'ROLE_SUPER_ADMIN',
  FINANCE_ADMIN: 'ROLE_FINANCE_ADMIN',
  CUSTOMER_SERVICE: 'ROLE_CUSTOMER_SERVICE',
  CONTENT_EDITOR: 'ROLE_CONTENT_EDITOR',
  DEPLOYMENT_ENGINEER: 'ROLE_DEPLOYMENT_ENGINEER',
  EMPLOYEE: 'ROLE_EMPLOYEE',
  BOOKING_AGENT: 'ROLE_BOOKING_AGENT',
} as const satisfies Record<RoleCode, MessageId>;

/** The roles' names in the request's language, joined as that language lists things (`rolesName`). */
export function rolesNameOf(roles: readonly RoleCode[], locale: ServiceLocale): string {
  return roles
    .map((role) => translate(locale, roleNameMessages[role]))
    .join(translate(locale, 'LOOKUP_LIST_SEPARATOR'));
}
