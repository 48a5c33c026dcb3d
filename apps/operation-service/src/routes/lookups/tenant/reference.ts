import {
  airlineResource,
  cityResource,
  DEFAULT_LABEL_DOCUMENT_CATEGORY,
  functionPackageResource,
  labelResource,
  setOfBooksResource,
  type AirlineLookup,
  type CityLookup,
  type FunctionPackageLookup,
  type LabelLookup,
  type SetOfBooksLookup,
} from '@opsdesk/api';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { badRequest } from '../../../http/errors';
import { access, queryArray, queryBoolean, route } from '../../../http/route';
import {
  keywordParam,
  listAll,
  listLookup,
  lookupPageQuery,
  lookupTenant,
  mapPage,
  optionalParam,
  orNull,
  tenantIdParam,
} from './shared';

/** An ISO 3166 alpha-2 country code, in either case. */
const countryParam = optionalParam(
  z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/)
    .transform((code) => code.toUpperCase()),
);

/**
 * The label picker's category: one of the categories of §9. An empty value is a cleared category,
 * which the picker does not allow; the handler refuses it with its own message.
 */
const labelCategoryParam = z
  .union([z.literal(''), z.coerce.number().pipe(labelResource.shape.documentCategory)])
  .optional();

/** The city, airline, label, set-of-books and function-package pickers. */
export async function registerReferenceLookupRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.services;

  route(app, {
    method: 'GET',
    url: '/api/custom/location/search',
    access: access.anyOf(cityResource.permissions.read),
    query: lookupPageQuery.extend({ country: countryParam }),
    summary: 'Enabled cities by name, English name or adCode, in a country.',
    handler: async ({ query, principal }) => {
      const page = await listLookup(db, cityResource, principal, {
        ...query,
        sort: query.sort ?? 'adCode,asc',
        filters: { countryCode: query.country, enabled: true },
      });
      return mapPage(page, (cities) =>
        cities.map((city): CityLookup => ({
          id: city.id,
          adCode: city.adCode,
          typeDescription: city.typeDescription,
          name: city.name,
          nameEn: orNull(city.nameEn),
          countryCode: city.countryCode,
          provinceName: orNull(city.provinceName),
        })),
      );
    },
  });

  route(app, {
    method: 'GET',
    url: '/api/airline/search',
    access: access.anyOf(airlineResource.permissions.read),
    query: lookupPageQuery.extend({ country: countryParam }),
    summary: 'Airlines by name, English name or code.',
    handler: async ({ query, principal }) => {
      const page = await listLookup(db, airlineResource, principal, {
        ...query,
        sort: query.sort ?? 'code,asc',
        filters: { countryCode: query.country },
      });
      return mapPage(page, (airlines) =>
        airlines.map((airline): AirlineLookup => ({
          id: airline.id,
          name: airline.name,
          code: airline.code,
          nameEn: orNull(airline.nameEn),
          countryCode: airline.countryCode,
        })),
      );
    },
  });

  route(app, {
    method: 'GET',
    url: '/api/tenant/label/list',
    access: access.anyOf(labelResource.permissions.read),
    query: z.object({
      documentCategory: labelCategoryParam,
      tenantId: optionalParam(tenantIdParam),
      type: optionalParam(queryArray(z.string().trim().min(1).max(64))),
      keyword: keywordParam,
    }),
    summary: 'The label picker: the enabled labels of a document category (1002 unless told otherwise).',
    handler: async ({ query, principal }) => {
      if (query.documentCategory === '') {
        throw badRequest([{ field: 'documentCategory', messageId: 'LOOKUP_LABEL_CATEGORY_REQUIRED' }]);
      }
      const labels = await listAll(db, labelResource, principal, {
        sort: 'name,asc',
        keyword: query.keyword,
        filters: {
          documentCategory: query.documentCategory ?? DEFAULT_LABEL_DOCUMENT_CATEGORY,
          tenantId: lookupTenant(principal, query.tenantId),
          type: query.type,
          enabled: true,
        },
      });
      return labels.map((label): LabelLookup => ({
        id: label.id,
        tenantId: label.tenantId,
        name: label.name,
        description: orNull(label.description),
        type: label.type,
        documentCategory: label.documentCategory,
      }));
    },
  });

  route(app, {
    method: 'GET',
    url: '/api/artemis/setOfBooks/query/dto',
    access: access.anyOf(setOfBooksResource.permissions.read),
    query: z.object({
      enabled: optionalParam(queryBoolean),
      tenantId: optionalParam(tenantIdParam),
      keyword: keywordParam,
    }),
    summary: 'Sets of books by name or code; `enabled=true` for the enabled ones only.',
    handler: async ({ query, principal }) => {
      const sets = await listAll(db, setOfBooksResource, principal, {
        sort: 'setOfBooksCode,asc',
        keyword: query.keyword,
        filters: { enabled: query.enabled, tenantId: lookupTenant(principal, query.tenantId) },
      });
      return sets.map((set): SetOfBooksLookup => ({
        id: set.id,
        tenantId: set.tenantId,
        setOfBooksName: set.setOfBooksName,
        setOfBooksCode: set.setOfBooksCode,
        currencyCode: set.currencyCode,
        enabled: set.enabled,
      }));
    },
  });

  route(app, {
    method: 'GET',
    url: '/api/funcPkg/query/pages',
    access: access.anyOf(functionPackageResource.permissions.read),
    query: lookupPageQuery.extend({ isEnabled: optionalParam(queryBoolean) }),
    summary: 'Function packages by name or code, a page at a time.',
    handler: async ({ query, principal }) => {
      const page = await listLookup(db, functionPackageResource, principal, {
        ...query,
        sort: query.sort ?? 'pkgCode,asc',
        filters: { enabled: query.isEnabled },
      });
      return mapPage(page, (packages) =>
        packages.map((functionPackage): FunctionPackageLookup => ({
          id: functionPackage.id,
          pkgCode: functionPackage.pkgCode,
          pkgName: functionPackage.pkgName,
          pkgDescription: orNull(functionPackage.pkgDescription),
          enabled: functionPackage.enabled,
        })),
      );
    },
  });
}
