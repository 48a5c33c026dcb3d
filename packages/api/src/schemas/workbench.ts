import * as z from 'zod/mini';
import { nonnegativeInt, pageSchema, positiveInt } from './miniPage';

/** What a work item asks of its account: a reimbursement to handle, an approval to give, a business-card record to match. */
export const workItemKinds = ['REIMBURSEMENT', 'APPROVAL', 'BUSINESS_CARD'] as const;
export type WorkItemKind = (typeof workItemKinds)[number];

/** OPEN until its account marks it done. */
export const workItemStatuses = ['OPEN', 'DONE'] as const;
export type WorkItemStatus = (typeof workItemStatuses)[number];

/** The console header's pending counts: the caller's OPEN work items of each kind. */
export const pendingCountsSchema = z.object({
  reimbursement: nonnegativeInt(),
  approvals: nonnegativeInt(),
  businessCards: nonnegativeInt(),
});
export type PendingCounts = z.infer<typeof pendingCountsSchema>;

export const workItemSchema = z.object({
  id: positiveInt(),
  kind: z.enum(workItemKinds),
  title: z.string(),
  status: z.enum(workItemStatuses),
  /** The document the item is about: a reimbursement or approval number, a card transaction. */
  reference: z.nullable(z.string()),
  /** ISO 8601. */
  createdAt: z.string(),
  /** ISO 8601; null while OPEN. */
  doneAt: z.nullable(z.string()),
});
export type WorkItem = z.infer<typeof workItemSchema>;

export const workItemPageSchema = pageSchema(workItemSchema);

/** The filters of the work item list, newest first: by kind, by status, paged. */
export interface WorkItemQuery {
  readonly kind?: WorkItemKind | undefined;
  readonly status?: WorkItemStatus | undefined;
  readonly page?: number | undefined;
  readonly size?: number | undefined;
}
