import type { AuthorityName } from '../../permissions';
import { AccessGuard, type GuardProps } from '../AccessGuard';

export interface AnyAuthorityGuardProps extends GuardProps {
  /** The authorities of which any one is enough. */
  readonly authorities: readonly AuthorityName[];
}

/** Renders its children when the subject holds any one of the authorities. */
export function AnyAuthorityGuard({ authorities, children, fallback }: AnyAuthorityGuardProps) {
  return (
    <AccessGuard requires={{ kind: 'any-authority', authorities }} fallback={fallback}>
      {children}
    </AccessGuard>
  );
}
