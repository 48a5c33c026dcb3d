import { listExpenseLabels, type ExpenseLabelLookup } from '@opsdesk/api';
import { tokens } from '@opsdesk/ui';
import styled from 'styled-components';
import { defineSource } from '../../core/source';
import { createPicker } from '../../react/createPicker';
import { lookupTenantId, recentPerFilters, sharedTexts, tenantRule, type LookupTenantFilter } from './common';

/** The expense label picker's filters (GET /api/expense/labels). */
export type ExpenseLabelPickerFilters = LookupTenantFilter;

const texts = {
  noun: {
    'zh-CN': '费用标签',
    en: 'expense label',
    ja: '経費ラベル',
    'zh-TW': '費用標籤',
    it: 'etichetta di spesa',
  },
  color: { 'zh-CN': '颜色', en: 'Colour', ja: '色', 'zh-TW': '顏色', it: 'Colore' },
} as const;

const Swatch = styled.span`
  display: inline-block;
  width: 12px;
  height: 12px;
  margin-inline-end: ${tokens['space-2']};
  border: 1px solid ${tokens['color-border']};
  border-radius: ${tokens['radius-sm']};
  vertical-align: middle;
`;

/** The enabled expense labels of a tenant, as one list. */
export const expenseLabelSource = defineSource<ExpenseLabelLookup, ExpenseLabelPickerFilters>({
  id: 'expenseLabel',
  noun: texts.noun,
  key: (label) => label.id,
  recentKey: recentPerFilters,
  label: (label) => label.name,
  description: (label) => label.code,
  paging: 'client',
  search: async ({ http, scope, filters, signal }) => {
    const items = await listExpenseLabels(http, { tenantId: lookupTenantId(filters, scope) }, { signal });
    return { items, total: items.length };
  },
  validate: (_query, filters, scope) => tenantRule(filters, scope),
  columns: [
    {
      id: 'name',
      header: sharedTexts.name,
      // The colour is decoration: the name says it all.
      value: (label) => (
        <>
          <Swatch aria-hidden="true" style={{ background: label.color ?? tokens['color-surface-sunken'] }} />
          {label.name}
        </>
      ),
      width: 200,
    },
    { id: 'code', header: sharedTexts.code, value: (label) => label.code, width: 180 },
    { id: 'color', header: texts.color, value: (label) => label.color ?? '', width: 100 },
  ],
});

/**
 * The expense label picker (GET /api/expense/labels): the enabled expense labels of a tenant, by name
 * or code as you type. It needs a tenant: the `tenantId` filter or the provider's scope.
 */
export const ExpenseLabelPicker = createPicker(expenseLabelSource, 'ExpenseLabelPicker');
