import { listCompanyUserGroups, searchUserGroups, type UserGroupLookup } from '@opsdesk/api';
import type { UiMessageTexts } from '@opsdesk/ui';
import { defineSource, type LookupColumn } from '../../core/source';
import { createPicker } from '../../react/createPicker';
import {
  joinParts,
  lookupTenantId,
  recentPerFilters,
  resolveByPaging,
  sharedTexts,
  type LookupTenantFilter,
} from './common';

/** The user group picker's filters (GET /api/user/groups/search). */
export interface UserGroupPickerFilters extends LookupTenantFilter {
  /** The groups of one company only. */
  readonly companyId?: number | undefined;
}

/** The company user group picker's filters (GET /api/user/groups/company). */
export interface CompanyUserGroupPickerFilters {
  /** The company whose groups are listed: required. */
  readonly companyId?: number | undefined;
}

const texts = {
  noun: {
    'zh-CN': '人员组',
    en: 'user group',
    ja: 'ユーザーグループ',
    'zh-TW': '人員組',
    it: 'gruppo di utenti',
  },
  chooseCompany: sharedTexts.chooseCompany,
} as const satisfies Record<string, UiMessageTexts>;

const columns: readonly LookupColumn<UserGroupLookup>[] = [
  { id: 'name', header: sharedTexts.name, value: (group) => group.name, width: 200 },
  { id: 'code', header: sharedTexts.code, value: (group) => group.code, width: 160 },
  {
    id: 'description',
    header: sharedTexts.description,
    value: (group) => group.description ?? '',
    width: 260,
  },
];

/** Enabled user groups by name or code, a page at a time; every tenant's unless one is named. */
export const userGroupSource = defineSource<UserGroupLookup, UserGroupPickerFilters>({
  id: 'userGroup',
  noun: texts.noun,
  key: (group) => group.id,
  recentKey: recentPerFilters,
  label: (group) => group.name,
  description: (group) => joinParts(group.code, group.description),
  search: async ({ http, scope, query, filters, page, size, signal }) => {
    const answer = await searchUserGroups(
      http,
      {
        tenantId: lookupTenantId(filters, scope),
        companyId: filters.companyId,
        keyword: query || undefined,
        page,
        size,
      },
      { signal },
    );
    return { items: answer.content, total: answer.totalElements };
  },
  // The keyword searches names and codes, not ids: the pages are read for the keys.
  resolve: ({ http, scope, keys, filters, signal }) =>
    resolveByPaging(
      keys,
      (group) => group.id,
      (page, size) =>
        searchUserGroups(
          http,
          { tenantId: lookupTenantId(filters, scope), companyId: filters.companyId, page, size },
          { signal },
        ),
    ),
  columns,
});

/** The enabled user groups of one company, as one list. */
export const companyUserGroupSource = defineSource<UserGroupLookup, CompanyUserGroupPickerFilters>({
  id: 'companyUserGroup',
  noun: texts.noun,
  key: (group) => group.id,
  recentKey: recentPerFilters,
  label: (group) => group.name,
  description: (group) => joinParts(group.code, group.description),
  paging: 'client',
  search: async ({ http, filters, signal }) => {
    // Resolving a value does not validate: without a company there is nothing to list.
    if (filters.companyId === undefined) return { items: [], total: 0 };
    const items = await listCompanyUserGroups(http, { companyId: filters.companyId }, { signal });
    return { items, total: items.length };
  },
  validate: (_query, filters) => (filters.companyId === undefined ? texts.chooseCompany : undefined),
  columns,
});

/**
 * The user group picker (GET /api/user/groups/search): enabled user groups by name or code as you
 * type, a page at a time, of the `tenantId` filter's tenant (else the provider's scope, else every
 * tenant) and, with `companyId`, of one company.
 */
export const UserGroupPicker = createPicker(userGroupSource, 'UserGroupPicker');

/**
 * The company user group picker (GET /api/user/groups/company): every enabled user group of the
 * `companyId` filter's company, filtered as you type. It needs the company.
 */
export const CompanyUserGroupPicker = createPicker(companyUserGroupSource, 'CompanyUserGroupPicker');
