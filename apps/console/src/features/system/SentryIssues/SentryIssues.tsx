import {
  deployEnv,
  deployEnvs,
  listRecords,
  sentryIssueStatus,
  sentryLevel,
  type StoredRecord,
} from '@opsdesk/api';
import {
  Badge,
  Button,
  Card,
  DataTable,
  Descriptions,
  EmptyState,
  Input,
  Select,
  Skeleton,
  Tag,
  useFormat,
  type DataTableColumn,
} from '@opsdesk/ui';
import { useCallback, useEffect, useMemo, useState, type FormEvent } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { useConsole } from '../../../app/ConsoleContext';
import { useLoad } from '../../../app/useLoad';
import { routeHref } from '../../../catalogue/links';
import { useTitle } from '../../../i18n';
import { FieldValue } from '../../../resources/FieldValue';
import { enumOptions } from '../../../resources/kit';
import { PageHeader, PageSection } from '../../../resources/layout';
import { LoadFailure, useMessages } from '../bespokeKit';
import { screen as issueScreen } from '../sentry-issue/screen';
import { screen as projectScreen } from '../sentry-project/screen';
import {
  availableTriage,
  filtersFromSearch,
  issueLevels,
  issueQuery,
  issueSorts,
  issueStatuses,
  quickRanges,
  searchOf,
  type IssueFilters,
} from './issueStream';
import { sentryIssuesMessages } from './messages';
import { useTriage } from './useTriage';

const PAGE_SIZES = [20, 50, 100] as const;

// The error-monitoring value sets the list filters and badges by, in @opsdesk/api's words and tones.
const sentryLevelOptions = enumOptions(sentryLevel.words);
const sentryIssueStatusOptions = enumOptions(sentryIssueStatus.words);
const deployEnvOptions = enumOptions(deployEnv.words);

const Filters = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: var(--ops-space-3);
  align-items: flex-end;

  & > * {
    min-width: 160px;
  }
  & > [data-wide] {
    min-width: 260px;
    flex: 1 1 260px;
  }
`;

const Bulk = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--ops-space-2);
  align-items: center;
  min-height: var(--ops-control-height, 32px);
  margin-block-end: var(--ops-space-2);
`;

/** The level as a colour bar beside its badge; the colour follows a data attribute, not a per-row style. */
const Level = styled.span`
  display: inline-flex;
  align-items: center;
  gap: var(--ops-space-2);

  &::before {
    content: '';
    align-self: stretch;
    width: 4px;
    min-height: 28px;
    border-radius: var(--ops-radius-sm);
    background: var(--ops-color-text-muted);
  }
  &[data-level='FATAL']::before,
  &[data-level='ERROR']::before {
    background: var(--ops-color-danger);
  }
  &[data-level='WARNING']::before {
    background: var(--ops-color-warning);
  }
  &[data-level='INFO']::before {
    background: var(--ops-color-info);
  }
`;

const IssueCell = styled.div`
  display: grid;
  gap: 2px;
  min-width: 0;

  & > a {
    font-weight: 600;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  & > code {
    color: var(--ops-color-text-muted);
    font-size: var(--ops-font-size-sm);
    overflow: hidden;
    text-overflow: ellipsis;
  }
  & > span {
    display: flex;
    flex-wrap: wrap;
    gap: var(--ops-space-1);
    align-items: center;
    font-size: var(--ops-font-size-xs);
  }
`;

function useProject(projectName: string) {
  const { http } = useConsole();
  // The project list has no projectName filter: the keyword finds it, the exact name picks it.
  const load = async (signal: AbortSignal) => {
    const page = await listRecords(http, 'sentry-project', { keyword: projectName, size: 50 }, { signal });
    return page.content.find((project) => project.projectName === projectName) ?? null;
  };
  return useLoad(load, projectName);
}

