import {
  continents,
  COUNTRIES_LIST_SIZE,
  countryResource,
  HOME_COUNTRY_CODE,
  type CountryLookup,
  type Page,
  type ResourceRecord,
} from '@opsdesk/api';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ServiceLocale } from '../../../http/messages';
import { queryArray, route } from '../../../http/route';
import { keywordParam, listLookup, mapPage, optionalParam } from '../tenant/shared';
import { listUnpaged, lookupRoute, nameIn } from './records';

const COUNTRY_ORDER = 'code,asc';

function countryLookupOf(
  country: ResourceRecord<typeof countryResource>,
  locale: ServiceLocale,
): CountryLookup {
  return {
    code: country.code,
    id: country.id,
    name: nameIn(locale, country.name, country.nameEn),
    adCode: country.adCode,
    continent: country.continent,
  };
}

/** The location lookups: the international areas, and the countries by continent. */
export function registerLocationLookups(app: FastifyInstance): void {
  const { db } = app.services;

  route(app, {
    ...lookupRoute('listInternationalAreas'),
    query: z.object({ keyword: keywordParam }),
    handler: async ({ query, principal, reply, locale }): Promise<CountryLookup[]> => {
      const { records, total } = await listUnpaged(db, reply, countryResource, principal, {
        sort: COUNTRY_ORDER,
        keyword: query.keyword,
      });
      // Fewer countries exist than a list holds, so the home country is always among those read.
      const international = records.filter((country) => country.code !== HOME_COUNTRY_CODE);
      reply.header('X-Total-Count', String(total - (records.length - international.length)));
      return international.map((country) => countryLookupOf(country, locale));
    },
  });

  route(app, {
    ...lookupRoute('listCountriesByContinent'),
    query: z.object({
      continent: optionalParam(queryArray(z.enum(continents))),
      // The console's callers ask for the first page as page 0 or as page 1: both are the first.
      page: z.coerce.number().int().min(0).max(100_000).default(0),
      size: z.coerce.number().int().min(1).max(COUNTRIES_LIST_SIZE).default(COUNTRIES_LIST_SIZE),
    }),
    handler: async ({ query, principal, locale }): Promise<Page<CountryLookup>> => {
      const page = await listLookup(db, countryResource, principal, {
        page: Math.max(query.page - 1, 0),
        size: query.size,
        sort: COUNTRY_ORDER,
        filters: { continent: query.continent },
      });
      return mapPage(page, (countries) => countries.map((country) => countryLookupOf(country, locale)));
    },
  });
}
