import {
  closeOrder,
  confirmOrderPayment,
  getRecordHistory,
  listRecords,
  type RecordHistoryEntry,
  type StoredRecord,
} from '@opsdesk/api';
import { useAuthority, useOperation } from '@opsdesk/auth/react';
import { describeError } from '@opsdesk/http';
import {
  Alert,
  Button,
  Card,
  DataTable,
  Descriptions,
  EmptyState,
  ResultPage,
  Skeleton,
  Tabs,
  useConfirm,
  useFormat,
  useToast,
  type DataTableColumn,
} from '@opsdesk/ui';
import { useMemo, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { useConsole } from '../../../app/ConsoleContext';
import { useLoad } from '../../../app/useLoad';
import { routeHref } from '../../../catalogue/links';
import { useResourcePermissions } from '../../../resources/access';
import { PageHeader, PageSection } from '../../../resources/layout';
import { recordIdOf, useRecord } from '../../../resources/ResourceDetail';
import { ResourceList } from '../../../resources/ResourceList';
import type { ResourceScreen } from '../../../resources/types';
import { screen as financeInvoiceScreen } from '../financeInvoice/screen';
import { screen as invoiceScreen } from '../invoice/screen';
import { screen as receivableScreen } from '../receivable/screen';
import type { OrderFlowMessageId } from './messages';
import { fromCents, toCents } from './orderMath';
import {
  currencyOf,
  LinesTable,
  orderHref,
  OrderStatusBadge,
  routeOf,
  storedTotals,
  TotalsSummary,
  useCodeText,
  useOrderContext,
  useOrderText,
  type OrderContext,
} from './parts';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--ops-space-2);
`;

const Line = styled.p`
  margin: var(--ops-space-3) 0;
  font-variant-numeric: tabular-nums;
`;

const HistoryList = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: var(--ops-space-3);

  & > li {
    padding: var(--ops-space-3);
    border: 1px solid var(--ops-color-border);
    border-radius: var(--ops-radius-md);
    background: var(--ops-color-surface);
  }
  & ul {
    margin: var(--ops-space-2) 0 0;
    padding-inline-start: var(--ops-space-5);
    color: var(--ops-color-text-muted);
  }
`;

const TAB_KEYS = ['lines', 'payments', 'invoices', 'preOpen', 'history'] as const;
type TabKey = (typeof TAB_KEYS)[number];

/** The order's fields as the history names them. */
const historyFields: Readonly<Record<string, OrderFlowMessageId>> = {
  orderStatus: 'order.field.status',
  actualAmount: 'order.field.total',
  contractCode: 'order.field.contract',
  tenantId: 'order.field.tenant',
  orderType: 'order.field.orderType',
  businessType: 'order.field.businessType',
  effectiveDate: 'order.field.effectiveDate',
  expireDate: 'order.field.expireDate',
  buyCount: 'order.field.quantity',
  contractProductName: 'order.field.product',
  orderCode: 'order.field.orderCode',
  orderLargeCategory: 'order.field.orderCategory',
  serviceTypeCode: 'order.field.serviceType',
  currencyCode: 'order.field.currency',
};

