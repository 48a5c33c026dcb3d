import { isStaffContactKeyword, listRecords, staffResource, type StoredRecord } from '@opsdesk/api';
import { describeError } from '@opsdesk/http';
import { TenantPicker } from '@opsdesk/pickers';
import { Button, DataTable, EmptyState, Input, type DataTableColumn } from '@opsdesk/ui';
import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { useConsole } from '../../../app/ConsoleContext';
import { useTitle } from '../../../i18n';
import { FieldValue } from '../../../resources/FieldValue';
import { PageHeader, PageSection } from '../../../resources/layout';
import { readLastSearch, tenantIdOf, writeLastSearch } from './queryData';
import { companyView, EmployeeStatusBadge, routeOf, useQueryDataText, useStaffLabel } from './shared';
import { employeeHref } from './staff';

const SearchForm = styled.form`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(260px, 1fr));
  gap: var(--ops-space-3);
  align-items: start;
  padding: var(--ops-space-4);
  background: var(--ops-color-surface);
  border: 1px solid var(--ops-color-border);
  border-radius: var(--ops-radius-md);
`;

const Buttons = styled.div`
  display: flex;
  gap: var(--ops-space-2);
  grid-column: 1 / -1;
  justify-content: flex-end;
`;

const SectionTitle = styled.h2`
  margin: 0 0 var(--ops-space-3);
  font-size: var(--ops-font-size-lg);
  font-weight: 600;
`;

interface ResultState {
  readonly rows: readonly StoredRecord[];
  readonly total: number;
  readonly loading: boolean;
  readonly error: string | undefined;
}

/**
 * The customer-service data query (spec §2.5): a tenant and an e-mail or mobile number find the
 * tenant's matching staff; choosing one opens the employee's data. The search lives in the address
 * and in the session, so going back to the list shows the last search again.
 */
