import { listRecords, type StoredRecord } from '@opsdesk/api';
import { describeError } from '@opsdesk/http';
import { Alert, Button, Card, Descriptions, EmptyState, ResultPage, Skeleton, useFormat } from '@opsdesk/ui';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { useConsole } from '../../../app/ConsoleContext';
import { routeHref } from '../../../catalogue/links';
import { useTitle } from '../../../i18n';
import { useResourcePermissions } from '../../../resources/access';
import { FieldValue } from '../../../resources/FieldValue';
import { PageHeader, PageSection } from '../../../resources/layout';
import { RecordDrawer, type DrawerState } from '../../../resources/RecordDrawer';
import { useRecordActions } from '../../../resources/recordActions';
import { useRecord } from '../../../resources/useRecord';
import { ResourceList } from '../../../resources/ResourceList';
import type { ResourceScreen } from '../../../resources/types';
import { screen as feedbackScreen } from '../feedback/screen';
import { screen as eventScreen } from '../feedback-event/screen';
import { bespokeRoute } from './bespokeRoute';
import { feedbackStats, isScoreType, type FeedbackStats } from './feedbackStats';
import { feedbackEventDetailMessages, useFeedbackEventText } from './messages';

const ROUTE_KEY = 'feedback-events-management-detail';
/** The answers the summary reads at most: the latest ones, in pages of the largest size the API takes. */
const ANSWER_PAGE_SIZE = 1000;
const ANSWER_PAGES = 5;

const EVENT_FIELDS = [
  'eventCode',
  'module',
  'trigger',
  'scoreType',
  'samplePercent',
  'quietDays',
  'startDate',
  'endDate',
  'owner',
  'enabled',
  'question',
] as const;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--ops-space-2);
`;

const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(160px, 1fr));
  gap: var(--ops-space-4);
  margin: 0 0 var(--ops-space-4);

  & > div {
    padding: var(--ops-space-3);
    border: 1px solid var(--ops-color-border);
    border-radius: var(--ops-radius-md);
  }
  & dt {
    color: var(--ops-color-text-muted);
    font-size: var(--ops-font-size-sm);
  }
  & dd {
    margin: var(--ops-space-1) 0 0;
    font-size: var(--ops-font-size-lg);
    font-weight: 600;
  }
`;

const Histogram = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: var(--ops-space-1);

  & > li {
    display: grid;
    grid-template-columns: 3ch 1fr 8ch;
    gap: var(--ops-space-2);
    align-items: center;
    font-size: var(--ops-font-size-sm);
  }
`;

const Track = styled.span`
  display: block;
  height: 12px;
  border-radius: var(--ops-radius-sm);
  background: var(--ops-color-surface-muted, var(--ops-color-border));
  overflow: hidden;

  & > span {
    display: block;
    height: 100%;
    background: var(--ops-color-primary);
  }
`;

const Heading = styled.h3`
  margin: 0 0 var(--ops-space-2);
  font-size: var(--ops-font-size-md);
  font-weight: 600;
