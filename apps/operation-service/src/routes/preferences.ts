import {
  SAVED_FILTER_FILTERS_MAX_BYTES,
  SAVED_FILTER_NAME_MAX_LENGTH,
  SAVED_FILTERS_PER_TABLE_MAX,
  savedFilterCreateSchema,
  savedFilterDefaultSchema,
  savedFilterNameKey,
  savedFilterNameLength,
  savedFilterTableKeySchema,
  savedFilterUpdateSchema,
  type SavedFilterConditions,
  type SavedFilterRecord,
} from '@opsdesk/api';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Queryable } from '../db';
import { ApiError, badRequest, notFound, type FieldError } from '../http/errors';
import { access, route } from '../http/route';
import { must } from '../must';

interface SavedFilterRow {
  id: string;
  table_key: string;
  name: string;
  filters: SavedFilterConditions;
  is_default: boolean;
  created_at: Date;
  updated_at: Date;
}

function toSavedFilter(row: SavedFilterRow): SavedFilterRecord {
  return {
    id: row.id,
    tableKey: row.table_key,
    name: row.name,
    filters: row.filters,
    isDefault: row.is_default,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

const tableParams = z.object({ tableKey: savedFilterTableKeySchema });
const filterParams = tableParams.extend({ id: z.string().uuid() });

/** A saved filter's body is a name and a small filters object: far below the service's 1 MB. */
const SAVED_FILTER_BODY_LIMIT = 4 * SAVED_FILTER_FILTERS_MAX_BYTES;

const nameTaken = () =>
  new ApiError(409, 'DUPLICATE', 'SAVED_FILTER_NAME_DUPLICATE', {
    validationErrors: [{ field: 'name', messageId: 'SAVED_FILTER_NAME_DUPLICATE' }],
  });

/** The problems of a name and a filters object, each naming its field. */
function problemsOf(change: { name?: string | undefined; filters?: SavedFilterConditions | undefined }) {
  const problems: FieldError[] = [];
  if (change.name !== undefined) {
    const length = savedFilterNameLength(change.name);
    if (length === 0) problems.push({ field: 'name', messageId: 'SAVED_FILTER_NAME_REQUIRED' });
    else if (length > SAVED_FILTER_NAME_MAX_LENGTH)
      problems.push({
        field: 'name',
        messageId: 'SAVED_FILTER_NAME_TOO_LONG',
        values: { max: SAVED_FILTER_NAME_MAX_LENGTH },
      });
  }
  if (
    change.filters !== undefined &&
    Buffer.byteLength(JSON.stringify(change.filters), 'utf8') > SAVED_FILTER_FILTERS_MAX_BYTES
  ) {
    problems.push({
      field: 'filters',
      messageId: 'SAVED_FILTER_FILTERS_TOO_LARGE',
      values: { max: SAVED_FILTER_FILTERS_MAX_BYTES / 1024 },
    });
  }
  return problems;
}

/**
 * Serialises one account's saved-filter writes (the count limit, the one default, the name rule
 * are read-then-write), by locking the account's row for the transaction.
 */
async function lockAccount(tx: Queryable, accountId: number): Promise<void> {
  await tx.query('select 1 from account where id = $1 for update', [accountId]);
}

/**
 * How many saved filters the account keeps for the list; refuses a name another of them has in the
 * compared form (case, width and runs of spaces aside), as the console's dialog does.
 */
async function assertNameFree(
  tx: Queryable,
  accountId: number,
  tableKey: string,
  name: string | undefined,
  exceptId?: string,
): Promise<number> {
  const { rows } = await tx.query<{ id: string; name: string }>(
    'select id, name from saved_filter where account_id = $1 and table_key = $2',
    [accountId, tableKey],
  );
  if (name !== undefined) {
    const key = savedFilterNameKey(name);
    if (rows.some((row) => row.id !== exceptId && savedFilterNameKey(row.name) === key)) throw nameTaken();
  }
  return rows.length;
}

/** A unique violation that slipped past the checks (a name written by an older rule) is a 409 too. */
async function uniqueName<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if ((error as { code?: unknown } | null)?.code === '23505') throw nameTaken();
    throw error;
  }
}

async function listOf(db: Queryable, accountId: number, tableKey: string): Promise<SavedFilterRecord[]> {
  const { rows } = await db.query<SavedFilterRow>(
    'select * from saved_filter where account_id = $1 and table_key = $2 order by created_at, name, id',
    [accountId, tableKey],
  );
  return rows.map(toSavedFilter);
}

/**
 * The saved filter conditions of the console's lists, per account and list: any signed-in account
 * keeps its own, and never sees or touches another's (404).
 */
