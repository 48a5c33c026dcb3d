import type { ApiMessageId } from './messages';

// Each set of values comes with the message id of each value's label in `apiMessages`.

/** The status of an expense (§4): the codes the expense services answer with. */
export const ExpenseApplicationStatus = {
  /** 1001: in the employee's ledger, not yet on a report. */
  LEDGER: 1001,
  /** 1002: linked to a reimbursement report. */
  LINKED_TO_REPORT: 1002,
  /** 1003: paid. */
  PAID: 1003,
  /** 1005: deleted. */
  DELETED: 1005,
} as const;

export type ExpenseApplicationStatus =
  (typeof ExpenseApplicationStatus)[keyof typeof ExpenseApplicationStatus];

export const expenseApplicationStatusMessages = {
  1001: 'expenseApplicationStatus.ledger',
  1002: 'expenseApplicationStatus.linkedToReport',
  1003: 'expenseApplicationStatus.paid',
  1005: 'expenseApplicationStatus.deleted',
} as const satisfies Record<ExpenseApplicationStatus, ApiMessageId>;

/** The document statuses the spec names without a code. */
export const furtherDocumentStatuses = ['ON_HOLD', 'CANCELLED', 'COMPLETED', 'PASSED'] as const;
export type FurtherDocumentStatus = (typeof furtherDocumentStatuses)[number];

export const furtherDocumentStatusMessages = {
  ON_HOLD: 'documentStatus.onHold',
  CANCELLED: 'documentStatus.cancelled',
  COMPLETED: 'documentStatus.completed',
  PASSED: 'documentStatus.passed',
} as const satisfies Record<FurtherDocumentStatus, ApiMessageId>;

/** The status of a customer's order. The spec shows no numeric codes for them. */
export const orderStatuses = ['PENDING_PAYMENT', 'PAID', 'CLOSED'] as const;
export type OrderStatus = (typeof orderStatuses)[number];

export const orderStatusMessages = {
  PENDING_PAYMENT: 'orderStatus.pendingPayment',
  PAID: 'orderStatus.paid',
  CLOSED: 'orderStatus.closed',
} as const satisfies Record<OrderStatus, ApiMessageId>;

/** What an order buys: a first purchase, more of what the customer has, or another term of it. */
export const orderTypes = ['NEW_PURCHASE', 'ADD_ON', 'RENEWAL'] as const;
export type OrderType = (typeof orderTypes)[number];

export const orderTypeMessages = {
  NEW_PURCHASE: 'orderType.newPurchase',
  ADD_ON: 'orderType.addOn',
  RENEWAL: 'orderType.renewal',
} as const satisfies Record<OrderType, ApiMessageId>;

/** Whether the paper receipts of a document reached finance. */
export const receiptStatuses = ['NOT_RECEIVED', 'RECEIVED', 'RETURNED'] as const;
export type ReceiptStatus = (typeof receiptStatuses)[number];

export const receiptStatusMessages = {
  NOT_RECEIVED: 'receiptStatus.notReceived',
  RECEIVED: 'receiptStatus.received',
  RETURNED: 'receiptStatus.returned',
} as const satisfies Record<ReceiptStatus, ApiMessageId>;

/** Whether the paper receipts were mailed: a second status beside the receipt status. */
export const receiptMailingStatuses = ['NOT_MAILED', 'MAILED'] as const;
export type ReceiptMailingStatus = (typeof receiptMailingStatuses)[number];

export const receiptMailingStatusMessages = {
  NOT_MAILED: 'receiptMailingStatus.notMailed',
  MAILED: 'receiptMailingStatus.mailed',
} as const satisfies Record<ReceiptMailingStatus, ApiMessageId>;

/**
 * The status of a travel booking. The spec's "refund or change approval started or rejected" is
 * four statuses: a refund and a change each have their own approval, which starts and may be rejected.
 */
export const bookingStatuses = [
  'TO_BOOK',
  'BOOKED',
  'TO_REFUND',
  'REFUNDED',
  'TO_CHANGE',
  'CHANGED',
  'DELETED',
  'AWAITING_PRICE_AUDIT',
  'PRICE_AUDIT_DONE',
  'AWAITING_INFO_CONFIRMATION',
  'INFO_CONFIRMED',
  'INFO_UNSUITABLE',
  'REFUND_APPROVAL_STARTED',
  'REFUND_APPROVAL_REJECTED',
  'CHANGE_APPROVAL_STARTED',
  'CHANGE_APPROVAL_REJECTED',
] as const;
export type BookingStatus = (typeof bookingStatuses)[number];