`;

/** The event's answers, read for the summary: the latest pages of cs-feedback with its event code. */
function useAnswers(eventCode: string | undefined) {
  const { http, language } = useConsole();
  const [state, setState] = useState<{
    scores: (number | undefined)[] | undefined;
    total: number;
    error: string | undefined;
  }>({ scores: undefined, total: 0, error: undefined });
  const [reloads, setReloads] = useState(0);
  useEffect(() => {
    if (eventCode === undefined) return undefined;
    const controller = new AbortController();
    setState({ scores: undefined, total: 0, error: undefined });
    (async () => {
      const scores: (number | undefined)[] = [];
      let total = 0;
      for (let page = 0; page < ANSWER_PAGES; page += 1) {
        const answer = await listRecords(
          http,
          'cs-feedback',
          { eventCode, page, size: ANSWER_PAGE_SIZE },
          { signal: controller.signal },
        );
        total = answer.totalElements;
        for (const record of answer.content) {
          scores.push(typeof record.score === 'number' ? record.score : undefined);
        }
        if (scores.length >= total || answer.content.length === 0) break;
      }
      return { scores, total };
    })().then(
      ({ scores, total }) => setState({ scores, total, error: undefined }),
      (error: unknown) => {
        if (!controller.signal.aborted)
          setState({ scores: undefined, total: 0, error: describeError(error, { language }).message });
      },
    );
    return () => controller.abort();
  }, [http, language, eventCode, reloads]);
  const reload = useCallback(() => setReloads((count) => count + 1), []);
  return { ...state, reload };
}

function Summary({ stats, total }: { stats: FeedbackStats; total: number }) {
  const text = useFeedbackEventText();
  const format = useFormat();
  const percent = (part: number) =>
    stats.scored === 0 ? '0%' : `${format.number(Math.round((part / stats.scored) * 1000) / 10)}%`;
  if (stats.count === 0) return <EmptyState size="sm" title={text('feedbackEvent.noAnswers')} />;
  return (
    <>
      {total > stats.count ? (
        <PageSection>
          <Alert variant="info">{text('feedbackEvent.truncated', { count: stats.count })}</Alert>
        </PageSection>
      ) : null}
      <Figures>
        <div>
          <dt>{text('feedbackEvent.count')}</dt>
          <dd>{format.number(total)}</dd>
        </div>
        <div>
          <dt>{text('feedbackEvent.average')}</dt>
          <dd>{stats.average === null ? '—' : format.number(stats.average)}</dd>
        </div>
        {stats.nps ? (
          <>
            <div>
              <dt>{text('feedbackEvent.nps')}</dt>
              <dd>{format.number(stats.nps.score)}</dd>
            </div>
            <div>
              <dt>{text('feedbackEvent.promoters')}</dt>
              <dd>
                {text('feedbackEvent.share', {
                  count: stats.nps.promoters,
                  percent: percent(stats.nps.promoters),
                })}
              </dd>
            </div>
            <div>
              <dt>{text('feedbackEvent.passives')}</dt>
              <dd>
                {text('feedbackEvent.share', {
                  count: stats.nps.passives,
                  percent: percent(stats.nps.passives),
                })}
              </dd>
            </div>
            <div>
              <dt>{text('feedbackEvent.detractors')}</dt>
              <dd>
                {text('feedbackEvent.share', {
                  count: stats.nps.detractors,
                  percent: percent(stats.nps.detractors),
                })}
              </dd>
            </div>
          </>
        ) : null}
      </Figures>
      <Heading id="feedback-event-histogram">{text('feedbackEvent.histogram')}</Heading>
      <Histogram aria-labelledby="feedback-event-histogram">
        {stats.histogram.map((bar) => (
          <li key={bar.score} aria-label={text('feedbackEvent.bar', { score: bar.score, count: bar.count })}>
            <span aria-hidden="true">{bar.score}</span>
            <Track aria-hidden="true">
              <span style={{ width: `${Math.round(bar.share * 1000) / 10}%` }} />
            </Track>
            <span aria-hidden="true">{format.number(bar.count)}</span>
          </li>
        ))}
      </Histogram>
    </>
  );
}

/** One feedback event (cs-feedback-event) with the summary and the list of its answers (cs-feedback). */
export default function FeedbackEventDetail() {
  const params = useParams();
  const navigate = useNavigate();
  const title = useTitle();
  const text = useFeedbackEventText();
  const route = useMemo(() => bespokeRoute(ROUTE_KEY), []);
  const id = Number(params.eventId);
  const eventId = Number.isInteger(id) && id > 0 ? id : undefined;
  const { record, error, loading, reload, replace } = useRecord(eventScreen.resource.name, eventId);
  const permissions = useResourcePermissions(route, eventScreen.resource.name);
  const [drawer, setDrawer] = useState<DrawerState>(null);
  const listHref = routeHref('feedback-events-management') ?? '/main/dashboard';
  const actions = useRecordActions({
    screen: eventScreen,
    permissions,
    onChanged: (saved?: StoredRecord) => (saved ? replace(saved) : reload()),
    onDeleted: () => navigate(listHref),
  });
  const eventCode = typeof record?.eventCode === 'string' ? record.eventCode : undefined;
  const answers = useAnswers(eventCode);
  const scoreType = isScoreType(record?.scoreType) ? record.scoreType : 'NPS';
  const stats = useMemo(
    () => (answers.scores ? feedbackStats(answers.scores, scoreType) : undefined),
    [answers.scores, scoreType],
  );
  // The answers of this event only, with the columns and filters the page needs; they open on their own detail route.
  const answersScreen = useMemo(
    (): ResourceScreen | undefined =>
      eventCode === undefined
        ? undefined
        : {
            ...feedbackScreen,
            title: feedbackEventDetailMessages['feedbackEvent.answers'],
            columns: ['feedbackNo', 'tenantId', 'submitterName', 'score', 'content', 'submittedAt', 'status'],
            filters: ['tenantId', 'status', 'submittedAt'],
            fixed: { eventCode },
            // Answers come from the apps: none is written here.
            form: [],
          },
    [eventCode],
  );

  const name = typeof record?.eventName === 'string' ? record.eventName : (params.eventName ?? '');

  if (loading && !record) {
    return (
      <>
        <PageHeader title={name} subtitle={text('feedbackEvent.recordName')} />
        <Skeleton.Text lines={8} />
      </>
    );
  }
  if (error || !record) {
    return error?.notFound ? (
      <ResultPage status={404} reason={text('feedbackEvent.notFound')} homeHref={listHref} />
    ) : (
      <ResultPage status={500} reason={error?.message} spanId={error?.spanId} onRetry={reload} />
    );
  }

  const items = actions.menuItems(record);
  return (
    <>
      <PageHeader
        title={name}
        subtitle={text('feedbackEvent.recordName')}
        extra={
          <FieldValue
            resource={eventScreen.resource}
            field="enabled"
            view={eventScreen.fields.enabled}
            value={record.enabled}
          />
        }
        actions={
          <Actions>
            <Button variant="ghost" onClick={() => navigate(listHref)}>
              {text('feedbackEvent.back')}
            </Button>
            {permissions.canWrite ? (
              <Button variant="primary" onClick={() => setDrawer({ mode: 'edit', record })}>
                {text('feedbackEvent.edit')}
              </Button>
            ) : null}
            {items.map((item) => (
              <Button
                key={item.key}
                variant={item.danger ? 'danger' : item.primary ? 'primary' : 'secondary'}
                onClick={() => void item.run()}
              >
                {item.label}
              </Button>
            ))}
          </Actions>
        }
      />
      <PageSection>
        <Card title={text('feedbackEvent.event')} headingLevel={2}>
          <Descriptions
            columns={3}
            items={EVENT_FIELDS.map((field) => {
              const view = eventScreen.fields[field];
              return {
                key: field,
                label: view ? title(view.label) : field,
                value: (
                  <FieldValue
                    resource={eventScreen.resource}
                    field={field}
                    view={view}
                    value={record[field]}
                  />
                ),
                ...(field === 'question' ? { span: 'row' as const } : {}),
              };
            })}
          />
        </Card>
      </PageSection>
      <PageSection>
        <Card title={text('feedbackEvent.summary')} headingLevel={2}>
          {answers.error ? (
            <Alert
              variant="error"
              actions={
                <Button size="sm" variant="secondary" onClick={answers.reload}>
                  {text('feedbackEvent.retry')}
                </Button>
              }
            >
              {answers.error}
            </Alert>
          ) : stats ? (
            <Summary stats={stats} total={answers.total} />
          ) : (
            <Skeleton.Text lines={4} />
          )}
        </Card>
      </PageSection>
      {answersScreen && eventCode !== undefined ? (
        <PageSection>
          <ResourceList
            key={eventCode}
            screen={answersScreen}
            route={route}
            embedded={{ filters: { eventCode } }}
          />
        </PageSection>
      ) : null}
      <RecordDrawer
        screen={eventScreen}
        state={drawer}
        onClose={() => setDrawer(null)}
        onSaved={(saved) => {
          setDrawer(null);
          replace(saved);
        }}
      />
    </>
  );
}
