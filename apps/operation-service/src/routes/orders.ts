import {
  contractResource,
  orderInputSchema,
  orderLineResource,
  orderResource,
  orderUpdateSchema,
  orderVersionSchema,
  resourceWording,
  validationErrorMap,
  type Authority,
  type OrderInput,
  type ResourceDescriptor,
  type OrderLineInput,
} from '@opsdesk/api';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Queryable } from '../db';
import { ApiError, badRequest, versionConflict, type FieldError } from '../http/errors';
import type { ServiceLocale } from '../http/messages';
import type { Principal } from '../http/principal';
import { access, issueErrors, route, validate } from '../http/route';
import {
  createRecord,
  deleteRecord,
  getRecord,
  listRecords,
  nextSerial,
  updateRecord,
  type StoredRecord,
  type WriteContext,
} from '../resources/engine';
import { fieldsOf } from '../resources/recordFields';

/**
 * The order flow (spec §2.7, order-management): an order and its order-line rows are written in one
 * transaction, so that no order is stored without its lines and no line without its order.
 *
 * Statuses (spec: pending payment, paid, closed): an order is created PENDING_PAYMENT; while it is
 * pending it may be changed (PUT), confirmed, closed (→ CLOSED) or marked paid by finance (→ PAID,
 * finance:audit). PAID and CLOSED are final. Confirming is the customer's confirmation of the
 * pending order, not a status: the order schema has no field for it, so the order stays
 * PENDING_PAYMENT and the confirmation (who, when) is written to the order's history.
 *
 * The order's large category and service type (which the finance detail's address carries) are
 * those of one of its lines, the first line's unless chosen; its currency is CNY unless chosen, and
 * a change that names none keeps the order's.
 */

/** Transaction lock of the order-code sequence: two orders created at once get different numbers. */
const CONTRACT_STATUSES_ORDERABLE = new Set(['ACTIVE', 'DRAFT']);

type Texts = Readonly<Record<ServiceLocale, string>>;

const texts = {
  endBeforeStart: {
    'zh-CN': '结束时间早于开始时间',
    en: 'The end time is before the start time.',
    ja: '終了日時が開始日時より前です。',
    'zh-TW': '結束時間早於開始時間',
    it: "La data di fine è precedente a quella d'inizio.",
  },
  contractUnknown: {
    'zh-CN': '该租户下没有此合同',
    en: 'The tenant has no such contract.',
    ja: 'このテナントにこの契約はありません。',
    'zh-TW': '該租戶下沒有此合約',
    it: 'Il tenant non ha questo contratto.',
  },
  contractNotOrderable: {
    'zh-CN': '只有生效中或草稿状态的合同可以下单',
    en: 'Only active or draft contracts take orders.',
    ja: '有効または下書きの契約のみ注文できます。',
    'zh-TW': '只有生效中或草稿狀態的合約可以下單',
    it: 'Solo i contratti attivi o in bozza accettano ordini.',
  },
  productUnknown: {
    'zh-CN': '产品目录中没有此产品',
    en: 'The product catalogue has no such product.',
    ja: '製品カタログにこの製品はありません。',
    'zh-TW': '產品目錄中沒有此產品',
    it: 'Il catalogo non contiene questo prodotto.',
  },
  lineUnknown: {
    'zh-CN': '该订单没有此明细行',
    en: 'The order has no such line.',
    ja: 'この注文にこの明細はありません。',
    'zh-TW': '該訂單沒有此明細行',
    it: "L'ordine non ha questa riga.",
  },
  lineTwice: {
    'zh-CN': '同一明细行出现了两次',
    en: 'The same line appears twice.',
    ja: '同じ明細が2回指定されています。',
    'zh-TW': '同一明細行出現了兩次',
    it: 'La stessa riga compare due volte.',
  },
  categoryNotOfLines: {
    'zh-CN': '订单大类须为某一明细行的大类',
    en: 'The category must be that of one of the order lines.',
    ja: '大分類はいずれかの明細の大分類にしてください。',
    'zh-TW': '訂單大類須為某一明細行的大類',
    it: "La categoria deve essere quella di una delle righe dell'ordine.",
  },
  serviceTypeNotOfLines: {
    'zh-CN': '服务类型须为某一明细行产品的服务类型',
    en: "The service type must be that of one of the lines' products.",
    ja: 'サービス種別はいずれかの明細の製品のサービス種別にしてください。',
    'zh-TW': '服務類型須為某一明細行產品的服務類型',
    it: 'Il tipo di servizio deve essere quello del prodotto di una delle righe.',
  },
  notPending: {
    'zh-CN': '订单已不是待付款状态，不能再修改',
    en: 'The order is no longer pending payment and cannot be changed.',
    ja: '注文は支払待ちではないため、変更できません。',
    'zh-TW': '訂單已不是待付款狀態，不能再修改',
    it: "L'ordine non è più in attesa di pagamento e non può essere modificato.",
  },
} as const satisfies Record<string, Texts>;