function valueText(value: unknown): string {
  if (value === undefined || value === null || value === '') return '—';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

function LinesTab({ context, currency }: { readonly context: OrderContext; readonly currency: string }) {
  return (
    <>
      <LinesTable lines={context.lines} products={context.products} />
      <TotalsSummary totals={storedTotals(context.lines, context.products)} currency={currency} />
    </>
  );
}

/** A resource's list inside a tab: the records of this order only (the filter is fixed). */
function useOrderScreen(
  screen: ResourceScreen,
  orderCode: string,
  defaults?: Readonly<Record<string, unknown>>,
) {
  return useMemo(
    (): ResourceScreen => ({
      ...screen,
      fixed: { ...(screen.fixed ?? {}), orderCode },
      defaults: { ...(screen.defaults ?? {}), ...(defaults ?? {}) },
    }),
    [screen, orderCode, defaults],
  );
}

function PaymentsTab({ order }: { readonly order: StoredRecord }) {
  const { http } = useConsole();
  const text = useOrderText();
  const format = useFormat();
  const orderCode = String(order.orderCode);
  const screen = useOrderScreen(receivableScreen, orderCode);
  const money = useLoad(async (signal) => {
    const [receivables, flows] = await Promise.all([
      listRecords(http, 'finance-receivable', { orderCode, size: 1000 }, { signal }),
      // Receipt flows are filtered by contract; those written off against this order are kept.
      listRecords(
        http,
        'finance-receipt-flow',
        { contractCode: String(order.contractCode), size: 1000 },
        { signal },
      ),
    ]);
    const receivable = receivables.content.reduce(
      (sum, row) => sum + toCents(Number(row.receivableAmount) || 0),
      0,
    );
    const received = receivables.content.reduce(
      (sum, row) => sum + toCents(Number(row.receivedAmount) || 0),
      0,
    );
    return { receivable, received, flows: flows.content.filter((flow) => flow.orderCode === orderCode) };
  }, `payments:${orderCode}`);
  const flowColumns = useMemo(
    (): DataTableColumn<StoredRecord>[] => [
      {
        id: 'flowCode',
        header: text('order.flow.code'),
        width: 200,
        cell: (flow) => {
          const href = routeHref('finance-write-off-detail', { id: flow.id });
          return href ? <Link to={href}>{String(flow.flowCode)}</Link> : String(flow.flowCode);
        },
      },
      { id: 'receiptDate', header: text('order.flow.date'), accessor: 'receiptDate', width: 120 },
      { id: 'payerName', header: text('order.flow.payer'), accessor: 'payerName', width: 240 },
      {
        id: 'amount',
        header: text('order.flow.amount'),
        width: 140,
        align: 'end',
        cell: (flow) => format.money(Number(flow.writtenOffAmount ?? flow.amount) || 0),
      },
    ],
    [text, format],
  );
  return (
    <>
      <ResourceList
        screen={screen}
        route={routeOf('finance-receivables')}
        embedded={{ filters: { orderCode } }}
      />
      {money.error ? <Alert variant="error">{money.error.message}</Alert> : null}
      {money.data ? (
        <Line>
          {text('order.payments.outstanding', {
            receivable: format.money(fromCents(money.data.receivable)),
            received: format.money(fromCents(money.data.received)),
            outstanding: format.money(fromCents(money.data.receivable - money.data.received)),
          })}
        </Line>
      ) : null}
      <Card title={text('order.flows.title')} headingLevel={2}>
        <DataTable<StoredRecord>
          label={text('order.flows.title')}
          columns={flowColumns}
          rows={money.data?.flows ?? []}
          getRowId={(flow) => String(flow.id)}
          loading={money.loading}
          emptyText={text('order.flows.empty')}
          sortRows="client"
        />
      </Card>
    </>
  );
}

function InvoicesTab({
  order,
  context,
}: {
  readonly order: StoredRecord;
  readonly context: OrderContext | undefined;
}) {
  const text = useOrderText();
  const orderCode = String(order.orderCode);
  // "New" on the request list opens the invoice request form with the order's tenant, contract and amount.
  const requestDefaults = useMemo(
    () => ({
      tenantId: order.tenantId,
      contractCode: order.contractCode,
      amountIncludingTax: order.actualAmount,
      ...(context?.contract?.signContractCustomer
        ? { invoiceTitle: context.contract.signContractCustomer }
        : {}),
    }),
    [order.tenantId, order.contractCode, order.actualAmount, context?.contract?.signContractCustomer],
  );
  const requests = useOrderScreen(invoiceScreen, orderCode, requestDefaults);
  const issued = useOrderScreen(financeInvoiceScreen, orderCode);
  // One list at a time: two lists on one page would repeat their search form's landmark.
  return (
    <Tabs.Root defaultValue="requests">
      <Tabs.List aria-label={text('order.invoices.tabs')}>
        <Tabs.Trigger value="requests">{text('order.invoices.requests')}</Tabs.Trigger>
        <Tabs.Trigger value="issued">{text('order.invoices.issued')}</Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="requests">
        <ResourceList
          screen={requests}
          route={routeOf('invoice-management')}
          embedded={{ filters: { orderCode } }}
        />
      </Tabs.Content>
      <Tabs.Content value="issued">
        <ResourceList
          screen={issued}
          route={routeOf('invoice-management-finance')}
          embedded={{ filters: { orderCode } }}
        />
      </Tabs.Content>
    </Tabs.Root>
  );
}

function PreOpenTab({ tenantId }: { readonly tenantId: number }) {
  const { http } = useConsole();
  const text = useOrderText();
  const format = useFormat();
  const rows = useLoad(
    async (signal) =>
      (await listRecords(http, 'pre-open-order', { tenantId, size: 1000 }, { signal })).content,
    `pre-open:${tenantId}`,
  );
  const columns = useMemo(
    (): DataTableColumn<StoredRecord>[] => [
      {
        id: 'serviceTypeName',
        header: text('order.preOpen.service'),
        accessor: 'serviceTypeName',
        width: 240,
      },
      {
        id: 'apportionQty',
        header: text('order.preOpen.quantity'),
        width: 120,
        align: 'end',
        cell: (row) => format.number(Number(row.apportionQty) || 0),
      },
      {
        id: 'apportionAmount',
        header: text('order.preOpen.amount'),
        width: 160,
        align: 'end',
        cell: (row) => format.money(Number(row.apportionAmount) || 0),
      },
      { id: 'openDate', header: text('order.preOpen.openDate'), accessor: 'openDate', width: 140 },
    ],
    [text, format],
  );
  return (
    <DataTable<StoredRecord>
      label={text('order.tab.preOpen')}
      columns={columns}
      rows={rows.data ?? []}
      getRowId={(row) => String(row.id)}
      loading={rows.loading}
      error={rows.error?.message}
      onRetry={rows.reload}
      emptyText={text('order.preOpen.empty')}
      sortRows="client"
    />
  );
}

function HistoryTab({ id }: { readonly id: number }) {
  const { http } = useConsole();
  const text = useOrderText();
  const format = useFormat();
  const entries = useLoad<RecordHistoryEntry[]>(
    (signal) => getRecordHistory(http, 'order', id, { signal }),
    `history:${id}`,
  );
  if (entries.error) return <Alert variant="error">{entries.error.message}</Alert>;
  if (!entries.data) return <Skeleton.Text lines={4} />;
  if (entries.data.length === 0) return <EmptyState size="sm" title={text('order.history.empty')} />;
  return (
    <HistoryList aria-label={text('order.tab.history')}>
      {entries.data.map((entry) => {
        const changes =
          entry.changes && typeof entry.changes === 'object' && !Array.isArray(entry.changes)
            ? (entry.changes as Record<string, unknown>)
            : {};
        // The confirmation of a pending order is written as its confirmer (see the orders route).
        const confirmed = entry.action === 'UPDATE' && 'confirmedBy' in changes;
        const action = confirmed ? 'CONFIRM' : entry.action;
        const known = ['CREATE', 'UPDATE', 'DELETE', 'IMPORT', 'CONFIRM'].includes(action);
        const pairs =
          entry.action === 'UPDATE' && !confirmed
            ? Object.entries(changes).filter(
                (change): change is [string, [unknown, unknown]] =>
                  Array.isArray(change[1]) && change[1].length === 2,
              )
            : [];
        return (
          <li key={entry.id}>
            <strong>{known ? text(`order.history.${action}` as OrderFlowMessageId) : entry.action}</strong>{' '}
            {text('order.history.by', { actor: entry.actor ?? '—', at: format.dateTime(entry.at) })}
            {pairs.length > 0 ? (
              <ul>
                {pairs.map(([field, [before, after]]) => (
                  <li key={field}>
                    {text('order.history.change', {
                      field: historyFields[field] ? text(historyFields[field]) : field,
                      before: valueText(before),
                      after: valueText(after),
                    })}
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        );
      })}
    </HistoryList>
  );
}

/**
 * Order details (spec §2.7, order-management/order-management-detail/:id): the order with its
 * status and actions (confirm payment, close), and tabs of its lines, payments, invoices, the
 * tenant's pre-open services and its history; each tab loads when opened.
 */
export default function OrderDetail() {
  const { http, language } = useConsole();
  const text = useOrderText();
  const codeText = useCodeText();
  const format = useFormat();
  const toast = useToast();
  const confirm = useConfirm();
  const navigate = useNavigate();
  const id = recordIdOf(useParams());
  const [search, setSearch] = useSearchParams();
  const tab: TabKey = TAB_KEYS.find((key) => key === search.get('tab')) ?? 'lines';
  const order = useRecord('order', id);
  const context = useOrderContext(order.record);
  const route = routeOf('order-management-detail');
  const permissions = useResourcePermissions(route, 'order');
  const audit = useAuthority('finance:audit');
  const operation = useOperation(route.menuKey);
  const mayAudit = audit.allowed && operation.allowed;
  const [busy, setBusy] = useState<'pay' | 'close' | undefined>();
  const listHref = orderHref.list();

  if (order.loading && !order.record) return <Skeleton.Text lines={10} />;
  if (order.error || !order.record || id === undefined) {
    return order.error?.notFound || id === undefined ? (
      <ResultPage status={404} reason={text('order.notFound')} homeHref={listHref} />
    ) : (
      <ResultPage
        status={500}
        reason={order.error?.message}
        spanId={order.error?.spanId}
        onRetry={order.reload}
      />
    );
  }
  const record = order.record;
  const code = String(record.orderCode);
  const currency = currencyOf(record);
  const pending = record.orderStatus === 'PENDING_PAYMENT';

  const act = async (kind: 'pay' | 'close') => {
    const ok = await confirm(
      kind === 'pay'
        ? {
            title: text('order.pay.title', { code }),
            description: text('order.pay.description'),
            confirmLabel: text('order.action.pay'),
          }
        : {
            title: text('order.close.title', { code }),
            description: text('order.close.description'),
            confirmLabel: text('order.action.close'),
            variant: 'danger',
          },
    );
    if (!ok) return;
    setBusy(kind);
    try {
      const saved =
        kind === 'pay'
          ? await confirmOrderPayment(http, record.id, record.version)
          : await closeOrder(http, record.id, record.version);
      order.replace(saved);
      toast.success(text(kind === 'pay' ? 'order.paid' : 'order.closed', { code }));
    } catch (error) {
      toast.toastError(error, (failure) => describeError(failure, { language }));
      order.reload();
    } finally {
      setBusy(undefined);
    }
  };

  const contractHref = context.data?.contract
    ? routeHref('finance-contract-account-detail', { id: context.data.contract.id })
    : undefined;

  return (
    <>
      <PageHeader
        title={code}
        extra={<OrderStatusBadge status={record.orderStatus} />}
        subtitle={String(record.contractProductName ?? '')}
        actions={
          <Actions>
            <Button variant="ghost" onClick={() => navigate(listHref)}>
              {text('order.action.back')}
            </Button>
            {pending && permissions.canWrite ? (
              <Button variant="secondary" onClick={() => navigate(orderHref.create(record.id))}>
                {text('order.action.edit')}
              </Button>
            ) : null}
            {pending && permissions.canWrite ? (
              <Button
                variant="danger"
                loading={busy === 'close'}
                disabled={busy !== undefined}
                onClick={() => void act('close')}
              >
                {text('order.action.close')}
              </Button>
            ) : null}
            {pending && mayAudit ? (
              <Button
                variant="primary"
                loading={busy === 'pay'}
                disabled={busy !== undefined}
                onClick={() => void act('pay')}
              >
                {text('order.action.pay')}
              </Button>
            ) : null}
          </Actions>
        }
      />
      <PageSection>
        <Card headingLevel={2}>
          <Descriptions
            columns={3}
            items={[
              {
                key: 'tenant',
                label: text('order.field.tenant'),
                value: context.data?.tenantName ?? String(record.tenantId),
              },
              {
                key: 'contract',
                label: text('order.field.contract'),
                value: contractHref ? (
                  <Link to={contractHref}>{String(record.contractCode)}</Link>
                ) : (
                  String(record.contractCode)
                ),
              },
              {
                key: 'status',
                label: text('order.field.status'),
                value: <OrderStatusBadge status={record.orderStatus} />,
              },
              {
                key: 'type',
                label: text('order.field.orderType'),
                value: codeText('type', record.orderType),
              },
              {
                key: 'businessType',
                label: text('order.field.businessType'),
                value: codeText('type', record.businessType),
              },
              {
                key: 'category',
                label: text('order.field.orderCategory'),
                value: codeText('category', record.orderLargeCategory),
              },
              {
                key: 'serviceType',
                label: text('order.field.serviceType'),
                value: String(record.serviceTypeCode ?? '—'),
              },
              {
                key: 'term',
                label: text('order.field.term'),
                value: `${String(record.effectiveDate ?? '—')} ~ ${String(record.expireDate ?? '—')}`,
              },
              {
                key: 'total',
                label: text('order.field.total'),
                value: (
                  <span data-testid="order-detail-total">
                    {format.money(Number(record.actualAmount) || 0, { currency })}
                  </span>
                ),
              },
            ]}
          />
        </Card>
      </PageSection>
      <Tabs.Root
        value={tab}
        onValueChange={(value) => {
          const next = new URLSearchParams(search);
          if (value === 'lines') next.delete('tab');
          else next.set('tab', value);
          setSearch(next, { replace: true });
        }}
      >
        <Tabs.List aria-label={text('order.detail.tabs')}>
          {TAB_KEYS.map((key) => (
            <Tabs.Trigger key={key} value={key}>
              {text(`order.tab.${key}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="lines">
          {context.error ? (
            <Alert variant="error">{context.error.message}</Alert>
          ) : context.data ? (
            <LinesTab context={context.data} currency={currency} />
          ) : (
            <Skeleton.Text lines={4} />
          )}
        </Tabs.Content>
        <Tabs.Content value="payments">
          <PaymentsTab order={record} />
        </Tabs.Content>
        <Tabs.Content value="invoices">
          <InvoicesTab order={record} context={context.data} />
        </Tabs.Content>
        <Tabs.Content value="preOpen">
          <PreOpenTab tenantId={Number(record.tenantId)} />
        </Tabs.Content>
        <Tabs.Content value="history">
          <HistoryTab id={record.id} key={record.version} />
        </Tabs.Content>
      </Tabs.Root>
    </>
  );
}
