import { continents, listCountriesByContinent, type CountryLookup } from '@opsdesk/api';
import { Select, useUiLocale } from '@opsdesk/ui';
import { defineSource } from '../../core/source';
import { inLocale } from '../../i18n/text';
import { createPicker } from '../../react/createPicker';
import type { DialogFilterBar } from '../../react/DialogPicker';

type Continent = (typeof continents)[number];

/** The countries-by-continent picker's filters (spec §7: areas country list continent). */
export interface CountriesByContinentPickerFilters {
  /** One or more continents; every continent when left out. */
  readonly continent?: Continent | readonly Continent[] | undefined;
}

/** The page the call is asked for: the first (it answers the same for 0 and 1) of up to 1000. */
const WHOLE_LIST = { page: 0, size: 1000 } as const;

const texts = {
  noun: { 'zh-CN': '国家/地区', en: 'country', ja: '国・地域', 'zh-TW': '國家/地區', it: 'paese' },
  name: { 'zh-CN': '名称', en: 'Country', ja: '名前', 'zh-TW': '名稱', it: 'Paese' },
  adCode: {
    'zh-CN': '行政区划代码',
    en: 'Area code',
    ja: '地域コード',
    'zh-TW': '行政區劃代碼',
    it: 'Codice area',
  },
  code: { 'zh-CN': '国家代码', en: 'ISO code', ja: 'ISO コード', 'zh-TW': '國家代碼', it: 'Codice ISO' },
  continent: { 'zh-CN': '大洲', en: 'Continent', ja: '大陸', 'zh-TW': '洲別', it: 'Continente' },
} as const;

const continentTexts = {
  ASIA: { 'zh-CN': '亚洲', en: 'Asia', ja: 'アジア', 'zh-TW': '亞洲', it: 'Asia' },
  EUROPE: { 'zh-CN': '欧洲', en: 'Europe', ja: 'ヨーロッパ', 'zh-TW': '歐洲', it: 'Europa' },
  AFRICA: { 'zh-CN': '非洲', en: 'Africa', ja: 'アフリカ', 'zh-TW': '非洲', it: 'Africa' },
  NORTH_AMERICA: {
    'zh-CN': '北美洲',
    en: 'North America',
    ja: '北アメリカ',
    'zh-TW': '北美洲',
    it: 'Nord America',
  },
  SOUTH_AMERICA: {
    'zh-CN': '南美洲',
    en: 'South America',
    ja: '南アメリカ',
    'zh-TW': '南美洲',
    it: 'Sud America',
  },
  OCEANIA: { 'zh-CN': '大洋洲', en: 'Oceania', ja: 'オセアニア', 'zh-TW': '大洋洲', it: 'Oceania' },
  ANTARCTICA: { 'zh-CN': '南极洲', en: 'Antarctica', ja: '南極', 'zh-TW': '南極洲', it: 'Antartide' },
} as const satisfies Record<Continent, unknown>;

function ContinentText({ continent }: { readonly continent: Continent }) {
  const locale = useUiLocale();
  return inLocale(continentTexts[continent], locale);
}

/** The countries of one or more continents, fetched in one page of 1000 and searched locally. */
export const countriesByContinentSource = defineSource<CountryLookup, CountriesByContinentPickerFilters>({
  id: 'countriesByContinent',
  noun: texts.noun,
  key: (country) => country.adCode,
  label: (country) => country.name,
  description: (country) => `${country.code} · ${country.adCode}`,
  paging: 'client',
  search: async ({ http, filters, signal }) => {
    const answer = await listCountriesByContinent(
      http,
      { continent: filters.continent, ...WHOLE_LIST },
      { signal },
    );
    return { items: answer.content, total: answer.totalElements };
  },
  columns: [
    { id: 'name', header: texts.name, value: (country) => country.name, width: 220 },
    { id: 'adCode', header: texts.adCode, value: (country) => country.adCode, width: 120 },
    { id: 'code', header: texts.code, value: (country) => country.code, width: 90 },
    {
      id: 'continent',
      header: texts.continent,
      value: (country) => <ContinentText continent={country.continent} />,
      width: 140,
    },
  ],
});

/** The continent above the dialog's table; clearing it lists every continent. */
export const CountriesByContinentFilterBar: DialogFilterBar<CountriesByContinentPickerFilters> = ({
  filters,
  onChange,
}) => <ContinentField filters={filters} onChange={onChange} />;

function ContinentField({
  filters,
  onChange,
}: {
  readonly filters: CountriesByContinentPickerFilters;
  readonly onChange: (filters: CountriesByContinentPickerFilters) => void;
}) {
  const locale = useUiLocale();
  // Several continents (set by a prop) show as none chosen here; choosing one replaces them.
  const current = typeof filters.continent === 'string' ? filters.continent : null;
  return (
    <Select<Continent>
      label={inLocale(texts.continent, locale)}
      clearable
      options={continents.map((continent) => ({
        value: continent,
        label: inLocale(continentTexts[continent], locale),
      }))}
      value={current}
      onValueChange={(value) => onChange({ ...filters, continent: value ?? undefined })}
    />
  );
}

/**
 * The countries-by-continent picker (GET /api/areas/country/list/continent, page 0, size 1000): the
 * countries of the `continent` filter (every continent when left out) with their name and adCode,
 * filtered as you type; the value is the adCode. Names come in the request's language.
 */
export const CountriesByContinentPicker = createPicker(
  countriesByContinentSource,
  'CountriesByContinentPicker',
  {
    filterBar: CountriesByContinentFilterBar,
  },
);