const fieldError = (field: string, text: Texts, locale: ServiceLocale): FieldError => ({
  field,
  message: text[locale],
});

/** A status change asked of an order that is no longer pending payment: 409 naming the status. */
const notPending = (locale: ServiceLocale) =>
  new ApiError(409, 'ORDER_NOT_PENDING', 'VALIDATION_FAILED', {
    validationErrors: [fieldError('orderStatus', texts.notPending, locale)],
  });

/** Validates a record of a resource; the fields of its errors are prefixed (`lines.2.quantity`). */
function validateAt<T>(
  resource: { readonly schema: z.ZodType<T> } & Pick<ResourceDescriptor, 'fields'>,
  value: unknown,
  prefix: string,
  locale: ServiceLocale,
): T {
  const wording = resourceWording(resource, locale);
  const result = resource.schema.safeParse(value, { error: validationErrorMap(locale, wording) });
  if (result.success) return result.data;
  throw badRequest(
    issueErrors(result.error.issues, locale, wording).map((error) => ({
      ...error,
      field: [prefix, error.field].filter(Boolean).join('.'),
    })),
  );
}

/** Money in integer cents, read from its decimal text (never `amount * 100` in floating point). */
export function centsOf(amount: number): number {
  const [whole = '0', fraction = ''] = Math.abs(amount).toFixed(2).split('.');
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return amount < 0 ? -cents : cents;
}

/** The order's product name: the first line's, with " 等 N 项" when there are several (at most 100 characters). */
export function orderProductName(names: readonly string[]): string {
  const first = names[0] ?? '';
  if (names.length <= 1) return first.slice(0, 100);
  const suffix = ` 等 ${names.length} 项`;
  return `${first.slice(0, 100 - suffix.length)}${suffix}`;
}

/**
 * The next order code: the order description's generated serial (`DD<yyyyMMdd><NNNN>`), as a
 * record created through the resource API gets, under the same lock.
 */
export async function nextOrderCode(tx: Queryable, now: Date): Promise<string> {
  const prefix = orderResource.fields.orderCode?.generated?.prefix ?? 'DD';
  return nextSerial(tx, orderResource.name, 'orderCode', prefix, now);
}

/** The service type code of each product of the catalogue that the lines name (absent: unknown product). */
type ServiceTypes = ReadonlyMap<string, string | null>;

/**
 * Checks what the schemas cannot: start ≤ end on the order and every line, the contract is the
 * tenant's and takes orders, every product is in the catalogue, and a category or service type
 * chosen for the order is that of one of its lines. All problems at once. Answers the service
 * types of the lines' products.
 */
