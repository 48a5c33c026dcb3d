import {
  employeeStatus,
  employeeStatuses,
  fieldLabel,
  staffResource,
  type EmployeeStatus,
} from '@opsdesk/api';
import { usePermissionSubject } from '@opsdesk/auth/react';
import { Badge } from '@opsdesk/ui';
import { useCallback, useMemo } from 'react';
import { catalogue } from '../../../catalogue';
import { permissionCatalogueOf } from '../../../catalogue/model';
import type { RouteDefinition } from '../../../catalogue/types';
import type { FieldView } from '../../../resources/types';
import { useShellLocale, useText } from '../../../i18n';
import { queryDataMessages, type QueryDataMessageId } from './messages';
import { fillText } from '../../shared/localText';
import { buildQueryDataTree, queryDataGrants, type QueryDataGrants } from './queryData';

export type QueryDataText = (id: QueryDataMessageId, values?: Record<string, string | number>) => string;

/**
 * The screen's texts: through react-intl once `queryDataMessages` is merged into the console's
 * messages, from the module itself until then.
 */
export function useQueryDataText(): QueryDataText {
  const t = useText();
  const locale = useShellLocale();
  return useCallback(
    (id, values) => {
      const merged = t(id, values);
      if (merged !== '#') return merged;
      // An id built from a record's code (a kind, a feature) that has no text: the code itself.
      const own = (
        queryDataMessages as Partial<Record<string, (typeof queryDataMessages)[QueryDataMessageId]>>
      )[id];
      return own ? fillText(own[locale], values) : (id.split('.').pop() ?? id);
    },
    [t, locale],
  );
}

/**
 * A route of the catalogue by key. The screens read only its menu key (what the resource permissions
 * check), so a route not bound yet falls back to the customer-service menu.
 */
export function routeOf(key: string): RouteDefinition {
  const entry = catalogue.byKey.get(key);
  if (entry?.kind === 'route') return entry;
  return {
    kind: 'route',
    key,
    title: { 'zh-CN': key, en: key, ja: key },
    menuKey: 'customer-service',
    path: '/main/customer-service/query-data',
    menu: false,
    view: 'custom',
    load: () => Promise.reject(new Error(`Route ${key} is not bound.`)),
  };
}

let queryDataTree: ReturnType<typeof buildQueryDataTree> | undefined;

/** The tabs and the dimission button the signed-in subject (or the previewed role) holds. */
export function useQueryDataGrants(): QueryDataGrants {
  const subject = usePermissionSubject();
  return useMemo(() => {
    queryDataTree ??= buildQueryDataTree(permissionCatalogueOf(catalogue));
    return queryDataGrants(queryDataTree, subject);
  }, [subject]);
}

const isEmployeeStatus = (value: unknown): value is EmployeeStatus =>
  typeof value === 'string' && (employeeStatuses as readonly string[]).includes(value);

/** An employee status (active, leaving soon, left) as a badge, in the staff resource's words and tones. */
export function EmployeeStatusBadge({ status }: { readonly status: unknown }) {
  const locale = useShellLocale();
  if (!isEmployeeStatus(status)) return <>{status === undefined || status === null ? '—' : String(status)}</>;
  const described = employeeStatus.words[status];
  return <Badge tone={described.tone}>{described.words[locale]}</Badge>;
}

/** A field of the staff resource. */
export type StaffField = keyof typeof staffResource.shape & string;

/** The label of a staff field in the shell's language, from the staff resource's description. */
export function useStaffLabel(): (field: StaffField) => string {
  const locale = useShellLocale();
  return useCallback((field: StaffField) => fieldLabel(staffResource, field, locale) ?? field, [locale]);
}

/** Copies a text to the clipboard; false when the browser refuses. */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** How a tenant id reads: the tenant's name, through the tenant picker's source. */
export const tenantView: FieldView = {
  label: { 'zh-CN': '租户', en: 'Tenant', ja: 'テナント' },
  input: { type: 'picker', picker: 'tenant' },
};

/** How a company id reads: the company record's name (the company picker only searches the provider's scope). */
export const companyView: FieldView = {
  label: { 'zh-CN': '公司', en: 'Company', ja: '会社' },
  input: { type: 'resource', resource: 'company', labelField: 'name' },
};