/** The issues of one error-monitoring project as a stream with filters and bulk triage. */
export default function SentryIssues() {
  const { projectName = '' } = useParams();
  const { http } = useConsole();
  const m = useMessages(sentryIssuesMessages);
  const title = useTitle();
  const format = useFormat();
  const [search, setSearch] = useSearchParams();
  const filters = useMemo(() => filtersFromSearch(search), [search]);
  const [size, setSize] = useState<number>(PAGE_SIZES[0]);
  const [draft, setDraft] = useState({ keyword: filters.keyword, release: filters.release });
  const [selected, setSelected] = useState<string[]>([]);
  const project = useProject(projectName);

  useEffect(
    () => setDraft({ keyword: filters.keyword, release: filters.release }),
    [filters.keyword, filters.release],
  );

  const loadIssues = (signal: AbortSignal) =>
    listRecords(http, 'sentry-issue', issueQuery(projectName, filters, new Date(), size), { signal });
  const issues = useLoad(loadIssues, JSON.stringify([projectName, filters, size]));
  const rows = useMemo(() => issues.data?.content ?? [], [issues.data]);
  useEffect(() => setSelected([]), [issues.data]);

  const change = (next: Partial<IssueFilters>) =>
    setSearch(searchOf({ ...filters, page: 0, ...next }), { replace: false });

  const onDone = useCallback(() => {
    issues.reload();
    project.reload();
  }, [issues, project]);
  const triage = useTriage(onDone);

  const levelLabel = useCallback(
    (value: unknown) => {
      const option = sentryLevelOptions.find((candidate) => candidate.value === value);
      return option ? title(option.label) : String(value);
    },
    [title],
  );

  const columns = useMemo((): DataTableColumn<StoredRecord>[] => {
    const when = (value: unknown) =>
      typeof value === 'string' ? (
        <time dateTime={value} title={format.dateTime(value)}>
          {format.relativeTime(value)}
        </time>
      ) : (
        '—'
      );
    return [
      {
        id: 'level',
        header: m('sentryIssues.level'),
        width: 130,
        cell: (row) => (
          <Level data-level={String(row.level)}>
            <Badge tone={sentryLevelOptions.find((option) => option.value === row.level)?.tone ?? 'neutral'}>
              {levelLabel(row.level)}
            </Badge>
          </Level>
        ),
      },
      {
        id: 'issue',
        header: m('sentryIssues.column.issue'),
        width: 460,
        cell: (row) => {
          const href = routeHref('issues-event', { projectName, issuesId: row.id });
          const name = String(row.title ?? row.shortId);
          return (
            <IssueCell>
              {href ? <Link to={href}>{name}</Link> : <strong>{name}</strong>}
              {row.culprit ? <code>{String(row.culprit)}</code> : null}
              <span>
                <code>{String(row.shortId)}</code>
                <Tag>
                  <FieldValue
                    resource={issueScreen.resource}
                    field="environment"
                    view={issueScreen.fields.environment}
                    value={row.environment}
                  />
                </Tag>
                {row.release ? <Tag>{String(row.release)}</Tag> : null}
              </span>
            </IssueCell>
          );
        },
      },
      {
        id: 'count',
        header: m('sentryIssues.column.events'),
        align: 'end',
        width: 100,
        cell: (row) => (typeof row.count === 'number' ? format.number(row.count) : '—'),
      },
      {
        id: 'userCount',
        header: m('sentryIssues.column.users'),
        align: 'end',
        width: 90,
        cell: (row) => (typeof row.userCount === 'number' ? format.number(row.userCount) : '—'),
      },
      {
        id: 'firstSeen',
        header: m('sentryIssues.column.firstSeen'),
        width: 130,
        cell: (row) => when(row.firstSeen),
      },
      {
        id: 'lastSeen',
        header: m('sentryIssues.column.lastSeen'),
        width: 130,
        cell: (row) => when(row.lastSeen),
      },
      {
        id: 'status',
        header: m('sentryIssues.column.status'),
        width: 110,
        cell: (row) => (
          <FieldValue
            resource={issueScreen.resource}
            field="status"
            view={issueScreen.fields.status}
            value={row.status}
          />
        ),
      },
      {
        id: 'assignee',
        header: m('sentryIssues.column.assignee'),
        width: 140,
        cell: (row) => (
          <FieldValue
            resource={issueScreen.resource}
            field="assigneeId"
            view={issueScreen.fields.assigneeId}
            value={row.assigneeId}
          />
        ),
      },
    ];
  }, [m, format, projectName, levelLabel]);

  if (project.loading && project.data === undefined) return <Skeleton.Text lines={8} />;
  if (project.error) return <LoadFailure error={project.error} onRetry={project.reload} />;
  const listHref = routeHref('sentry') ?? '/main/sentry';
  if (!project.data)
    return (
      <>
        <PageHeader title={projectName} />
        <EmptyState
          title={m('sentryIssues.notFound', { name: projectName })}
          action={<Link to={listHref}>{m('sentryIssues.backToProjects')}</Link>}
        />
      </>
    );

  const record = project.data;
  const chosen = rows.filter((row) => selected.includes(String(row.id)));
  const actions = triage.allowed ? availableTriage(chosen) : [];
  const statusOptions = [
    ...issueStatuses.map((status) => ({
      value: status,
      label: title(
        sentryIssueStatusOptions.find((option) => option.value === status)?.label ?? {
          'zh-CN': status,
          en: status,
          ja: status,
        },
      ),
    })),
    { value: 'ALL' as const, label: m('sentryIssues.status.ALL') },
  ];

  return (
    <>
      <PageHeader
        title={String(record.displayName ?? projectName)}
        subtitle={<code>{projectName}</code>}
        actions={<Link to={listHref}>{m('sentryIssues.backToProjects')}</Link>}
      />
      <PageSection>
        <Card>
          <Descriptions
            columns={4}
            items={(['platform', 'team', 'ownerId', 'unresolvedIssues', 'eventsLast24h'] as const).map(
              (field) => ({
                key: field,
                label: title(projectScreen.fields[field]?.label ?? { 'zh-CN': field, en: field, ja: field }),
                value: (
                  <FieldValue
                    resource={projectScreen.resource}
                    field={field}
                    view={projectScreen.fields[field]}
                    value={record[field]}
                  />
                ),
              }),
            )}
          />
        </Card>
      </PageSection>
      <PageSection>
        <Filters
          role="search"
          aria-label={m('sentryIssues.filters')}
          onSubmit={(event: FormEvent) => {
            event.preventDefault();
            change({ keyword: draft.keyword, release: draft.release });
          }}
        >
          <Select
            label={m('sentryIssues.status')}
            options={statusOptions}
            value={filters.status}
            onValueChange={(value) => change({ status: value ?? 'UNRESOLVED' })}
          />
          <Select
            label={m('sentryIssues.level')}
            placeholder={m('sentryIssues.anyLevel')}
            clearable
            options={issueLevels.map((level) => ({ value: level, label: levelLabel(level) }))}
            value={filters.level || null}
            onValueChange={(value) => change({ level: value ?? '' })}
          />
          <Select
            label={m('sentryIssues.environment')}
            placeholder={m('sentryIssues.anyEnvironment')}
            clearable
            options={deployEnvs.map((env) => ({
              value: env,
              label: title(
                deployEnvOptions.find((option) => option.value === env)?.label ?? {
                  'zh-CN': env,
                  en: env,
                  ja: env,
                },
              ),
            }))}
            value={filters.environment || null}
            onValueChange={(value) => change({ environment: value ?? '' })}
          />
          <Select
            label={m('sentryIssues.lastSeenRange')}
            placeholder={m('sentryIssues.anyTime')}
            clearable
            options={quickRanges.map((range) => ({ value: range, label: m(`sentryIssues.range.${range}`) }))}
            value={filters.range || null}
            onValueChange={(value) => change({ range: value ?? '' })}
          />
          <Input
            label={m('sentryIssues.release')}
            value={draft.release}
            onChange={(event) => setDraft({ ...draft, release: event.target.value })}
          />
          <div data-wide="">
            <Input
              type="search"
              label={m('sentryIssues.keyword')}
              value={draft.keyword}
              onChange={(event) => setDraft({ ...draft, keyword: event.target.value })}
            />
          </div>
          <Select
            label={m('sentryIssues.sort')}
            options={issueSorts.map((sort) => ({ value: sort, label: m(`sentryIssues.sort.${sort}`) }))}
            value={filters.sort}
            onValueChange={(value) => change({ sort: value ?? 'lastSeen' })}
          />
          <Button type="submit" variant="primary">
            {m('sentryIssues.search')}
          </Button>
        </Filters>
      </PageSection>
      <PageSection aria-label={m('sentryIssues.table')}>
        <Bulk>
          <span>
            {issues.data ? m('sentryIssues.total', { count: issues.data.totalElements }) : null}
            {triage.allowed && chosen.length > 0
              ? ` · ${m('sentryIssues.selected', { count: chosen.length })}`
              : null}
          </span>
          {actions.map((action) => (
            <Button
              key={action}
              size="sm"
              variant={action === 'resolve' ? 'primary' : 'secondary'}
              onClick={() => void triage.run(action, chosen)}
            >
              {m(`sentryIssues.action.${action}`)}
            </Button>
          ))}
        </Bulk>
        <DataTable<StoredRecord>
          label={m('sentryIssues.table')}
          columns={columns}
          rows={rows}
          getRowId={(row) => String(row.id)}
          loading={issues.loading}
          error={issues.error?.message}
          onRetry={issues.reload}
          emptyText={m('sentryIssues.empty')}
          page={filters.page}
          total={issues.data?.totalElements ?? 0}
          pageSize={size}
          pageSizeOptions={PAGE_SIZES}
          onPageChange={(page) => change({ page })}
          onPageSizeChange={(next) => {
            setSize(next);
            change({ page: 0 });
          }}
          {...(triage.allowed ? { selectedRowIds: selected, onSelectedRowIdsChange: setSelected } : {})}
        />
      </PageSection>
    </>
  );
}
