import {
  SYSTEM_ENUMERATION_TYPE_MAX,
  type CloudEnvironment,
  type EnumerationByType,
  type EnumItem,
  type StandardCurrency,
} from '@opsdesk/api';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Queryable } from '../db';
import { badRequest } from '../http/errors';
import type { ServiceLocale } from '../http/messages';
import { access, queryBoolean, route } from '../http/route';

/*
 * Enumerations, cloud environments and currencies: the reference data behind the forms of every
 * role, so any signed-in account reads them (the resource API keeps their editing to its
 * authorities).
 */

interface RecordRow {
  id: number;
  data: Record<string, unknown>;
}

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);
const integer = (value: unknown): number | null =>
  typeof value === 'number' && Number.isInteger(value) ? value : null;

/** The item's name in the request's language where it has one (English), its own name otherwise. */
function enumItemOf(row: RecordRow, locale: ServiceLocale): EnumItem {
  const { data } = row;
  const name = text(data.name) ?? '';
  return {
    id: row.id,
    customEnumerationCode: text(data.customEnumerationCode) ?? '',
    name: locale === 'en' ? text(data.nameEn) || name : name,
    code: text(data.code) ?? '',
    value: text(data.value) ?? '',
    enabled: data.enabled !== false,
    sequence: integer(data.sequence) ?? 0,
    type: integer(data.type),
  };
}

const itemOrder = `order by (data->>'sequence')::numeric nulls last, id`;

/** The enumerations whose items carry `type`, each with its items in sequence. */
async function enumerationsOfType(
  db: Queryable,
  type: number,
  locale: ServiceLocale,
): Promise<EnumerationByType[]> {
  const { rows } = await db.query<RecordRow>(
    `select id, data from resource_record
      where resource = 'enumeration-item' and (data->>'type')::numeric = $1
      order by data->>'customEnumerationCode', (data->>'sequence')::numeric nulls last, id`,
    [type],
  );
  const byCode = new Map<string, EnumerationByType>();
  for (const row of rows) {
    const item = enumItemOf(row, locale);
    const enumeration = byCode.get(item.customEnumerationCode) ?? {
      customEnumerationCode: item.customEnumerationCode,
      type,
      items: [],
    };
    enumeration.items.push(item);
    byCode.set(item.customEnumerationCode, enumeration);
  }
  return [...byCode.values()];
}

/** Enumeration codes as the resource defines them: letters, digits, dash, underscore and dot. */
const enumerationCodeSchema = z
  .string()
  .trim()
  .min(1)
  .max(40)
  .regex(/^[A-Za-z0-9][A-Za-z0-9_.-]*$/);

const typeSchema = z.coerce.number().int().min(0).max(99_999);

export async function registerEnumerationRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.services;

  route(app, {
    method: 'GET',
    url: '/api/enum/item/list',
    access: access.authenticated,
    query: z.object({ customEnumerationCode: enumerationCodeSchema, enabled: queryBoolean.optional() }),
    summary: 'The items of an enumeration, in sequence; an unknown code has none.',
    handler: async ({ query, locale }): Promise<EnumItem[]> => {
      const { rows } = await db.query<RecordRow>(
        `select id, data from resource_record
          where resource = 'enumeration-item' and data->>'customEnumerationCode' = $1
            and ($2::boolean is null or coalesce((data->>'enabled')::boolean, true) = $2::boolean)
          ${itemOrder}`,
        [query.customEnumerationCode, query.enabled ?? null],
      );
      return rows.map((row) => enumItemOf(row, locale));
    },
  });

  route(app, {
    method: 'GET',
    url: '/api/enum/item/codes',
    access: access.authenticated,
    summary: 'The codes of the enumerations that have items.',
    handler: async (): Promise<string[]> => {
      const { rows } = await db.query<{ code: string }>(
        `select distinct data->>'customEnumerationCode' as code from resource_record
          where resource = 'enumeration-item' and data->>'customEnumerationCode' is not null
          order by 1`,
      );
      return rows.map((row) => row.code);
    },
  });

  route(app, {
    method: 'GET',
    url: '/api/cloud/env',
    access: access.authenticated,
    query: z.object({ enable: queryBoolean.optional() }),
    summary: 'The cloud environments, all or only the enabled (enable=true) or disabled ones.',
    handler: async ({ query }): Promise<CloudEnvironment[]> => {
      const { rows } = await db.query<RecordRow>(
        `select id, data from resource_record
          where resource = 'cloud-env'
            and ($1::boolean is null or coalesce((data->>'enabled')::boolean, true) = $1::boolean)
          order by data->>'name', id`,
        [query.enable ?? null],
      );
      return rows.map(({ id, data }) => ({
        id,
        code: text(data.code) ?? '',
        name: text(data.name) ?? '',
        region: text(data.region) ?? '',
        provider: text(data.provider),
        description: text(data.description),
        enabled: data.enabled !== false,
      }));
    },
  });

  route(app, {
    method: 'GET',
    url: '/api/custom/enumerations/template/by/type',
    access: access.authenticated,
    query: z.object({ type: typeSchema }),
    summary: 'The custom enumeration templates of a type above 2000.',
    handler: async ({ query, locale }) => {
      if (query.type <= SYSTEM_ENUMERATION_TYPE_MAX) {
        throw badRequest([
          {
            field: 'type',
            messageId: 'ENUMERATION_TEMPLATE_TYPE',
            values: { min: SYSTEM_ENUMERATION_TYPE_MAX },
          },
        ]);
      }
      return enumerationsOfType(db, query.type, locale);
    },
  });

  route(app, {
    method: 'GET',
    url: '/api/custom/enumeration/system/by/type',
    access: access.authenticated,
    query: z.object({ systemCustomEnumerationType: typeSchema }),
    summary: 'The system enumerations of a type from 0 to 2000.',
    handler: async ({ query, locale }) => {
      if (query.systemCustomEnumerationType > SYSTEM_ENUMERATION_TYPE_MAX) {
        throw badRequest([
          {
            field: 'systemCustomEnumerationType',
            messageId: 'ENUMERATION_SYSTEM_TYPE',
            values: { max: SYSTEM_ENUMERATION_TYPE_MAX },
          },
        ]);
      }
      return enumerationsOfType(db, query.systemCustomEnumerationType, locale);
    },
  });

  route(app, {
    method: 'GET',
    url: '/api/company/standard/currency/getAll',
    access: access.authenticated,
    summary: 'The standard currencies; language=chineseName (or a Chinese interface) names them in Chinese.',
    handler: async ({ request, locale }): Promise<StandardCurrency[]> => {
      // `language` is both the interface language and, here, the naming asked for.
      const { language } = request.query as { language?: unknown };
      const chinese = language === 'chineseName' || locale === 'zh-CN' || locale === 'zh-TW';
      const { rows } = await db.query<RecordRow>(
        `select id, data from resource_record where resource = 'currency' order by data->>'currencyCode', id`,
      );
      return rows.map(({ data }) => {
        const englishName = text(data.currencyName) ?? '';
        const chineseName = text(data.chineseName) ?? englishName;
        return {
          currencyCode: text(data.currencyCode) ?? '',
          currencyName: chinese ? chineseName : englishName,
          chineseName,
          symbol: text(data.symbol),
          decimals: integer(data.decimals) ?? 2,
          enabled: data.enabled !== false,
        };
      });
    },
  });
}
