import { menuAuthorities, OperateType, type Authority, type MenuKey, type View } from '@opsdesk/api';
import { translate, type MessageId, type ServiceLocale } from '../http/messages';
import type { RoleCode } from '@opsdesk/api';

/**
 * The first-level menus a holder of these authorities sees, each with whether it may change things
 * there. A menu without a write authority has nothing to change: read-only even for the super
 * administrator.
 */
export function viewsFor(authorities: ReadonlySet<Authority>, permitAll: boolean): View[] {
  const has = (authority: Authority) => permitAll || authorities.has(authority);
  const views: View[] = [];
  for (const [key, { read, write }] of Object.entries(menuAuthorities) as [
    MenuKey,
    (typeof menuAuthorities)[MenuKey],
  ][]) {
    if (read !== null && !has(read)) continue;
    const mayChange = write !== null && has(write);
    views.push({ key, menuType: 'M', operateType: mayChange ? OperateType.EDIT : OperateType.READ_ONLY });
  }
  return views;
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
