import {
  checkAnyAuthority,
  checkAuthority,
  checkMenu,
  checkOperation,
  checkPageRole,
  checkProfile,
  type AuthorityName,
  type Profile,
  type ProfileSource,
  type ProfileValue,
} from '../permissions';
import type { Decision, PermissionSubject } from '../types';

/**
 * One thing a screen, a tab or a button needs, as data: a route catalogue entry can carry it, and
 * `RequireAuth`, `AccessGuard` and `useAccess` evaluate it.
 */
export type AccessRequirement =
  /** One authority, or a list of which every one is needed. */
  | { readonly kind: 'authority'; readonly authority: AuthorityName | readonly AuthorityName[] }
  /** Any one of the authorities. */
  | { readonly kind: 'any-authority'; readonly authorities: readonly AuthorityName[] }
  /** A page role (old model), or the menu of the same key when `enableNewPermission` is on. */
  | { readonly kind: 'page-role'; readonly pageName: string; readonly action?: number }
  /** A visible menu. */
  | { readonly kind: 'menu'; readonly menuKey: string }
  /** A menu the user may change things in: not read-only (`R`). */
  | { readonly kind: 'operation'; readonly menuKey: string }
  /** A profile field (a nested path) holding the allowed value, or one of them. */
  | {
      readonly kind: 'profile';
      readonly path: string;
      readonly allowed: ProfileValue | readonly ProfileValue[];
      /** `general` (the user's profile) unless told; `tenant` reads the tenant-role profile. */
      readonly source?: ProfileSource;
    };

/** Several requirements, all needed. A list is never empty: an empty one would say nothing of why. */
export type AccessRequirements = AccessRequirement | readonly [AccessRequirement, ...AccessRequirement[]];

/** What a check reads: the subject (the user, or the role previewed) and the tenant-role profile. */
export interface AccessSubject {
  readonly subject: PermissionSubject | null;
  readonly tenantProfile: Profile | null;
}

function evaluateOne({ subject, tenantProfile }: AccessSubject, requirement: AccessRequirement): Decision {
  switch (requirement.kind) {
    case 'authority':
      return checkAuthority(subject, requirement.authority);
    case 'any-authority':
      return checkAnyAuthority(subject, requirement.authorities);
    case 'page-role':
      return checkPageRole(subject, requirement.pageName, requirement.action);
    case 'menu':
      return checkMenu(subject, requirement.menuKey);
    case 'operation':
      return checkOperation(subject, requirement.menuKey);
    case 'profile':
      return checkProfile(
        subject ? { profile: subject.profile ?? null, tenantProfile } : null,
        requirement.path,
        requirement.allowed,
        { source: requirement.source ?? 'general' },
      );
  }
}

const isList = (
  requirements: AccessRequirements,
): requirements is readonly [AccessRequirement, ...AccessRequirement[]] => Array.isArray(requirements);

/**
 * The decision on one requirement, or on a list: the first denial, so the 403 page names the rule
 * that stopped the user; the last approval when every one passes.
 */
export function evaluateAccess(subject: AccessSubject, requirements: AccessRequirements): Decision {
  if (!isList(requirements)) return evaluateOne(subject, requirements);
  const [first, ...rest] = requirements;
  let decision = evaluateOne(subject, first);
  for (const requirement of rest) {
    if (!decision.allowed) return decision;
    decision = evaluateOne(subject, requirement);
  }
  return decision;
}
