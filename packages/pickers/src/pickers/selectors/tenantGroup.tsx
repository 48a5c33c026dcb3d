import { listTenantGroups, type TenantGroupLookup } from '@opsdesk/api';
import { defineSource } from '../../core/source';
import { createPicker } from '../../react/createPicker';

/** The tenant group picker's filters (spec §7: /api/tenantGroup). */
export interface TenantGroupPickerFilters {
  /** `true` by default: the enabled groups. `false`: the disabled ones. */
  readonly isEnabled?: boolean | undefined;
}

const texts = {
  noun: {
    'zh-CN': '租户组',
    en: 'tenant group',
    ja: 'テナントグループ',
    'zh-TW': '租戶群組',
    it: 'gruppo di tenant',
  },
  name: {
    'zh-CN': '租户组名称',
    en: 'Group name',
    ja: 'グループ名',
    'zh-TW': '租戶群組名稱',
    it: 'Nome gruppo',
  },
  code: {
    'zh-CN': '租户组编码',
    en: 'Group code',
    ja: 'グループコード',
    'zh-TW': '租戶群組代碼',
    it: 'Codice gruppo',
  },
} as const;

/** The tenant groups, listed whole by the call and searched locally by name or code. */
export const tenantGroupSource = defineSource<TenantGroupLookup, TenantGroupPickerFilters>({
  id: 'tenantGroup',
  noun: texts.noun,
  key: (group) => group.tenantGroupCode,
  label: (group) => group.tenantGroupName,
  description: (group) => group.tenantGroupCode,
  paging: 'client',
  search: async ({ http, filters, signal }) => {
    const items = await listTenantGroups(http, { isEnabled: filters.isEnabled ?? true }, { signal });
    return { items, total: items.length };
  },
  columns: [
    { id: 'tenantGroupName', header: texts.name, value: (group) => group.tenantGroupName, width: 240 },
    { id: 'tenantGroupCode', header: texts.code, value: (group) => group.tenantGroupCode, width: 180 },
  ],
});

/**
 * The tenant group picker (GET /api/tenantGroup?isEnabled=true): the enabled groups, filtered as you
 * type by name or code; the value is the tenantGroupCode.
 */
export const TenantGroupPicker = createPicker(tenantGroupSource, 'TenantGroupPicker');
