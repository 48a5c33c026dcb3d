import { AccessGuard, type GuardProps } from '../AccessGuard';

export interface OperationGuardProps extends GuardProps {
  /** The menu whose operation type decides: `R` (read-only) denies. */
  readonly menuKey: string;
}

/** Renders its children (a create, edit or delete control) when the menu of `menuKey` is not read-only for the subject. */
export function OperationGuard({ menuKey, children, fallback }: OperationGuardProps) {
  return (
    <AccessGuard requires={{ kind: 'operation', menuKey }} fallback={fallback}>
      {children}
    </AccessGuard>
  );
}
