import { getRecord, listRecords, type StoredRecord } from '@opsdesk/api';
import { Badge, Button, Card, Descriptions, EmptyState, Skeleton, Tag, useFormat } from '@opsdesk/ui';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { useConsole } from '../../../app/ConsoleContext';
import { useLoad, type LoadError } from '../../../app/useLoad';
import { routeHref } from '../../../catalogue/links';
import type { Title } from '../../../catalogue/types';
import { useTitle } from '../../../i18n';
import { FieldValue } from '../../../resources/FieldValue';
import { PageHeader, PageSection } from '../../../resources/layout';
import type { ResourceScreen } from '../../../resources/types';
import { LoadFailure, useMessages } from '../bespokeKit';
import { screen as eventScreen } from '../sentry-event/screen';
import { screen as issueScreen } from '../sentry-issue/screen';
import { availableTriage } from '../SentryIssues/issueStream';
import { sentryIssuesMessages } from '../SentryIssues/messages';
import { useTriage } from '../SentryIssues/useTriage';
import {
  clampEventIndex,
  groupFrames,
  parseBreadcrumbs,
  parseStackTrace,
  splitTag,
  type StackFrame,
} from './eventText';
import { sentryIssueEventMessages } from './messages';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--ops-space-2);
  align-items: center;
`;

const Stepper = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--ops-space-2);
  align-items: center;
`;

const Exception = styled.p`
  margin: 0 0 var(--ops-space-3);
  font-family: var(--ops-font-family-mono);
  font-size: var(--ops-font-size-md);
  overflow-wrap: anywhere;

  & > strong {
    color: var(--ops-color-danger);
  }
`;

const Frames = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  font-family: var(--ops-font-family-mono);
  font-size: var(--ops-font-size-sm);
  border: 1px solid var(--ops-color-border);
  border-radius: var(--ops-radius-md);
  overflow: hidden;

  & li {
    padding: var(--ops-space-1) var(--ops-space-3);
    border-top: 1px solid var(--ops-color-border);
    overflow-wrap: anywhere;
    color: var(--ops-color-text-muted);
  }
  & > li:first-child {
    border-top: 0;
  }
  & li[data-app] {
    color: var(--ops-color-text);
    background: var(--ops-color-primary-subtle);
    border-left: 3px solid var(--ops-color-primary);
  }
  & li[data-app] b {
    font-weight: 600;
  }
  & ol {
    list-style: none;
    margin: var(--ops-space-1) 0 0;
    padding: 0;
  }
`;

const Crumbs = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: var(--ops-font-size-sm);

  & th,
  & td {
    padding: var(--ops-space-2) var(--ops-space-3);
    border-bottom: 1px solid var(--ops-color-border);
    text-align: start;
    vertical-align: top;
  }
  & td:first-child,
  & td:nth-child(2) {
    white-space: nowrap;
    font-family: var(--ops-font-family-mono);
  }
  & tr[data-last] td {
    background: var(--ops-color-warning-subtle);
    font-weight: 600;
  }
`;

