import {
  contractResource,
  crmCustomerResource,
  orderResource,
  preOpenOrderResource,
  type ContractLookup,
  type CrmCustomerLookup,
  type CrmLifeStatus,
  type OrderLookup,
  type PreOpenOrderLookup,
  type ResourceRecord,
} from '@opsdesk/api';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { MessageId } from '../../../http/messages';
import { must } from '../../../must';
import { access, queryArray, route } from '../../../http/route';
import {
  describeCode,
  enumerationNames,
  listAll,
  listLookup,
  lookupPageQuery,
  lookupTenant,
  mapPage,
  optionalParam,
  orNull,
  requiredLookupTenant,
  tenantIdParam,
} from './shared';

/** The enumeration whose items name the contract types. */
const CONTRACT_TYPE_ENUMERATION = 'CRM_CONTRACT_TYPE';
/** The enumeration whose items name the orders' business (buy) types. */
const BUY_TYPE_ENUMERATION = 'CRM_BUY_TYPE';

const lifeStatusMessages = {
  POTENTIAL: 'LOOKUP_LIFE_STATUS_POTENTIAL',
  SIGNED: 'LOOKUP_LIFE_STATUS_SIGNED',
  RENEWING: 'LOOKUP_LIFE_STATUS_RENEWING',
  LOST: 'LOOKUP_LIFE_STATUS_LOST',
} as const satisfies Record<CrmLifeStatus, MessageId>;

const contractStatusMessages = {
  DRAFT: 'LOOKUP_CONTRACT_STATUS_DRAFT',
  ACTIVE: 'LOOKUP_CONTRACT_STATUS_ACTIVE',
  EXPIRED: 'LOOKUP_CONTRACT_STATUS_EXPIRED',
  TERMINATED: 'LOOKUP_CONTRACT_STATUS_TERMINATED',
} as const satisfies Record<ResourceRecord<typeof contractResource>['contractStatus'], MessageId>;

const codeParam = z.string().trim().min(1).max(64);

