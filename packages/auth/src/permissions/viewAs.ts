import {
  authorities as knownAuthorities,
  menuViewsOf,
  OperateType,
  PageAction,
  type PageRole,
  type RoleCode,
  type RoleDefinition,
  type View,
} from '@opsdesk/api';
import type { PermissionSubject } from '../types';
import type { AuthorityName } from './checks';
import type { Profile } from './profile';

/** Authorities and flags to preview when no role of @opsdesk/api fits. */
export interface ViewAsAuthorities {
  readonly authorities: readonly AuthorityName[];
  readonly permitAll?: boolean;
  /** The server always sends true; false previews the old page-role model. */
  readonly enableNewPermission?: boolean;
  readonly profile?: Profile;
}

/** A role, several roles (an account holding them all), or authorities with flags. */
export type ViewAsSource = RoleDefinition | readonly RoleDefinition[] | ViewAsAuthorities;

/** A subject built as the server would give it to an account with the previewed roles. */
export interface ViewAsSubject extends PermissionSubject {
  readonly roles: readonly RoleCode[];
  readonly pageRoles: readonly PageRole[];
  readonly views: readonly View[];
  readonly profile: Profile;
}

/** The views of a set of authorities, derived as the operation-service derives them. */
export { menuViewsOf };

const isRoleList = (source: ViewAsSource): source is readonly RoleDefinition[] => Array.isArray(source);
const isRole = (source: ViewAsSource): source is RoleDefinition => !isRoleList(source) && 'code' in source;

/**
 * A `PermissionSubject` as the account call would give it to a holder of these roles, so that an
 * administrator can evaluate menus and buttons as that role without signing in as it. Authorities
 * come in the catalogue's order (all of them with `permitAll`, as the server lists them), followed
 * by any authority the catalogue does not know; page roles mirror the views (2 where the menu may be
 * changed, 1 where it is read-only).
 */
export function viewAs(source: ViewAsSource): ViewAsSubject {
  const definitions = isRoleList(source) ? source : isRole(source) ? [source] : [];
  const flags = isRoleList(source) || isRole(source) ? undefined : source;
  const granted = new Set<string>(
    flags ? flags.authorities : definitions.flatMap((role) => role.authorities),
  );
  const permitAll = flags ? flags.permitAll === true : definitions.some((role) => role.permitAll);

  const catalogue: readonly string[] = knownAuthorities;
  const authorities = [
    ...catalogue.filter((authority) => permitAll || granted.has(authority)),
    ...[...granted].filter((authority) => !catalogue.includes(authority)),
  ];
  const views = menuViewsOf(granted, permitAll);
  return {
    roles: definitions.map((role) => role.code),
    authorities,
    permitAll,
    enableNewPermission: flags?.enableNewPermission ?? true,
    pageRoles: views.map((view) => ({
      pageName: view.key,
      action: view.operateType === OperateType.EDIT ? PageAction.WRITE : PageAction.READ,
    })),
    views,
    profile: flags?.profile ?? {},
  };
}
