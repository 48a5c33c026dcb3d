import { searchAirlines, type AirlineLookup } from '@opsdesk/api';
import { defineSource } from '../../core/source';
import { createPicker } from '../../react/createPicker';

/** The airline picker's filters (spec §7: /api/airline/search). */
export interface AirlinePickerFilters {
  /** The ISO 3166 alpha-2 code of the airline's country. */
  readonly country?: string | undefined;
}

const texts = {
  noun: { 'zh-CN': '航空公司', en: 'airline', ja: '航空会社', 'zh-TW': '航空公司', it: 'compagnia aerea' },
  name: { 'zh-CN': '航空公司', en: 'Airline', ja: '航空会社', 'zh-TW': '航空公司', it: 'Compagnia aerea' },
  code: { 'zh-CN': '二字码', en: 'Code', ja: 'コード', 'zh-TW': '二字碼', it: 'Codice' },
  nameEn: { 'zh-CN': '英文名称', en: 'English name', ja: '英語名', 'zh-TW': '英文名稱', it: 'Nome inglese' },
  country: { 'zh-CN': '国家/地区', en: 'Country', ja: '国・地域', 'zh-TW': '國家/地區', it: 'Paese' },
} as const;

/** The airlines, searched by name, English name or code a page at a time. */
export const airlineSource = defineSource<AirlineLookup, AirlinePickerFilters>({
  id: 'airline',
  noun: texts.noun,
  key: (airline) => airline.code,
  label: (airline) => airline.name,
  description: (airline) => [airline.code, airline.nameEn].filter(Boolean).join(' · '),
  search: async ({ http, query, filters, page, size, signal }) => {
    const answer = await searchAirlines(
      http,
      { keyword: query || undefined, country: filters.country, page, size },
      { signal },
    );
    return { items: answer.content, total: answer.totalElements };
  },
  columns: [
    { id: 'name', header: texts.name, value: (airline) => airline.name, width: 180 },
    { id: 'code', header: texts.code, value: (airline) => airline.code, width: 80 },
    { id: 'nameEn', header: texts.nameEn, value: (airline) => airline.nameEn ?? '', width: 220 },
    { id: 'countryCode', header: texts.country, value: (airline) => airline.countryCode, width: 100 },
  ],
});

/**
 * The airline picker (GET /api/airline/search): airlines by name, English name or code as you type;
 * the value is the airline's two-character code. A value off the first page is found by searching
 * its code.
 */
export const AirlinePicker = createPicker(airlineSource, 'AirlinePicker');