async function checkOrder(
  tx: Queryable,
  principal: Principal,
  input: OrderInput,
  locale: ServiceLocale,
): Promise<ServiceTypes> {
  const errors: FieldError[] = [];
  if (input.expireDate < input.effectiveDate)
    errors.push(fieldError('expireDate', texts.endBeforeStart, locale));
  input.lines.forEach((line, index) => {
    if (line.expireDate < line.effectiveDate)
      errors.push(fieldError(`lines.${index}.expireDate`, texts.endBeforeStart, locale));
  });
  const contracts = await listRecords(tx, contractResource, principal, {
    page: 0,
    size: 1,
    filters: { contractCode: input.contractCode, tenantId: input.tenantId },
  });
  const contract = contracts.content[0];
  if (!contract) errors.push(fieldError('contractCode', texts.contractUnknown, locale));
  else if (!CONTRACT_STATUSES_ORDERABLE.has(String(contract.contractStatus)))
    errors.push(fieldError('contractCode', texts.contractNotOrderable, locale));
  const codes = [...new Set(input.lines.map((line) => line.productCode))];
  const { rows } = await tx.query<{ code: string; service: string | null }>(
    `select data->>'productCode' as code, data->>'serviceTypeCode' as service from resource_record
      where resource = 'finance-catalogue-product' and data->>'productCode' = any($1::text[])`,
    [codes],
  );
  const serviceTypes: ServiceTypes = new Map(rows.map((row) => [row.code, row.service]));
  input.lines.forEach((line, index) => {
    if (!serviceTypes.has(line.productCode))
      errors.push(fieldError(`lines.${index}.productCode`, texts.productUnknown, locale));
  });
  if (
    input.orderLargeCategory !== undefined &&
    !input.lines.some((line) => line.orderLargeCategory === input.orderLargeCategory)
  )
    errors.push(fieldError('orderLargeCategory', texts.categoryNotOfLines, locale));
  if (
    input.serviceTypeCode !== undefined &&
    !input.lines.some((line) => serviceTypes.get(line.productCode) === input.serviceTypeCode)
  )
    errors.push(fieldError('serviceTypeCode', texts.serviceTypeNotOfLines, locale));
  if (errors.length > 0) throw badRequest(errors);
  return serviceTypes;
}

/**
 * The order's stored fields: the header chosen, and what the service derives from the lines. A
 * category or service type not chosen is the first line's (its product's service type); a currency
 * not chosen is `currency` (the order's own when it is changed, CNY for a new one).
 */
function orderFields(
  input: OrderInput,
  serviceTypes: ServiceTypes,
  orderCode: string,
  orderStatus: string,
  currency: string,
  locale: ServiceLocale,
): Record<string, unknown> {
  const total = input.lines.reduce((sum, line) => sum + centsOf(line.amount), 0);
  const first = input.lines[0];
  const serviceTypeCode =
    input.serviceTypeCode ?? (first ? (serviceTypes.get(first.productCode) ?? undefined) : undefined);
  return validateAt(
    orderResource,
    {
      tenantId: input.tenantId,
      orderCode,
      contractCode: input.contractCode,
      businessType: input.businessType,
      orderType: input.orderType,
      contractProductName: orderProductName(input.lines.map((line) => line.productName)),
      buyCount: input.lines[0]?.quantity,
      actualAmount: total / 100,
      effectiveDate: input.effectiveDate,
      expireDate: input.expireDate,
      orderStatus,
      orderLargeCategory: input.orderLargeCategory ?? first?.orderLargeCategory,
      ...(serviceTypeCode !== undefined && { serviceTypeCode }),
      currencyCode: input.currencyCode ?? currency,
    },
    '',
    locale,
  );
}

function lineFields(
  input: OrderInput,
  orderCode: string,
  index: number,
  line: OrderLineInput,
  locale: ServiceLocale,
): Record<string, unknown> {
  const { id: _id, version: _version, ...fields } = line;
  return validateAt(
    orderLineResource,
    { ...fields, tenantId: input.tenantId, orderCode, lineNo: index + 1 },
    `lines.${index}`,
    locale,
  );
}

