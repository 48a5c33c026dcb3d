import { roles, type RoleCode } from '@opsdesk/api';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { viewAs } from '../../permissions';
import type { PermissionSubject } from '../../types';
import { ViewAsContext, type ViewAsState } from '../context';
import { useSession } from '../hooks/useSession';

/** The authority of role management: with `permitAll`, what makes an administrator here. */
const ROLE_MANAGEMENT_AUTHORITY = 'role:manage';

/** Whether a user may preview other roles: the super administrator, or whoever manages roles. */
export function isAdministrator(user: PermissionSubject): boolean {
  return user.permitAll || user.authorities.includes(ROLE_MANAGEMENT_AUTHORITY);
}

export interface ViewAsProviderProps {
  readonly children?: ReactNode;
  /** The previewed role, when the app keeps it (in the URL, in storage); null for none. */
  readonly role?: RoleCode | null | undefined;
  /** The role previewed at first when the provider keeps it itself. */
  readonly defaultRole?: RoleCode | null | undefined;
  /** Told of every change: from the switcher, or from `useViewAs().setRole`. */
  readonly onRoleChange?: ((role: RoleCode | null) => void) | undefined;
  /** Who may preview; administrators (`isAdministrator`) by default. */
  readonly mayViewAs?: ((user: PermissionSubject) => boolean) | undefined;
}

interface Selection {
  readonly role: RoleCode | null;
  /** The account that chose it: a preview ends with the session that started it. Undefined: any. */
  readonly userId: number | undefined;
}

/**
 * Lets an administrator see the console as another role of @opsdesk/api would: every guard and
 * permission hook inside answers for that role (`viewAs`), without signing in as it. The session
 * itself does not change, and the server still checks the administrator's own permissions.
 */
export function ViewAsProvider({
  children,
  role: controlledRole,
  defaultRole = null,
  onRoleChange,
  mayViewAs = isAdministrator,
}: ViewAsProviderProps) {
  const { user } = useSession();
  const [selection, setSelection] = useState<Selection>({ role: defaultRole, userId: undefined });
  const canViewAs = user !== null && mayViewAs(user);
  const selected =
    controlledRole !== undefined
      ? controlledRole
      : selection.userId === undefined || selection.userId === user?.id
        ? selection.role
        : null;
  const role = canViewAs ? selected : null;

  const setRole = useCallback(
    (next: RoleCode | null) => {
      if (!canViewAs) return;
      setSelection({ role: next, userId: user?.id });
      onRoleChange?.(next);
    },
    [canViewAs, onRoleChange, user?.id],
  );

  const subject = useMemo<PermissionSubject | null>(
    () =>
      // The profile is the administrator's: it holds settings of the person and the company, not
      // grants of a role, and a preview with an empty one would hide what the role would see.
      role && user ? { ...viewAs(roles[role]), profile: user.profile } : null,
    [role, user],
  );

  const state = useMemo<ViewAsState>(
    () => ({ role, setRole, canViewAs, subject }),
    [role, setRole, canViewAs, subject],
  );
  return <ViewAsContext.Provider value={state}>{children}</ViewAsContext.Provider>;
}
