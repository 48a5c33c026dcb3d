import { listPreOpenOrders, type PreOpenOrderLookup } from '@opsdesk/api';
import { formatMoney, formatNumber, useFormat, type UiMessageTexts } from '@opsdesk/ui';
import { defineSource, type LookupScope } from '../../core/source';
import { createPicker } from '../../react/createPicker';

/** The pre-open order picker's own filters (GET /api/order/info/preOpen/by/tenant). */
export interface PreOpenOrderPickerFilters {
  /** The tenant whose pre-open orders are listed; the provider's scope when left out. */
  readonly tenantId?: number | undefined;
}

const texts = {
  noun: {
    'zh-CN': '预开通订单',
    en: 'pre-open order',
    ja: '事前開通注文',
    'zh-TW': '預開通訂單',
    it: 'ordine preattivato',
  },
  serviceType: {
    'zh-CN': '服务类型',
    en: 'Service type',
    ja: 'サービス種別',
    'zh-TW': '服務類型',
    it: 'Tipo di servizio',
  },
  quantity: {
    'zh-CN': '分摊数量',
    en: 'Apportioned quantity',
    ja: '按分数量',
    'zh-TW': '分攤數量',
    it: 'Quantità ripartita',
  },
  amount: {
    'zh-CN': '分摊金额',
    en: 'Apportioned amount',
    ja: '按分金額',
    'zh-TW': '分攤金額',
    it: 'Importo ripartito',
  },
  openDate: {
    'zh-CN': '开通日期',
    en: 'Opened on',
    ja: '開通日',
    'zh-TW': '開通日期',
    it: 'Data di attivazione',
  },
  chooseTenant: {
    'zh-CN': '请先选择租户，再查找其预开通订单。',
    en: 'Choose a tenant first to look up its pre-open orders.',
    ja: '事前開通注文を検索するには、先にテナントを選択してください。',
    'zh-TW': '請先選擇租戶，再查找其預開通訂單。',
    it: 'Scegli prima un tenant per cercarne gli ordini preattivati.',
  },
} as const satisfies Record<string, UiMessageTexts>;

const tenantOf = (filters: PreOpenOrderPickerFilters, scope: LookupScope) =>
  filters.tenantId ?? scope.tenantId;

/** Money as spec §9 shows it: thousands separators and 2 decimals, in the interface language. */
function Money({ value }: { readonly value: number }) {
  const format = useFormat();
  return <>{format.money(value)}</>;
}

/** The pre-open orders of a tenant: the whole list, filtered and paged in the picker. */
export const preOpenOrderSource = defineSource<PreOpenOrderLookup, PreOpenOrderPickerFilters>({
  id: 'preOpenOrder',
  noun: texts.noun,
  key: (order) => order.id,
  label: (order) => order.serviceTypeName,
  // Quantity and amount (spec §9 money format) tell apart two orders of one service type.
  description: (order) =>
    [`× ${formatNumber(order.apportionQty, 'en')}`, formatMoney(order.apportionAmount, 'en'), order.openDate]
      .filter(Boolean)
      .join(' · '),
  paging: 'client',
  search: async ({ http, scope, filters, signal }) => {
    const items = await listPreOpenOrders(http, { tenantId: tenantOf(filters, scope) }, { signal });
    return { items, total: items.length };
  },
  // The call needs a tenant of the provider's staff. `scope` is the provider's when the picker core
  // passes it; without it the call is left to answer.
  validate: (_query, filters, scope?: LookupScope) =>
    scope === undefined || tenantOf(filters, scope) !== undefined ? undefined : texts.chooseTenant,
  columns: [
    { id: 'serviceTypeName', header: texts.serviceType, value: (order) => order.serviceTypeName, width: 200 },
    {
      id: 'apportionQty',
      header: texts.quantity,
      value: (order) => order.apportionQty,
      width: 130,
      align: 'end',
    },
    {
      id: 'apportionAmount',
      header: texts.amount,
      value: (order) => <Money value={order.apportionAmount} />,
      width: 140,
      align: 'end',
    },
    { id: 'openDate', header: texts.openDate, value: (order) => order.openDate, width: 120 },
  ],
});

/**
 * The pre-open order picker (GET /api/order/info/preOpen/by/tenant): the service types a tenant
 * opened before their order, with apportioned quantity and amount, listed once and searched in the
 * picker; the value is the order's id. The tenant is the `tenantId` filter, else the provider's
 * scope; without either it asks for a tenant first.
 */
export const PreOpenOrderPicker = createPicker(preOpenOrderSource, 'PreOpenOrderPicker');
