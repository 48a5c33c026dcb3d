import type { HttpClient, RequestOptions } from '@opsdesk/http';
import type { Page } from '../schemas/common';
import type { PendingCounts, WorkItem, WorkItemQuery } from '../schemas/workbench';
import { getChecked, postChecked } from './call';

/** The answers' schemas, and zod with them: loaded with the first request, not with this module. */
const schemas = () => import('../schemas/workbench');

/** The console header's pending counts: the caller's open reimbursements, approvals and business-card records. */
export function getPendingCounts(http: HttpClient, options?: RequestOptions): Promise<PendingCounts> {
  return getChecked(
    http,
    'getPendingCounts',
    '/api/workbench/pending',
    async () => (await schemas()).pendingCountsSchema,
    undefined,
    options,
  );
}

/** A page of the caller's work items, newest first. */
export function listWorkItems(
  http: HttpClient,
  query: WorkItemQuery = {},
  options?: RequestOptions,
): Promise<Page<WorkItem>> {
  return getChecked(
    http,
    'listWorkItems',
    '/api/workbench/items',
    async () => (await schemas()).workItemPageSchema,
    query,
    options,
  );
}

/** Marks one of the caller's work items done (done already: answered as it is; another's: 404). */
export function completeWorkItem(http: HttpClient, id: number, options?: RequestOptions): Promise<WorkItem> {
  return postChecked(
    http,
    'completeWorkItem',
    `/api/workbench/items/${id}/done`,
    async () => (await schemas()).workItemSchema,
    undefined,
    options,
  );
}
