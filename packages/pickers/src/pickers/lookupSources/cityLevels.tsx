import { listMyCityLevels, type CityLevelLookup } from '@opsdesk/api';
import { defineSource } from '../../core/source';
import { createPicker } from '../../react/createPicker';
import {
  joinParts,
  lookupTenantId,
  recentPerFilters,
  sharedTexts,
  tenantRule,
  type LookupTenantFilter,
} from './common';

/** The city level picker's filters (GET /api/levels/my). */
export type CityLevelPickerFilters = LookupTenantFilter;

const texts = {
  noun: {
    'zh-CN': '城市级别',
    en: 'city level',
    ja: '都市レベル',
    'zh-TW': '城市級別',
    it: 'livello di città',
  },
  cities: { 'zh-CN': '城市数', en: 'Cities', ja: '都市数', 'zh-TW': '城市數', it: 'Città' },
} as const;

/** The city levels of a tenant's travel standards, as one list. */
export const cityLevelSource = defineSource<CityLevelLookup, CityLevelPickerFilters>({
  id: 'cityLevel',
  noun: texts.noun,
  key: (level) => level.id,
  recentKey: recentPerFilters,
  label: (level) => level.name,
  description: (level) => joinParts(level.code, level.description),
  paging: 'client',
  search: async ({ http, scope, filters, signal }) => {
    const items = await listMyCityLevels(http, { tenantId: lookupTenantId(filters, scope) }, { signal });
    return { items, total: items.length };
  },
  validate: (_query, filters, scope) => tenantRule(filters, scope),
  columns: [
    { id: 'name', header: sharedTexts.name, value: (level) => level.name, width: 160 },
    { id: 'code', header: sharedTexts.code, value: (level) => level.code, width: 100 },
    {
      id: 'description',
      header: sharedTexts.description,
      value: (level) => level.description ?? '',
      width: 260,
    },
    {
      id: 'cities',
      header: texts.cities,
      value: (level) => level.cityAdCodes.length,
      width: 90,
      align: 'end',
    },
  ],
});

/**
 * The city level picker (GET /api/levels/my): the city levels of a tenant's travel standards, by
 * name or code as you type. It needs a tenant: the `tenantId` filter or the provider's scope.
 */
export const CityLevelPicker = createPicker(cityLevelSource, 'CityLevelPicker');
