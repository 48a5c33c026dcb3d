import {
  companyResource,
  formResource,
  pageQuerySchema,
  type FinanceFormLookup,
  type FormLookup,
  type formTypes,
  type Page,
  type ResourceRecord,
} from '@opsdesk/api';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { queryBoolean, route } from '../../../http/route';
import {
  fieldById,
  keywordParam,
  listLookup,
  lookupTenant,
  mapPage,
  optionalParam,
  requiredLookupTenant,
  tenantIdParam,
} from '../tenant/shared';
import { companyIdParam, listUnpaged, lookupRoute } from './records';

const FORM_ORDER = 'formName,asc';

function formLookupOf(form: ResourceRecord<typeof formResource>): FormLookup {
  return {
    formOID: form.oid,
    id: form.id,
    formName: form.formName,
    formCode: form.formCode,
    formType: form.formType,
    documentCategory: form.documentCategory,
    tenantId: form.tenantId,
    companyId: form.companyId ?? null,
    enabled: form.enabled,
  };
}

const documentCategoryParam = optionalParam(z.coerce.number().int().positive());

const proxyFormSearchQuery = pageQuerySchema.pick({ page: true, size: true }).extend({
  tenantId: optionalParam(tenantIdParam),
  companyId: companyIdParam,
  keyword: keywordParam,
  documentCategory: documentCategoryParam,
  enabled: optionalParam(queryBoolean),
});

const tenantFormQuery = z.object({
  tenantId: optionalParam(tenantIdParam),
  companyId: companyIdParam,
  documentCategory: documentCategoryParam,
});

/**
 * The form lookups: proxy forms (bill proxy rules), loan-reference forms and finance forms. Each
 * reads the form records of one type; the unpaged lists need a tenant (a tenant-bound account's
 * own by default) and answer enabled forms only.
 */
export function registerFormLookups(app: FastifyInstance): void {
  const { db } = app.services;

  // The search answers forms in any state unless `enabled` says, for maintaining rules that may
  // still name a disabled form; the audit search only forms in use.
  for (const [call, enabledOnly] of [
    ['searchProxyForms', false],
    ['searchAuditProxyForms', true],
  ] as const) {
    route(app, {
      ...lookupRoute(call),
      query: proxyFormSearchQuery,
      handler: async ({ query, principal }): Promise<Page<FormLookup>> => {
        const page = await listLookup(db, formResource, principal, {
          page: query.page,
          size: query.size,
          sort: FORM_ORDER,
          keyword: query.keyword,
          filters: {
            tenantId: lookupTenant(principal, query.tenantId),
            companyId: query.companyId,
            formType: ['PROXY'],
            documentCategory: query.documentCategory,
            enabled: enabledOnly ? true : query.enabled,
          },
        });
        return mapPage(page, (forms) => forms.map(formLookupOf));
      },
    });
  }

  const tenantForms = (
    call: 'listCustomProxyForms' | 'listLoanReferenceForms',
    formType: (typeof formTypes)[number],
  ) =>
    route(app, {
      ...lookupRoute(call),
      query: tenantFormQuery,
      handler: async ({ query, principal, reply }): Promise<FormLookup[]> => {
        const { records: forms } = await listUnpaged(db, reply, formResource, principal, {
          sort: FORM_ORDER,
          filters: {
            tenantId: requiredLookupTenant(principal, query.tenantId),
            companyId: query.companyId,
            formType: [formType],
            documentCategory: query.documentCategory,
            enabled: true,
          },
        });
        return forms.map(formLookupOf);
      },
    });
  tenantForms('listCustomProxyForms', 'PROXY');
  tenantForms('listLoanReferenceForms', 'LOAN_REFERENCE');

  route(app, {
    ...lookupRoute('listFinanceForms'),
    query: tenantFormQuery
      .omit({ documentCategory: true })
      .extend({ showCompany: optionalParam(queryBoolean) }),
    handler: async ({ query, principal, reply }): Promise<FinanceFormLookup[]> => {
      const { records: forms } = await listUnpaged(db, reply, formResource, principal, {
        sort: FORM_ORDER,
        filters: {
          tenantId: requiredLookupTenant(principal, query.tenantId),
          companyId: query.companyId,
          formType: ['FINANCE'],
          enabled: true,
        },
      });
      if (!query.showCompany) return forms.map(formLookupOf);
      const companyNames = await fieldById(
        db,
        companyResource,
        'name',
        forms.flatMap((form) => (form.companyId === undefined ? [] : [form.companyId])),
      );
      return forms.map((form) => ({
        ...formLookupOf(form),
        companyName: form.companyId === undefined ? null : (companyNames.get(form.companyId) ?? null),
      }));
    },
  });
}