const Chips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: var(--ops-space-2);
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(280px, 1fr);
  gap: var(--ops-space-4);
  align-items: start;

  @media (max-width: 1100px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

function label(screen: ResourceScreen, field: string, title: (value: Title) => string): string {
  const view = screen.fields[field];
  return view ? title(view.label) : field;
}

function Frame({ frame }: { frame: StackFrame }) {
  const where = frame.file
    ? `${frame.file}${frame.line !== undefined ? `:${frame.line}` : ''}${
        frame.column !== undefined ? `:${frame.column}` : ''
      }`
    : '';
  return (
    <>
      {frame.functionName ? <b>{frame.functionName}</b> : null}
      {frame.functionName && where ? ' ' : null}
      {where ? <span>({where})</span> : null}
      {!frame.functionName && !where ? frame.text : null}
    </>
  );
}

function StackTraceView({ event }: { event: StoredRecord }) {
  const m = useMessages(sentryIssueEventMessages);
  const trace = useMemo(() => parseStackTrace(event.stackTrace as string | undefined), [event.stackTrace]);
  const groups = useMemo(() => groupFrames(trace.frames), [trace]);
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  useEffect(() => setOpen(new Set()), [event.id]);
  const exceptionType = String(event.exceptionType ?? '');
  const exceptionValue = String(event.exceptionValue ?? event.message ?? '');
  return (
    <Card title={m('sentryEvent.exception')} headingLevel={2} description={m('sentryEvent.stackNote')}>
      <Exception>
        {exceptionType ? <strong>{exceptionType}</strong> : null}
        {exceptionType ? ': ' : null}
        {exceptionValue || trace.header}
      </Exception>
      <h3>{m('sentryEvent.stack')}</h3>
      {trace.frames.length === 0 ? (
        <p>{m('sentryEvent.noStack')}</p>
      ) : (
        <Frames aria-label={m('sentryEvent.stack')}>
          {groups.map((group) =>
            group.kind === 'app' ? (
              <li key={group.index} data-app="">
                <Badge tone="info">{m('sentryEvent.appFrame')}</Badge> <Frame frame={group.frame} />
              </li>
            ) : (
              <li key={`lib-${group.start}`}>
                <Button
                  variant="link"
                  size="sm"
                  aria-expanded={open.has(group.start)}
                  onClick={() =>
                    setOpen((previous) => {
                      const next = new Set(previous);
                      if (next.has(group.start)) next.delete(group.start);
                      else next.add(group.start);
                      return next;
                    })
                  }
                >
                  {m(open.has(group.start) ? 'sentryEvent.hideLibrary' : 'sentryEvent.showLibrary', {
                    count: group.frames.length,
                  })}
                </Button>
                {open.has(group.start) ? (
                  <ol>
                    {group.frames.map((frame, index) => (
                      <li key={index}>
                        <Frame frame={frame} />
                      </li>
                    ))}
                  </ol>
                ) : null}
              </li>
            ),
          )}
        </Frames>
      )}
    </Card>
  );
}

function BreadcrumbsView({ event }: { event: StoredRecord }) {
  const m = useMessages(sentryIssueEventMessages);
  const crumbs = useMemo(
    () => parseBreadcrumbs(event.breadcrumbs as string | undefined),
    [event.breadcrumbs],
  );
  return (
    <Card title={m('sentryEvent.breadcrumbs')} headingLevel={2}>
      {crumbs.length === 0 ? (
        <p>{m('sentryEvent.noBreadcrumbs')}</p>
      ) : (
        <Crumbs>
          <thead>
            <tr>
              <th scope="col">{m('sentryEvent.time')}</th>
              <th scope="col">{m('sentryEvent.category')}</th>
              <th scope="col">{m('sentryEvent.message')}</th>
            </tr>
          </thead>
          <tbody>
            {crumbs.map((crumb, index) => {
              const last = index === crumbs.length - 1;
              return (
                <tr key={index} {...(last ? { 'data-last': '' } : {})}>
                  <td>{crumb.time || '—'}</td>
                  <td>{crumb.category || '—'}</td>
                  <td>
                    {crumb.message}
                    {last ? (
                      <>
                        {' '}
                        <Badge tone="warning">{m('sentryEvent.lastBeforeError')}</Badge>
                      </>
                    ) : null}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </Crumbs>
      )}
    </Card>
  );
}

function ContextView({ event }: { event: StoredRecord }) {
  const m = useMessages(sentryIssueEventMessages);
  const title = useTitle();
  const tags = Array.isArray(event.tags) ? (event.tags as unknown[]).map(String) : [];
  const fields = [
    'eventId',
    'timestamp',
    'environment',
    'release',
    'userId',
    'userEmail',
    'userIp',
    'tenantCode',
    'browser',
    'os',
    'url',
  ] as const;
  return (
    <>
      <PageSection>
        <Card title={m('sentryEvent.context')} headingLevel={2}>
          <Descriptions
            columns={1}
            items={fields.map((field) => ({
              key: field,
              label: label(eventScreen, field, title),
              value: (
                <FieldValue
                  resource={eventScreen.resource}
                  field={field}
                  view={eventScreen.fields[field]}
                  value={event[field]}
                />
              ),
              ...(field === 'eventId' && typeof event.eventId === 'string'
                ? { copyable: event.eventId }
                : {}),
            }))}
          />
        </Card>
      </PageSection>
      <PageSection>
        <Card title={m('sentryEvent.tags')} headingLevel={2}>
          {tags.length === 0 ? (
            <p>—</p>
          ) : (
            <Chips aria-label={m('sentryEvent.tags')}>
              {tags.map((tag) => {
                const { key, value } = splitTag(tag);
                return (
                  <li key={tag}>
                    <Tag>
                      <strong>{key}</strong>
                      {value ? `: ${value}` : ''}
                    </Tag>
                  </li>
                );
              })}
            </Chips>
          )}
        </Card>
      </PageSection>
    </>
  );
}

/** One issue of error monitoring and its events, newest first, with the stack, breadcrumbs and context. */
export default function SentryIssueEvent() {
  const { projectName = '', issuesId } = useParams();
  const { http } = useConsole();
  const m = useMessages(sentryIssueEventMessages);
  const mi = useMessages(sentryIssuesMessages);
  const title = useTitle();
  const format = useFormat();
  const id = Number(issuesId);
  const validId = Number.isInteger(id) && id > 0;

  const loadIssue = (signal: AbortSignal): Promise<StoredRecord> =>
    validId ? getRecord(http, 'sentry-issue', id, { signal }) : Promise.reject(new Error('not found'));
  const issue = useLoad(loadIssue, String(id));
  const shortId = typeof issue.data?.shortId === 'string' ? issue.data.shortId : undefined;

  const [index, setIndex] = useState(0);
  useEffect(() => setIndex(0), [shortId]);
  const loadEvent = async (signal: AbortSignal) => {
    if (!shortId) return { event: undefined, total: 0 };
    const page = await listRecords(
      http,
      'sentry-event',
      { issueShortId: shortId, sort: 'timestamp,desc', page: index, size: 1 },
      { signal },
    );
    return { event: page.content[0], total: page.totalElements };
  };
  const events = useLoad(loadEvent, `${shortId ?? ''}\u0001${index}`);

  const onTriaged = useCallback(
    (saved: StoredRecord[]) => {
      if (saved[0]) issue.set(saved[0]);
      else issue.reload();
    },
    [issue],
  );
  const triage = useTriage(onTriaged);

  const listHref = routeHref('issues-list', { projectName }) ?? '/main/sentry';
  if (issue.loading && !issue.data) return <Skeleton.Text lines={10} />;
  if (!issue.data) {
    const failure = issue.error ?? { message: '', notFound: true };
    const error: LoadError = { ...failure, notFound: failure.notFound || !validId };
    return <LoadFailure error={error} onRetry={issue.reload} homeHref={listHref} />;
  }

  const record = issue.data;
  const total = events.data?.total ?? 0;
  const shown = clampEventIndex(index, total);
  const event = events.data?.event;
  const when = (value: unknown) =>
    typeof value === 'string' ? (
      <time dateTime={value} title={format.dateTime(value)}>
        {format.relativeTime(value)}
      </time>
    ) : (
      '—'
    );
  const issueField = (field: string) => (
    <FieldValue
      resource={issueScreen.resource}
      field={field}
      view={issueScreen.fields[field]}
      value={record[field]}
    />
  );
  const actions = triage.allowed ? availableTriage([record]) : [];

  return (
    <>
      <PageHeader
        title={String(record.title ?? record.shortId)}
        subtitle={
          <>
            <code>{String(record.shortId)}</code>
            {record.culprit ? (
              <>
                {' · '}
                <code>{String(record.culprit)}</code>
              </>
            ) : null}
          </>
        }
        extra={issueField('level')}
        actions={
          <Actions>
            <Link to={listHref}>{m('sentryEvent.backToIssues')}</Link>
            {actions.map((action) => (
              <Button
                key={action}
                variant={action === 'resolve' ? 'primary' : 'secondary'}
                onClick={() => void triage.run(action, [record])}
              >
                {mi(`sentryIssues.action.${action}`)}
              </Button>
            ))}
          </Actions>
        }
      />
      <PageSection>
        <Card title={m('sentryEvent.issue')} headingLevel={2}>
          <Descriptions
            columns={4}
            items={[
              { key: 'status', label: label(issueScreen, 'status', title), value: issueField('status') },
              { key: 'count', label: label(issueScreen, 'count', title), value: issueField('count') },
              {
                key: 'userCount',
                label: label(issueScreen, 'userCount', title),
                value: issueField('userCount'),
              },
              {
                key: 'assigneeId',
                label: label(issueScreen, 'assigneeId', title),
                value: issueField('assigneeId'),
              },
              {
                key: 'firstSeen',
                label: label(issueScreen, 'firstSeen', title),
                value: when(record.firstSeen),
              },
              {
                key: 'lastSeen',
                label: label(issueScreen, 'lastSeen', title),
                value: when(record.lastSeen),
              },
              {
                key: 'environment',
                label: label(issueScreen, 'environment', title),
                value: issueField('environment'),
              },
              { key: 'release', label: label(issueScreen, 'release', title), value: issueField('release') },
            ]}
          />
        </Card>
      </PageSection>
      <PageSection aria-label={m('sentryEvent.eventList')}>
        <Stepper>
          <Button variant="secondary" size="sm" disabled={shown === 0} onClick={() => setIndex(0)}>
            {m('sentryEvent.newest')}
          </Button>
          <Button variant="secondary" size="sm" disabled={shown === 0} onClick={() => setIndex(shown - 1)}>
            {m('sentryEvent.newer')}
          </Button>
          <Button
            variant="secondary"
            size="sm"
            disabled={shown >= total - 1}
            onClick={() => setIndex(shown + 1)}
          >
            {m('sentryEvent.older')}
          </Button>
          <span role="status">{total > 0 ? m('sentryEvent.position', { n: shown + 1, total }) : null}</span>
        </Stepper>
      </PageSection>
      {events.loading && !event ? (
        <Skeleton.Text lines={8} />
      ) : events.error ? (
        <LoadFailure error={{ ...events.error, notFound: false }} onRetry={events.reload} />
      ) : !event ? (
        <EmptyState title={m('sentryEvent.none')} />
      ) : (
        <Columns>
          <div>
            <PageSection>
              <StackTraceView event={event} />
            </PageSection>
            <PageSection>
              <BreadcrumbsView event={event} />
            </PageSection>
          </div>
          <div>
            <ContextView event={event} />
          </div>
        </Columns>
      )}
    </>
  );
}
