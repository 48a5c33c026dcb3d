import { useEffect, useRef, type ReactNode } from 'react';
import type { Decision } from '../../types';
import { evaluateAccess, type AccessRequirements } from '../access';
import { ForbiddenPage, type ForbiddenPageProps } from '../ForbiddenPage';
import { useAuthLocale } from '../hooks/useAuthLocale';
import { usePermissionSubject } from '../hooks/usePermissionSubject';
import { useSession } from '../hooks/useSession';
import { formatAuthMessage, type AuthLocale } from '../messages';

interface RequireAuthCommonProps {
  /** The route's content, rendered for a signed-in user who meets `requires`. */
  readonly children?: ReactNode;
  /** What the route needs beyond being signed in: one requirement, or a list of which all are needed. */
  readonly requires?: AccessRequirements | undefined;
  /** Shown while the session loads; a translated status message by default. */
  readonly loading?: ReactNode;
  /** Shown to a signed-in user who does not meet `requires`; the `ForbiddenPage` by default. */
  readonly forbidden?: ((decision: Decision) => ReactNode) | undefined;
  /** Passed to the default `ForbiddenPage`: where home is, whom to ask, how to go back. */
  readonly forbiddenPageProps?: Omit<ForbiddenPageProps, 'decision'> | undefined;
}

/**
 * A signed-out user goes to the login page through the app's router (`redirectToLogin`, called
 * once each time the session ends), or sees `loginFallback` (a login form in place). One of the
 * two is required: a guard that shows nothing to a signed-out user would look like a broken page.
 */
export type RequireAuthProps = RequireAuthCommonProps &
  (
    | { readonly redirectToLogin: () => void; readonly loginFallback?: ReactNode }
    | { readonly loginFallback: ReactNode; readonly redirectToLogin?: undefined }
  );

function SessionStatusMessage({
  state,
  locale,
  children,
}: {
  state: 'loading' | 'redirecting';
  locale: AuthLocale;
  children: ReactNode;
}) {
  return (
    <div
      role="status"
      aria-busy="true"
      lang={locale}
      data-state={state}
      style={{
        padding: 'var(--ops-space-4, 16px)',
        fontFamily: 'var(--ops-font-family, system-ui, sans-serif)',
      }}
    >
      {children}
    </div>
  );
}

/**
 * The route guard, for any router: the login page (or its fallback) when signed out, a loading
 * state while the session loads, the 403 page that says why for a signed-in user without access,
 * and the route's content otherwise. Being signed in is the real session's; the access checks
 * answer for the role previewed inside a `ViewAsProvider`.
 */
export function RequireAuth(props: RequireAuthProps) {
  const { children, requires, loading, forbidden, forbiddenPageProps, redirectToLogin, loginFallback } =
    props;
  const session = useSession();
  const subject = usePermissionSubject();
  const locale = useAuthLocale();
  // The latest callback, so an inline arrow does not re-run the redirect on every render.
  const redirectRef = useRef(redirectToLogin);
  useEffect(() => {
    redirectRef.current = redirectToLogin;
  });
  useEffect(() => {
    if (session.status === 'signed-out') redirectRef.current?.();
  }, [session.status]);

  if (session.status === 'loading') {
    return (
      loading ?? (
        <SessionStatusMessage state="loading" locale={locale}>
          {formatAuthMessage('auth.loading', locale)}
        </SessionStatusMessage>
      )
    );
  }
  if (session.status === 'signed-out') {
    if (loginFallback !== undefined) return <>{loginFallback}</>;
    return (
      <SessionStatusMessage state="redirecting" locale={locale}>
        {formatAuthMessage('auth.redirecting', locale)}
      </SessionStatusMessage>
    );
  }
  if (requires !== undefined) {
    const decision = evaluateAccess({ subject, tenantProfile: session.tenantProfile }, requires);
    if (!decision.allowed) {
      return (
        <>{forbidden ? forbidden(decision) : <ForbiddenPage {...forbiddenPageProps} decision={decision} />}</>
      );
    }
  }
  return <>{children}</>;
}
