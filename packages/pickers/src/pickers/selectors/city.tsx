import { searchCities, type CityLookup } from '@opsdesk/api';
import { Input, useUiLocale, type UiMessageTexts } from '@opsdesk/ui';
import { defineSource } from '../../core/source';
import { inLocale } from '../../i18n/text';
import { createPicker } from '../../react/createPicker';
import type { DialogFilterBar } from '../../react/DialogPicker';

/** The city picker's own filters (GET /api/custom/location/search). */
export interface CityPickerFilters {
  /** An ISO 3166 alpha-2 country code (`CN`, `JP`); every country when left out. */
  readonly country?: string | undefined;
}

const texts = {
  noun: { 'zh-CN': '城市', en: 'city', ja: '都市', 'zh-TW': '城市', it: 'città' },
  name: { 'zh-CN': '城市名称', en: 'City', ja: '都市名', 'zh-TW': '城市名稱', it: 'Città' },
  nameEn: { 'zh-CN': '英文名称', en: 'English name', ja: '英語名', 'zh-TW': '英文名稱', it: 'Nome inglese' },
  adCode: {
    'zh-CN': '行政区划代码',
    en: 'Area code',
    ja: '行政区画コード',
    'zh-TW': '行政區劃代碼',
    it: 'Codice area',
  },
  type: { 'zh-CN': '类型', en: 'Type', ja: '種別', 'zh-TW': '類型', it: 'Tipo' },
  province: { 'zh-CN': '省份', en: 'Province', ja: '省', 'zh-TW': '省份', it: 'Provincia' },
  country: {
    'zh-CN': '国家代码',
    en: 'Country code',
    ja: '国コード',
    'zh-TW': '國家代碼',
    it: 'Codice paese',
  },
} as const satisfies Record<string, UiMessageTexts>;

/** The enabled cities, searched by name, English name or adCode a page at a time. */
export const citySource = defineSource<CityLookup, CityPickerFilters>({
  id: 'city',
  noun: texts.noun,
  key: (city) => city.adCode,
  label: (city) => city.name,
  // The province (or the country abroad) tells apart two cities of one name.
  description: (city) =>
    [city.adCode, city.typeDescription, city.provinceName ?? city.countryCode].join(' · '),
  search: async ({ http, query, filters, page, size, signal }) => {
    const answer = await searchCities(
      http,
      { country: filters.country || undefined, keyword: query || undefined, page, size },
      { signal },
    );
    return { items: answer.content, total: answer.totalElements };
  },
  // The keyword matches the adCode: one search per code, keeping the exact match.
  resolve: async ({ http, keys, filters, signal }) => {
    const pages = await Promise.all(
      keys.map((key) =>
        searchCities(
          http,
          { country: filters.country || undefined, keyword: String(key), page: 0, size: 20 },
          { signal },
        ),
      ),
    );
    const wanted = new Set(keys.map(String));
    return pages.flatMap((answer) => answer.content).filter((city) => wanted.has(city.adCode));
  },
  columns: [
    { id: 'name', header: texts.name, value: (city) => city.name, width: 140 },
    { id: 'nameEn', header: texts.nameEn, value: (city) => city.nameEn, width: 160 },
    { id: 'adCode', header: texts.adCode, value: (city) => city.adCode, width: 120 },
    { id: 'typeDescription', header: texts.type, value: (city) => city.typeDescription, width: 120 },
    { id: 'provinceName', header: texts.province, value: (city) => city.provinceName, width: 120 },
    { id: 'countryCode', header: texts.country, value: (city) => city.countryCode, width: 100 },
  ],
});

/** The country filter above the table of the city picker's dialog. */
export const CityFilterBar: DialogFilterBar<CityPickerFilters> = ({ filters, onChange }) => (
  <CityFilterFields filters={filters} onChange={onChange} />
);

function CityFilterFields({
  filters,
  onChange,
}: {
  readonly filters: CityPickerFilters;
  readonly onChange: (filters: CityPickerFilters) => void;
}) {
  const locale = useUiLocale();
  return (
    <Input
      label={inLocale(texts.country, locale)}
      maxLength={2}
      value={filters.country ?? ''}
      onChange={(event) => {
        const country = event.target.value.replace(/[^a-z]/gi, '').toUpperCase();
        onChange({ ...filters, country: country || undefined });
      }}
    />
  );
}

/**
 * The city picker (GET /api/custom/location/search): enabled cities by name, English name or
 * adCode; the value is the adCode. The `country` filter (ISO alpha-2) keeps one country's cities;
 * the dialog form sets it.
 */
export const CityPicker = createPicker(citySource, 'CityPicker', { filterBar: CityFilterBar });
