import type { ProfileSource, ProfileValue } from '../../permissions';
import { AccessGuard, type GuardProps } from '../AccessGuard';

export interface ProfileGuardProps extends GuardProps {
  /** The field, nested paths with dots: `finance.approval.level`. */
  readonly path: string;
  /** The value the field must hold, or the values of which it must hold one (compared strictly). */
  readonly allowed: ProfileValue | readonly ProfileValue[];
  /** `general` (the user's profile, by default) or `tenant` (the tenant-role profile). */
  readonly source?: ProfileSource;
}

/** Renders its children when a profile field holds an allowed value. */
export function ProfileGuard({ path, allowed, source = 'general', children, fallback }: ProfileGuardProps) {
  return (
    <AccessGuard requires={{ kind: 'profile', path, allowed, source }} fallback={fallback}>
      {children}
    </AccessGuard>
  );
}
