import type { Decision } from '../../types';
import { evaluateAccess, type AccessRequirements } from '../access';
import { usePermissionSubject } from './usePermissionSubject';
import { useSession } from './useSession';

/** A permission check's answer: whether it passed, and the decision that says why. */
export interface PermissionAnswer {
  readonly allowed: boolean;
  readonly decision: Decision;
}

/**
 * Evaluates one requirement, or a list of which every one is needed, for the current subject (the
 * previewed role inside `ViewAsProvider`, the signed-in user otherwise).
 */
export function useAccess(requirements: AccessRequirements): PermissionAnswer {
  const { tenantProfile } = useSession();
  const subject = usePermissionSubject();
  // No memo: the checks compile a subject once and answer from that, and a requirement written
  // inline would be a new object on every render anyway.
  const decision = evaluateAccess({ subject, tenantProfile }, requirements);
  return { allowed: decision.allowed, decision };
}
