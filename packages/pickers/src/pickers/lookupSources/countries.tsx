import { listInternationalAreas, type CountryLookup } from '@opsdesk/api';
import { defineSource } from '../../core/source';
import { LocalText } from '../../i18n/LocalText';
import { createPicker } from '../../react/createPicker';
import { sharedTexts } from './common';

/** The international area picker has no filters of its own. */
export type InternationalAreaPickerFilters = Record<string, never>;

const texts = {
  noun: { 'zh-CN': '国家/地区', en: 'country', ja: '国・地域', 'zh-TW': '國家/地區', it: 'paese' },
  adCode: {
    'zh-CN': '行政区划代码',
    en: 'Area code',
    ja: '地域コード',
    'zh-TW': '行政區劃代碼',
    it: 'Codice area',
  },
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
    it: 'America del Nord',
  },
  SOUTH_AMERICA: {
    'zh-CN': '南美洲',
    en: 'South America',
    ja: '南アメリカ',
    'zh-TW': '南美洲',
    it: 'America del Sud',
  },
  OCEANIA: { 'zh-CN': '大洋洲', en: 'Oceania', ja: 'オセアニア', 'zh-TW': '大洋洲', it: 'Oceania' },
  ANTARCTICA: { 'zh-CN': '南极洲', en: 'Antarctica', ja: '南極', 'zh-TW': '南極洲', it: 'Antartide' },
} as const satisfies Record<CountryLookup['continent'], Record<string, string>>;

/** The countries other than the home country, named in the interface language, as one list. */
export const internationalAreaSource = defineSource<CountryLookup, InternationalAreaPickerFilters>({
  id: 'internationalArea',
  noun: texts.noun,
  key: (country) => country.code,
  label: (country) => country.name,
  description: (country) => country.code,
  paging: 'client',
  search: async ({ http, signal }) => {
    const items = await listInternationalAreas(http, {}, { signal });
    return { items, total: items.length };
  },
  columns: [
    { id: 'name', header: sharedTexts.name, value: (country) => country.name, width: 220 },
    { id: 'code', header: sharedTexts.code, value: (country) => country.code, width: 80 },
    { id: 'adCode', header: texts.adCode, value: (country) => country.adCode, width: 120 },
    {
      id: 'continent',
      header: texts.continent,
      value: (country) => <LocalText texts={continentTexts[country.continent]} />,
      width: 140,
    },
  ],
});

/**
 * The country picker of the international areas (GET /api/areas/international/list): every country
 * but the home country, by name or ISO code as you type.
 */
export const InternationalAreaPicker = createPicker(internationalAreaSource, 'InternationalAreaPicker');
