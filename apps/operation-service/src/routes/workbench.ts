import {
  pageQuerySchema,
  workItemKinds,
  workItemStatuses,
  type PendingCounts,
  type WorkItem,
  type WorkItemKind,
  type WorkItemStatus,
} from '@opsdesk/api';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { notFound } from '../http/errors';
import { access, route } from '../http/route';
import { pageOf, Where } from '../resources/engine';
import { optionalParam } from './lookups/tenant/shared';

interface WorkItemRow {
  id: number;
  kind: WorkItemKind;
  title: string;
  status: WorkItemStatus;
  reference: string | null;
  created_at: Date;
  done_at: Date | null;
  total?: number;
}

function toWorkItem(row: WorkItemRow): WorkItem {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    status: row.status,
    reference: row.reference,
    createdAt: row.created_at.toISOString(),
    doneAt: row.done_at?.toISOString() ?? null,
  };
}

const itemsQuery = pageQuerySchema.pick({ page: true, size: true }).extend({
  kind: optionalParam(z.enum(workItemKinds)),
  status: optionalParam(z.enum(workItemStatuses)),
});

/**
 * The caller's own work: the pending counts of the console header (reimbursements, approvals and
 * business-card records still OPEN), the items behind them, and marking one done. Every signed-in
 * account has its own items and sees no one else's.
 */
export async function registerWorkbenchRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.services;

  route(app, {
    method: 'GET',
    url: '/api/workbench/pending',
    access: access.authenticated,
    summary: "The header's pending counts: the caller's open work items of each kind.",
    handler: async ({ principal }): Promise<PendingCounts> => {
      const { rows } = await db.query<{ kind: WorkItemKind; count: number }>(
        `select kind, count(*)::int as count from work_item
          where account_id = $1 and status = 'OPEN' group by kind`,
        [principal.accountId],
      );
      const count = (kind: WorkItemKind) => rows.find((row) => row.kind === kind)?.count ?? 0;
      return {
        reimbursement: count('REIMBURSEMENT'),
        approvals: count('APPROVAL'),
        businessCards: count('BUSINESS_CARD'),
      };
    },
  });

  route(app, {
    method: 'GET',
    url: '/api/workbench/items',
    access: access.authenticated,
    query: itemsQuery,
    summary: "A page of the caller's work items, newest first, by kind and status.",
    handler: async ({ query, principal }) => {
      const where = new Where();
      where.add(`account_id = ${where.param(principal.accountId)}`);
      if (query.kind) where.add(`kind = ${where.param(query.kind)}`);
      if (query.status) where.add(`status = ${where.param(query.status)}`);
      const filtered = where.params.length;
      const { rows } = await db.query<WorkItemRow>(
        `select *, count(*) over () as total from work_item ${where} order by created_at desc, id desc
          limit ${where.param(query.size)} offset ${where.param(query.page * query.size)}`,
        where.params,
      );
      let total = rows[0]?.total ?? 0;
      if (rows.length === 0 && query.page > 0) {
        // Past the last page: the window count is not there to read, so count.
        const counted = await db.query<{ total: number }>(
          `select count(*) as total from work_item ${where}`,
          where.params.slice(0, filtered),
        );
        total = counted.rows[0]?.total ?? 0;
      }
      return pageOf(rows.map(toWorkItem), Number(total), query.page, query.size);
    },
  });

  route(app, {
    method: 'POST',
    url: '/api/workbench/items/:id/done',
    access: access.authenticated,
    params: z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) }),
    summary: "Marks one of the caller's work items done; one done already is answered as it is.",
    handler: async ({ params, principal }) => {
      const { rows } = await db.query<WorkItemRow>(
        `update work_item set status = 'DONE', done_at = coalesce(done_at, $3)
          where id = $1 and account_id = $2 returning *`,
        [params.id, principal.accountId, app.services.now()],
      );
      const row = rows[0];
      if (!row) throw notFound();
      return toWorkItem(row);
    },
  });
}
