import { listAutoCreditConditions, type AutoCreditConditionLookup } from '@opsdesk/api';
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

/** The auto-credit condition picker's filters (GET /api/credit/auto/{ruleSetId}/conditions). */
export interface AutoCreditConditionPickerFilters extends LookupTenantFilter {
  /** The auto-credit rule set whose conditions are listed: required. */
  readonly ruleSetId?: number | undefined;
}

const texts = {
  noun: {
    'zh-CN': '自动授信规则条件',
    en: 'auto-credit rule condition',
    ja: '自動与信ルールの条件',
    'zh-TW': '自動授信規則條件',
    it: 'condizione della regola di credito automatico',
  },
  chooseRuleSet: {
    'zh-CN': '请先选择自动授信规则。',
    en: 'Choose an auto-credit rule set first.',
    ja: '先に自動与信ルールを選択してください。',
    'zh-TW': '請先選擇自動授信規則。',
    it: 'Scegli prima un insieme di regole di credito automatico.',
  },
} as const;

/** The conditions of one auto-credit rule set of a tenant, as one list. */
export const autoCreditConditionSource = defineSource<
  AutoCreditConditionLookup,
  AutoCreditConditionPickerFilters
>({
  id: 'autoCreditCondition',
  noun: texts.noun,
  key: (condition) => condition.conditionCode,
  recentKey: recentPerFilters,
  label: (condition) => condition.conditionName,
  description: (condition) => joinParts(condition.conditionCode, condition.description),
  paging: 'client',
  search: async ({ http, scope, filters, signal }) => {
    // Resolving a value does not validate: without a rule set there is nothing to list.
    if (filters.ruleSetId === undefined) return { items: [], total: 0 };
    const items = await listAutoCreditConditions(
      http,
      filters.ruleSetId,
      { tenantId: lookupTenantId(filters, scope) },
      { signal },
    );
    return { items, total: items.length };
  },
  validate: (_query, filters, scope) =>
    filters.ruleSetId === undefined ? texts.chooseRuleSet : tenantRule(filters, scope),
  columns: [
    {
      id: 'conditionName',
      header: sharedTexts.name,
      value: (condition) => condition.conditionName,
      width: 240,
    },
    {
      id: 'conditionCode',
      header: sharedTexts.code,
      value: (condition) => condition.conditionCode,
      width: 180,
    },
    {
      id: 'description',
      header: sharedTexts.description,
      value: (condition) => condition.description ?? '',
      width: 280,
    },
  ],
});

/**
 * The auto-credit rule condition picker (GET /api/credit/auto/{ruleSetId}/conditions): the
 * conditions of the `ruleSetId` filter's rule set, filtered as you type. It needs the rule set and a
 * tenant (the `tenantId` filter or the provider's scope).
 */
export const AutoCreditConditionPicker = createPicker(autoCreditConditionSource, 'AutoCreditConditionPicker');
