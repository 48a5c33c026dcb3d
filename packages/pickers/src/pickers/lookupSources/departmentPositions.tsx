import { listDepartmentPositions, type DepartmentPositionLookup } from '@opsdesk/api';
import { defineSource } from '../../core/source';
import { createPicker } from '../../react/createPicker';
import { lookupTenantId, recentPerFilters, sharedTexts, tenantRule, type LookupTenantFilter } from './common';

/** The department position picker's filters (GET /api/departmentposition). */
export interface DepartmentPositionPickerFilters extends LookupTenantFilter {
  /** The positions of one company only. */
  readonly companyId?: number | undefined;
  /** The positions of one department only. */
  readonly departmentOID?: string | undefined;
}

const texts = {
  noun: {
    'zh-CN': '部门职位',
    en: 'department position',
    ja: '部門の役職',
    'zh-TW': '部門職位',
    it: 'posizione di reparto',
  },
} as const;

/** Every enabled position of a tenant (or of a company or department), as one list. */
export const departmentPositionSource = defineSource<
  DepartmentPositionLookup,
  DepartmentPositionPickerFilters
>({
  id: 'departmentPosition',
  noun: texts.noun,
  key: (position) => position.positionCode,
  recentKey: recentPerFilters,
  label: (position) => position.positionName,
  // Position names repeat from department to department; the code tells them apart.
  description: (position) => position.positionCode,
  paging: 'client',
  search: async ({ http, scope, filters, signal }) => {
    const items = await listDepartmentPositions(
      http,
      {
        tenantId: lookupTenantId(filters, scope),
        companyId: filters.companyId,
        departmentOID: filters.departmentOID,
      },
      { signal },
    );
    return { items, total: items.length };
  },
  validate: (_query, filters, scope) => tenantRule(filters, scope),
  columns: [
    { id: 'positionName', header: sharedTexts.name, value: (position) => position.positionName, width: 220 },
    { id: 'positionCode', header: sharedTexts.code, value: (position) => position.positionCode, width: 180 },
  ],
});

/**
 * The department position picker (GET /api/departmentposition): every enabled position of a tenant,
 * or of the `companyId` or `departmentOID` filter's company or department, by name or code as you
 * type. It needs a tenant: the `tenantId` filter or the provider's scope.
 */
export const DepartmentPositionPicker = createPicker(departmentPositionSource, 'DepartmentPositionPicker');
