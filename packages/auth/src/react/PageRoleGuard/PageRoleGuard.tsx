import { AccessGuard, type GuardProps } from '../AccessGuard';

export interface PageRoleGuardProps extends GuardProps {
  /** The page name: a first-level menu key. */
  readonly pageName: string;
  /** The action asked for; in the old model an action above 0 passes whatever is asked. */
  readonly action?: number;
}

/**
 * Renders its children when the subject has the page role (old model) or, with
 * `enableNewPermission`, the menu of the same key.
 */
export function PageRoleGuard({ pageName, action, children, fallback }: PageRoleGuardProps) {
  return (
    <AccessGuard
      requires={
        action === undefined ? { kind: 'page-role', pageName } : { kind: 'page-role', pageName, action }
      }
      fallback={fallback}
    >
      {children}
    </AccessGuard>
  );
}
