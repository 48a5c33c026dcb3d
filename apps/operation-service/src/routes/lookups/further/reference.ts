import {
  cityLevelResource,
  currencyResource,
  enumerationItemResource,
  exchangeRateResource,
  labelDocumentCategories,
  labelResource,
  ValidationMessage,
  type CityLevelLookup,
  type ExchangeRateLookup,
  type LabelTypeLookup,
  type LookupRows,
  type UserEnumerationItem,
} from '@opsdesk/api';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Queryable } from '../../../db';
import { ApiError, badRequest, notFound } from '../../../http/errors';
import type { ServiceLocale } from '../../../http/messages';
import type { Principal } from '../../../http/principal';
import { route } from '../../../http/route';
import { applyScope, fieldExpression, Where } from '../../../resources/engine';
import {
  keywordParam,
  listLookup,
  optionalParam,
  orNull,
  requiredLookupTenant,
  tenantIdParam,
} from '../tenant/shared';
import { listUnpaged, lookupRoute, nameIn, selectRecords } from './records';

const currencyCodeParam = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{3}$/, ValidationMessage.CURRENCY_CODE);

/** A real calendar day as YYYY-MM-DD (not 2026-02-30). */
const dateParam = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, ValidationMessage.DATE)
  .refine((value) => {
    const day = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value);
  }, ValidationMessage.DATE);

/** Rates are kept to 8 decimals, enough for any inverted rate of the stored range. */
const RATE_DECIMALS = 8;

/** The latest rate of a pair in effect on `date`. */
async function latestRate(
  db: Queryable,
  principal: Principal,
  fromCurrency: string,
  toCurrency: string,
  date: string,
) {
  const page = await listLookup(db, exchangeRateResource, principal, {
    page: 0,
    size: 1,
    sort: 'effectiveDate,desc',
    filters: { fromCurrency, toCurrency, effectiveDate: { to: date } },
  });
  return page.content[0];
}

/** The names of currencies in the request's language, by code; a code without a currency is missing. */
async function currencyNames(
  db: Queryable,
  principal: Principal,
  codes: readonly string[],
  locale: ServiceLocale,
): Promise<Map<string, string>> {
  const { records } = await selectRecords(db, currencyResource, principal, (where) =>
    where.add(`${fieldExpression(currencyResource, 'currencyCode')} = any(${where.param(codes)}::text[])`),
  );
  return new Map(
    records.map((currency) => [
      currency.currencyCode,
      nameIn(locale, currency.chineseName, currency.currencyName),
    ]),
  );
}

/**
 * The reference-data lookups: the exchange rate of a currency pair on a date, a tenant's city
 * levels, the items of a custom enumeration a user may pick, and a tenant's kinds of label.
 */
