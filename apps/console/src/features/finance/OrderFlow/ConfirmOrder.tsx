import { closeOrder, confirmOrder } from '@opsdesk/api';
import type { StoredRecord } from '@opsdesk/api';
import { describeError } from '@opsdesk/http';
import {
  Alert,
  Button,
  Card,
  Descriptions,
  ResultPage,
  Skeleton,
  useConfirm,
  useFormat,
  useToast,
} from '@opsdesk/ui';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { useConsole } from '../../../app/ConsoleContext';
import { routeHref } from '../../../catalogue/links';
import { useResourcePermissions } from '../../../resources/access';
import { PageHeader, PageSection } from '../../../resources/layout';
import { recordIdOf, useRecord } from '../../../resources/ResourceDetail';
import { isBelowFloor } from './orderDraft';
import { fromCents } from './orderMath';
import {
  currencyOf,
  LinesTable,
  orderHref,
  OrderStatusBadge,
  OrderWarnings,
  routeOf,
  storedTotals,
  TotalsSummary,
  useCodeText,
  useOrderContext,
  useOrderText,
} from './parts';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--ops-space-2);
`;

/**
 * Confirm order (spec §2.7, order-management/confirm-order/:id): the pending order with its lines
 * and contract, read-only, with its warnings; confirm it, go back to edit it, or cancel it.
 */
export default function ConfirmOrder() {
  const { http, language } = useConsole();
  const text = useOrderText();
  const codeText = useCodeText();
  const format = useFormat();
  const toast = useToast();
  const confirm = useConfirm();
  const navigate = useNavigate();
  const id = recordIdOf(useParams());
  const order = useRecord('order', id);
  const context = useOrderContext(order.record);
  const permissions = useResourcePermissions(routeOf('confirm-order'), 'order');
  const [busy, setBusy] = useState<'confirm' | 'cancel' | undefined>();
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
  const record: StoredRecord = order.record;
  const code = String(record.orderCode);
  const currency = currencyOf(record);
  const pending = record.orderStatus === 'PENDING_PAYMENT';
  const mayAct = pending && permissions.canWrite;

  const run = async (kind: 'confirm' | 'cancel') => {
    if (kind === 'cancel') {
      const ok = await confirm({
        title: text('order.cancel.title', { code }),
        description: text('order.close.description'),
        confirmLabel: text('order.action.cancelOrder'),
        variant: 'danger',
      });
      if (!ok) return;
    }
    setBusy(kind);
    try {
      if (kind === 'confirm') {
        await confirmOrder(http, record.id, record.version);
        toast.success(text('order.confirm.done', { code }));
        navigate(orderHref.detail(record.id));
      } else {
        await closeOrder(http, record.id, record.version);
        toast.success(text('order.closed', { code }));
        navigate(listHref);
      }
    } catch (error) {
      toast.toastError(error, (failure) => describeError(failure, { language }));
      order.reload();
    } finally {
      setBusy(undefined);
    }
  };

  const data = context.data;
  const contract = data?.contract;
  const totals = data ? storedTotals(data.lines, data.products) : undefined;
  const belowFloor =
    data?.lines.flatMap((line) =>
      isBelowFloor({
        unitPrice: line.unitPrice,
        floorPrice: data.products.get(String(line.productCode))?.floorPrice,
      })
        ? [Number(line.lineNo)]
        : [],
    ) ?? [];
  const contractHref = contract
    ? routeHref('finance-contract-account-detail', { id: contract.id })
    : undefined;

  return (
    <>
      <PageHeader
        title={text('order.action.confirm')}
        extra={<OrderStatusBadge status={record.orderStatus} />}
        subtitle={pending ? text('order.confirm.subtitle') : code}
        actions={
          <Actions>
            {mayAct ? (
              <>
                <Button variant="secondary" onClick={() => navigate(orderHref.create(record.id))}>
                  {text('order.action.backToEdit')}
                </Button>
                <Button
                  variant="danger"
                  loading={busy === 'cancel'}
                  disabled={busy !== undefined}
                  onClick={() => void run('cancel')}
                >
                  {text('order.action.cancelOrder')}
                </Button>
                <Button
                  variant="primary"
                  loading={busy === 'confirm'}
                  disabled={busy !== undefined || !data || data.lines.length === 0}
                  onClick={() => void run('confirm')}
                >
                  {text('order.action.confirm')}
                </Button>
              </>
            ) : (
              <Button variant="secondary" onClick={() => navigate(orderHref.detail(record.id))}>
                {text('order.action.detail')}
              </Button>
            )}
          </Actions>
        }
      />
      {!pending ? (
        <PageSection>
          <Alert variant="info">
            {text('order.confirm.readOnly', {
              status: text(`order.status.${String(record.orderStatus)}` as 'order.status.PAID'),
            })}{' '}
            <Link to={orderHref.detail(record.id)}>{text('order.action.detail')}</Link>
          </Alert>
        </PageSection>
      ) : null}
      {context.error ? (
        <PageSection>
          <ResultPage
            status={500}
            headingLevel={2}
            reason={context.error.message}
            spanId={context.error.spanId}
            onRetry={context.reload}
          />
        </PageSection>
      ) : null}
      {data && totals ? (
        <PageSection>
          <OrderWarnings
            orderCents={totals.orderCents}
            orderedCents={data.orderedCents}
            currency={currency}
            contract={contract}
            belowFloor={belowFloor}
            term={record}
          />
        </PageSection>
      ) : null}
      <PageSection>
        <Card title={text('order.section.customer')} headingLevel={2}>
          {!data && !context.error ? (
            <Skeleton.Text lines={3} />
          ) : (
            <Descriptions
              columns={3}
              items={[
                {
                  key: 'tenant',
                  label: text('order.field.tenant'),
                  value: data?.tenantName ?? String(record.tenantId),
                },
                {
                  key: 'contract',
                  label: text('order.field.contract'),
                  value: (
                    <>
                      {contractHref ? (
                        <Link to={contractHref}>{String(record.contractCode)}</Link>
                      ) : (
                        String(record.contractCode)
                      )}
                      {contract ? ` · ${String(contract.signContractCustomer ?? '')}` : ''}
                    </>
                  ),
                },
                { key: 'owner', label: text('order.field.owner'), value: String(contract?.owner ?? '—') },
                {
                  key: 'contractTotal',
                  label: text('order.field.contractTotal'),
                  value: contract ? format.money(Number(contract.totalAmount) || 0, { currency }) : '—',
                },
                {
                  key: 'ordered',
                  label: text('order.field.ordered'),
                  value: format.money(fromCents(data?.orderedCents ?? 0), { currency }),
                },
                {
                  key: 'contractTerm',
                  label: text('order.field.contractTerm'),
                  value: contract
                    ? `${String(contract.startDate ?? '—')} ~ ${String(contract.endDate ?? '—')}`
                    : '—',
                },
              ]}
            />
          )}
        </Card>
      </PageSection>
      <PageSection>
        <Card title={text('order.section.order')} headingLevel={2}>
          <Descriptions
            columns={3}
            items={[
              { key: 'code', label: text('order.field.orderCode'), value: code, copyable: true },
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
              { key: 'currency', label: text('order.field.currency'), value: currency },
              {
                key: 'effective',
                label: text('order.field.effectiveDate'),
                value: String(record.effectiveDate ?? '—'),
              },
              {
                key: 'expire',
                label: text('order.field.expireDate'),
                value: String(record.expireDate ?? '—'),
              },
              {
                key: 'status',
                label: text('order.field.status'),
                value: <OrderStatusBadge status={record.orderStatus} />,
              },
            ]}
          />
        </Card>
      </PageSection>
      <PageSection>
        <Card title={text('order.lines')} headingLevel={2}>
          {!data && !context.error ? <Skeleton.Text lines={4} /> : null}
          {data && totals ? (
            <>
              <LinesTable lines={data.lines} products={data.products} />
              <TotalsSummary totals={totals} currency={currency} />
            </>
          ) : null}
        </Card>
      </PageSection>
    </>
  );
}
