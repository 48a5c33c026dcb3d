import { createServerSavedFiltersStore, listRecords, type StoredRecord } from '@opsdesk/api';
import { useSession } from '@opsdesk/auth/react';
import { describeError } from '@opsdesk/http';
import {
  Button,
  ColumnSettingsButton,
  DataTable,
  SavedFiltersMenu,
  useColumnSettings,
  useSavedFilters,
  type DataTableColumn,
  type SavedFilter,
} from '@opsdesk/ui';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { useConsole } from '../app/ConsoleContext';
import { useRecordHref } from '../catalogue/links';
import type { RouteDefinition } from '../catalogue/types';
import { useText, useTitle } from '../i18n';
import { useResourcePermissions } from './access';
import { FieldValue } from './FieldValue';
import { FilterBar, type FilterValues } from './FilterBar';
import { LazyRowMenu } from './LazyRowMenu';
import { PageHeader, PageSection } from './layout';
import { useRecordActions } from './recordActions';
import { RecordDrawer } from './RecordDrawer';
import { ResourceImportButton, useResourceExport } from './transfer';
import type { ResourceScreen } from './types';
import { useEditTarget } from './useEditTarget';

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--ops-space-2);
  align-items: center;
`;

const RowActions = styled.div`
  display: flex;
  gap: var(--ops-space-1);
  align-items: center;