/** The CRM customer, contract and order pickers. */
export async function registerCommerceLookupRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.services;

  route(app, {
    method: 'GET',
    url: '/api/crm/customer/info/simple/page',
    access: access.anyOf(crmCustomerResource.permissions.read),
    query: lookupPageQuery.extend({
      lifeStatus: optionalParam(queryArray(crmCustomerResource.shape.lifeStatus)),
      productLine: optionalParam(z.string().trim().max(50)),
      tenantId: optionalParam(tenantIdParam),
    }),
    summary: 'CRM customers by name or code, with their life status described.',
    handler: async ({ query, principal, locale }) => {
      const page = await listLookup(db, crmCustomerResource, principal, {
        ...query,
        sort: query.sort ?? 'customerName,asc',
        filters: {
          lifeStatus: query.lifeStatus,
          productLine: query.productLine,
          // CRM customers are the provider's records; those of a tenant carry its id.
          tenantId: lookupTenant(principal, query.tenantId),
        },
      });
      return mapPage(page, (customers) =>
        customers.map((customer): CrmCustomerLookup => ({
          id: customer.id,
          customerCode: customer.customerCode,
          customerName: customer.customerName,
          productLine: orNull(customer.productLine),
          lifeStatus: customer.lifeStatus,
          lifeStatusDesc: describeCode(locale, lifeStatusMessages, customer.lifeStatus),
          tenantId: customer.tenantId ?? null,
        })),
      );
    },
  });

  route(app, {
    method: 'GET',
    url: '/api/contract/info/page',
    access: access.anyOf(contractResource.permissions.read),
    query: lookupPageQuery.extend({
      tenantId: optionalParam(tenantIdParam),
      contractStatus: optionalParam(queryArray(contractResource.shape.contractStatus)),
      contractType: optionalParam(queryArray(codeParam)),
      owner: optionalParam(z.string().trim().max(50)),
    }),
    summary: 'Contracts by code, signing customer or account, with type and status described.',
    handler: async ({ query, principal, locale }) => {
      const page = await listLookup(db, contractResource, principal, {
        ...query,
        sort: query.sort ?? 'contractCode,asc',
        filters: {
          tenantId: lookupTenant(principal, query.tenantId),
          contractStatus: query.contractStatus,
          contractType: query.contractType,
          owner: query.owner,
        },
      });
      return mapPage(page, async (contracts) => {
        const typeName = await enumerationNames(
          db,
          CONTRACT_TYPE_ENUMERATION,
          contracts.map((contract) => contract.contractType),
          locale,
        );
        return contracts.map((contract): ContractLookup => ({
          id: contract.id,
          tenantId: contract.tenantId,
          contractCode: contract.contractCode,
          signContractCustomer: contract.signContractCustomer,
          actualUseAccount: contract.actualUseAccount,
          contractType: contract.contractType,
          contractTypeDesc: typeName(contract.contractType),
          totalAmount: contract.totalAmount,
          owner: contract.owner,
          contractStatus: contract.contractStatus,
          contractStatusDesc: describeCode(locale, contractStatusMessages, contract.contractStatus),
        }));
      });
    },
  });

  route(app, {
    method: 'GET',
    url: '/api/order/info/page/by/contract/tenant',
    access: access.anyOf(orderResource.permissions.read),
    query: lookupPageQuery.extend({
      contractCode: optionalParam(codeParam),
      tenantId: optionalParam(tenantIdParam),
      orderStatus: optionalParam(queryArray(orderResource.shape.orderStatus)),
      orderType: optionalParam(queryArray(orderResource.shape.orderType)),
    }),
    summary: 'The orders of a contract and/or a tenant, with their business type described.',
    handler: async ({ query, principal, locale }) => {
      const page = await listLookup(db, orderResource, principal, {
        ...query,
        sort: query.sort ?? 'orderCode,asc',
        filters: {
          contractCode: query.contractCode,
          tenantId: lookupTenant(principal, query.tenantId),
          orderStatus: query.orderStatus,
          orderType: query.orderType,
        },
      });
      return mapPage(page, async (orders) => {
        const businessTypeName = await enumerationNames(
          db,
          BUY_TYPE_ENUMERATION,
          orders.map((order) => order.businessType),
          locale,
        );
        return orders.map((order) => toOrderLookup(order, businessTypeName(order.businessType)));
      });
    },
  });

  route(app, {
    method: 'GET',
    url: '/api/order/info/preOpen/by/tenant',
    access: access.anyOf(preOpenOrderResource.permissions.read),
    query: z.object({ tenantId: optionalParam(tenantIdParam) }),
    summary: 'The pre-open orders of a tenant: service types opened before their order, with quantities.',
    handler: async ({ query, principal }) => {
      const orders = await listAll(db, preOpenOrderResource, principal, {
        sort: 'serviceTypeName,asc',
        filters: { tenantId: requiredLookupTenant(principal, query.tenantId) },
      });
      return orders.map((order): PreOpenOrderLookup => ({
        id: order.id,
        tenantId: order.tenantId,
        serviceTypeName: order.serviceTypeName,
        apportionQty: order.apportionQty,
        apportionAmount: order.apportionAmount,
        openDate: orNull(order.openDate),
      }));
    },
  });
}

function toOrderLookup(order: ResourceRecord<typeof orderResource>, businessTypeDesc: string): OrderLookup {
  return {
    id: order.id,
    tenantId: order.tenantId,
    // The service makes an order's code on create: a stored order always has one.
    orderCode: must(order.orderCode, 'a stored order code'),
    contractCode: order.contractCode,
    businessType: order.businessType,
    businessTypeDesc,
    orderType: order.orderType,
    orderStatus: order.orderStatus,
    contractProductName: order.contractProductName,
    buyCount: order.buyCount,
    actualAmount: order.actualAmount,
    effectiveDate: order.effectiveDate,
    expireDate: order.expireDate,
  };
}
