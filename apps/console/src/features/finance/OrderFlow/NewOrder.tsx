import {
  type ContractLookup,
  createOrder,
  getRecord,
  listEnumerationItems,
  listRecords,
  type StoredRecord,
  updateOrder,
} from '@opsdesk/api';
import { HttpError, describeError, validationErrorsOf } from '@opsdesk/http';
import { ContractPicker, CurrencyPicker, TenantPicker } from '@opsdesk/pickers';
import {
  Alert,
  Button,
  Card,
  DatePicker,
  Descriptions,
  Dialog,
  EmptyState,
  IconButton,
  Input,
  MoneyInput,
  NumberInput,
  ResultPage,
  Select,
  Skeleton,
  useConfirm,
  useFormat,
  useToast,
} from '@opsdesk/ui';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { useConsole } from '../../../app/ConsoleContext';
import { useLoad } from '../../../app/useLoad';
import { useResourcePermissions } from '../../../resources/access';
import { PageHeader, PageSection } from '../../../resources/layout';
import {
  checkDraft,
  draftOfOrder,
  draftTotals,
  emptyDraft,
  headerChoices,
  isBelowFloor,
  lineOf,
  orderedCentsIn,
  orderRequestOf,
  serverProblems,
  totalsLineOf,
  usualCurrency,
  withHeaderOfLines,
  ORDER_TYPES,
  type CatalogueProduct,
  type DraftProblems,
  type LineDraft,
  type OrderDraft,
  type OrderTypeCode,
} from './orderDraft';
import {
  defaultLineTerm,
  defaultOrderType,
  fromCents,
  lineAmountCents,
  moveItem,
  termOfLines,
} from './orderMath';
import {
  loadCatalogue,
  orderHref,
  otherOrdersOf,
  OrderWarnings,
  routeOf,
  TotalsSummary,
  useCodeText,
  useOrderText,
  type OrderText,
} from './parts';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(260px, 1fr));
  gap: var(--ops-space-4);
  align-items: start;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--ops-space-2);
  justify-content: flex-end;
`;

const TableScroll = styled.div`
  overflow-x: auto;
`;

const LinesGrid = styled.table`
  width: 100%;
  min-width: 1180px;
  border-collapse: collapse;
  font-size: var(--ops-font-size-sm);

  th,
  td {
    padding: var(--ops-space-2);
    border-bottom: 1px solid var(--ops-color-border);
    text-align: start;
    vertical-align: top;
  }
  th {
    color: var(--ops-color-text-muted);
    font-weight: 600;
    white-space: nowrap;
  }
  .number {
    text-align: end;
    white-space: nowrap;
    font-variant-numeric: tabular-nums;
  }
`;

const Muted = styled.span`
  display: block;
  color: var(--ops-color-text-muted);
  font-size: var(--ops-font-size-xs);
`;

const Warning = styled.span`
  display: block;
  margin-top: var(--ops-space-1);
  color: var(--ops-color-warning-text, var(--ops-color-warning));
  font-size: var(--ops-font-size-xs);
`;

const ProductGroup = styled.section`
  margin-block-end: var(--ops-space-4);

  h3 {
    margin: 0 0 var(--ops-space-2);
    font-size: var(--ops-font-size-md);
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: var(--ops-space-1);
  }
  li {
    display: flex;
    gap: var(--ops-space-3);
    align-items: center;
    justify-content: space-between;
    padding: var(--ops-space-2);
    border: 1px solid var(--ops-color-border);
    border-radius: var(--ops-radius-md);
  }
