/**
 * @opsdesk/auth/react: the React layer of the session store and the permission model. A provider
 * and hooks, guards that render or hide by a check, a router-agnostic route guard with its 403
 * page, and the administrator's "view as" preview.
 */
export {
  evaluateAccess,
  type AccessRequirement,
  type AccessRequirements,
  type AccessSubject,
} from './access';
export { AccessGuard, type AccessGuardProps, type GuardProps } from './AccessGuard';
export { AnyAuthorityGuard, type AnyAuthorityGuardProps } from './AnyAuthorityGuard';
export { AuthorityGuard, type AuthorityGuardProps } from './AuthorityGuard';
export { AuthProvider, type AuthProviderProps } from './AuthProvider';
export { type ViewAsState } from './context';
export {
  DEFAULT_HOME_HREF,
  ForbiddenPage,
  type AdministratorContact,
  type ForbiddenPageProps,
} from './ForbiddenPage';
export {
  useAccess,
  useAnyAuthority,
  useAuthLocale,
  useAuthority,
  useMenu,
  useOperation,
  usePageRole,
  usePermissionSubject,
  useProfile,
  useSession,
  useSessionStore,
  type PermissionAnswer,
} from './hooks';
export { MenuGuard, type MenuGuardProps } from './MenuGuard';
export {
  authLocales,
  authMessageIds,
  authMessages,
  formatAuthMessage,
  resolveAuthLocale,
  roleName,
  type AuthLocale,
  type AuthMessageId,
} from './messages';
export { OperationGuard, type OperationGuardProps } from './OperationGuard';
export { PageRoleGuard, type PageRoleGuardProps } from './PageRoleGuard';
export { ProfileGuard, type ProfileGuardProps } from './ProfileGuard';
export { RequireAuth, type RequireAuthProps } from './RequireAuth';
export { isAdministrator, useViewAs, ViewAsProvider, type ViewAsProviderProps } from './ViewAsProvider';
export { ViewAsSwitcher, type ViewAsSwitcherProps } from './ViewAsSwitcher';
