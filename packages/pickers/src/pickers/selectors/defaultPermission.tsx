import { listDefaultPermissions, type DefaultPermissionLookup } from '@opsdesk/api';
import { defineSource } from '../../core/source';
import { createPicker } from '../../react/createPicker';

/** The default permission picker's filters (spec §7: resource detail default permission). */
export interface DefaultPermissionPickerFilters {
  /** The menu key the permissions belong to; every menu when left out. */
  readonly resourceKey?: string | undefined;
}

const texts = {
  noun: {
    'zh-CN': '默认权限',
    en: 'default permission',
    ja: '既定の権限',
    'zh-TW': '預設權限',
    it: 'permesso predefinito',
  },
  name: { 'zh-CN': '权限名称', en: 'Permission', ja: '権限名', 'zh-TW': '權限名稱', it: 'Permesso' },
  code: { 'zh-CN': '权限编码', en: 'Code', ja: '権限コード', 'zh-TW': '權限代碼', it: 'Codice' },
  resourceKey: { 'zh-CN': '菜单', en: 'Menu', ja: 'メニュー', 'zh-TW': '選單', it: 'Menu' },
  description: { 'zh-CN': '说明', en: 'Description', ja: '説明', 'zh-TW': '說明', it: 'Descrizione' },
} as const;

/** The default permissions, listed whole by the call and searched locally by name or code. */
export const defaultPermissionSource = defineSource<DefaultPermissionLookup, DefaultPermissionPickerFilters>({
  id: 'defaultPermission',
  noun: texts.noun,
  key: (permission) => permission.permissionCode,
  label: (permission) => permission.permissionName,
  description: (permission) => permission.permissionCode,
  paging: 'client',
  search: async ({ http, filters, signal }) => {
    const items = await listDefaultPermissions(http, { resourceKey: filters.resourceKey }, { signal });
    return { items, total: items.length };
  },
  columns: [
    {
      id: 'permissionName',
      header: texts.name,
      value: (permission) => permission.permissionName,
      width: 180,
    },
    {
      id: 'permissionCode',
      header: texts.code,
      value: (permission) => permission.permissionCode,
      width: 240,
    },
    {
      id: 'resourceKey',
      header: texts.resourceKey,
      value: (permission) => permission.resourceKey,
      width: 180,
    },
    {
      id: 'description',
      header: texts.description,
      value: (permission) => permission.description ?? '',
      width: 260,
    },
  ],
});

/**
 * The default permission picker (GET /api/resource/detail/default/permission): the default
 * permissions (of one menu with the `resourceKey` filter), filtered as you type by name or code;
 * the value is the permissionCode.
 */
export const DefaultPermissionPicker = createPicker(defaultPermissionSource, 'DefaultPermissionPicker');
