import type { Title } from '../catalogue/types';
import type { FieldInput, FieldOption, FieldView } from '../resources/types';

/*
 * Texts and inputs the screens of the reference area (languages, admin, customer service, reference
 * data, location service, booking) share. The words of the area's fields live with their resources
 * in @opsdesk/api; what remains here serves the screens' own titles and the screens of core
 * resources (countries, cities, city levels, airlines, authentication sources).
 */

export const t = (zh: string, en: string, ja: string): Title => ({ 'zh-CN': zh, en, ja });

export type OptionRow = readonly [
  value: string | number | boolean,
  zh: string,
  en: string,
  ja: string,
  tone?: FieldOption['tone'],
];

export const options = (rows: readonly OptionRow[]): FieldOption[] =>
  rows.map(([value, zh, en, ja, tone]) =>
    tone ? { value, label: t(zh, en, ja), tone } : { value, label: t(zh, en, ja) },
  );

export const select = (rows: readonly OptionRow[]): FieldInput => ({
  type: 'select',
  options: options(rows),
});

/** Fields the screens of core resources share. */
export const common = {
  enabled: { label: t('启用状态', 'Status', '状態'), display: 'enabled' },
  tenantId: { label: t('租户', 'Tenant', 'テナント'), input: { type: 'picker', picker: 'tenant' } },
  optionalTenantId: {
    label: t('租户', 'Tenant', 'テナント'),
    input: { type: 'picker', picker: 'tenant' },
    help: t('为空表示适用于所有租户', 'Empty: every tenant', '空欄の場合は全テナント'),
  },
  countryCode: {
    label: t('国家/地区', 'Country or region', '国・地域'),
    input: { type: 'resource', resource: 'country', valueField: 'code', labelField: 'name' },
  },
  description: {
    label: t('描述', 'Description', '説明'),
    input: { type: 'textarea', rows: 3 },
    display: 'multiline',
  },
} as const satisfies Record<string, FieldView>;
