import {
  listChildDepartments,
  listRootDepartments,
  searchDepartmentsLike,
  type DepartmentLookup,
  type DepartmentMatchLookup,
} from '@opsdesk/api';
import type { HttpClient } from '@opsdesk/http';
import { keyText } from '../../core/lookup';
import { defineSource, type LookupKey, type LookupScope } from '../../core/source';
import { createPicker } from '../../react/createPicker';
import {
  joinParts,
  lookupTenantId,
  mapLimited,
  recentPerFilters,
  sharedTexts,
  tenantRule,
  type LookupTenantFilter,
} from './common';

/** A department of the tree, with its ancestors from the root down when they are known. */
export type DepartmentOption = DepartmentLookup & {
  readonly path?: DepartmentMatchLookup['path'] | undefined;
};

/** The department pickers' filters (GET /api/departments/root/v2 and /api/departments/like). */
export interface DepartmentPickerFilters extends LookupTenantFilter {
  /** The departments of one company only. */
  readonly companyId?: number | undefined;
}

export const departmentTexts = {
  noun: { 'zh-CN': '部门', en: 'department', ja: '部門', 'zh-TW': '部門', it: 'reparto' },
  path: {
    'zh-CN': '上级部门',
    en: 'Parent departments',
    ja: '上位部門',
    'zh-TW': '上級部門',
    it: 'Reparti superiori',
  },
  manager: { 'zh-CN': '负责人', en: 'Manager', ja: '責任者', 'zh-TW': '負責人', it: 'Responsabile' },
} as const;

/** The names of a department's ancestors, from the root down. */
export const departmentPathText = (department: DepartmentOption): string | undefined =>
  department.path && department.path.length > 0
    ? department.path.map((ancestor) => ancestor.name).join(' / ')
    : undefined;

/** Child lists read at most when resolving keys through the tree. */
const RESOLVE_MAX_REQUESTS = 200;
const CHILD_REQUESTS_AT_ONCE = 6;

/** The children of a department, each with its path. */
export async function childDepartments(
  http: HttpClient,
  parent: DepartmentOption,
  signal: AbortSignal,
): Promise<DepartmentOption[]> {
  const path = [...(parent.path ?? []), { departmentOID: parent.departmentOID, name: parent.name }];
  const children = await listChildDepartments(http, parent.departmentOID, { signal });
  return children.map((child) => ({ ...child, path }));
}

/**
 * The departments of `keys`, found by walking the tree level by level from the roots: no call
 * fetches a department by OID. It stops when every key is found, or after `RESOLVE_MAX_REQUESTS`
 * child lists; a caller that has the departments passes them as `knownItems` instead.
 */
async function findInTree(
  http: HttpClient,
  scope: LookupScope,
  filters: DepartmentPickerFilters,
  keys: readonly LookupKey[],
  signal: AbortSignal,
): Promise<DepartmentOption[]> {
  const wanted = new Set(keys.map(keyText));
  const found: DepartmentOption[] = [];
  let level: DepartmentOption[] = await listRootDepartments(
    http,
    { tenantId: lookupTenantId(filters, scope), companyId: filters.companyId },
    { signal },
  );
  let requests = 0;
  while (level.length > 0) {
    for (const department of level) if (wanted.delete(department.departmentOID)) found.push(department);
    const parents = level.filter((department) => department.hasChildren);
    if (wanted.size === 0 || parents.length === 0 || requests + parents.length > RESOLVE_MAX_REQUESTS) break;
    requests += parents.length;
    level = (
      await mapLimited(parents, CHILD_REQUESTS_AT_ONCE, (parent) => childDepartments(http, parent, signal))
    ).flat();
  }
  return found;
}

/**
 * The departments of a tenant: its root departments for an empty query, else the departments whose
 * name or code contains the query, a page at a time, each with its path from the root.
 */
export const departmentSource = defineSource<DepartmentOption, DepartmentPickerFilters>({
  id: 'department',
  noun: departmentTexts.noun,
  key: (department) => department.departmentOID,
  recentKey: recentPerFilters,
  label: (department) => department.name,
  // Department names repeat under different parents ("Finance" in every company): the path tells them apart.
  description: (department) => joinParts(department.code, departmentPathText(department)),
  search: async ({ http, scope, query, filters, page, size, signal }) => {
    const tenantId = lookupTenantId(filters, scope);
    if (query === '') {
      // The roots come as one list; the pages are cut from it.
      const roots = await listRootDepartments(http, { tenantId, companyId: filters.companyId }, { signal });
      return { items: roots.slice(page * size, (page + 1) * size), total: roots.length };
    }
    const answer = await searchDepartmentsLike(
      http,
      { name: query, tenantId, companyId: filters.companyId, page, size },
      { signal },
    );
    return { items: answer.content, total: answer.totalElements };
  },
  resolve: ({ http, scope, keys, filters, signal }) => findInTree(http, scope, filters, keys, signal),
  // The roots need a tenant; a search by name may cover every tenant (each match shows its path).
  validate: (query, filters, scope) => (query === '' ? tenantRule(filters, scope) : undefined),
  columns: [
    { id: 'name', header: sharedTexts.name, value: (department) => department.name, width: 200 },
    { id: 'code', header: sharedTexts.code, value: (department) => department.code, width: 140 },
    {
      id: 'path',
      header: departmentTexts.path,
      value: (department) => departmentPathText(department) ?? '',
      width: 280,
    },
    {
      id: 'manager',
      header: departmentTexts.manager,
      value: (department) => department.managerName ?? '',
      width: 110,
    },
  ],
});

/**
 * The department picker in list form (GET /api/departments/root/v2 before typing, then
 * /api/departments/like): the root departments of a tenant, and as you type the departments whose
 * name or code contains the text, each described by its code and its path from the root. The roots
 * need a tenant (the `tenantId` filter or the provider's scope). `DepartmentTreePicker` browses the
 * tree instead.
 */
export const DepartmentPicker = createPicker(departmentSource, 'DepartmentPicker');
