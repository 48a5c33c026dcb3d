import type { ReactNode } from 'react';
import type { Decision } from '../../types';
import type { AccessRequirements } from '../access';
import { useAccess } from '../hooks/useAccess';

/** What every guard takes besides what it checks. */
export interface GuardProps {
  /** Rendered when the check passes. */
  readonly children?: ReactNode;
  /**
   * Rendered when it does not: nothing by default. A function gets the decision, to say why
   * (`describeDecision(decision, locale)`) or to show a disabled control.
   */
  readonly fallback?: ReactNode | ((decision: Decision) => ReactNode);
}

export interface AccessGuardProps extends GuardProps {
  /** One requirement, or a list of which every one is needed. */
  readonly requires: AccessRequirements;
}

/**
 * Renders its children when the current subject meets the requirements, the fallback otherwise.
 * The kind-specific guards (`AuthorityGuard`, `MenuGuard`...) are this with one requirement.
 */
export function AccessGuard({ requires, children, fallback = null }: AccessGuardProps) {
  const { allowed, decision } = useAccess(requires);
  if (allowed) return <>{children}</>;
  return <>{typeof fallback === 'function' ? fallback(decision) : fallback}</>;
}