export function registerReferenceLookups(app: FastifyInstance): void {
  const { db, now } = app.services;

  route(app, {
    ...lookupRoute('getExchangeRate'),
    query: z.object({
      currencyCode: currencyCodeParam,
      baseCurrencyCode: currencyCodeParam,
      date: optionalParam(dateParam),
    }),
    handler: async ({ query, principal, locale }): Promise<ExchangeRateLookup> => {
      const { currencyCode, baseCurrencyCode } = query;
      const date = query.date ?? now().toISOString().slice(0, 10);
      const names = await currencyNames(db, principal, [currencyCode, baseCurrencyCode], locale);
      const unknown = (['currencyCode', 'baseCurrencyCode'] as const).filter(
        (field) => !names.has(query[field]),
      );
      if (unknown.length > 0)
        throw badRequest(
          unknown.map((field) => ({
            field,
            messageId: 'LOOKUP_CURRENCY_UNKNOWN',
            values: { currencyCode: query[field] },
          })),
        );
      const answer = (rate: number, effectiveDate: string, inverted: boolean): ExchangeRateLookup => ({
        currencyCode,
        currencyName: names.get(currencyCode) ?? currencyCode,
        baseCurrencyCode,
        baseCurrencyName: names.get(baseCurrencyCode) ?? baseCurrencyCode,
        rate,
        effectiveDate,
        inverted,
      });
      if (currencyCode === baseCurrencyCode) return answer(1, date, false);
      const direct = await latestRate(db, principal, currencyCode, baseCurrencyCode, date);
      if (direct) return answer(direct.rate, direct.effectiveDate, false);
      // Only the opposite pair may be recorded: its inverse is the rate asked for.
      const opposite = await latestRate(db, principal, baseCurrencyCode, currencyCode, date);
      if (opposite)
        return answer(Number((1 / opposite.rate).toFixed(RATE_DECIMALS)), opposite.effectiveDate, true);
      throw new ApiError(404, 'EXCHANGE_RATE_NOT_FOUND', 'LOOKUP_EXCHANGE_RATE_NOT_FOUND', {
        values: { currencyCode, baseCurrencyCode, date },
      });
    },
  });

  route(app, {
    ...lookupRoute('listMyCityLevels'),
    query: z.object({ tenantId: optionalParam(tenantIdParam) }),
    handler: async ({ query, principal, reply }): Promise<CityLevelLookup[]> => {
      const { records: levels } = await listUnpaged(db, reply, cityLevelResource, principal, {
        sort: 'code,asc',
        filters: { tenantId: requiredLookupTenant(principal, query.tenantId) },
      });
      return levels.map((level) => ({
        id: level.id,
        name: level.name,
        code: level.code,
        description: orNull(level.description),
        cityAdCodes: level.cityAdCodes,
      }));
    },
  });

  route(app, {
    ...lookupRoute('listEnumerationItemsByUser'),
    // The catalogue keeps an enumeration as its items' `customEnumerationCode` and gives it no
    // record of its own: the code stands as its OID.
    params: z.object({ enumerationOID: z.string().trim().min(1).max(40) }),
    query: z.object({ keyword: keywordParam }),
    handler: async ({ params, query, principal, reply, locale }): Promise<UserEnumerationItem[]> => {
      const customEnumerationCode = [params.enumerationOID];
      const any = await listLookup(db, enumerationItemResource, principal, {
        page: 0,
        size: 1,
        filters: { customEnumerationCode },
      });
      if (any.totalElements === 0) throw notFound();
      const { records: items } = await listUnpaged(db, reply, enumerationItemResource, principal, {
        sort: 'sequence,asc',
        keyword: query.keyword,
        filters: { customEnumerationCode, enabled: true },
      });
      return items.map((item) => ({
        value: item.value,
        id: item.id,
        name: nameIn(locale, item.name, item.nameEn),
        code: item.code,
        sequence: item.sequence,
      }));
    },
  });

  route(app, {
    ...lookupRoute('listLabelTypes'),
    query: z.object({
      tenantId: optionalParam(tenantIdParam),
      documentCategory: optionalParam(
        z.coerce.number().pipe(z.union(labelDocumentCategories.map((value) => z.literal(value)))),
      ),
    }),
    handler: async ({ query, principal }): Promise<LookupRows<LabelTypeLookup>> => {
      const label = (field: string) => fieldExpression(labelResource, field);
      const where = new Where();
      where
        .add(`r.resource = ${where.param(labelResource.name)}`)
        .add(`r.tenant_id = ${where.param(requiredLookupTenant(principal, query.tenantId))}`)
        .add(label('enabled'));
      applyScope(where, labelResource, principal);
      if (query.documentCategory !== undefined)
        where.add(`${label('documentCategory')} = ${where.param(String(query.documentCategory))}`);
      const category = `${label('documentCategory')}::int`;
      const { rows } = await db.query<LabelTypeLookup>(
        `select ${label('type')} as type, count(*)::int as "labelCount",
                array_agg(${label('name')} order by ${label('name')}) as names,
                array_agg(distinct ${category} order by ${category}) as "documentCategories"
           from resource_record r ${where}
          group by 1 order by 1`,
        where.params,
      );
      return { rows, total: rows.length };
    },
  });
}
