import type { PermissionSubject } from '../types';

/**
 * What the views say of one key: 1 may change, 2 may read only (the values of `OperateType`), 0
 * when the subject has views with that key but none with operateType 1 or 2.
 */
export type ViewGrant = 0 | 1 | 2;

/**
 * A subject indexed once so that every check is a Set or Map lookup: a menu of 10,000 keys is
 * checked without scanning the views or authorities per key.
 */
export interface CompiledPermissions {
  readonly permitAll: boolean;
  readonly enableNewPermission: boolean;
  readonly authorities: ReadonlySet<string>;
  /** Page names with a page role whose action is above 0. */
  readonly pagesWithPositiveAction: ReadonlySet<string>;
  /** Each page name with every action its page roles carry, for the exact-action arm of the rule. */
  readonly pageActions: ReadonlyMap<string, ReadonlySet<number>>;
  /** Key → the best grant among its views of menuType M or F (the spec's menu rule). */
  readonly menuGrants: ReadonlyMap<string, ViewGrant>;
  /** Key → the best grant among its views of menuType T or B (tabs and buttons). */
  readonly partGrants: ReadonlyMap<string, ViewGrant>;
  /** Key → operationType of the permission menu entries, when the server gave them. */
  readonly operationTypes: ReadonlyMap<string, string>;
}

// Keyed by the subject object: subjects are readonly snapshots, so one index serves it for life and
// goes with it when the session drops it.
const compiledSubjects = new WeakMap<PermissionSubject, CompiledPermissions>();

const grantOf = (operateType: number): ViewGrant =>
  operateType === 1 || operateType === 2 ? operateType : 0;

/** Edit beats read-only beats nothing: a key named by several views gets the widest of them. */
const widerGrant = (a: ViewGrant | undefined, b: ViewGrant): ViewGrant =>
  a === 1 || b === 1 ? 1 : a === 2 || b === 2 ? 2 : 0;

/** Indexes a subject (memoised per subject object; a changed user must be a new object). */
export function compilePermissions(subject: PermissionSubject): CompiledPermissions {
  const cached = compiledSubjects.get(subject);
  if (cached) return cached;

  const pagesWithPositiveAction = new Set<string>();
  const pageActions = new Map<string, Set<number>>();
  for (const { pageName, action } of subject.pageRoles) {
    if (action > 0) pagesWithPositiveAction.add(pageName);
    const actions = pageActions.get(pageName);
    if (actions) actions.add(action);
    else pageActions.set(pageName, new Set([action]));
  }

  const menuGrants = new Map<string, ViewGrant>();
  const partGrants = new Map<string, ViewGrant>();
  for (const { key, menuType, operateType } of subject.views) {
    const grants =
      menuType === 'M' || menuType === 'F'
        ? menuGrants
        : menuType === 'T' || menuType === 'B'
          ? partGrants
          : undefined;
    grants?.set(key, widerGrant(grants.get(key), grantOf(operateType)));
  }

  const operationTypes = new Map<string, string>();
  for (const { key, operationType } of subject.menuEntries ?? []) {
    // A key listed twice is read-only only if every entry says so: the wider grant wins, as for views.
    if (operationTypes.get(key) !== undefined && operationType === 'R') continue;
    operationTypes.set(key, operationType);
  }

  const compiled: CompiledPermissions = {
    permitAll: subject.permitAll,
    enableNewPermission: subject.enableNewPermission,
    authorities: new Set(subject.authorities),
    pagesWithPositiveAction,
    pageActions,
    menuGrants,
    partGrants,
    operationTypes,
  };
  compiledSubjects.set(subject, compiled);
  return compiled;
}
