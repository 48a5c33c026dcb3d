import { listLoanReferenceForms, type FormLookup } from '@opsdesk/api';
import { defineSource } from '../../core/source';
import { createPicker } from '../../react/createPicker';
import { lookupTenantId, recentPerFilters, tenantRule, type LookupTenantFilter } from './common';
import { formColumns, type FormLookupFilters } from './forms';

/** The loan-reference form picker's filters (GET /api/forms/loan/reference). */
export interface LoanReferenceFormPickerFilters extends LookupTenantFilter, FormLookupFilters {}

const texts = {
  noun: {
    'zh-CN': '借款关联单据',
    en: 'loan-reference form',
    ja: '仮払参照フォーム',
    'zh-TW': '借款關聯單據',
    it: 'modulo di riferimento prestito',
  },
} as const;

/** Every enabled loan-reference form of a tenant, as one list. */
export const loanReferenceFormSource = defineSource<FormLookup, LoanReferenceFormPickerFilters>({
  id: 'loanReferenceForm',
  noun: texts.noun,
  key: (form) => form.formOID,
  recentKey: recentPerFilters,
  label: (form) => form.formName,
  description: (form) => form.formCode,
  paging: 'client',
  search: async ({ http, scope, filters, signal }) => {
    const items = await listLoanReferenceForms(
      http,
      {
        tenantId: lookupTenantId(filters, scope),
        companyId: filters.companyId,
        documentCategory: filters.documentCategory,
      },
      { signal },
    );
    return { items, total: items.length };
  },
  validate: (_query, filters, scope) => tenantRule(filters, scope),
  columns: formColumns(),
});

/**
 * The loan-reference form picker (GET /api/forms/loan/reference): every enabled loan-reference form
 * of a tenant, filtered as you type. It needs a tenant: the `tenantId` filter or the provider's scope.
 */
export const LoanReferenceFormPicker = createPicker(loanReferenceFormSource, 'LoanReferenceFormPicker');