`;

/** Today, as the calendar date of the browser. */
function today(): string {
  const now = new Date();
  const local = new Date(now.getTime() - now.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 10);
}

/** A problem as the text shown under its field. */
function problemText(text: OrderText, problems: DraftProblems, field: string): string | undefined {
  const problem = problems[field];
  if (!problem) return undefined;
  return problem.kind === 'server' ? problem.message : text(`order.error.${problem.kind}`);
}

const CATEGORIES = ['SOFTWARE', 'SERVICE', 'RESOURCE'] as const;

/** The "Add product" dialog: the catalogue's products on sale, grouped by category, searchable. */
function ProductPicker({
  products,
  error,
  onPick,
}: {
  readonly products: ReadonlyMap<string, CatalogueProduct> | undefined;
  readonly error: string | undefined;
  readonly onPick: (product: CatalogueProduct) => void;
}) {
  const text = useOrderText();
  const codeText = useCodeText();
  const format = useFormat();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const onSale = useMemo(() => {
    const words = query.trim().toLowerCase();
    return [...(products?.values() ?? [])].filter(
      (product) =>
        product.saleStatus === 'ON_SALE' &&
        (!words ||
          product.productName.toLowerCase().includes(words) ||
          product.productCode.toLowerCase().includes(words)),
    );
  }, [products, query]);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <Button variant="secondary">{text('order.products.add')}</Button>
      </Dialog.Trigger>
      <Dialog.Content size="lg">
        <Dialog.Title>{text('order.products.pickTitle')}</Dialog.Title>
        <Dialog.Body>
          {error ? (
            <Alert variant="error">{text('order.products.loadFailed', { message: error })}</Alert>
          ) : null}
          {!products && !error ? <Skeleton.Text lines={6} /> : null}
          {products ? (
            <>
              <Input
                label={text('order.products.search')}
                value={query}
                onChange={(event) => setQuery(event.target.value)}
                type="search"
              />
              {onSale.length === 0 ? <EmptyState size="sm" title={text('order.products.none')} /> : null}
              {CATEGORIES.map((category) => {
                const group = onSale.filter((product) => product.orderLargeCategory === category);
                if (group.length === 0) return null;
                return (
                  <ProductGroup key={category} aria-label={codeText('category', category)}>
                    <h3>{codeText('category', category)}</h3>
                    <ul>
                      {group.map((product) => (
                        <li key={product.productCode}>
                          <span>
                            {product.productName}
                            <Muted>
                              {product.productCode} · {format.money(product.listPrice)} / {product.unit}
                            </Muted>
                          </span>
                          <Button
                            size="sm"
                            variant="secondary"
                            aria-label={text('order.products.pick', { name: product.productName })}
                            onClick={() => onPick(product)}
                          >
                            {text('order.products.addOne')}
                          </Button>
                        </li>
                      ))}
                    </ul>
                  </ProductGroup>
                );
              })}
            </>
          ) : null}
        </Dialog.Body>
      </Dialog.Content>
    </Dialog.Root>
  );
}

/** The editable table of the order's lines: quantity, unit price, term; move and remove. */
function LinesEditor({
  lines,
  problems,
  onChange,
}: {
  readonly lines: readonly LineDraft[];
  readonly problems: DraftProblems;
  readonly onChange: (lines: LineDraft[]) => void;
}) {
  const text = useOrderText();
  const codeText = useCodeText();
  const format = useFormat();
  const update = (index: number, changes: Partial<LineDraft>) =>
    onChange(lines.map((line, at) => (at === index ? { ...line, ...changes } : line)));
  const label = (n: number, field: Parameters<OrderText>[0]) =>
    text('order.line.field', { n, field: text(field) });
  return (
    <TableScroll>
      <LinesGrid aria-label={text('order.lines')}>
        <thead>
          <tr>
            <th scope="col">{text('order.field.lineNo')}</th>
            <th scope="col">{text('order.field.product')}</th>
            <th scope="col">{text('order.field.quantity')}</th>
            <th scope="col">{text('order.field.unitPrice')}</th>
            <th scope="col">{text('order.field.taxRate')}</th>
            <th scope="col">{text('order.field.effectiveDate')}</th>
            <th scope="col">{text('order.field.expireDate')}</th>
            <th scope="col" className="number">
              {text('order.field.amount')}
            </th>
            <th scope="col">{text('order.field.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line, index) => {
            const n = index + 1;
            const at = (field: string) => problemText(text, problems, `lines.${index}.${field}`);
            const amount = lineAmountCents(totalsLineOf(line));
            return (
              <tr key={line.key}>
                <td className="number">{n}</td>
                <td>
                  {line.productName}
                  <Muted>
                    {line.productCode} · {codeText('category', line.orderLargeCategory)} · {line.unit} ·{' '}
                    {text('order.field.listPrice')} {format.money(line.listPrice)}
                  </Muted>
                  {at('productCode') ? <Warning role="alert">{at('productCode')}</Warning> : null}
                </td>
                <td style={{ width: 120 }}>
                  <NumberInput
                    label={label(n, 'order.field.quantity')}
                    hideLabel
                    value={line.quantity}
                    min={1}
                    max={1_000_000}
                    decimals={0}
                    onValueChange={(quantity) => update(index, { quantity })}
                    error={at('quantity')}
                    size="sm"
                  />
                </td>
                <td style={{ width: 170 }}>
                  <MoneyInput
                    label={label(n, 'order.field.unitPrice')}
                    hideLabel
                    value={line.unitPrice}
                    min={0}
                    onValueChange={(unitPrice) => update(index, { unitPrice })}
                    error={at('unitPrice')}
                    size="sm"
                  />
                  {isBelowFloor(line) ? (
                    <Warning>
                      {text('order.line.belowFloor', { floor: format.money(line.floorPrice ?? 0) })}
                    </Warning>
                  ) : null}
                </td>
                <td className="number">{line.taxRate}%</td>
                <td style={{ width: 160 }}>
                  <DatePicker
                    label={label(n, 'order.field.effectiveDate')}
                    hideLabel
                    value={line.effectiveDate}
                    onChange={(effectiveDate) => update(index, { effectiveDate })}
                    error={at('effectiveDate')}
                    size="sm"
                  />
                </td>
                <td style={{ width: 160 }}>
                  <DatePicker
                    label={label(n, 'order.field.expireDate')}
                    hideLabel
                    value={line.expireDate}
                    onChange={(expireDate) => update(index, { expireDate })}
                    error={at('expireDate')}
                    size="sm"
                  />
                </td>
                <td className="number" data-testid={`line-amount-${n}`}>
                  {amount === undefined ? '—' : format.money(fromCents(amount))}
                  {at('amount') ? <Warning role="alert">{at('amount')}</Warning> : null}
                </td>
                <td style={{ whiteSpace: 'nowrap' }}>
                  <IconButton
                    label={text('order.line.up', { n })}
                    icon={<span aria-hidden="true">↑</span>}
                    size="sm"
                    variant="ghost"
                    disabled={index === 0}
                    onClick={() => onChange(moveItem(lines, index, index - 1))}
                  />
                  <IconButton
                    label={text('order.line.down', { n })}
                    icon={<span aria-hidden="true">↓</span>}
                    size="sm"
                    variant="ghost"
                    disabled={index === lines.length - 1}
                    onClick={() => onChange(moveItem(lines, index, index + 1))}
                  />
                  <IconButton
                    label={text('order.line.remove', { n })}
                    icon={<span aria-hidden="true">×</span>}
                    size="sm"
                    variant="ghost"
                    onClick={() => onChange(lines.filter((_, at) => at !== index))}
                  />
                </td>
              </tr>
            );
          })}
        </tbody>
      </LinesGrid>
    </TableScroll>
  );
}

/** An order being edited (`?orderId=`): the stored order, and the form it opens as. */
interface Editing {
  readonly order: StoredRecord;
  readonly draft: OrderDraft;
}

/**
 * New order (spec §2.7, order-management/new-order): customer and contract, the product lines with
 * their prices, and the term; "Continue" creates the order in PENDING_PAYMENT with its lines (one
 * call) and opens confirm-order. With `?orderId=` it edits that pending order's records instead.
 */
export default function NewOrder() {
  const { http, language } = useConsole();
  const text = useOrderText();
  const codeText = useCodeText();
  const format = useFormat();
  const toast = useToast();
  const confirm = useConfirm();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const orderId = Number(search.get('orderId')) || undefined;
  const permissions = useResourcePermissions(routeOf('new-order'), 'order');

  const catalogueLoad = useLoad((signal) => loadCatalogue(http, signal), 'catalogue');
  const buyTypes = useLoad(
    (signal) => listEnumerationItems(http, 'CRM_BUY_TYPE', { enabled: true }, { signal }),
    `buy-types:${language}`,
  );
  const editing = useLoad<Editing | null>(
    async (signal) => {
      const order = await getRecord(http, 'order', orderId as number, { signal }).catch((error: unknown) => {
        if (error instanceof HttpError && error.status === 404) return null;
        throw error;
      });
      if (!order) return null;
      const [lines, products] = await Promise.all([
        listRecords(
          http,
          'order-line',
          { orderCode: String(order.orderCode), sort: 'lineNo,asc', size: 1000 },
          { signal },
        ),
        loadCatalogue(http, signal),
      ]);
      return { order, draft: draftOfOrder(order, lines.content, products) };
    },
    orderId === undefined ? undefined : `order:${orderId}`,
  );

  const [draft, setDraft] = useState<OrderDraft>(emptyDraft);
  const [problems, setProblems] = useState<DraftProblems>({});
  const [saving, setSaving] = useState(false);
  const [dirty, setDirty] = useState(false);
  // The order's term follows its lines until the user sets it; its currency, the contract's orders'.
  const [termTouched, setTermTouched] = useState(false);
  const [currencyTouched, setCurrencyTouched] = useState(false);
  const loadedFor = useRef<number | undefined>(undefined);

  useEffect(() => {
    if (editing.data && loadedFor.current !== editing.data.order.id) {
      loadedFor.current = editing.data.order.id;
      setDraft(editing.data.draft);
      setTermTouched(true);
      setCurrencyTouched(true);
    }
  }, [editing.data]);

  // Leaving the page (reload, closing the tab) with unsaved lines asks the browser's question.
  useEffect(() => {
    if (!dirty) return undefined;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const contract = useLoad(
    async (signal) => {
      const [contracts, orders] = await Promise.all([
        listRecords(
          http,
          'contract',
          { contractCode: draft.contractCode, tenantId: draft.tenantId, size: 1 },
          { signal },
        ),
        listRecords(http, 'order', { contractCode: draft.contractCode, size: 1000 }, { signal }),
      ]);
      return { record: contracts.content[0], others: otherOrdersOf(orders.content, editing.data?.order.id) };
    },
    draft.contractCode && draft.tenantId !== null ? `${draft.tenantId}:${draft.contractCode}` : undefined,
  );

  // A new order is in the currency of the contract's other orders until the user chooses one.
  useEffect(() => {
    if (!contract.data || currencyTouched) return;
    const currencyCode = usualCurrency(contract.data.others);
    setDraft((previous) =>
      previous.currencyCode === currencyCode ? previous : { ...previous, currencyCode },
    );
  }, [contract.data, currencyTouched]);

  const change = (next: Partial<OrderDraft>) => {
    setDraft((previous) => ({ ...previous, ...next }));
    setDirty(true);
  };

  const setLines = (lines: LineDraft[]) => {
    setDraft((previous) =>
      withHeaderOfLines({
        ...previous,
        lines,
        ...(termTouched ? {} : termOfLines(lines)),
      }),
    );
    setDirty(true);
  };

  const addProduct = (product: CatalogueProduct) => {
    const term = defaultLineTerm(product.orderLargeCategory, contract.data?.record, today());
    setLines([...draft.lines, lineOf(product, term)]);
    toast.success(text('order.products.added', { name: product.productName }));
  };

  const chooseContract = (code: string | null, item: ContractLookup | null) => {
    const orderType = defaultOrderType(item?.contractType);
    change({ contractCode: code, ...(item ? { orderType, businessType: orderType } : {}) });
  };

  const totals = useMemo(() => draftTotals(draft), [draft]);
  const listHref = orderHref.list();

  const cancel = async () => {
    if (dirty && draft.lines.length > 0) {
      const leave = await confirm({
        title: text('order.leave.title'),
        description: text('order.leave.description'),
        confirmLabel: text('order.leave.confirm'),
        variant: 'danger',
      });
      if (!leave) return;
    }
    navigate(editing.data ? orderHref.confirm(editing.data.order.id) : listHref);
  };

  const submit = async () => {
    const found = checkDraft(draft);
    setProblems(found);
    if (Object.keys(found).length > 0) {
      toast.error(text('order.error.form'));
      return;
    }
    setSaving(true);
    try {
      const request = orderRequestOf(draft);
      const answer = editing.data
        ? await updateOrder(http, editing.data.order.id, { ...request, version: editing.data.order.version })
        : await createOrder(http, request);
      setDirty(false);
      toast.success(text('order.saved', { code: answer.order.orderCode ?? '' }));
      navigate(orderHref.confirm(answer.order.id));
    } catch (error) {
      const errors = error instanceof HttpError && error.status === 400 ? validationErrorsOf(error.body) : [];
      if (errors.length > 0) setProblems(serverProblems(errors));
      toast.toastError(error, (failure) => describeError(failure, { language }));
    } finally {
      setSaving(false);
    }
  };

  if (orderId !== undefined) {
    if (editing.loading && !editing.data) return <Skeleton.Text lines={10} />;
    if (editing.error) {
      return (
        <ResultPage
          status={500}
          reason={editing.error.message}
          spanId={editing.error.spanId}
          onRetry={editing.reload}
        />
      );
    }
    if (!editing.data) return <ResultPage status={404} reason={text('order.notFound')} homeHref={listHref} />;
    if (editing.data.order.orderStatus !== 'PENDING_PAYMENT') {
      return (
        <ResultPage
          status={403}
          title={String(editing.data.order.orderCode)}
          reason={text('order.confirm.readOnly', {
            status: text(`order.status.${String(editing.data.order.orderStatus)}` as 'order.status.PAID'),
          })}
          actions={<Link to={orderHref.detail(editing.data.order.id)}>{text('order.action.detail')}</Link>}
        />
      );
    }
  }

  if (permissions.ready && !permissions.canWrite) {
    return <ResultPage status={403} homeHref={listHref} />;
  }

  const businessOptions =
    buyTypes.data && buyTypes.data.length > 0
      ? buyTypes.data.map((item) => ({ value: item.value, label: item.name }))
      : ORDER_TYPES.map((type) => ({ value: type, label: codeText('type', type) }));
  const contractRecord = contract.data?.record;
  const orderedCents = contract.data ? orderedCentsIn(contract.data.others, draft.currencyCode) : 0;
  const choices = headerChoices(draft.lines);
  const belowFloor = draft.lines.flatMap((line, index) => (isBelowFloor(line) ? [index + 1] : []));
  const problem = (field: string) => problemText(text, problems, field);

  return (
    <>
      <PageHeader
        title={
          editing.data
            ? text('order.edit.title', { code: String(editing.data.order.orderCode) })
            : text('order.new.title')
        }
        subtitle={text('order.new.subtitle')}
      />
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <PageSection>
          <Card title={text('order.section.customer')} headingLevel={2}>
            <Grid>
              <TenantPicker
                label={text('order.field.tenant')}
                required
                value={draft.tenantId}
                onChange={(value) =>
                  change({
                    tenantId: typeof value === 'number' ? value : value === null ? null : Number(value),
                    contractCode: null,
                  })
                }
                error={problem('tenantId')}
              />
              <ContractPicker
                label={text('order.field.contract')}
                required
                disabled={draft.tenantId === null}
                description={draft.tenantId === null ? text('order.contract.choose') : undefined}
                value={draft.contractCode}
                filters={{ tenantId: draft.tenantId ?? undefined, contractStatus: ['ACTIVE', 'DRAFT'] }}
                onChange={(value, item) => chooseContract(value === null ? null : String(value), item)}
                error={problem('contractCode')}
              />
              <Select<OrderTypeCode>
                label={text('order.field.orderType')}
                options={ORDER_TYPES.map((type) => ({ value: type, label: codeText('type', type) }))}
                value={draft.orderType}
                onValueChange={(value) => value && change({ orderType: value })}
                error={problem('orderType')}
              />
              <Select
                label={text('order.field.businessType')}
                options={businessOptions}
                value={draft.businessType}
                onValueChange={(value) => change({ businessType: value ?? '' })}
                error={problem('businessType')}
              />
              <CurrencyPicker
                label={text('order.field.currency')}
                required
                value={draft.currencyCode || null}
                description={text('order.currency.help')}
                onChange={(value) => {
                  setCurrencyTouched(true);
                  change({ currencyCode: value === null ? '' : String(value) });
                }}
                error={problem('currencyCode')}
              />
            </Grid>
            {contractRecord ? (
              <PageSection style={{ marginBlock: 'var(--ops-space-4) 0' }}>
                <Descriptions
                  columns={4}
                  items={[
                    {
                      key: 'customer',
                      label: text('order.field.customer'),
                      value: String(contractRecord.signContractCustomer ?? '—'),
                    },
                    {
                      key: 'owner',
                      label: text('order.field.owner'),
                      value: String(contractRecord.owner ?? '—'),
                    },
                    {
                      key: 'total',
                      label: text('order.field.contractTotal'),
                      value: format.money(Number(contractRecord.totalAmount) || 0, {
                        currency: draft.currencyCode,
                      }),
                    },
                    {
                      key: 'term',
                      label: text('order.field.contractTerm'),
                      value: `${String(contractRecord.startDate ?? '—')} ~ ${String(contractRecord.endDate ?? '—')}`,
                    },
                    {
                      key: 'ordered',
                      label: text('order.field.ordered'),
                      value: format.money(fromCents(orderedCents), { currency: draft.currencyCode }),
                    },
                  ]}
                />
              </PageSection>
            ) : null}
          </Card>
        </PageSection>

        <PageSection>
          <Card
            title={text('order.section.products')}
            headingLevel={2}
            actions={
              <ProductPicker
                products={catalogueLoad.data}
                error={catalogueLoad.error?.message}
                onPick={addProduct}
              />
            }
          >
            {draft.lines.length === 0 ? (
              <EmptyState size="sm" title={text('order.products.empty')} />
            ) : (
              <LinesEditor lines={draft.lines} problems={problems} onChange={setLines} />
            )}
            {problem('lines') ? <Alert variant="error">{problem('lines')}</Alert> : null}
            <Grid style={{ marginBlockStart: 'var(--ops-space-4)' }}>
              <Select
                label={text('order.field.orderCategory')}
                options={choices.categories.map((category) => ({
                  value: category,
                  label: codeText('category', category),
                }))}
                value={draft.orderLargeCategory}
                disabled={draft.lines.length === 0}
                description={text(draft.lines.length === 0 ? 'order.header.noLines' : 'order.header.choices')}
                onValueChange={(value) => value && change({ orderLargeCategory: value })}
                error={problem('orderLargeCategory')}
              />
              <Select
                label={text('order.field.serviceType')}
                options={choices.serviceTypes.map((code) => ({ value: code, label: code }))}
                value={draft.serviceTypeCode}
                disabled={choices.serviceTypes.length === 0}
                onValueChange={(value) => value && change({ serviceTypeCode: value })}
                error={problem('serviceTypeCode')}
              />
            </Grid>
            <TotalsSummary totals={totals} currency={draft.currencyCode} />
            {problem('total') ? <Alert variant="error">{problem('total')}</Alert> : null}
          </Card>
        </PageSection>

        <PageSection>
          <Card title={text('order.section.validity')} headingLevel={2}>
            <Grid>
              <DatePicker
                label={text('order.field.effectiveDate')}
                required
                value={draft.effectiveDate}
                rangeEnd={draft.expireDate}
                onChange={(effectiveDate) => {
                  setTermTouched(true);
                  change({ effectiveDate });
                }}
                error={problem('effectiveDate')}
              />
              <DatePicker
                label={text('order.field.expireDate')}
                required
                value={draft.expireDate}
                rangeStart={draft.effectiveDate}
                onChange={(expireDate) => {
                  setTermTouched(true);
                  change({ expireDate });
                }}
                error={problem('expireDate')}
              />
            </Grid>
          </Card>
        </PageSection>

        <PageSection>
          <OrderWarnings
            orderCents={totals.orderCents}
            orderedCents={orderedCents}
            currency={draft.currencyCode}
            contract={contractRecord}
            belowFloor={belowFloor}
            term={{ effectiveDate: draft.effectiveDate, expireDate: draft.expireDate }}
          />
        </PageSection>
        {problem('form') ? (
          <PageSection>
            <Alert variant="error">{problem('form')}</Alert>
          </PageSection>
        ) : null}

        <Actions>
          <Button type="button" variant="secondary" onClick={() => void cancel()}>
            {text('order.action.cancel')}
          </Button>
          <Button type="submit" variant="primary" loading={saving} disabled={!permissions.ready}>
            {text('order.action.continue')}
          </Button>
        </Actions>
      </form>
    </>
  );
}
