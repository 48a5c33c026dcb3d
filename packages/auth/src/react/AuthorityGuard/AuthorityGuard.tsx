import type { AuthorityName } from '../../permissions';
import { AccessGuard, type GuardProps } from '../AccessGuard';

export interface AuthorityGuardProps extends GuardProps {
  /** One authority, or a list of which every one is needed. */
  readonly authority: AuthorityName | readonly AuthorityName[];
}

/** Renders its children when the subject holds the authority, or every authority of a list. */
export function AuthorityGuard({ authority, children, fallback }: AuthorityGuardProps) {
  return (
    <AccessGuard requires={{ kind: 'authority', authority }} fallback={fallback}>
      {children}
    </AccessGuard>
  );
}
