import { getRecord, listRecords, orderLineResource, type StoredRecord } from '@opsdesk/api';
import { Alert, Badge, DataTable, useFormat, type BadgeTone, type DataTableColumn } from '@opsdesk/ui';
import { useCallback, useMemo } from 'react';
import styled from 'styled-components';
import { useConsole } from '../../../app/ConsoleContext';
import { useLoad, type Loaded } from '../../../app/useLoad';
import { catalogue } from '../../../catalogue';
import { routeHref } from '../../../catalogue/links';
import type { RouteDefinition } from '../../../catalogue/types';
import { useTitle } from '../../../i18n';
import { useLocalText } from '../../shared/localText';
import { orderFlowMessages, type OrderFlowMessageId } from './messages';
import {
  DEFAULT_CURRENCY,
  orderedCentsIn,
  productOf,
  type CatalogueProduct,
  type OtherOrder,
} from './orderDraft';
import {
  discountPercent,
  fromCents,
  isOutsideTerm,
  lineListCents,
  orderTotals,
  termMonths,
  toCents,
  type OrderTotals,
} from './orderMath';

/** The routes of the order flow, with their addresses should the catalogue not have them yet. */
export const ORDER_ROUTES = {
  list: 'order-management',
  create: 'new-order',
  confirm: 'confirm-order',
  detail: 'order-management-detail',
} as const;

export const orderHref = {
  list: () => routeHref(ORDER_ROUTES.list) ?? '/main/order-management',
  create: (orderId?: number) =>
    `${routeHref(ORDER_ROUTES.create) ?? '/main/order-management/new-order'}${orderId ? `?orderId=${orderId}` : ''}`,
  confirm: (id: number) =>
    routeHref(ORDER_ROUTES.confirm, { id }) ?? `/main/order-management/confirm-order/${id}`,
  detail: (id: number) =>
    routeHref(ORDER_ROUTES.detail, { id }) ?? `/main/order-management/order-management-detail/${id}`,
};

/** A route of the catalogue by key; the order list's when the key is not bound (yet). */
export function routeOf(key: string): RouteDefinition {
  const entry = catalogue.byKey.get(key) ?? catalogue.byKey.get(ORDER_ROUTES.list);
  if (!entry || entry.kind !== 'route') throw new Error(`The catalogue has no route ${key}`);
  return entry;
}

export type OrderText = (
  id: OrderFlowMessageId,
  values?: Readonly<Record<string, string | number>>,
) => string;

/** The order flow's texts in the current language. */
export function useOrderText(): OrderText {
  return useLocalText(orderFlowMessages);
}

/** Every product of the catalogue by code (a few hundred at most), for prices, billing and floors. */
export async function loadCatalogue(
  http: ReturnType<typeof useConsole>['http'],
  signal: AbortSignal,
): Promise<Map<string, CatalogueProduct>> {
  const page = await listRecords(
    http,
    'finance-catalogue-product',
    { size: 1000, sort: 'productCode,asc' },
    { signal },
  );
  return new Map(page.content.map((record) => [String(record.productCode), productOf(record)]));
}

/** What the review and detail screens show around an order: lines, contract, tenant, products. */
export interface OrderContext {
  readonly lines: readonly StoredRecord[];
  readonly contract: StoredRecord | undefined;
  readonly tenantName: string | undefined;
  /** The contract's other orders that are not closed, in cents, in the order's currency. */
  readonly orderedCents: number;
  readonly products: ReadonlyMap<string, CatalogueProduct>;
}

/** Loads the context of an order once the order is there. */
export function useOrderContext(order: StoredRecord | undefined): Loaded<OrderContext> {
  const { http } = useConsole();
  const key = order ? `${order.id}:${order.version}` : undefined;
  return useLoad<OrderContext>(async (signal) => {
    const current = order as StoredRecord;
    const contractCode = String(current.contractCode);
    const [lines, contracts, others, tenant, products] = await Promise.all([
      listRecords(
        http,
        'order-line',
        { orderCode: String(current.orderCode), sort: 'lineNo,asc', size: 1000 },
        { signal },
      ),
      listRecords(http, 'contract', { contractCode, size: 1 }, { signal }),
      listRecords(http, 'order', { contractCode, size: 1000 }, { signal }),
      getRecord(http, 'tenant', Number(current.tenantId), { signal }).catch(() => undefined),
      loadCatalogue(http, signal).catch(() => new Map<string, CatalogueProduct>()),
    ]);
    return {
      lines: lines.content,
      contract: contracts.content[0],
      tenantName: typeof tenant?.tenantName === 'string' ? tenant.tenantName : undefined,
      orderedCents: orderedCentsIn(otherOrdersOf(others.content, current.id), currencyOf(current)),
      products,
    };
  }, key);
}