`;

/** The parameters of the list that live in the address: reloads and shared links keep them. */
const PAGING_PARAMS = new Set(['page', 'size', 'sort']);

function filtersFromParams(params: URLSearchParams): FilterValues {
  const values: Record<string, string | string[]> = {};
  for (const key of new Set(params.keys())) {
    if (PAGING_PARAMS.has(key)) continue;
    const all = params.getAll(key);
    values[key] = all.length > 1 ? all : (all[0] ?? '');
  }
  return values;
}

export interface ResourceListProps {
  readonly screen: ResourceScreen;
  readonly route: RouteDefinition;
  /**
   * Inside another screen (a tab of a detail page): the filters and paging live in the component,
   * not in the address, the title is a level-2 heading, and `filters` narrows the records further.
   */
  readonly embedded?: { readonly filters: Readonly<Record<string, unknown>> };
}

/** The list's query parameters: the address's, or the component's own when embedded. */
function useListParams(embedded: boolean): [URLSearchParams, (next: URLSearchParams) => void] {
  const [urlParams, setUrlParams] = useSearchParams();
  const [ownParams, setOwnParams] = useState(() => new URLSearchParams());
  return embedded ? [ownParams, setOwnParams] : [urlParams, setUrlParams];
}

/** The generic list of a resource: filters, paging, sorting, columns, saved filters, export, import, row actions. */
export function ResourceList({ screen, route, embedded }: ResourceListProps) {
  const { http, language } = useConsole();
  const session = useSession();
  const t = useText();
  const title = useTitle();
  const navigate = useNavigate();
  const routeParams = useParams();
  const hrefOf = useRecordHref(routeParams);
  const [params, setParams] = useListParams(embedded !== undefined);
  const permissions = useResourcePermissions(route, screen.resource.name);
  const { resource } = screen;

  const page = Number(params.get('page') ?? 0) || 0;
  const size = Number(params.get('size') ?? 0) || undefined;
  const sort = params.get('sort') ?? undefined;
  const filters = useMemo(() => filtersFromParams(params), [params]);
  const query = useMemo(
    () => ({
      ...filters,
      ...(screen.fixed ?? {}),
      ...(embedded?.filters ?? {}),
      page,
      ...(size ? { size } : {}),
      ...(sort ? { sort } : {}),
    }),
    [filters, page, size, sort, screen.fixed, embedded?.filters],
  );

  const [state, setState] = useState<{
    rows: readonly StoredRecord[];
    total: number;
    loading: boolean;
    error: string | undefined;
  }>({ rows: [], total: 0, loading: true, error: undefined });
  const [reloads, setReloads] = useState(0);
  const reload = useCallback(() => setReloads((count) => count + 1), []);

  useEffect(() => {
    const controller = new AbortController();
    setState((previous) => ({ ...previous, loading: true, error: undefined }));
    listRecords(http, resource.name, query, { signal: controller.signal }).then(
      (answer) =>
        setState({ rows: answer.content, total: answer.totalElements, loading: false, error: undefined }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState((previous) => ({
          ...previous,
          loading: false,
          error: describeError(error, { language }).message,
        }));
      },
    );
    return () => controller.abort();
  }, [http, resource.name, query, language, reloads]);

  const setFilters = useCallback(
    (next: FilterValues) => {
      const search = new URLSearchParams();
      for (const [key, value] of Object.entries(next)) {
        for (const item of Array.isArray(value) ? value : [value]) if (item !== '') search.append(key, item);
      }
      if (size) search.set('size', String(size));
      if (sort) search.set('sort', sort);
      setParams(search);
    },
    [setParams, size, sort],
  );

  const setParam = (name: string, value: string | undefined) => {
    const next = new URLSearchParams(params);
    if (value === undefined) next.delete(name);
    else next.set(name, value);
    if (name !== 'page') next.delete('page');
    setParams(next);
  };

  const actions = useRecordActions({ screen, permissions, onChanged: reload });
  // Screens without a create or edit route of their own edit in a drawer over the list.
  const target = useEditTarget(screen, permissions);
  const { edit: editOf } = target;
  const recordName = (record: StoredRecord) => String(record[resource.title] ?? record.id);

  const columns = useMemo((): DataTableColumn<StoredRecord>[] => {
    const detailKey = screen.routes.detail;
    const fieldColumns = screen.columns.map((field, index): DataTableColumn<StoredRecord> => {
      const view = screen.fields[field];
      return {
        id: field,
        header: view ? title(view.label) : field,
        accessor: field,
        width: view?.width ?? (index === 0 ? 200 : 160),
        sortable: resource.sortable.includes(field),
        sortField: field,
        ...(index === 0 ? { pin: 'left' as const } : {}),
        cell: (row) => {
          const value = (
            <FieldValue
              resource={resource}
              field={field}
              view={view}
              value={row[field]}
              record={row}
              compact
            />
          );
          const href = index === 0 ? hrefOf(detailKey, row) : undefined;
          return href ? <Link to={href}>{value}</Link> : value;
        },
      };
    });
    const actionColumn: DataTableColumn<StoredRecord> = {
      id: 'actions',
      header: t('resource.actions'),
      width: 200,
      pin: 'right',
      resizable: false,
      cell: (row) => {
        const edit = editOf(row);
        const viewHref = hrefOf(screen.routes.detail, row);
        const more = actions.menuItems(row);
        return (
          <RowActions>
            {viewHref ? (
              <Button variant="link" size="sm" onClick={() => navigate(viewHref)}>
                {t('resource.view')}
              </Button>
            ) : null}
            {edit ? (
              <Button variant="link" size="sm" onClick={edit}>
                {t('resource.edit')}
              </Button>
            ) : null}
            {more.length > 0 ? (
              <LazyRowMenu label={t('resource.moreActions', { name: recordName(row) })} items={more} />
            ) : null}
          </RowActions>
        );
      },
    };
    return [...fieldColumns, actionColumn];
  }, [screen, resource, title, t, hrefOf, actions, navigate, editOf]);

  const userId = String(session.user?.id ?? 'anonymous');
  const tableId = embedded ? `${route.key}--${resource.name}` : route.key;
  const columnSettings = useColumnSettings(tableId, userId, columns);

  const savedFiltersStore = useMemo(
    () => createServerSavedFiltersStore<FilterValues>(http, tableId),
    [http, tableId],
  );
  const savedFilters = useSavedFilters(savedFiltersStore, {
    onDefault: (filter: SavedFilter<FilterValues>) => {
      if ([...params.keys()].length === 0) setFilters(filter.filters);
    },
  });

  const exportFilters = useMemo(
    () => ({ ...filters, ...(screen.fixed ?? {}), ...(embedded?.filters ?? {}), ...(sort ? { sort } : {}) }),
    [filters, screen.fixed, embedded?.filters, sort],
  );
  const runExport = useResourceExport(screen, exportFilters, state.total);
  const filtered = Object.keys(filters).length > 0;

  return (
    <>
      <PageHeader
        level={embedded ? 2 : 1}
        title={title(screen.title)}
        subtitle={state.loading ? undefined : t('resource.total', { count: state.total })}
        actions={
          <Toolbar>
            {target.create ? (
              <Button variant="primary" onClick={target.create}>
                {t('resource.new', { name: title(screen.recordName) })}
              </Button>
            ) : null}
            {(screen.listLinks ?? []).flatMap((link) => {
              const href = hrefOf(link.route, { ...(screen.fixed ?? {}), ...(link.params ?? {}) });
              return href
                ? [
                    <Button key={link.route} variant="secondary" onClick={() => navigate(href)}>
                      {title(link.label)}
                    </Button>,
                  ]
                : [];
            })}
            {permissions.canImport && resource.importable ? (
              <ResourceImportButton screen={screen} onImported={reload} />
            ) : null}
            {permissions.canExport && resource.exportable ? (
              <Button variant="secondary" onClick={runExport}>
                {t('resource.export')}
              </Button>
            ) : null}
          </Toolbar>
        }
      />
      <PageSection>
        <FilterBar screen={screen} values={filters} onSearch={setFilters}>
          <SavedFiltersMenu<FilterValues>
            saved={savedFilters}
            currentFilters={filters}
            onApply={(filter) => setFilters(filter.filters)}
            canSave={filtered}
            describeError={(error) => describeError(error, { language })}
            size="md"
          />
          <ColumnSettingsButton settings={columnSettings} columns={columns} variant="secondary" />
        </FilterBar>
      </PageSection>
      <PageSection>
        <DataTable<StoredRecord>
          label={title(screen.title)}
          columns={columnSettings.columns}
          rows={state.rows}
          getRowId={(row) => String(row.id)}
          loading={state.loading}
          error={state.error}
          onRetry={reload}
          emptyText={filtered ? t('resource.emptyFiltered') : t('resource.empty')}
          page={page}
          total={state.total}
          {...(size ? { pageSize: size } : {})}
          onPageChange={(next) => setParam('page', next === 0 ? undefined : String(next))}
          onPageSizeChange={(next) => setParam('size', String(next))}
          sort={sort}
          onSortChange={(next) => setParam('sort', next)}
        />
      </PageSection>
      <RecordDrawer
        screen={screen}
        state={target.drawer}
        onClose={target.closeDrawer}
        onSaved={() => {
          target.closeDrawer();
          reload();
        }}
      />
    </>
  );
}
