import {
  costCenterItemResource,
  costCenterResource,
  creditModelResource,
  creditRuleConditionResource,
  expenseLabelResource,
  receiptedCompanyResource,
  receiptTitleResource,
  taxpayerKinds,
  type AutoCreditConditionLookup,
  type CostCenterItemLookup,
  type CreditModelLookup,
  type ExpenseLabelLookup,
  type LookupRows,
  type ReceiptedCompanyLookup,
  type ReceiptTitleLookup,
} from '@opsdesk/api';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { route } from '../../../http/route';
import { keywordParam, optionalParam, orNull, requiredLookupTenant, tenantIdParam } from '../tenant/shared';
import { listUnpaged, lookupRoute, oidParam, recordByOid } from './records';

const tenantKeywordQuery = z.object({ tenantId: optionalParam(tenantIdParam), keyword: keywordParam });

const itemNumberParam = optionalParam(z.coerce.number().int().min(0));

/**
 * The finance lookups: auto-credit rule conditions, credit models, receipted companies, cost-center
 * items, expense labels and invoice titles. Each lists one tenant's records (provider staff name
 * the tenant; a tenant-bound account reads its own), in use only, in a stable order.
 */
export function registerFinanceLookups(app: FastifyInstance): void {
  const { db } = app.services;

  route(app, {
    ...lookupRoute('listAutoCreditConditions'),
    params: z.object({ ruleSetId: z.coerce.number().int().positive() }),
    query: tenantKeywordQuery,
    handler: async ({ params, query, principal, reply }): Promise<AutoCreditConditionLookup[]> => {
      const { records: conditions } = await listUnpaged(db, reply, creditRuleConditionResource, principal, {
        sort: 'conditionCode,asc',
        keyword: query.keyword,
        filters: { tenantId: requiredLookupTenant(principal, query.tenantId), ruleSetId: params.ruleSetId },
      });
      return conditions.map((condition) => ({
        conditionCode: condition.conditionCode,
        id: condition.id,
        conditionName: condition.conditionName,
        description: orNull(condition.description),
        ruleSetId: condition.ruleSetId,
        tenantId: condition.tenantId,
      }));
    },
  });

  route(app, {
    ...lookupRoute('listCreditModels'),
    query: tenantKeywordQuery,
    handler: async ({ query, principal, reply }): Promise<CreditModelLookup[]> => {
      const { records: models } = await listUnpaged(db, reply, creditModelResource, principal, {
        sort: 'code,asc',
        keyword: query.keyword,
        filters: { tenantId: requiredLookupTenant(principal, query.tenantId), enabled: true },
      });
      return models.map((model) => ({
        id: model.id,
        name: model.name,
        code: model.code,
        description: orNull(model.description),
      }));
    },
  });

  route(app, {
    ...lookupRoute('listReceiptedCompanies'),
    query: tenantKeywordQuery,
    handler: async ({ query, principal, reply }): Promise<ReceiptedCompanyLookup[]> => {
      const { records: companies } = await listUnpaged(db, reply, receiptedCompanyResource, principal, {
        sort: 'companyName,asc',
        keyword: query.keyword,
        filters: { tenantId: requiredLookupTenant(principal, query.tenantId), enabled: true },
      });
      return companies.map((company) => ({
        companyReceiptedOID: company.oid,
        id: company.id,
        companyName: company.companyName,
        taxNumber: company.taxNumber,
        tenantId: company.tenantId,
      }));
    },
  });

  route(app, {
    ...lookupRoute('listCostCenterItems'),
    params: z.object({ costCenterOID: oidParam }),
    query: z.object({
      fromItemNumber: itemNumberParam,
      toItemNumber: itemNumberParam,
      keyword: keywordParam,
    }),
    handler: async ({ params, query, principal, reply }): Promise<CostCenterItemLookup[]> => {
      // The cost center is read first: one the caller may not see answers 404, not an empty list.
      const costCenter = await recordByOid(db, costCenterResource, principal, params.costCenterOID);
      const { fromItemNumber: from, toItemNumber: to } = query;
      // Spec §5: a 'from' above the 'to' is a range with nothing in it, not a mistake to report.
      if (from !== undefined && to !== undefined && from > to) {
        reply.header('X-Total-Count', '0');
        return [];
      }
      const { records: items } = await listUnpaged(db, reply, costCenterItemResource, principal, {
        sort: 'itemNumber,asc',
        keyword: query.keyword,
        filters: { costCenterOid: costCenter.oid, itemNumber: { from, to }, enabled: true },
      });
      return items.map((item) => ({
        id: item.id,
        costCenterOID: item.costCenterOid,
        itemNumber: item.itemNumber,
        name: item.name,
        code: item.code,
      }));
    },
  });

  route(app, {
    ...lookupRoute('listExpenseLabels'),
    query: z.object({ tenantId: optionalParam(tenantIdParam) }),
    handler: async ({ query, principal, reply }): Promise<ExpenseLabelLookup[]> => {
      const { records: labels } = await listUnpaged(db, reply, expenseLabelResource, principal, {
        sort: 'code,asc',
        filters: { tenantId: requiredLookupTenant(principal, query.tenantId), enabled: true },
      });
      return labels.map((label) => ({
        id: label.id,
        name: label.name,
        code: label.code,
        color: orNull(label.color),
      }));
    },
  });

  route(app, {
    ...lookupRoute('listReceiptTitles'),
    query: tenantKeywordQuery.extend({ taxpayerKind: optionalParam(z.enum(taxpayerKinds)) }),
    handler: async ({ query, principal, reply }): Promise<LookupRows<ReceiptTitleLookup>> => {
      const { records: titles, total } = await listUnpaged(db, reply, receiptTitleResource, principal, {
        sort: 'titleName,asc',
        keyword: query.keyword,
        filters: {
          tenantId: requiredLookupTenant(principal, query.tenantId),
          taxpayerKind: query.taxpayerKind,
          enabled: true,
        },
      });
      const rows = titles.map((title) => ({
        key: title.key,
        id: title.id,
        titleName: title.titleName,
        taxNumber: title.taxNumber,
        taxpayerKind: title.taxpayerKind,
        address: orNull(title.address),
        telephone: orNull(title.telephone),
        bankName: orNull(title.bankName),
        bankAccount: orNull(title.bankAccount),
      }));
      return { rows, total };
    },
  });
}
