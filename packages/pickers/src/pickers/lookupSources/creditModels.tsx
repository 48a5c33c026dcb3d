import { listCreditModels, type CreditModelLookup } from '@opsdesk/api';
import { defineSource } from '../../core/source';
import { createPicker } from '../../react/createPicker';
import { lookupTenantId, recentPerFilters, sharedTexts, tenantRule, type LookupTenantFilter } from './common';

/** The credit model picker's filters (GET /api/credit/all/model). */
export type CreditModelPickerFilters = LookupTenantFilter;

const texts = {
  noun: {
    'zh-CN': '信用模型',
    en: 'credit model',
    ja: '与信モデル',
    'zh-TW': '信用模型',
    it: 'modello di credito',
  },
} as const;

/** The enabled credit models of a tenant, as one list. */
export const creditModelSource = defineSource<CreditModelLookup, CreditModelPickerFilters>({
  id: 'creditModel',
  noun: texts.noun,
  key: (model) => model.id,
  recentKey: recentPerFilters,
  label: (model) => model.name,
  description: (model) => model.code,
  paging: 'client',
  search: async ({ http, scope, filters, signal }) => {
    const items = await listCreditModels(http, { tenantId: lookupTenantId(filters, scope) }, { signal });
    return { items, total: items.length };
  },
  validate: (_query, filters, scope) => tenantRule(filters, scope),
  columns: [
    { id: 'name', header: sharedTexts.name, value: (model) => model.name, width: 180 },
    { id: 'code', header: sharedTexts.code, value: (model) => model.code, width: 160 },
    {
      id: 'description',
      header: sharedTexts.description,
      value: (model) => model.description ?? '',
      width: 300,
    },
  ],
});

/**
 * The credit model picker (GET /api/credit/all/model): the enabled credit models of a tenant, by name
 * or code as you type. It needs a tenant: the `tenantId` filter or the provider's scope.
 */
export const CreditModelPicker = createPicker(creditModelSource, 'CreditModelPicker');
