import { listCloudEnvironments, type CloudEnvironment } from '@opsdesk/api';
import { defineSource } from '../../core/source';
import { createPicker } from '../../react/createPicker';

/** The cloud environment picker's filters (spec §7: /api/cloud/env). */
export interface CloudEnvironmentPickerFilters {
  /** `true` by default: the enabled environments. `false`: the disabled ones. `null`: every one. */
  readonly enable?: boolean | null | undefined;
}

const texts = {
  noun: {
    'zh-CN': '云环境',
    en: 'cloud environment',
    ja: 'クラウド環境',
    'zh-TW': '雲端環境',
    it: 'ambiente cloud',
  },
  name: {
    'zh-CN': '云环境名称',
    en: 'Cloud environment',
    ja: 'クラウド環境名',
    'zh-TW': '雲端環境名稱',
    it: 'Ambiente cloud',
  },
  code: { 'zh-CN': '编码', en: 'Code', ja: 'コード', 'zh-TW': '代碼', it: 'Codice' },
  provider: {
    'zh-CN': '云服务商',
    en: 'Provider',
    ja: 'プロバイダー',
    'zh-TW': '雲端服務商',
    it: 'Fornitore',
  },
  region: { 'zh-CN': '区域', en: 'Region', ja: 'リージョン', 'zh-TW': '區域', it: 'Regione' },
} as const;

/** `enable` as the call takes it: true unless told otherwise, nothing for every environment. */
const enableOf = (filters: CloudEnvironmentPickerFilters): boolean | undefined =>
  filters.enable === undefined ? true : (filters.enable ?? undefined);

/** The cloud environments, listed whole by the call and searched locally by name or code. */
export const cloudEnvironmentSource = defineSource<CloudEnvironment, CloudEnvironmentPickerFilters>({
  id: 'cloudEnvironment',
  noun: texts.noun,
  key: (environment) => environment.code,
  label: (environment) => environment.name,
  description: (environment) =>
    [environment.code, environment.provider, environment.region].filter(Boolean).join(' · '),
  paging: 'client',
  search: async ({ http, filters, signal }) => {
    const items = await listCloudEnvironments(http, enableOf(filters), { signal });
    return { items, total: items.length };
  },
  // A value may name an environment disabled since: it is looked up among every environment.
  resolve: ({ http, signal }) => listCloudEnvironments(http, undefined, { signal }),
  columns: [
    { id: 'name', header: texts.name, value: (environment) => environment.name, width: 240 },
    { id: 'code', header: texts.code, value: (environment) => environment.code, width: 120 },
    {
      id: 'provider',
      header: texts.provider,
      value: (environment) => environment.provider ?? '',
      width: 140,
    },
    { id: 'region', header: texts.region, value: (environment) => environment.region, width: 90 },
  ],
});

/**
 * The cloud environment picker (GET /api/cloud/env?enable=true): the enabled cloud environments
 * (the `enable` filter changes it; `null` lists every one), filtered as you type by name or code;
 * the value is the environment's code.
 */
export const CloudEnvironmentPicker = createPicker(cloudEnvironmentSource, 'CloudEnvironmentPicker');
