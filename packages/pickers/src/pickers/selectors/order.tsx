import {
  apiMessage,
  orderStatuses,
  orderStatusMessages,
  searchOrders,
  type OrderLookup,
  type OrderStatus,
  type OrderType,
} from '@opsdesk/api';
import { Input, Select, useFormat, useUiLocale, type UiMessageTexts } from '@opsdesk/ui';
import { defineSource, type LookupScope } from '../../core/source';
import { inLocale } from '../../i18n/text';
import { createPicker } from '../../react/createPicker';
import type { DialogFilterBar } from '../../react/DialogPicker';

/** The order picker's own filters (GET /api/order/info/page/by/contract/tenant). */
export interface OrderPickerFilters {
  /** The orders of one contract. */
  readonly contractCode?: string | undefined;
  /** The orders of one tenant; the provider's scope when left out, every tenant without either. */
  readonly tenantId?: number | undefined;
  /** The statuses kept; every status when left out. */
  readonly orderStatus?: readonly OrderStatus[] | undefined;
  /** The order types kept; every type when left out. */
  readonly orderType?: readonly OrderType[] | undefined;
}

const texts = {
  noun: { 'zh-CN': '订单', en: 'order', ja: '注文', 'zh-TW': '訂單', it: 'ordine' },
  code: { 'zh-CN': '订单编号', en: 'Order code', ja: '注文番号', 'zh-TW': '訂單編號', it: 'Codice ordine' },
  contract: {
    'zh-CN': '合同编号',
    en: 'Contract code',
    ja: '契約番号',
    'zh-TW': '合約編號',
    it: 'Codice contratto',
  },
  businessType: {
    'zh-CN': '业务类型',
    en: 'Business type',
    ja: '取引種別',
    'zh-TW': '業務類型',
    it: 'Tipo di operazione',
  },
  product: { 'zh-CN': '合同产品', en: 'Product', ja: '契約製品', 'zh-TW': '合約產品', it: 'Prodotto' },
  buyCount: { 'zh-CN': '购买数量', en: 'Quantity', ja: '購入数', 'zh-TW': '購買數量', it: 'Quantità' },
  amount: {
    'zh-CN': '实付金额',
    en: 'Amount paid',
    ja: '実支払額',
    'zh-TW': '實付金額',
    it: 'Importo pagato',
  },
  effectiveDate: {
    'zh-CN': '生效日期',
    en: 'Effective',
    ja: '開始日',
    'zh-TW': '生效日期',
    it: 'Decorrenza',
  },
  expireDate: { 'zh-CN': '到期日期', en: 'Expires', ja: '終了日', 'zh-TW': '到期日期', it: 'Scadenza' },
  status: { 'zh-CN': '订单状态', en: 'Status', ja: '注文状況', 'zh-TW': '訂單狀態', it: 'Stato' },
} as const satisfies Record<string, UiMessageTexts>;

const tenantOf = (filters: OrderPickerFilters, scope: LookupScope) => filters.tenantId ?? scope.tenantId;

/** Money as spec §9 shows it: thousands separators and 2 decimals, in the interface language. */
function Money({ value }: { readonly value: number }) {
  const format = useFormat();
  return <>{format.money(value)}</>;
}

/** The customers' orders, searched by order code, contract code or product a page at a time. */
export const orderSource = defineSource<OrderLookup, OrderPickerFilters>({
  id: 'order',
  noun: texts.noun,
  key: (order) => order.orderCode,
  label: (order) => order.orderCode,
  description: (order) =>
    [order.contractProductName, order.businessTypeDesc, `${order.effectiveDate} – ${order.expireDate}`].join(
      ' · ',
    ),
  search: async ({ http, scope, query, filters, page, size, signal }) => {
    const answer = await searchOrders(
      http,
      {
        contractCode: filters.contractCode || undefined,
        tenantId: tenantOf(filters, scope),
        orderStatus: filters.orderStatus?.length ? filters.orderStatus : undefined,
        orderType: filters.orderType?.length ? filters.orderType : undefined,
        keyword: query || undefined,
        page,
        size,
      },
      { signal },
    );
    return { items: answer.content, total: answer.totalElements };
  },
  // The keyword matches the order code: one search per code, keeping the exact match.
  resolve: async ({ http, scope, keys, filters, signal }) => {
    const pages = await Promise.all(
      keys.map((key) =>
        searchOrders(
          http,
          { tenantId: tenantOf(filters, scope), keyword: String(key), page: 0, size: 20 },
          { signal },
        ),
      ),
    );
    const wanted = new Set(keys.map(String));
    return pages.flatMap((answer) => answer.content).filter((order) => wanted.has(order.orderCode));
  },
  columns: [
    { id: 'orderCode', header: texts.code, value: (order) => order.orderCode, width: 160 },
    { id: 'contractCode', header: texts.contract, value: (order) => order.contractCode, width: 130 },
    { id: 'businessType', header: texts.businessType, value: (order) => order.businessTypeDesc, width: 120 },
    {
      id: 'contractProductName',
      header: texts.product,
      value: (order) => order.contractProductName,
      width: 220,
    },
    { id: 'buyCount', header: texts.buyCount, value: (order) => order.buyCount, width: 90, align: 'end' },
    {
      id: 'actualAmount',
      header: texts.amount,
      value: (order) => <Money value={order.actualAmount} />,
      width: 130,
      align: 'end',
    },
    { id: 'effectiveDate', header: texts.effectiveDate, value: (order) => order.effectiveDate, width: 110 },
    { id: 'expireDate', header: texts.expireDate, value: (order) => order.expireDate, width: 110 },
  ],
});

/** The contract and status filters above the table of the order picker's dialog. */
export const OrderFilterBar: DialogFilterBar<OrderPickerFilters> = ({ filters, onChange }) => (
  <OrderFilterFields filters={filters} onChange={onChange} />
);

function OrderFilterFields({
  filters,
  onChange,
}: {
  readonly filters: OrderPickerFilters;
  readonly onChange: (filters: OrderPickerFilters) => void;
}) {
  const locale = useUiLocale();
  return (
    <>
      <Input
        label={inLocale(texts.contract, locale)}
        value={filters.contractCode ?? ''}
        onChange={(event) => onChange({ ...filters, contractCode: event.target.value.trim() || undefined })}
      />
      <Select<OrderStatus>
        label={inLocale(texts.status, locale)}
        clearable
        options={orderStatuses.map((status) => ({
          value: status,
          label: apiMessage(orderStatusMessages[status], locale),
        }))}
        value={filters.orderStatus?.[0] ?? null}
        onValueChange={(value) => onChange({ ...filters, orderStatus: value === null ? undefined : [value] })}
      />
    </>
  );
}

/**
 * The order picker (GET /api/order/info/page/by/contract/tenant): the orders of a contract and/or a
 * tenant by order code, contract code or product; the value is the order code. The `contractCode`
 * filter keeps one contract's orders; the tenant is the `tenantId` filter, else the provider's
 * scope, else every tenant. The dialog form filters by contract and status.
 */
export const OrderPicker = createPicker(orderSource, 'OrderPicker', { filterBar: OrderFilterBar });