/** An order's currency: CNY for an order stored before orders had one. */
export function currencyOf(order: Readonly<Record<string, unknown>>): string {
  return typeof order.currencyCode === 'string' && order.currencyCode ? order.currencyCode : DEFAULT_CURRENCY;
}

/** The contract's orders but one (the order at hand) and the closed ones, with their amounts and currencies. */
export function otherOrdersOf(orders: readonly StoredRecord[], except: number | undefined): OtherOrder[] {
  return orders
    .filter((order) => order.id !== except && order.orderStatus !== 'CLOSED')
    .map((order) => ({ cents: toCents(Number(order.actualAmount) || 0), currencyCode: currencyOf(order) }));
}

const statusTones: Readonly<Record<string, BadgeTone>> = {
  PENDING_PAYMENT: 'warning',
  PAID: 'success',
  CLOSED: 'neutral',
};

export function OrderStatusBadge({ status }: { readonly status: unknown }) {
  const text = useOrderText();
  const value = String(status ?? '');
  const known = value === 'PENDING_PAYMENT' || value === 'PAID' || value === 'CLOSED';
  return (
    <Badge tone={statusTones[value] ?? 'neutral'} dot>
      {known ? text(`order.status.${value}`) : value || '—'}
    </Badge>
  );
}

/** The words of each order category, as @opsdesk/api describes the order lines' category. */
const categoryWords = orderLineResource.fields.orderLargeCategory?.enum;

/** A code of the order type, business type or category in words. */
export function useCodeText() {
  const text = useOrderText();
  const title = useTitle();
  return useCallback(
    (kind: 'type' | 'category', code: unknown) => {
      const value = String(code ?? '');
      if (kind === 'category') {
        const words = categoryWords?.[value]?.words;
        return words ? title(words) : value || '—';
      }
      const id = `order.${kind}.${value}`;
      return id in orderFlowMessages ? text(id as OrderFlowMessageId) : value || '—';
    },
    [text, title],
  );
}

/** The totals of stored lines (as the arithmetic of the form computes them). */
export function storedTotals(
  lines: readonly StoredRecord[],
  products: ReadonlyMap<string, CatalogueProduct>,
): OrderTotals {
  return orderTotals(
    lines.map((line) => ({
      quantity: Number(line.quantity) || 0,
      unitPrice: Number(line.unitPrice) || 0,
      listPrice: Number(line.listPrice) || 0,
      taxRate: Number(line.taxRate) || 0,
      billingMode: products.get(String(line.productCode))?.billingMode,
      effectiveDate: typeof line.effectiveDate === 'string' ? line.effectiveDate : undefined,
      expireDate: typeof line.expireDate === 'string' ? line.expireDate : undefined,
    })),
  );
}

const Code = styled.span`
  display: block;
  color: var(--ops-color-text-muted);
  font-size: var(--ops-font-size-sm);
  font-family: var(--ops-font-family-mono);
`;

/** The lines of an order, read-only: product, category, quantity, prices, discount, tax, term, amount. */
export function LinesTable({
  lines,
  products,
}: {
  readonly lines: readonly StoredRecord[];
  readonly products: ReadonlyMap<string, CatalogueProduct>;
}) {
  const text = useOrderText();
  const codeText = useCodeText();
  const format = useFormat();
  const columns = useMemo((): DataTableColumn<StoredRecord>[] => {
    const money = (value: unknown) => format.money(Number(value) || 0);
    return [
      { id: 'lineNo', header: text('order.field.lineNo'), accessor: 'lineNo', width: 64, align: 'end' },
      {
        id: 'product',
        header: text('order.field.product'),
        width: 240,
        cell: (line) => (
          <>
            {String(line.productName ?? '')}
            <Code>{String(line.productCode ?? '')}</Code>
          </>
        ),
      },
      {
        id: 'category',
        header: text('order.field.category'),
        width: 110,
        cell: (line) => codeText('category', line.orderLargeCategory),
      },
      {
        id: 'quantity',
        header: text('order.field.quantity'),
        width: 90,
        align: 'end',
        cell: (line) => format.number(Number(line.quantity) || 0),
      },
      { id: 'unit', header: text('order.field.unit'), accessor: 'unit', width: 70 },
      {
        id: 'listPrice',
        header: text('order.field.listPrice'),
        width: 120,
        align: 'end',
        cell: (line) => money(line.listPrice),
      },
      {
        id: 'unitPrice',
        header: text('order.field.unitPrice'),
        width: 120,
        align: 'end',
        cell: (line) => money(line.unitPrice),
      },
      {
        id: 'discount',
        header: text('order.field.discount'),
        width: 90,
        align: 'end',
        cell: (line) => {
          const list = lineListCents({
            quantity: Number(line.quantity) || 0,
            unitPrice: Number(line.unitPrice) || 0,
            listPrice: Number(line.listPrice) || 0,
          });
          const percent =
            list === undefined ? undefined : discountPercent(list, toCents(Number(line.amount) || 0));
          return percent === undefined ? '—' : `${percent}%`;
        },
      },
      {
        id: 'taxRate',
        header: text('order.field.taxRate'),
        width: 80,
        align: 'end',
        cell: (line) => `${Number(line.taxRate) || 0}%`,
      },
      {
        id: 'term',
        header: text('order.field.term'),
        width: 230,
        cell: (line) => {
          const start = String(line.effectiveDate ?? '');
          const end = String(line.expireDate ?? '');
          const months =
            products.get(String(line.productCode))?.billingMode === 'SUBSCRIPTION' && start && end
              ? ` · ${text('order.months', { count: termMonths(start, end) })}`
              : '';
          return `${start} ~ ${end}${months}`;
        },
      },
      {
        id: 'amount',
        header: text('order.field.amount'),
        width: 140,
        align: 'end',
        cell: (line) => money(line.amount),
      },
    ];
  }, [text, codeText, format, products]);
  return (
    <DataTable<StoredRecord>
      label={text('order.lines')}
      columns={columns}
      rows={lines}
      getRowId={(line) => String(line.id)}
      emptyText={text('order.lines.empty')}
      sortRows="client"
    />
  );
}

