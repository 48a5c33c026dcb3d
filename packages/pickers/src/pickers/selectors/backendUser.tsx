import { listBackendUsers, type BackendUserLookup } from '@opsdesk/api';
import { Select, StatusBadge, useUiLocale, type UiMessageTexts } from '@opsdesk/ui';
import { defineSource } from '../../core/source';
import { inLocale } from '../../i18n/text';
import { createPicker } from '../../react/createPicker';
import type { DialogFilterBar } from '../../react/DialogPicker';

/** The backend user picker's own filters (GET /api/getUsers). */
export interface BackendUserPickerFilters {
  /** `true` enabled accounts only, `false` disabled ones only; every account when left out. */
  readonly enabled?: boolean | undefined;
}

const texts = {
  noun: {
    'zh-CN': '后台用户',
    en: 'back-office user',
    ja: '管理ユーザー',
    'zh-TW': '後台使用者',
    it: 'utente back-office',
  },
  name: { 'zh-CN': '姓名', en: 'Name', ja: '氏名', 'zh-TW': '姓名', it: 'Nome' },
  telephone: { 'zh-CN': '电话', en: 'Telephone', ja: '電話番号', 'zh-TW': '電話', it: 'Telefono' },
  email: { 'zh-CN': '邮箱', en: 'E-mail', ja: 'メール', 'zh-TW': '電子郵件', it: 'E-mail' },
  roles: { 'zh-CN': '角色', en: 'Roles', ja: 'ロール', 'zh-TW': '角色', it: 'Ruoli' },
  status: { 'zh-CN': '状态', en: 'Status', ja: 'ステータス', 'zh-TW': '狀態', it: 'Stato' },
  enabledOnly: {
    'zh-CN': '仅启用',
    en: 'Enabled only',
    ja: '有効のみ',
    'zh-TW': '僅啟用',
    it: 'Solo attivi',
  },
  disabledOnly: {
    'zh-CN': '仅停用',
    en: 'Disabled only',
    ja: '無効のみ',
    'zh-TW': '僅停用',
    it: 'Solo disattivati',
  },
} as const satisfies Record<string, UiMessageTexts>;

/** The provider's back-office accounts, searched by name, login, e-mail or telephone a page at a time. */
export const backendUserSource = defineSource<BackendUserLookup, BackendUserPickerFilters>({
  id: 'backendUser',
  noun: texts.noun,
  key: (user) => user.id,
  label: (user) => user.name,
  description: (user) => [user.email ?? user.telephone, user.rolesName].filter(Boolean).join(' · '),
  search: async ({ http, query, filters, page, size, signal }) => {
    const answer = await listBackendUsers(
      http,
      { keyword: query || undefined, enabled: filters.enabled, page, size },
      { signal },
    );
    return { items: answer.content, total: answer.totalElements };
  },
  // The keyword does not match ids; the accounts are few, and one page of 2000 holds them all.
  resolve: async ({ http, keys, signal }) => {
    const wanted = new Set(keys.map(String));
    const answer = await listBackendUsers(http, {}, { signal });
    return answer.content.filter((user) => wanted.has(String(user.id)));
  },
  columns: [
    { id: 'name', header: texts.name, value: (user) => user.name, width: 200 },
    { id: 'telephone', header: texts.telephone, value: (user) => user.telephone, width: 130 },
    { id: 'email', header: texts.email, value: (user) => user.email, width: 220 },
    { id: 'rolesName', header: texts.roles, value: (user) => user.rolesName, width: 180 },
    {
      id: 'enabled',
      header: texts.status,
      value: (user) => <StatusBadge enabled={user.enabled} />,
      width: 100,
    },
  ],
});

type EnabledChoice = 'enabled' | 'disabled';

/** The status filter above the table of the backend user picker's dialog. */
export const BackendUserFilterBar: DialogFilterBar<BackendUserPickerFilters> = ({ filters, onChange }) => (
  <BackendUserFilterFields filters={filters} onChange={onChange} />
);

function BackendUserFilterFields({
  filters,
  onChange,
}: {
  readonly filters: BackendUserPickerFilters;
  readonly onChange: (filters: BackendUserPickerFilters) => void;
}) {
  const locale = useUiLocale();
  const text = (key: keyof typeof texts) => inLocale(texts[key], locale);
  return (
    <Select<EnabledChoice>
      label={text('status')}
      clearable
      options={[
        { value: 'enabled', label: text('enabledOnly') },
        { value: 'disabled', label: text('disabledOnly') },
      ]}
      value={filters.enabled === undefined ? null : filters.enabled ? 'enabled' : 'disabled'}
      onValueChange={(value) =>
        onChange({ ...filters, enabled: value === null ? undefined : value === 'enabled' })
      }
    />
  );
}

/**
 * The backend user picker (GET /api/getUsers): the provider's back-office accounts by name, login,
 * e-mail or telephone, a page at a time; the value is the account's id. The `enabled` filter (also
 * in the dialog form) keeps enabled or disabled accounts. Customers' accounts are never listed, and
 * a tenant-bound session is refused (403).
 */
export const BackendUserPicker = createPicker(backendUserSource, 'BackendUserPicker', {
  filterBar: BackendUserFilterBar,
});
