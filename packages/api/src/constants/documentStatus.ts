import type { ApiMessageId } from './messages';

/**
 * The document status codes shared by every kind of document (§4). A code of eight digits is a
 * sub-status of the four-digit code it starts with: 10011002 is a kind of editing (1001), 10072005 a
 * kind of awaiting payment (1007).
 */
export const DocumentStatus = {
  /** 1001: editing. */
  EDITING: 1001,
  /** 10011001: withdrawn by its submitter. */
  WITHDRAWN: 10011001,
  /** 10011002: rejected in approval. */
  REJECTED: 10011002,
  /** 10011003: rejected by the finance audit. */
  AUDIT_REJECTED: 10011003,
  /** 10011004: rejected at invoicing. */
  INVOICING_REJECTED: 10011004,
  /** 1002: in approval. */
  IN_APPROVAL: 1002,
  /** 1003: approved. */
  APPROVED: 1003,
  /** 1004: passed the finance audit. */
  AUDIT_PASSED: 1004,
  /** 1005: paid. */
  PAID: 1005,
  /** 1006: being repaid (a loan). */
  REPAYING: 1006,
  /** 1007: awaiting payment. */
  AWAITING_PAYMENT: 1007,
  /** 10072005: repaid. The spec gives two codes this meaning and does not tell them apart. */
  REPAID_2005: 10072005,
  /** 10072006: repaid, the second code of that meaning. */
  REPAID_2006: 10072006,
  /** 1008: paying. */
  PAYING: 1008,
  /** 1009: closed. */
  CLOSED: 1009,
  /** 1011: changed (a newer version of the document replaced it). */
  CHANGED: 1011,
  /** 1010: deleted. */
  DELETED: 1010,
  /** 1015: payment cancelled. */
  PAYMENT_CANCELLED: 1015,
} as const;

export type DocumentStatus = (typeof DocumentStatus)[keyof typeof DocumentStatus];
export type DocumentStatusName = keyof typeof DocumentStatus;

/**
 * Where a document stands for the people who work on it:
 * - `edit`: back with its submitter, who may change and resubmit it;
 * - `processing`: on its way through approval and finance audit;
 * - `pay`: in the payment stage (audit passed, awaiting payment, paying, or a payment cancelled that
 *   finance must dispatch again);
 * - `billing`: money is being collected back from the employee (a loan under repayment);
 * - `finish`: nothing more happens to it.
 */
export const operateCategories = ['edit', 'processing', 'pay', 'billing', 'finish'] as const;
export type OperateCategory = (typeof operateCategories)[number];

export const operateCategoryMessages = {
  edit: 'operateCategory.edit',
  processing: 'operateCategory.processing',
  pay: 'operateCategory.pay',
  billing: 'operateCategory.billing',
  finish: 'operateCategory.finish',
} as const satisfies Record<OperateCategory, ApiMessageId>;

export interface DocumentStatusDefinition {
  readonly code: DocumentStatus;
  readonly name: DocumentStatusName;
  /** The message id of its meaning in `apiMessages`. */
  readonly meaning: ApiMessageId;
  readonly category: OperateCategory;
}

/** Every document status, in the order of the spec, with its meaning and operate category. */
export const documentStatuses: readonly DocumentStatusDefinition[] = [
  { code: 1001, name: 'EDITING', meaning: 'documentStatus.editing', category: 'edit' },
  { code: 10011001, name: 'WITHDRAWN', meaning: 'documentStatus.withdrawn', category: 'edit' },
  { code: 10011002, name: 'REJECTED', meaning: 'documentStatus.rejected', category: 'edit' },
  { code: 10011003, name: 'AUDIT_REJECTED', meaning: 'documentStatus.auditRejected', category: 'edit' },
  {
    code: 10011004,
    name: 'INVOICING_REJECTED',
    meaning: 'documentStatus.invoicingRejected',
    category: 'edit',
  },
  { code: 1002, name: 'IN_APPROVAL', meaning: 'documentStatus.inApproval', category: 'processing' },
  // Approved by the approvers, the document still waits for the finance audit.
  { code: 1003, name: 'APPROVED', meaning: 'documentStatus.approved', category: 'processing' },
  // The audit is the last check before money moves: what comes next is payment.
  { code: 1004, name: 'AUDIT_PASSED', meaning: 'documentStatus.auditPassed', category: 'pay' },
  { code: 1005, name: 'PAID', meaning: 'documentStatus.paid', category: 'finish' },
  { code: 1006, name: 'REPAYING', meaning: 'documentStatus.repaying', category: 'billing' },
  { code: 1007, name: 'AWAITING_PAYMENT', meaning: 'documentStatus.awaitingPayment', category: 'pay' },
  { code: 10072005, name: 'REPAID_2005', meaning: 'documentStatus.repaid', category: 'finish' },
  { code: 10072006, name: 'REPAID_2006', meaning: 'documentStatus.repaid', category: 'finish' },
  { code: 1008, name: 'PAYING', meaning: 'documentStatus.paying', category: 'pay' },
  { code: 1009, name: 'CLOSED', meaning: 'documentStatus.closed', category: 'finish' },
  // The changed document is frozen; its newer version carries the work on.
  { code: 1011, name: 'CHANGED', meaning: 'documentStatus.changed', category: 'finish' },
  { code: 1010, name: 'DELETED', meaning: 'documentStatus.deleted', category: 'finish' },
  // A cancelled payment leaves the money unpaid: finance has to pay the document again.
  {
    code: 1015,
    name: 'PAYMENT_CANCELLED',
    meaning: 'documentStatus.paymentCancelled',
    category: 'pay',
  },
];

/**
 * The definition of a document status code; undefined for a code the contract does not know.
 * Accepts the code as a number or as the numeric string some answers and query strings carry.
 */
export function documentStatusOf(code: number | string): DocumentStatusDefinition | undefined {
  const value = Number(code);
  return documentStatuses.find((status) => status.code === value);
}

/** The operate category of a document status code; undefined for an unknown code. */
export function operateCategoryOf(code: number | string): OperateCategory | undefined {
  return documentStatusOf(code)?.category;
}
