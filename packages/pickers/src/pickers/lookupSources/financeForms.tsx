import { listFinanceForms, type FinanceFormLookup } from '@opsdesk/api';
import { defineSource } from '../../core/source';
import { LocalText } from '../../i18n/LocalText';
import { createPicker } from '../../react/createPicker';
import {
  joinParts,
  lookupTenantId,
  recentPerFilters,
  sharedTexts,
  tenantRule,
  type LookupTenantFilter,
} from './common';
import { formColumns } from './forms';

/** The finance form picker's filters (GET /api/forms/finance/all). */
export interface FinanceFormPickerFilters extends LookupTenantFilter {
  readonly companyId?: number | undefined;
}

const texts = {
  noun: {
    'zh-CN': '财务单据',
    en: 'finance form',
    ja: '財務フォーム',
    'zh-TW': '財務單據',
    it: 'modulo finanziario',
  },
} as const;

/** Every enabled finance form of a tenant with its company's name, as one list. */
export const financeFormSource = defineSource<FinanceFormLookup, FinanceFormPickerFilters>({
  id: 'financeForm',
  noun: texts.noun,
  key: (form) => form.formOID,
  recentKey: recentPerFilters,
  label: (form) => form.formName,
  // Forms of the same name may belong to different companies.
  description: (form) => joinParts(form.formCode, form.companyName),
  paging: 'client',
  search: async ({ http, scope, filters, signal }) => {
    const items = await listFinanceForms(
      http,
      { tenantId: lookupTenantId(filters, scope), companyId: filters.companyId, showCompany: true },
      { signal },
    );
    return { items, total: items.length };
  },
  validate: (_query, filters, scope) => tenantRule(filters, scope),
  columns: formColumns<FinanceFormLookup>([
    {
      id: 'companyName',
      header: sharedTexts.company,
      value: (form) => form.companyName ?? <LocalText texts={sharedTexts.wholeTenant} />,
      width: 200,
    },
  ]),
});

/**
 * The finance form picker (GET /api/forms/finance/all with showCompany): every enabled finance form
 * of a tenant with its company, filtered as you type. It needs a tenant: the `tenantId` filter or
 * the provider's scope.
 */
export const FinanceFormPicker = createPicker(financeFormSource, 'FinanceFormPicker');