export default function QueryData() {
  const { http, language } = useConsole();
  const text = useQueryDataText();
  const label = useStaffLabel();
  const title = useTitle();
  const navigate = useNavigate();
  const route = routeOf('query-data');
  const [params, setParams] = useSearchParams();

  const tenantId = tenantIdOf(params.get('tenantId'));
  const keyword = params.get('keyword') ?? '';
  const page = Number(params.get('page') ?? 0) || 0;
  const size = Number(params.get('size') ?? 0) || 10;
  const searchable = tenantId !== undefined && isStaffContactKeyword(keyword);

  // Coming back to the list without a search in the address: the session's last search.
  const restored = useRef(false);
  useEffect(() => {
    if (restored.current) return;
    restored.current = true;
    if (params.has('tenantId') || params.has('keyword')) return;
    const last = readLastSearch();
    if (last) setParams({ tenantId: String(last.tenantId), keyword: last.keyword }, { replace: true });
  }, [params, setParams]);

  const [draftTenant, setDraftTenant] = useState<number | null>(tenantId ?? null);
  const [draftKeyword, setDraftKeyword] = useState(keyword);
  const [errors, setErrors] = useState<{ tenant?: string; keyword?: string }>({});
  // The address changed (restored search, back/forward): the form follows it.
  useEffect(() => {
    setDraftTenant(tenantId ?? null);
    setDraftKeyword(keyword);
  }, [tenantId, keyword]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = draftKeyword.trim();
    const next = {
      ...(draftTenant === null ? { tenant: text('queryData.search.tenantRequired') } : {}),
      ...(trimmed === ''
        ? { keyword: text('queryData.search.keywordRequired') }
        : !isStaffContactKeyword(trimmed)
          ? { keyword: text('queryData.search.keywordInvalid') }
          : {}),
    };
    setErrors(next);
    if (draftTenant === null || next.keyword !== undefined) return;
    writeLastSearch({ tenantId: draftTenant, keyword: trimmed });
    setParams({ tenantId: String(draftTenant), keyword: trimmed });
  };

  const [state, setState] = useState<ResultState>({ rows: [], total: 0, loading: false, error: undefined });
  const [reloads, setReloads] = useState(0);
  const reload = useCallback(() => setReloads((count) => count + 1), []);
  useEffect(() => {
    if (!searchable) {
      setState({ rows: [], total: 0, loading: false, error: undefined });
      return undefined;
    }
    const controller = new AbortController();
    setState((previous) => ({ ...previous, loading: true, error: undefined }));
    listRecords(
      http,
      'staff',
      { tenantId, keyword: keyword.trim(), page, size, sort: 'fullName,asc' },
      { signal: controller.signal },
    ).then(
      (answer) =>
        setState({ rows: answer.content, total: answer.totalElements, loading: false, error: undefined }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const described = describeError(error, { language });
        setState({
          rows: [],
          total: 0,
          loading: false,
          error: described.spanId
            ? `${described.message} (${text('queryData.spanId', { spanId: described.spanId })})`
            : described.message,
        });
      },
    );
    return () => controller.abort();
  }, [http, language, searchable, tenantId, keyword, page, size, reloads, text]);

  const setPaging = (name: 'page' | 'size', value: number) => {
    const next = new URLSearchParams(params);
    next.set(name, String(value));
    if (name === 'size') next.delete('page');
    setParams(next);
  };

  const columns = useMemo((): DataTableColumn<StoredRecord>[] => {
    const plain = (id: string, label: string, width = 140): DataTableColumn<StoredRecord> => ({
      id,
      header: label,
      width,
      cell: (row) => (row[id] === undefined || row[id] === null || row[id] === '' ? '—' : String(row[id])),
    });
    return [
      plain('employeeID', label('employeeID'), 120),
      {
        id: 'fullName',
        header: label('fullName'),
        width: 160,
        pin: 'left',
        cell: (row) => (
          <Link to={employeeHref(Number(row.tenantId), row.oid)} state={{ staffId: row.id }}>
            {String(row.fullName ?? row.employeeID)}
          </Link>
        ),
      },
      plain('mobile', label('mobile')),
      plain('email', label('email'), 220),
      {
        id: 'companyId',
        header: label('companyId'),
        width: 200,
        cell: (row) => (
          <FieldValue resource={staffResource} field="companyId" view={companyView} value={row.companyId} />
        ),
      },
      plain('departmentName', label('departmentName')),
      plain('position', label('position')),
      plain('env', label('env'), 100),
      {
        id: 'status',
        header: label('status'),
        width: 120,
        cell: (row) => <EmployeeStatusBadge status={row.status} />,
      },
      {
        id: 'actions',
        header: text('queryData.actions'),
        width: 130,
        pin: 'right',
        resizable: false,
        cell: (row) => (
          <Button
            variant="link"
            size="sm"
            aria-label={text('queryData.open.label', { name: String(row.fullName ?? row.employeeID) })}
            onClick={() =>
              navigate(employeeHref(Number(row.tenantId), row.oid), { state: { staffId: row.id } })
            }
          >
            {text('queryData.open')}
          </Button>
        ),
      },
    ];
  }, [navigate, text, label]);

  return (
    <>
      <PageHeader title={title(route.title)} subtitle={text('queryData.subtitle')} />
      <PageSection>
        <SearchForm role="search" aria-label={text('queryData.search.title')} onSubmit={submit} noValidate>
          <TenantPicker
            label={text('queryData.search.tenant')}
            required
            value={draftTenant}
            onChange={(value) => {
              setDraftTenant(value === null ? null : Number(value));
              setErrors((previous) => ({ ...previous, tenant: undefined }));
            }}
            error={errors.tenant}
          />
          <Input
            label={text('queryData.search.keyword')}
            description={text('queryData.search.keywordHelp')}
            required
            value={draftKeyword}
            onChange={(event) => {
              setDraftKeyword(event.target.value);
              setErrors((previous) => ({ ...previous, keyword: undefined }));
            }}
            error={errors.keyword}
            autoComplete="off"
          />
          <Buttons>
            <Button type="submit" variant="primary">
              {text('queryData.search.submit')}
            </Button>
          </Buttons>
        </SearchForm>
      </PageSection>
      <PageSection aria-labelledby="query-data-results">
        <SectionTitle id="query-data-results">
          {text('queryData.results')}
          {searchable && !state.loading && !state.error
            ? ` · ${text('queryData.results.count', { count: state.total })}`
            : null}
        </SectionTitle>
        {searchable ? (
          <DataTable<StoredRecord>
            label={text('queryData.results')}
            columns={columns}
            rows={state.rows}
            getRowId={(row) => String(row.id)}
            loading={state.loading}
            error={state.error}
            onRetry={reload}
            emptyText={text('queryData.results.empty')}
            page={page}
            pageSize={size}
            total={state.total}
            onPageChange={(next) => setPaging('page', next)}
            onPageSizeChange={(next) => setPaging('size', next)}
          />
        ) : (
          <EmptyState size="sm" description={text('queryData.results.prompt')} />
        )}
      </PageSection>
    </>
  );
}
