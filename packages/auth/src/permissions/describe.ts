import type { Decision } from '../types';
import { KEY_LIST_SEPARATOR } from './checks';
import {
  listSeparators,
  permissionMessages,
  resolvePermissionLocale,
  type PermissionLocale,
  type PermissionMessageId,
} from './messages';

function format(
  locale: PermissionLocale,
  id: PermissionMessageId,
  values: Readonly<Record<string, string>>,
): string {
  return permissionMessages[locale][id].replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

function messageOf(decision: Decision): { id: PermissionMessageId; items: readonly string[] } {
  const listed = decision.key === '' ? [] : decision.key.split(KEY_LIST_SEPARATOR);
  const missing = decision.missing ?? [];
  switch (decision.rule) {
    case 'permit-all':
      return { id: 'permission.permitAll', items: [] };
    case 'signed-out':
      return { id: 'permission.signedOut', items: [] };
    case 'authority':
      return {
        id: decision.allowed ? 'permission.authority.allowed' : 'permission.authority.denied',
        items: [],
      };
    case 'all-authorities':
      if (decision.allowed) return { id: 'permission.allAuthorities.allowed', items: listed };
      // One authority short reads better as the single-authority sentence.
      return missing.length === 1
        ? { id: 'permission.authority.denied', items: missing }
        : { id: 'permission.allAuthorities.denied', items: missing };
    case 'any-authority':
      return decision.allowed
        ? { id: 'permission.anyAuthority.allowed', items: [] }
        : { id: 'permission.anyAuthority.denied', items: missing.length > 0 ? missing : listed };
    case 'page-role':
      return {
        id: decision.allowed ? 'permission.pageRole.allowed' : 'permission.pageRole.denied',
        items: [],
      };
    case 'menu':
      return { id: decision.allowed ? 'permission.menu.allowed' : 'permission.menu.denied', items: [] };
    case 'read-only-menu':
      return {
        id: decision.allowed ? 'permission.readOnlyMenu.allowed' : 'permission.readOnlyMenu.denied',
        items: [],
      };
    case 'profile':
      if (decision.allowed) return { id: 'permission.profile.allowed', items: [] };
      return missing.length === 1
        ? { id: 'permission.profile.denied', items: missing }
        : { id: 'permission.profile.deniedAny', items: missing };
  }
}

/**
 * The sentence a 403 page or a "view as" preview shows for a decision, in the given language
 * (`zh_cn`, `zh-TW`, `en`, `ja`, `it`...; English for any other).
 */
export function describeDecision(decision: Decision, locale?: string): string {
  const resolved = resolvePermissionLocale(locale);
  const { id, items } = messageOf(decision);
  const joined = items.join(listSeparators[resolved]);
  // A single missing authority of a list is the key of the sentence it reads as.
  const key =
    id === 'permission.authority.denied' && decision.rule === 'all-authorities' ? joined : decision.key;
  return format(resolved, id, { key, list: joined, values: joined });
}
