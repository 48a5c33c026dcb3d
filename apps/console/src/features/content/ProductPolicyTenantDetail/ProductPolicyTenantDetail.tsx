import {
  listRecords,
  policyAcceptanceStatuses,
  productPolicyAcceptanceResource,
  productPolicyResource,
  type StoredRecord,
} from '@opsdesk/api';
import { describeError } from '@opsdesk/http';
import {
  Badge,
  Button,
  Card,
  DataTable,
  DatePicker,
  Descriptions,
  ResultPage,
  Select,
  Skeleton,
  type DataTableColumn,
} from '@opsdesk/ui';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { useConsole } from '../../../app/ConsoleContext';
import { routeHref } from '../../../catalogue/links';
import type { RouteDefinition } from '../../../catalogue/types';
import { useTitle } from '../../../i18n';
import { useResourcePermissions } from '../../../resources/access';
import { FieldValue } from '../../../resources/FieldValue';
import { PageHeader, PageSection } from '../../../resources/layout';
import { pickers } from '../../../resources/pickers';
import { recordIdOf, useRecord } from '../../../resources/useRecord';
import { useResourceExport } from '../../../resources/transfer';
import { useCurrentRoute } from '../../shared/currentRoute';
import { useLocalText } from '../../shared/localText';
import { screen as policyScreen } from '../product-policy/screen';
import { AcceptanceDrawer } from './AcceptanceDrawer';
import { acceptanceScreen } from './acceptanceScreen';
import {
  countByStatus,
  filterAcceptances,
  orderAcceptances,
  plainText,
  versionsOf,
  type AcceptanceFilters,
} from './acceptances';
import { policyTenantMessages } from './messages';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--ops-space-2);
`;

const Counts = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: var(--ops-space-4);

  & > li {
    display: grid;
    gap: var(--ops-space-1);
  }
  & strong {
    font-size: var(--ops-font-size-xl);
    font-variant-numeric: tabular-nums;
  }
`;

const PolicyText = styled.div`
  max-height: 320px;
  overflow: auto;
  padding: var(--ops-space-3);
  border: 1px solid var(--ops-color-border);
  border-radius: var(--ops-radius-md);
  background: var(--ops-color-surface-sunken);
  white-space: pre-line;
  line-height: 1.6;
`;

const Filters = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
  gap: var(--ops-space-3);
  align-items: end;
  margin-block-end: var(--ops-space-3);
`;

const Marked = styled.span`
  display: inline-flex;
  gap: var(--ops-space-1);
  align-items: center;
  flex-wrap: wrap;
`;

const SectionHeading = styled.h2`
  margin: 0 0 var(--ops-space-3);
  font-size: var(--ops-font-size-lg);
