import { OperationType, PageAction, type Authority } from '@opsdesk/api';
import type { Decision, DecisionRule, PermissionSubject } from '../types';
import { compilePermissions } from './compile';

/** An authority string: those of @opsdesk/api are suggested, another tool's own are accepted. */
export type AuthorityName = Authority | (string & {});

/** Who is checked; null or undefined when nobody is signed in, which every check denies. */
export type MaybeSubject = PermissionSubject | null | undefined;

const allow = (rule: DecisionRule, key: string): Decision => ({ allowed: true, rule, key });
const deny = (rule: DecisionRule, key: string, missing?: readonly string[]): Decision =>
  missing === undefined ? { allowed: false, rule, key } : { allowed: false, rule, key, missing };

/** Lists travel in `Decision.key` joined by commas: authority strings hold none. */
export const KEY_LIST_SEPARATOR = ',';

/**
 * One authority needs that authority; a list needs all of them (an empty list asks for nothing and
 * passes). `permitAll` passes everything.
 */
export function hasAuthority(
  subject: MaybeSubject,
  required: AuthorityName | readonly AuthorityName[],
): boolean {
  if (!subject) return false;
  const compiled = compilePermissions(subject);
  if (compiled.permitAll) return true;
  if (typeof required === 'string') return compiled.authorities.has(required);
  for (const authority of required) if (!compiled.authorities.has(authority)) return false;
  return true;
}

/** `hasAuthority` with why: rule `authority` for one string, `all-authorities` for a list. */
export function checkAuthority(
  subject: MaybeSubject,
  required: AuthorityName | readonly AuthorityName[],
): Decision {
  const single = typeof required === 'string';
  const list: readonly string[] = single ? [required] : required;
  const rule: DecisionRule = single ? 'authority' : 'all-authorities';
  const key = list.join(KEY_LIST_SEPARATOR);
  if (!subject) return deny('signed-out', key);
  const compiled = compilePermissions(subject);
  if (compiled.permitAll) return allow('permit-all', key);
  const missing = list.filter((authority) => !compiled.authorities.has(authority));
  return missing.length === 0 ? allow(rule, key) : deny(rule, key, missing);
}

/** Any one of the authorities is enough; an empty list offers none and denies. */
export function hasAnyAuthority(subject: MaybeSubject, candidates: readonly AuthorityName[]): boolean {
  if (!subject) return false;
  const compiled = compilePermissions(subject);
  if (compiled.permitAll) return true;
  for (const authority of candidates) if (compiled.authorities.has(authority)) return true;
  return false;
}

/**
 * `hasAnyAuthority` with why. Allowed: `key` is the authority that matched. Denied: `key` is the
 * list, and every candidate is missing.
 */
export function checkAnyAuthority(subject: MaybeSubject, candidates: readonly AuthorityName[]): Decision {
  const key = candidates.join(KEY_LIST_SEPARATOR);
  if (!subject) return deny('signed-out', key);
  const compiled = compilePermissions(subject);
  if (compiled.permitAll) return allow('permit-all', key);
  const held = candidates.find((authority) => compiled.authorities.has(authority));
  return held === undefined ? deny('any-authority', key, [...candidates]) : allow('any-authority', held);
}

/**
 * The spec's menu rule: visible with `permitAll`, or when a view with that key has menuType F or M
 * and operateType 1 or 2. Views of tabs and buttons (T, B) never show a menu.
 */
export function isMenuVisible(subject: MaybeSubject, menuKey: string): boolean {
  if (!subject) return false;
  const compiled = compilePermissions(subject);
  return compiled.permitAll || (compiled.menuGrants.get(menuKey) ?? 0) > 0;
}

/** `isMenuVisible` with why (rule `menu`). */
export function checkMenu(subject: MaybeSubject, menuKey: string): Decision {
  if (!subject) return deny('signed-out', menuKey);
  const compiled = compilePermissions(subject);
  if (compiled.permitAll) return allow('permit-all', menuKey);
  return (compiled.menuGrants.get(menuKey) ?? 0) > 0
    ? allow('menu', menuKey)
    : deny('menu', menuKey, [menuKey]);
}

/**
 * The page-role check. Old model, read literally from the spec: a page role with that page name
 * permits when its action is above 0, or when its action is exactly the requested one. The
 * requested action therefore never narrows access (action 1 passes a request for 2); it only adds
 * the exact match for actions of 0 and below. With `enableNewPermission` the check is replaced by
 * the menu check on the same key, and the action plays no part.
 */
export function hasPageRole(subject: MaybeSubject, pageName: string, action?: number): boolean {
  if (!subject) return false;
  const compiled = compilePermissions(subject);
  if (compiled.permitAll) return true;
  if (compiled.enableNewPermission) return (compiled.menuGrants.get(pageName) ?? 0) > 0;
  return (
    compiled.pagesWithPositiveAction.has(pageName) ||
    (action !== undefined && (compiled.pageActions.get(pageName)?.has(action) ?? false))
  );
}

/**
 * `hasPageRole` with why: rule `page-role` in the old model (missing: `>0`, and `=N` when an action
 * was requested), rule `menu` in the new one.
 */
export function checkPageRole(subject: MaybeSubject, pageName: string, action?: number): Decision {
  if (!subject) return deny('signed-out', pageName);
  const compiled = compilePermissions(subject);
  if (compiled.permitAll) return allow('permit-all', pageName);
  if (compiled.enableNewPermission) return checkMenu(subject, pageName);
  return hasPageRole(subject, pageName, action)
    ? allow('page-role', pageName)
    : deny('page-role', pageName, action === undefined ? ['>0'] : ['>0', `=${action}`]);
}

/**
 * Whether the subject may change things on the current menu. New model: the menu must be visible,
 * and the operation type of its key must not be `R`; that type comes from the permission menu
 * entry of the key when there is one, otherwise from the views (operateType 2 is read-only). Old
 * model: the spec gives no read-only rule, so this is the page-role check with the write action.
 */
export function checkOperation(subject: MaybeSubject, menuKey: string): Decision {
  if (!subject) return deny('signed-out', menuKey);
  const compiled = compilePermissions(subject);
  if (compiled.permitAll) return allow('permit-all', menuKey);
  if (!compiled.enableNewPermission) return checkPageRole(subject, menuKey, PageAction.WRITE);
  const grant = compiled.menuGrants.get(menuKey) ?? 0;
  if (grant === 0) return deny('menu', menuKey, [menuKey]);
  const operationType = compiled.operationTypes.get(menuKey);
  const readOnly = operationType === undefined ? grant === 2 : operationType === OperationType.READ_ONLY;
  return readOnly
    ? deny('read-only-menu', menuKey, [OperationType.READ_WRITE])
    : allow('read-only-menu', menuKey);
}

/** `checkOperation` as a boolean. */
export function canOperate(subject: MaybeSubject, menuKey: string): boolean {
  return checkOperation(subject, menuKey).allowed;
}