export async function registerPreferenceRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.services;
  const base = '/api/preferences/saved-filters/:tableKey';

  route(app, {
    method: 'GET',
    url: base,
    access: access.authenticated,
    params: tableParams,
    summary: "The caller's saved filters of one list, oldest first.",
    handler: ({ params, principal }) => listOf(db, principal.accountId, params.tableKey),
  });

  route(app, {
    method: 'POST',
    url: base,
    access: access.authenticated,
    params: tableParams,
    body: savedFilterCreateSchema,
    bodyLimit: SAVED_FILTER_BODY_LIMIT,
    summary: "Saves a list's filters under a name, optionally as the list's default.",
    handler: async ({ params, body, principal, reply }) => {
      const problems = problemsOf(body);
      if (problems.length > 0) throw badRequest(problems);
      const name = body.name.trim();
      const now = app.services.now();
      const created = await db.transaction(async (tx) => {
        await lockAccount(tx, principal.accountId);
        const count = await assertNameFree(tx, principal.accountId, params.tableKey, name);
        if (count >= SAVED_FILTERS_PER_TABLE_MAX) {
          throw new ApiError(400, 'SAVED_FILTER_LIMIT_REACHED', 'SAVED_FILTER_LIMIT_REACHED', {
            values: { max: SAVED_FILTERS_PER_TABLE_MAX },
            validationErrors: [
              {
                field: 'name',
                messageId: 'SAVED_FILTER_LIMIT_REACHED',
                values: { max: SAVED_FILTERS_PER_TABLE_MAX },
              },
            ],
          });
        }
        if (body.isDefault) {
          await tx.query(
            'update saved_filter set is_default = false where account_id = $1 and table_key = $2 and is_default',
            [principal.accountId, params.tableKey],
          );
        }
        const { rows } = await uniqueName(() =>
          tx.query<SavedFilterRow>(
            `insert into saved_filter (account_id, table_key, name, filters, is_default, created_at, updated_at)
             values ($1, $2, $3, $4, $5, $6, $6) returning *`,
            [
              principal.accountId,
              params.tableKey,
              name,
              JSON.stringify(body.filters),
              body.isDefault ?? false,
              now,
            ],
          ),
        );
        return toSavedFilter(must(rows[0], 'the new saved filter'));
      });
      return reply.code(201).send(created);
    },
  });

  // Declared before `:id`, and a static segment wins over a parameter anyway.
  route(app, {
    method: 'PUT',
    url: `${base}/default`,
    access: access.authenticated,
    params: tableParams,
    body: savedFilterDefaultSchema,
    summary: "Makes one saved filter the list's only default, or leaves the list without one.",
    handler: ({ params, body, principal }) =>
      db.transaction(async (tx) => {
        await lockAccount(tx, principal.accountId);
        if (body.id !== null) {
          const found = await tx.query(
            'select 1 from saved_filter where id = $1 and account_id = $2 and table_key = $3',
            [body.id, principal.accountId, params.tableKey],
          );
          if (found.rowCount === 0) throw notFound();
        }
        // The old default goes first: the one-default index is checked at each statement.
        await tx.query(
          `update saved_filter set is_default = false
            where account_id = $1 and table_key = $2 and is_default and id is distinct from $3`,
          [principal.accountId, params.tableKey, body.id],
        );
        if (body.id !== null) {
          await tx.query('update saved_filter set is_default = true where id = $1 and account_id = $2', [
            body.id,
            principal.accountId,
          ]);
        }
        return listOf(tx, principal.accountId, params.tableKey);
      }),
  });

  route(app, {
    method: 'PUT',
    url: `${base}/:id`,
    access: access.authenticated,
    params: filterParams,
    body: savedFilterUpdateSchema,
    bodyLimit: SAVED_FILTER_BODY_LIMIT,
    summary: 'Renames a saved filter, replaces its filters, or both.',
    handler: async ({ params, body, principal }) => {
      if (body.name === undefined && body.filters === undefined) {
        throw badRequest([{ messageId: 'SAVED_FILTER_CHANGE_REQUIRED' }]);
      }
      const problems = problemsOf(body);
      if (problems.length > 0) throw badRequest(problems);
      const name = body.name?.trim();
      const now = app.services.now();
      return db.transaction(async (tx) => {
        await lockAccount(tx, principal.accountId);
        const found = await tx.query(
          'select 1 from saved_filter where id = $1 and account_id = $2 and table_key = $3',
          [params.id, principal.accountId, params.tableKey],
        );
        if (found.rowCount === 0) throw notFound();
        await assertNameFree(tx, principal.accountId, params.tableKey, name, params.id);
        const { rows } = await uniqueName(() =>
          tx.query<SavedFilterRow>(
            `update saved_filter set name = coalesce($3, name), filters = coalesce($4::jsonb, filters), updated_at = $5
              where id = $1 and account_id = $2 returning *`,
            [
              params.id,
              principal.accountId,
              name ?? null,
              body.filters === undefined ? null : JSON.stringify(body.filters),
              now,
            ],
          ),
        );
        return toSavedFilter(must(rows[0], 'the updated saved filter'));
      });
    },
  });

  route(app, {
    method: 'DELETE',
    url: `${base}/:id`,
    access: access.authenticated,
    params: filterParams,
    summary: "Deletes one of the caller's saved filters.",
    handler: async ({ params, principal }) => {
      const { rowCount } = await db.query(
        'delete from saved_filter where id = $1 and account_id = $2 and table_key = $3',
        [params.id, principal.accountId, params.tableKey],
      );
      if (rowCount === 0) throw notFound();
    },
  });
}
