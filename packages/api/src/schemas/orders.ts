import { z } from 'zod';
import { orderLineResource, orderResource } from '../resources/areas/finance';
import { recordMetaSchema } from './common';

// The order flow (new-order, confirm-order, order detail): an order and its order-line rows are
// written together by POST /api/orders and PUT /api/orders/:id, in one transaction, so that no
// order is ever stored without its lines.

/** The most lines one order may have. */
export const ORDER_MAX_LINES = 200;

/**
 * One line of an order as the console sends it: the order-line fields without those the service
 * fills in (the tenant, the order code and the line number, which is the line's place in the list).
 * An existing line (editing a pending order) carries its id and the version read.
 */
export const orderLineInputSchema = orderLineResource.schema
  .omit({ tenantId: true, orderCode: true, lineNo: true })
  .extend({
    id: z.number().int().positive().optional(),
    version: z.number().int().positive().optional(),
  });
export type OrderLineInput = z.infer<typeof orderLineInputSchema>;

/**
 * A new order: the header the user chooses and its lines. The service generates the order code
 * (`DDYYYYMMDDNNNN`, as the order description's generated serial), sets the status PENDING_PAYMENT and derives the product name (the first
 * line's, plus " 等 N 项" for several), the buy count (the first line's quantity) and the amount
 * (the sum of the lines' amounts). The category and service type default to the first line's (its
 * product's service type) and must be those of one of the lines; the currency defaults to CNY.
 */
export const orderInputSchema = orderResource.schema
  .pick({
    tenantId: true,
    contractCode: true,
    businessType: true,
    orderType: true,
    effectiveDate: true,
    expireDate: true,
    orderLargeCategory: true,
    serviceTypeCode: true,
  })
  .extend({
    currencyCode: orderResource.shape.currencyCode.unwrap().optional(),
    lines: z.array(orderLineInputSchema).min(1).max(ORDER_MAX_LINES),
  });
export type OrderInput = z.infer<typeof orderInputSchema>;

/** A pending order changed: its header and lines, with the version of the order read. */
export const orderUpdateSchema = orderInputSchema.extend({ version: z.number().int().positive() });
export type OrderUpdate = z.infer<typeof orderUpdateSchema>;

/** The version of the order read, for a status change (confirm, close, pay). */
export const orderVersionSchema = z.object({ version: z.number().int().positive() });

/** An order as stored: its fields, identity and audit columns. */
export const storedOrderSchema = recordMetaSchema.extend(orderResource.shape);
export type StoredOrder = z.infer<typeof storedOrderSchema>;
/** An order line as stored. */
export const storedOrderLineSchema = recordMetaSchema.extend(orderLineResource.shape);
export type StoredOrderLine = z.infer<typeof storedOrderLineSchema>;

/** What creating or changing an order answers: the order and its lines by line number. */
export const orderWithLinesSchema = z.object({
  order: storedOrderSchema,
  lines: z.array(storedOrderLineSchema),
});
export type OrderWithLines = z.infer<typeof orderWithLinesSchema>;
