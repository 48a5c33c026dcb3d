import type { HttpClient, RequestOptions } from '@opsdesk/http';
import {
  orderWithLinesSchema,
  storedOrderSchema,
  type OrderInput,
  type OrderUpdate,
  type OrderWithLines,
  type StoredOrder,
} from '../schemas/orders';
import { postChecked, putChecked } from './call';

const orderPath = (id: number, action?: string) =>
  `/api/orders/${encodeURIComponent(String(id))}${action ? `/${action}` : ''}`;

/**
 * POST /api/orders: creates an order in PENDING_PAYMENT and its lines in one transaction; the
 * service generates the order code. A 400 names the fields (`lines.1.unitPrice`...).
 */
export function createOrder(
  http: HttpClient,
  order: OrderInput,
  options?: RequestOptions,
): Promise<OrderWithLines> {
  return postChecked(http, 'createOrder', '/api/orders', orderWithLinesSchema, order, options);
}

/**
 * PUT /api/orders/:id: changes a pending order and its lines in one transaction. Lines with an id
 * are updated (their version checked), lines without one created, the order's other lines
 * deleted; lines are renumbered 1..n in the order given.
 */
export function updateOrder(
  http: HttpClient,
  id: number,
  order: OrderUpdate,
  options?: RequestOptions,
): Promise<OrderWithLines> {
  return putChecked(http, 'updateOrder', orderPath(id), orderWithLinesSchema, order, options);
}

/**
 * POST /api/orders/:id/confirm: the customer's confirmation of a pending order. The order stays
 * PENDING_PAYMENT (finance confirms the payment); the confirmation is written to its history.
 */
export function confirmOrder(
  http: HttpClient,
  id: number,
  version: number,
  options?: RequestOptions,
): Promise<StoredOrder> {
  return postChecked(http, 'confirmOrder', orderPath(id, 'confirm'), storedOrderSchema, { version }, options);
}

/** POST /api/orders/:id/close: PENDING_PAYMENT → CLOSED. */
export function closeOrder(
  http: HttpClient,
  id: number,
  version: number,
  options?: RequestOptions,
): Promise<StoredOrder> {
  return postChecked(http, 'closeOrder', orderPath(id, 'close'), storedOrderSchema, { version }, options);
}

/** POST /api/orders/:id/pay: finance confirms the payment, PENDING_PAYMENT → PAID (finance:audit). */
export function confirmOrderPayment(
  http: HttpClient,
  id: number,
  version: number,
  options?: RequestOptions,
): Promise<StoredOrder> {
  return postChecked(
    http,
    'confirmOrderPayment',
    orderPath(id, 'pay'),
    storedOrderSchema,
    { version },
    options,
  );
}