`;

const TenantPicker = pickers.tenant.component;
const POLICY_FIELDS = [
  'policyCode',
  'policyType',
  'policyVersion',
  'language',
  'client',
  'effectiveDate',
  'requireReconsent',
  'ownerName',
] as const;

/** The acceptances of one policy type (every version), loaded once; the filters narrow them here. */
function useAcceptances(policyType: string) {
  const { http, language } = useConsole();
  const [state, setState] = useState<{
    rows: readonly StoredRecord[];
    loading: boolean;
    error: { message: string; spanId?: string | undefined } | undefined;
  }>({ rows: [], loading: true, error: undefined });
  const [reloads, setReloads] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    setState((previous) => ({ ...previous, loading: true, error: undefined }));
    listRecords(
      http,
      productPolicyAcceptanceResource.name,
      { policyType, size: 500, sort: 'acceptedAt,desc' },
      { signal: controller.signal },
    ).then(
      (page) => setState({ rows: page.content, loading: false, error: undefined }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const described = describeError(error, { language });
        setState((previous) => ({
          ...previous,
          loading: false,
          error: { message: described.message, spanId: described.spanId },
        }));
      },
    );
    return () => controller.abort();
  }, [http, language, policyType, reloads]);
  const reload = useCallback(() => setReloads((count) => count + 1), []);
  const replace = useCallback(
    (record: StoredRecord) =>
      setState((previous) => ({
        ...previous,
        rows: previous.rows.map((row) => (row.id === record.id ? record : row)),
      })),
    [],
  );
  return { ...state, reload, replace };
}

function TenantDetailOf({ route }: { route: RouteDefinition }) {
  const title = useTitle();
  const text = useLocalText(policyTenantMessages);
  const navigate = useNavigate();
  const params = useParams();
  const policyType = params.type ?? '';
  const policy = useRecord(productPolicyResource.name, recordIdOf(params));
  const acceptances = useAcceptances(policyType);
  const permissions = useResourcePermissions(route, productPolicyAcceptanceResource.name);
  const [filters, setFilters] = useState<AcceptanceFilters>({});
  const [openId, setOpenId] = useState<number | undefined>();

  const record = policy.record;
  const policyCode = String(record?.policyCode ?? '');
  const rows = useMemo(
    () => orderAcceptances(filterAcceptances(acceptances.rows, filters), policyCode),
    [acceptances.rows, filters, policyCode],
  );
  const counts = useMemo(() => countByStatus(acceptances.rows, policyCode), [acceptances.rows, policyCode]);
  const versions = useMemo(() => versionsOf(acceptances.rows), [acceptances.rows]);
  const exportFilters = useMemo(
    () => ({
      policyType,
      ...(filters.tenantId !== undefined ? { tenantId: filters.tenantId } : {}),
      ...(filters.status ? { acceptanceStatus: filters.status } : {}),
      ...(filters.acceptedFrom ? { acceptedAtFrom: `${filters.acceptedFrom}T00:00:00` } : {}),
      ...(filters.acceptedTo ? { acceptedAtTo: `${filters.acceptedTo}T23:59:59` } : {}),
    }),
    [filters, policyType],
  );
  const runExport = useResourceExport(acceptanceScreen, exportFilters, rows.length);

  const labelOf = useCallback(
    (field: string) => {
      const view = acceptanceScreen.fields[field];
      return view ? title(view.label) : field;
    },
    [title],
  );
  const columns = useMemo((): DataTableColumn<StoredRecord>[] => {
    const cell = (field: string) => (row: StoredRecord) => (
      <FieldValue
        resource={productPolicyAcceptanceResource}
        field={field}
        view={acceptanceScreen.fields[field]}
        value={row[field]}
      />
    );
    return [
      {
        id: 'tenantId',
        header: labelOf('tenantId'),
        width: 220,
        pin: 'left',
        cell: (row) => (
          <Marked>
            {cell('tenantId')(row)}
            {typeof row.customTerms === 'string' && row.customTerms.trim() ? (
              <Badge tone="accent">{text('policyTenant.customTerms')}</Badge>
            ) : null}
          </Marked>
        ),
      },
      {
        id: 'policyVersion',
        header: labelOf('policyVersion'),
        width: 150,
        cell: (row) => (
          <Marked>
            {cell('policyVersion')(row)}
            {row.policyCode === policyCode ? (
              <Badge tone="info">{text('policyTenant.thisVersion')}</Badge>
            ) : null}
          </Marked>
        ),
      },
      {
        id: 'acceptanceStatus',
        header: labelOf('acceptanceStatus'),
        width: 120,
        cell: cell('acceptanceStatus'),
      },
      { id: 'acceptedByName', header: labelOf('acceptedByName'), width: 140, cell: cell('acceptedByName') },
      {
        id: 'acceptedByEmail',
        header: labelOf('acceptedByEmail'),
        width: 200,
        cell: cell('acceptedByEmail'),
      },
      { id: 'acceptedAt', header: labelOf('acceptedAt'), width: 170, cell: cell('acceptedAt') },
      { id: 'channel', header: labelOf('channel'), width: 130, cell: cell('channel') },
      {
        id: 'actions',
        header: text('policyTenant.actions'),
        width: 100,
        pin: 'right',
        resizable: false,
        cell: (row) => (
          <Button
            variant="link"
            size="sm"
            aria-label={text('policyTenant.openNamed', { name: String(row.policyCode ?? row.id) })}
            onClick={() => setOpenId(row.id)}
          >
            {text('policyTenant.open')}
          </Button>
        ),
      },
    ];
  }, [labelOf, policyCode, text]);

  const policyHref = record ? routeHref('product-policy-detail', { id: record.id }) : undefined;
  const listHref = routeHref(route.parent);
  if (policy.loading && !record) return <Skeleton.Text lines={8} />;
  if (!record) {
    return policy.error?.notFound ? (
      <ResultPage status={404} reason={text('policyTenant.notFound')} homeHref={listHref} />
    ) : (
      <ResultPage
        status={500}
        reason={policy.error?.message}
        spanId={policy.error?.spanId}
        onRetry={policy.reload}
      />
    );
  }

  const typeView = policyScreen.fields.policyType;
  const typeOption =
    typeView?.input?.type === 'select'
      ? typeView.input.options.find((option) => option.value === policyType)
      : undefined;
  const typeName = typeOption ? title(typeOption.label) : policyType;
  const statusView = acceptanceScreen.fields.acceptanceStatus;
  const statusOptions = statusView?.input?.type === 'select' ? statusView.input.options : [];
  const statusLabel = (status: string) => {
    const option = statusOptions.find((candidate) => candidate.value === status);
    return option ? title(option.label) : status;
  };
  const filtered = Object.values(filters).some((value) => value !== undefined && value !== '');
  const openRecord = openId === undefined ? undefined : acceptances.rows.find((row) => row.id === openId);

  return (
    <>
      <PageHeader
        title={String(record.title ?? record.policyCode)}
        subtitle={title(route.title)}
        extra={
          <FieldValue
            resource={productPolicyResource}
            field="status"
            view={policyScreen.fields.status}
            value={record.status}
          />
        }
        actions={
          <Actions>
            {policyHref ? (
              <Button variant="ghost" onClick={() => navigate(policyHref)}>
                {text('policyTenant.backToPolicy')}
              </Button>
            ) : null}
            {permissions.canExport ? (
              <Button variant="secondary" onClick={runExport}>
                {text('policyTenant.export')}
              </Button>
            ) : null}
          </Actions>
        }
      />
      <PageSection>
        <Card title={text('policyTenant.policy')} headingLevel={2}>
          <Descriptions
            columns={4}
            items={POLICY_FIELDS.map((field) => {
              const view = policyScreen.fields[field];
              return {
                key: field,
                label: view ? title(view.label) : field,
                value: (
                  <FieldValue
                    resource={productPolicyResource}
                    field={field}
                    view={view}
                    value={record[field]}
                  />
                ),
              };
            })}
          />
        </Card>
      </PageSection>
      <PageSection>
        <Card title={text('policyTenant.counts')} headingLevel={2}>
          {acceptances.loading && acceptances.rows.length === 0 ? (
            <Skeleton.Text lines={1} />
          ) : (
            <Counts>
              {policyAcceptanceStatuses.map((status) => (
                <li key={status}>
                  <FieldValue
                    resource={productPolicyAcceptanceResource}
                    field="acceptanceStatus"
                    view={statusView}
                    value={status}
                  />
                  <strong aria-label={`${statusLabel(status)}: ${counts[status]}`}>{counts[status]}</strong>
                </li>
              ))}
            </Counts>
          )}
        </Card>
      </PageSection>
      <PageSection>
        <Card title={text('policyTenant.text')} headingLevel={2}>
          <details>
            <summary>{text('policyTenant.showText')}</summary>
            <PolicyText>{plainText(String(record.content ?? ''))}</PolicyText>
          </details>
        </Card>
      </PageSection>
      <PageSection>
        <SectionHeading>{text('policyTenant.acceptances', { type: typeName })}</SectionHeading>
        <Filters>
          <TenantPicker
            label={text('policyTenant.tenant')}
            value={filters.tenantId ?? null}
            onChange={(key: unknown) =>
              setFilters((previous) => ({
                ...previous,
                tenantId: key === null || key === undefined ? undefined : Number(key),
              }))
            }
          />
          <Select
            label={text('policyTenant.status')}
            clearable
            placeholder={text('policyTenant.all')}
            options={policyAcceptanceStatuses.map((status) => ({
              value: status,
              label: statusLabel(status),
            }))}
            value={filters.status ?? null}
            onValueChange={(value) => setFilters((previous) => ({ ...previous, status: value ?? undefined }))}
          />
          <Select
            label={text('policyTenant.version')}
            clearable
            placeholder={text('policyTenant.all')}
            options={versions.map((version) => ({ value: version, label: version }))}
            value={filters.version ?? null}
            onValueChange={(value) =>
              setFilters((previous) => ({ ...previous, version: value ?? undefined }))
            }
          />
          <DatePicker
            label={text('policyTenant.acceptedFrom')}
            value={filters.acceptedFrom ?? null}
            onChange={(value) =>
              setFilters((previous) => ({ ...previous, acceptedFrom: value ?? undefined }))
            }
          />
          <DatePicker
            label={text('policyTenant.acceptedTo')}
            value={filters.acceptedTo ?? null}
            onChange={(value) => setFilters((previous) => ({ ...previous, acceptedTo: value ?? undefined }))}
          />
          <div>
            <Button variant="secondary" disabled={!filtered} onClick={() => setFilters({})}>
              {text('policyTenant.clearFilters')}
            </Button>
          </div>
        </Filters>
        <DataTable<StoredRecord>
          label={text('policyTenant.acceptances', { type: typeName })}
          columns={columns}
          rows={rows}
          getRowId={(row) => String(row.id)}
          loading={acceptances.loading}
          error={acceptances.error?.message}
          onRetry={acceptances.reload}
          emptyText={filtered ? text('policyTenant.emptyFiltered') : text('policyTenant.empty')}
          sortRows="client"
        />
      </PageSection>
      <AcceptanceDrawer
        record={openRecord}
        canWrite={permissions.canWrite}
        onClose={() => setOpenId(undefined)}
        onChanged={acceptances.replace}
      />
    </>
  );
}

/**
 * A product policy as the tenants accepted it: the policy (`:id`) with its text and counts, and the
 * acceptances of its policy type (`:type`), this version's first, each opening in a drawer.
 */
export default function ProductPolicyTenantDetail() {
  const route = useCurrentRoute();
  if (!route) return <ResultPage status={404} />;
  return <TenantDetailOf route={route} />;
}
