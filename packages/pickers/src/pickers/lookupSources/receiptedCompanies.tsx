import { listReceiptedCompanies, type ReceiptedCompanyLookup } from '@opsdesk/api';
import { defineSource } from '../../core/source';
import { createPicker } from '../../react/createPicker';
import { lookupTenantId, recentPerFilters, sharedTexts, tenantRule, type LookupTenantFilter } from './common';

/** The receipted company picker's filters (GET /api/all/company/receipted/invoices). */
export type ReceiptedCompanyPickerFilters = LookupTenantFilter;

const texts = {
  noun: {
    'zh-CN': '收票公司',
    en: 'receipted company',
    ja: '請求書受領会社',
    'zh-TW': '收票公司',
    it: 'società destinataria delle fatture',
  },
} as const;

/** Every enabled company of a tenant that receives invoices, as one list. */
export const receiptedCompanySource = defineSource<ReceiptedCompanyLookup, ReceiptedCompanyPickerFilters>({
  id: 'receiptedCompany',
  noun: texts.noun,
  key: (company) => company.companyReceiptedOID,
  recentKey: recentPerFilters,
  label: (company) => company.companyName,
  description: (company) => company.taxNumber,
  paging: 'client',
  search: async ({ http, scope, filters, signal }) => {
    const items = await listReceiptedCompanies(
      http,
      { tenantId: lookupTenantId(filters, scope) },
      { signal },
    );
    return { items, total: items.length };
  },
  validate: (_query, filters, scope) => tenantRule(filters, scope),
  columns: [
    { id: 'companyName', header: sharedTexts.name, value: (company) => company.companyName, width: 280 },
    { id: 'taxNumber', header: sharedTexts.taxNumber, value: (company) => company.taxNumber, width: 200 },
  ],
});

/**
 * The receipted company picker (GET /api/all/company/receipted/invoices): every enabled company of a
 * tenant that receives invoices, by name or taxpayer number as you type. It needs a tenant: the
 * `tenantId` filter or the provider's scope.
 */
export const ReceiptedCompanyPicker = createPicker(receiptedCompanySource, 'ReceiptedCompanyPicker');