const TotalsList = styled.dl`
  display: grid;
  grid-template-columns: max-content max-content;
  justify-content: end;
  gap: var(--ops-space-1) var(--ops-space-6);
  margin: var(--ops-space-3) 0 0;
  font-variant-numeric: tabular-nums;

  dt {
    color: var(--ops-color-text-muted);
  }
  dd {
    margin: 0;
    text-align: end;
  }
  .total {
    font-weight: 600;
    font-size: var(--ops-font-size-lg);
    color: var(--ops-color-text);
  }
`;

/** The footer of an order: list total, discount (amount and percent), order total, tax per rate. */
export function TotalsSummary({
  totals,
  currency,
}: {
  readonly totals: OrderTotals;
  /** The order's currency, shown with every amount. */
  readonly currency: string;
}) {
  const text = useOrderText();
  const format = useFormat();
  const money = (cents: number) => format.money(fromCents(cents), { currency });
  return (
    <TotalsList aria-label={text('order.totals.order')}>
      <dt>{text('order.totals.list')}</dt>
      <dd>{money(totals.listCents)}</dd>
      <dt>{text('order.totals.discount')}</dt>
      <dd>
        {text('order.totals.discountValue', {
          amount: money(totals.discountCents),
          percent: totals.discountPercent ?? 0,
        })}
      </dd>
      <dt className="total">{text('order.totals.order')}</dt>
      <dd className="total" data-testid="order-total">
        {money(totals.orderCents)}
      </dd>
      {totals.taxes.map((tax) => (
        <div key={tax.rate} style={{ display: 'contents' }}>
          <dt>{text('order.totals.tax', { rate: tax.rate })}</dt>
          <dd>{money(tax.taxCents)}</dd>
        </div>
      ))}
    </TotalsList>
  );
}

export interface OrderWarningsInput {
  readonly orderCents: number;
  /** The contract's other orders in the order's currency. */
  readonly orderedCents: number;
  readonly currency: string;
  readonly contract: Readonly<Record<string, unknown>> | undefined;
  /** The line numbers (from 1) whose unit price is below the floor. */
  readonly belowFloor: readonly number[];
  readonly term: Readonly<Record<string, unknown>>;
}

/** The warnings of an order: below the floor price, above what is left of the contract, outside its term. */
export function OrderWarnings({
  orderCents,
  orderedCents,
  currency,
  contract,
  belowFloor,
  term,
}: OrderWarningsInput) {
  const text = useOrderText();
  const format = useFormat();
  const warnings: string[] = [];
  if (belowFloor.length > 0)
    warnings.push(text('order.warning.belowFloor', { lines: belowFloor.join(', ') }));
  const contractCents = contract ? toCents(Number(contract.totalAmount) || 0) : undefined;
  if (contractCents !== undefined && orderCents + orderedCents > contractCents)
    warnings.push(
      text('order.warning.overContract', {
        ordered: format.money(fromCents(orderedCents), { currency }),
        total: format.money(fromCents(contractCents), { currency }),
      }),
    );
  if (contract && isOutsideTerm(term, contract)) warnings.push(text('order.warning.outsideContract'));
  if (warnings.length === 0) return null;
  return (
    <Alert variant="warning" title={text('order.warnings')}>
      <ul style={{ margin: 0, paddingInlineStart: 'var(--ops-space-5)' }}>
        {warnings.map((warning) => (
          <li key={warning}>{warning}</li>
        ))}
      </ul>
    </Alert>
  );
}