export const bookingStatusMessages = {
  TO_BOOK: 'bookingStatus.toBook',
  BOOKED: 'bookingStatus.booked',
  TO_REFUND: 'bookingStatus.toRefund',
  REFUNDED: 'bookingStatus.refunded',
  TO_CHANGE: 'bookingStatus.toChange',
  CHANGED: 'bookingStatus.changed',
  DELETED: 'bookingStatus.deleted',
  AWAITING_PRICE_AUDIT: 'bookingStatus.awaitingPriceAudit',
  PRICE_AUDIT_DONE: 'bookingStatus.priceAuditDone',
  AWAITING_INFO_CONFIRMATION: 'bookingStatus.awaitingInfoConfirmation',
  INFO_CONFIRMED: 'bookingStatus.infoConfirmed',
  INFO_UNSUITABLE: 'bookingStatus.infoUnsuitable',
  REFUND_APPROVAL_STARTED: 'bookingStatus.refundApprovalStarted',
  REFUND_APPROVAL_REJECTED: 'bookingStatus.refundApprovalRejected',
  CHANGE_APPROVAL_STARTED: 'bookingStatus.changeApprovalStarted',
  CHANGE_APPROVAL_REJECTED: 'bookingStatus.changeApprovalRejected',
} as const satisfies Record<BookingStatus, ApiMessageId>;

/** An employee's status: active, leaving soon (`LEAVING`), left. */
export const employeeStatuses = ['ACTIVE', 'LEAVING', 'LEFT'] as const;
export type EmployeeStatus = (typeof employeeStatuses)[number];

export const employeeStatusMessages = {
  ACTIVE: 'employeeStatus.active',
  LEAVING: 'employeeStatus.leavingSoon',
  LEFT: 'employeeStatus.left',
} as const satisfies Record<EmployeeStatus, ApiMessageId>;

/** The events of a document's history. */
export const historyEvents = [
  'SUBMIT',
  'APPROVE',
  'REJECT',
  'WITHDRAW',
  'PAY',
  'PAYMENT_FAILED',
  'REOPEN',
  'CLOSE',
  'HOLD',
  'UNHOLD',
] as const;
export type HistoryEvent = (typeof historyEvents)[number];

export const historyEventMessages = {
  SUBMIT: 'historyEvent.submit',
  APPROVE: 'historyEvent.approve',
  REJECT: 'historyEvent.reject',
  WITHDRAW: 'historyEvent.withdraw',
  PAY: 'historyEvent.pay',
  PAYMENT_FAILED: 'historyEvent.paymentFailed',
  REOPEN: 'historyEvent.reopen',
  CLOSE: 'historyEvent.close',
  HOLD: 'historyEvent.hold',
  UNHOLD: 'historyEvent.unhold',
} as const satisfies Record<HistoryEvent, ApiMessageId>;

/** The document categories of the label picker (§9). */
export const DocumentCategory = {
  /** 1002: reimbursement. */
  REIMBURSEMENT: 1002,
  /** 3004: public (corporate) payment. */
  PUBLIC_PAYMENT: 3004,
  /** 1001: application. */
  APPLICATION: 1001,
  /** 2007: public (corporate) application. */
  PUBLIC_APPLICATION: 2007,
  /** 3001: loan. */
  LOAN: 3001,
  /** 1701: accrual. */
  ACCRUAL: 1701,
} as const;

export type DocumentCategory = (typeof DocumentCategory)[keyof typeof DocumentCategory];

/** The label picker's categories in the order it lists them. */
export const labelDocumentCategories = [
  1002, 3004, 1001, 2007, 3001, 1701,
] as const satisfies readonly DocumentCategory[];

/** The label picker's category cannot be cleared and starts on reimbursement (§5). */
export const DEFAULT_LABEL_DOCUMENT_CATEGORY = DocumentCategory.REIMBURSEMENT;

export const documentCategoryMessages = {
  1002: 'documentCategory.reimbursement',
  3004: 'documentCategory.publicPayment',
  1001: 'documentCategory.application',
  2007: 'documentCategory.publicApplication',
  3001: 'documentCategory.loan',
  1701: 'documentCategory.accrual',
} as const satisfies Record<DocumentCategory, ApiMessageId>;

/** The kinds of authentication source: workplace messaging and single sign-on integrations (spec §1). */
export const authSourceTypes = ['FEISHU', 'WECHAT', 'DINGTALK', 'YUNZHIJIA', 'MIDDLEWARE'] as const;
export type AuthSourceType = (typeof authSourceTypes)[number];