async function linesOf(tx: Queryable, principal: Principal, orderCode: string): Promise<StoredRecord[]> {
  const page = await listRecords(tx, orderLineResource, principal, {
    page: 0,
    size: 1000,
    sort: 'lineNo,asc',
    filters: { orderCode },
  });
  return page.content;
}

/** The order of the route, locked, at the version the caller read, and still pending payment. */
async function pendingOrder(
  tx: Queryable,
  principal: Principal,
  id: number,
  version: number,
  locale: ServiceLocale,
): Promise<StoredRecord> {
  const order = await getRecord(tx, orderResource, principal, id, true);
  if (order.version !== version) throw versionConflict(order.version);
  if (order.orderStatus !== 'PENDING_PAYMENT') throw notPending(locale);
  return order;
}

/** Line numbers no kept line holds, for moving lines out of each other's way (highest first). */
function freeLineNumbers(taken: ReadonlySet<number>, count: number): number[] {
  const free: number[] = [];
  for (let number = 999; number > 0 && free.length < count; number -= 1)
    if (!taken.has(number)) free.push(number);
  return free;
}

const idParams = z.object({ id: z.coerce.number().int().positive() });

export async function registerOrderRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.services;
  const writeAccess = access.anyOf(orderResource.permissions.write);

  route(app, {
    method: 'POST',
    url: '/api/orders',
    access: writeAccess,
    summary:
      'Creates an order in PENDING_PAYMENT with its lines, in one transaction; the order code (DDYYYYMMDDNNNN) is generated.',
    handler: async ({ request, reply, principal, locale }) => {
      const input = validate(orderInputSchema, request.body ?? {}, locale);
      const context: WriteContext = { principal, spanId: request.id };
      const answer = await db.transaction(async (tx) => {
        const serviceTypes = await checkOrder(tx, principal, input, locale);
        const orderCode = await nextOrderCode(tx, app.services.now());
        const fields = orderFields(
          input,
          serviceTypes,
          orderCode,
          'PENDING_PAYMENT',
          orderResource.shape.currencyCode.parse(undefined),
          locale,
        );
        const lineRows = input.lines.map((line, index) => lineFields(input, orderCode, index, line, locale));
        const order = await createRecord(tx, orderResource, fields, context);
        const lines: StoredRecord[] = [];
        for (const line of lineRows) lines.push(await createRecord(tx, orderLineResource, line, context));
        return { order, lines };
      });
      return reply.code(201).send(answer);
    },
  });

  route(app, {
    method: 'PUT',
    url: '/api/orders/:id',
    access: writeAccess,
    params: idParams,
    summary:
      'Changes a pending order and its lines in one transaction: lines with an id are updated, new ones created, missing ones deleted.',
    handler: async ({ request, params, principal, locale }) => {
      const input = validate(orderUpdateSchema, request.body ?? {}, locale);
      const context: WriteContext = { principal, spanId: request.id };
      return db.transaction(async (tx) => {
        const current = await pendingOrder(tx, principal, params.id, input.version, locale);
        const serviceTypes = await checkOrder(tx, principal, input, locale);
        const orderCode = String(current.orderCode);
        const fields = orderFields(
          input,
          serviceTypes,
          orderCode,
          'PENDING_PAYMENT',
          String(current.currencyCode ?? orderResource.shape.currencyCode.parse(undefined)),
          locale,
        );
        const lineRows = input.lines.map((line, index) => lineFields(input, orderCode, index, line, locale));

        const existing = new Map((await linesOf(tx, principal, orderCode)).map((line) => [line.id, line]));
        const errors: FieldError[] = [];
        const kept = new Set<number>();
        input.lines.forEach((line, index) => {
          if (line.id === undefined) return;
          if (!existing.has(line.id)) errors.push(fieldError(`lines.${index}.id`, texts.lineUnknown, locale));
          else if (kept.has(line.id)) errors.push(fieldError(`lines.${index}.id`, texts.lineTwice, locale));
          kept.add(line.id);
        });
        if (errors.length > 0) throw badRequest(errors);

        const order = await updateRecord(tx, orderResource, params.id, input.version, fields, context);
        for (const [id, line] of existing)
          if (!kept.has(id)) await deleteRecord(tx, orderLineResource, line.id, context);

        // Kept lines that change number first move to numbers nobody holds, so that renumbering
        // (a reorder swaps numbers) never meets the (orderCode, lineNo) unique set half-way.
        const versions = new Map<number, number>();
        const moving = input.lines.flatMap((line, index) => {
          const stored = line.id === undefined ? undefined : existing.get(line.id);
          if (!stored) return [];
          if (line.version !== undefined && line.version !== stored.version)
            throw versionConflict(stored.version);
          versions.set(stored.id, stored.version);
          return stored.lineNo === index + 1 ? [] : [stored];
        });
        const taken = new Set(
          [...kept].map((id) => Number(existing.get(id)?.lineNo)).concat(input.lines.map((_, i) => i + 1)),
        );
        const free = freeLineNumbers(taken, moving.length);
        for (const [index, stored] of moving.entries()) {
          const moved = await updateRecord(
            tx,
            orderLineResource,
            stored.id,
            stored.version,
            { ...fieldsOf(stored), lineNo: free[index] },
            context,
          );
          versions.set(stored.id, moved.version);
        }

        const lines: StoredRecord[] = [];
        for (const [index, line] of input.lines.entries()) {
          const row = lineRows[index] as Record<string, unknown>;
          lines.push(
            line.id === undefined
              ? await createRecord(tx, orderLineResource, row, context)
              : await updateRecord(tx, orderLineResource, line.id, versions.get(line.id) ?? 0, row, context),
          );
        }
        return { order, lines };
      });
    },
  });

  route(app, {
    method: 'POST',
    url: '/api/orders/:id/confirm',
    access: writeAccess,
    params: idParams,
    body: orderVersionSchema,
    summary:
      "Records the customer's confirmation of a pending order in its history; the order stays PENDING_PAYMENT.",
    handler: ({ request, params, body, principal, locale }) =>
      db.transaction(async (tx) => {
        const order = await pendingOrder(tx, principal, params.id, body.version, locale);
        const at = app.services.now().toISOString();
        // Bound as the order is, like every entry the engine writes (`migrations/0006`).
        await tx.query(
          `insert into resource_history (resource, record_id, action, actor, changes, span_id, tenant_id, company_id)
           select r.resource, r.id, 'UPDATE', $3, $4, $5, r.tenant_id, r.company_id
             from resource_record r where r.resource = $1 and r.id = $2`,
          [
            orderResource.name,
            order.id,
            principal.login,
            JSON.stringify({ confirmedBy: [null, principal.login], confirmedAt: [null, at] }),
            request.id,
          ],
        );
        return order;
      }),
  });

  const transition = (action: string, orderStatus: string, authority: Authority, summary: string) =>
    route(app, {
      method: 'POST',
      url: `/api/orders/:id/${action}`,
      access: access.anyOf(authority),
      params: idParams,
      body: orderVersionSchema,
      summary,
      handler: ({ request, params, body, principal, locale }) =>
        db.transaction(async (tx) => {
          const order = await pendingOrder(tx, principal, params.id, body.version, locale);
          return updateRecord(
            tx,
            orderResource,
            order.id,
            order.version,
            { ...fieldsOf(order), orderStatus },
            { principal, spanId: request.id },
          );
        }),
    });

  transition(
    'close',
    'CLOSED',
    orderResource.permissions.write,
    'Closes a pending order: PENDING_PAYMENT → CLOSED.',
  );
  transition(
    'pay',
    'PAID',
    'finance:audit',
    "Finance confirms a pending order's payment: PENDING_PAYMENT → PAID.",
  );
}
