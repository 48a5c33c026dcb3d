import { searchFunctionPackages, type FunctionPackageLookup } from '@opsdesk/api';
import { useUiLocale } from '@opsdesk/ui';
import { defineSource } from '../../core/source';
import { inLocale } from '../../i18n/text';
import { createPicker } from '../../react/createPicker';

/** The function package picker's filters (spec §7: /api/funcPkg/query/pages). */
export interface FunctionPackagePickerFilters {
  /** `true` by default: the enabled packages. `false`: the disabled ones. `null`: every package. */
  readonly isEnabled?: boolean | null | undefined;
}

const texts = {
  noun: {
    'zh-CN': '功能包',
    en: 'function package',
    ja: '機能パッケージ',
    'zh-TW': '功能包',
    it: 'pacchetto funzionale',
  },
  name: { 'zh-CN': '功能包名称', en: 'Package', ja: 'パッケージ名', 'zh-TW': '功能包名稱', it: 'Pacchetto' },
  code: { 'zh-CN': '功能包编码', en: 'Code', ja: 'コード', 'zh-TW': '功能包代碼', it: 'Codice' },
  description: { 'zh-CN': '说明', en: 'Description', ja: '説明', 'zh-TW': '說明', it: 'Descrizione' },
  status: { 'zh-CN': '状态', en: 'Status', ja: '状態', 'zh-TW': '狀態', it: 'Stato' },
  enabled: { 'zh-CN': '启用', en: 'Enabled', ja: '有効', 'zh-TW': '啟用', it: 'Attivo' },
  disabled: { 'zh-CN': '停用', en: 'Disabled', ja: '無効', 'zh-TW': '停用', it: 'Disattivato' },
} as const;

/** Enabled or disabled, in the interface language. */
function EnabledText({ enabled }: { readonly enabled: boolean }) {
  const locale = useUiLocale();
  return inLocale(enabled ? texts.enabled : texts.disabled, locale);
}

/** `isEnabled` as the call takes it: true unless told otherwise, nothing for every package. */
const isEnabledOf = (filters: FunctionPackagePickerFilters): boolean | undefined =>
  filters.isEnabled === undefined ? true : (filters.isEnabled ?? undefined);

/** The function packages, searched by name or code a page at a time. */
export const functionPackageSource = defineSource<FunctionPackageLookup, FunctionPackagePickerFilters>({
  id: 'functionPackage',
  noun: texts.noun,
  key: (pkg) => pkg.pkgCode,
  label: (pkg) => pkg.pkgName,
  description: (pkg) => [pkg.pkgCode, pkg.pkgDescription].filter(Boolean).join(' · '),
  search: async ({ http, query, filters, page, size, signal }) => {
    const answer = await searchFunctionPackages(
      http,
      { keyword: query || undefined, page, size, isEnabled: isEnabledOf(filters) },
      { signal },
    );
    return { items: answer.content, total: answer.totalElements };
  },
  // A value may name a package disabled since: it is looked up among every package.
  resolve: async ({ http, keys, signal }) => {
    const pages = await Promise.all(
      keys.map((key) =>
        searchFunctionPackages(http, { keyword: String(key), page: 0, size: 20 }, { signal }),
      ),
    );
    return pages.flatMap((answer) => answer.content);
  },
  columns: [
    { id: 'pkgCode', header: texts.code, value: (pkg) => pkg.pkgCode, width: 150 },
    { id: 'pkgName', header: texts.name, value: (pkg) => pkg.pkgName, width: 180 },
    { id: 'pkgDescription', header: texts.description, value: (pkg) => pkg.pkgDescription ?? '', width: 280 },
    { id: 'enabled', header: texts.status, value: (pkg) => <EnabledText enabled={pkg.enabled} />, width: 90 },
  ],
});

/**
 * The function package picker (GET /api/funcPkg/query/pages with page, size and isEnabled): the
 * enabled packages by name or code as you type; the value is the pkgCode.
 */
export const FunctionPackagePicker = createPicker(functionPackageSource, 'FunctionPackagePicker');
