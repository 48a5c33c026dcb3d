import { listRecords, type StoredRecord } from '@opsdesk/api';
import { useSession } from '@opsdesk/auth/react';
import { describeError, HttpError } from '@opsdesk/http';
import {
  Alert,
  Button,
  Card,
  copyText,
  Descriptions,
  EmptyState,
  ResultPage,
  Skeleton,
  useFormat,
  useToast,
} from '@opsdesk/ui';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { useConsole } from '../../../app/ConsoleContext';
import { routeHref } from '../../../catalogue/links';
import { useTitle } from '../../../i18n';
import { useResourcePermissions } from '../../../resources/access';
import { FieldValue } from '../../../resources/FieldValue';
import { PageHeader, PageSection } from '../../../resources/layout';
import { RecordDrawer, type DrawerState } from '../../../resources/RecordDrawer';
import type { ResourceScreen } from '../../../resources/types';
import { screen as logScreen } from '../diagnosis-log/screen';
import { screen as requestScreen } from '../diagnosis-request/screen';
import { bespokeRoute } from '../FeedbackEventDetail/bespokeRoute';
import { formatBody, spanIdOf, timingSegments, type TimingSegment } from './diagnosisLog';
import { useDiagnosisLogText, type DiagnosisLogDetailMessageId } from './messages';

const ROUTE_KEY = 'diagnosis-log-detail';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--ops-space-2);
`;

const Code = styled.pre`
  margin: 0;
  padding: var(--ops-space-3);
  max-height: 480px;
  overflow: auto;
  border-radius: var(--ops-radius-md);
  background: var(--ops-color-surface-muted, var(--ops-color-bg));
  border: 1px solid var(--ops-color-border);
  font-family: var(--ops-font-family-mono, ui-monospace, SFMono-Regular, Menlo, Consolas, monospace);
  font-size: var(--ops-font-size-sm);
  line-height: 1.5;
  white-space: pre;
  tab-size: 2;
`;

const Bar = styled.div`
  display: flex;
  height: 16px;
  border-radius: var(--ops-radius-sm);
  overflow: hidden;
  background: var(--ops-color-border);
  margin-block: var(--ops-space-2) var(--ops-space-3);

  & > [data-segment='database'] {
    background: var(--ops-color-primary);
  }
  & > [data-segment='upstream'] {
    background: var(--ops-color-warning);
  }
  & > [data-segment='rest'] {
    background: var(--ops-color-text-muted);
  }
`;

const Legend = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: var(--ops-space-4);
  margin: 0;

  & > div {
    display: flex;
    gap: var(--ops-space-2);
    align-items: center;
  }
  & dt::before {
    content: '';
    display: inline-block;
    width: 10px;
    height: 10px;
    margin-inline-end: var(--ops-space-1);
    border-radius: 2px;
    background: var(--ops-color-text-muted);
  }
  & > [data-segment='database'] dt::before {
    background: var(--ops-color-primary);
  }
  & > [data-segment='upstream'] dt::before {
    background: var(--ops-color-warning);
  }
  & dd {
    margin: 0;
    font-weight: 600;
  }
`;

const SpanCode = styled.code`
  font-family: var(--ops-font-family-mono, ui-monospace, SFMono-Regular, Menlo, Consolas, monospace);
`;

const segmentNames: Readonly<Record<TimingSegment['key'], DiagnosisLogDetailMessageId>> = {
  database: 'diagnosisLog.segment.database',
  upstream: 'diagnosisLog.segment.upstream',
  rest: 'diagnosisLog.segment.rest',
};

/** Copies a text, saying whether it worked. */
function useCopy() {
  const toast = useToast();
  const text = useDiagnosisLogText();
  return useCallback(
    async (value: string) => {
      if (await copyText(value)) toast.success(text('diagnosisLog.copied'));
      else toast.error(text('diagnosisLog.copyFailed'));
    },
    [text, toast],
  );
}

/** A body or trace in monospace, with its copy button. */
function CodeBlock({ title, value, json = false }: { title: string; value: string; json?: boolean }) {
  const text = useDiagnosisLogText();
  const copy = useCopy();
  return (
    <PageSection>
      <Card
        title={title}
        headingLevel={2}
        actions={
          value === '' ? null : (
            <Button
              size="sm"
              variant="secondary"
              aria-label={text('diagnosisLog.copyNamed', { name: title })}
              onClick={() => void copy(value)}
            >
              {text('diagnosisLog.copy')}
            </Button>
          )
        }
      >
        {value === '' ? (
          <p>{text('diagnosisLog.empty')}</p>
        ) : (
          // A scrollable region must be reachable by keyboard.
          <Code tabIndex={0} aria-label={title} data-language={json ? 'json' : undefined}>
            {value}
          </Code>
        )}
      </Card>
    </PageSection>
  );
}

function Timings({ log }: { log: StoredRecord }) {
  const text = useDiagnosisLogText();
  const format = useFormat();
  const duration = typeof log.durationMs === 'number' ? log.durationMs : 0;
  const segments = timingSegments(
    duration,
    typeof log.dbMs === 'number' ? log.dbMs : undefined,
    typeof log.upstreamMs === 'number' ? log.upstreamMs : undefined,
  );
  const percent = (share: number) => `${format.number(Math.round(share * 1000) / 10)}%`;
  return (
    <PageSection>
      <Card title={text('diagnosisLog.timings')} headingLevel={2}>
        <p>{text('diagnosisLog.total', { ms: format.number(duration) })}</p>
        <Bar aria-hidden="true">
          {segments.map((segment) =>
            segment.ms > 0 ? (
              <span
                key={segment.key}
                data-segment={segment.key}
                style={{ width: `${segment.share * 100}%` }}
              />
            ) : null,
          )}
        </Bar>
        <Legend>
          {segments.map((segment) => (
            <div key={segment.key} data-segment={segment.key}>
              <dt>{text(segmentNames[segment.key])}</dt>
              <dd>
                {text('diagnosisLog.segmentValue', {
                  ms: format.number(segment.ms),
                  percent: percent(segment.share),
                })}
              </dd>
            </div>
          ))}
        </Legend>
      </Card>
    </PageSection>
  );
}

type Lookup =
  | { readonly state: 'loading' }
  | { readonly state: 'found'; readonly log: StoredRecord }
  | { readonly state: 'missing' }
  | {
      readonly state: 'failed';
      readonly message: string;
      readonly spanId?: string | undefined;
      readonly status?: number | undefined;
    };

/** The diagnosis log of a span id (cs-diagnosis-log, a unique eq filter on spanId): where error toasts' span ids lead. */
export default function DiagnosisLogDetail() {
  const params = useParams();
  const navigate = useNavigate();
  const { http, language } = useConsole();
  const session = useSession();
  const title = useTitle();
  const text = useDiagnosisLogText();
  const copy = useCopy();
  const route = useMemo(() => bespokeRoute(ROUTE_KEY), []);
  const requestPermissions = useResourcePermissions(route, requestScreen.resource.name);
  const asked = params.spanId ?? '';
  const spanId = spanIdOf(asked);
  const [lookup, setLookup] = useState<Lookup>({ state: 'loading' });
  const [reloads, setReloads] = useState(0);
  const [drawer, setDrawer] = useState<DrawerState>(null);

  useEffect(() => {
    if (spanId === undefined) {
      setLookup({ state: 'missing' });
      return undefined;
    }
    const controller = new AbortController();
    setLookup({ state: 'loading' });
    listRecords(http, logScreen.resource.name, { spanId, size: 1 }, { signal: controller.signal }).then(
      (answer) => {
        const log = answer.content[0];
        setLookup(log ? { state: 'found', log } : { state: 'missing' });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const described = describeError(error, { language });
        setLookup({
          state: 'failed',
          message: described.message,
          spanId: described.spanId,
          status: error instanceof HttpError ? error.status : undefined,
        });
      },
    );
    return () => controller.abort();
  }, [http, language, spanId, reloads]);

  const listHref = routeHref('diagnosis-log') ?? '/main/dashboard';
  const searchHref = (filter: 'spanId' | 'traceId', value: string) =>
    `${listHref}?${new URLSearchParams({ [filter]: value }).toString()}`;
  const log = lookup.state === 'found' ? lookup.log : undefined;

  // A diagnosis request about this span: its span id, and what the log tells of the service, tenant and problem.
  const newRequestScreen = useMemo((): ResourceScreen => {
    const method = typeof log?.httpMethod === 'string' ? log.httpMethod : '';
    const path = typeof log?.path === 'string' ? log.path : '';
    return {
      ...requestScreen,
      defaults: {
        ...requestScreen.defaults,
        spanIds: spanId ? [spanId] : [],
        ...(log?.service ? { service: log.service } : {}),
        ...(typeof log?.tenantId === 'number' ? { tenantId: log.tenantId } : {}),
        ...(log ? { title: text('diagnosisLog.requestTitle', { method, path }).slice(0, 100) } : {}),
        ...(typeof log?.errorMessage === 'string' ? { description: log.errorMessage.slice(0, 2000) } : {}),
        ...(session.user?.name ? { reporter: session.user.name.slice(0, 60) } : {}),
        submittedAt: new Date().toISOString(),
      },
    };
  }, [log, session.user?.name, spanId, text]);

  const newRequestButton = requestPermissions.canWrite ? (
    <Button variant="secondary" onClick={() => setDrawer({ mode: 'create' })}>
      {text('diagnosisLog.newRequest')}
    </Button>
  ) : null;

  const header = (
    <PageHeader
      title={text('diagnosisLog.title')}
      subtitle={<SpanCode>{text('diagnosisLog.spanId', { spanId: asked })}</SpanCode>}
      extra={
        log ? (
          <FieldValue
            resource={logScreen.resource}
            field="level"
            view={logScreen.fields.level}
            value={log.level}
          />
        ) : null
      }
      actions={
        <Actions>
          <Button variant="ghost" onClick={() => navigate(listHref)}>
            {text('diagnosisLog.back')}
          </Button>
          {asked !== '' ? (
            <Button variant="secondary" onClick={() => void copy(asked)}>
              {text('diagnosisLog.copySpanId')}
            </Button>
          ) : null}
          {newRequestButton}
        </Actions>
      }
    />
  );
  const drawerElement = (
    <RecordDrawer
      screen={newRequestScreen}
      state={drawer}
      onClose={() => setDrawer(null)}
      onSaved={() => setDrawer(null)}
    />
  );

  if (lookup.state === 'loading') {
    return (
      <>
        {header}
        <Skeleton.Text lines={10} />
      </>
    );
  }
  if (lookup.state === 'failed') {
    return (
      <ResultPage
        status={lookup.status === 403 ? 403 : 500}
        reason={lookup.message}
        spanId={lookup.spanId}
        {...(lookup.status === 403 ? {} : { onRetry: () => setReloads((count) => count + 1) })}
      />
    );
  }
  if (lookup.state === 'missing' || !log) {
    return (
      <>
        {header}
        <EmptyState
          title={
            spanId === undefined
              ? text('diagnosisLog.invalidSpanId', { spanId: asked })
              : text('diagnosisLog.notFoundTitle', { spanId })
          }
          description={text('diagnosisLog.notFoundDescription')}
          action={
            <Actions>
              {asked !== '' ? (
                <Button variant="primary" onClick={() => navigate(searchHref('spanId', spanId ?? asked))}>
                  {text('diagnosisLog.searchList')}
                </Button>
              ) : null}
              {spanId !== undefined ? newRequestButton : null}
            </Actions>
          }
        />
        {drawerElement}
      </>
    );
  }

  const field = (name: string, span?: 'row') => {
    const view = logScreen.fields[name];
    return {
      key: name,
      label: view ? title(view.label) : name,
      value: <FieldValue resource={logScreen.resource} field={name} view={view} value={log[name]} />,
      ...(span ? { span } : {}),
    };
  };
  const traceId = typeof log.traceId === 'string' ? log.traceId : undefined;
  const request = formatBody(typeof log.requestBody === 'string' ? log.requestBody : undefined);
  const response = formatBody(typeof log.responseBody === 'string' ? log.responseBody : undefined);
  const stackTrace = typeof log.stackTrace === 'string' ? log.stackTrace : '';
  const hasError =
    (typeof log.errorCode === 'string' && log.errorCode !== '') ||
    (typeof log.errorMessage === 'string' && log.errorMessage !== '');

  return (
    <>
      {header}
      <PageSection>
        <Card title={text('diagnosisLog.summary')} headingLevel={2}>
          <Descriptions
            columns={3}
            items={[
              field('service'),
              {
                key: 'request',
                label: text('diagnosisLog.request'),
                value: (
                  <SpanCode>
                    {String(log.httpMethod ?? '')} {String(log.path ?? '')}
                  </SpanCode>
                ),
                span: 2,
              },
              field('httpStatus'),
              field('level'),
              field('requestAt'),
              field('userLogin'),
              field('tenantId'),
              field('clientIp'),
              { ...field('spanId'), copyable: String(log.spanId ?? '') },
              {
                key: 'traceId',
                label: title(
                  logScreen.fields.traceId?.label ?? {
                    'zh-CN': 'Trace ID',
                    en: 'Trace ID',
                    ja: 'トレースID',
                  },
                ),
                value: traceId ? (
                  <>
                    <SpanCode>{traceId}</SpanCode>{' '}
                    <Link to={searchHref('traceId', traceId)}>{text('diagnosisLog.traceSpans')}</Link>
                  </>
                ) : (
                  '—'
                ),
                span: 2,
              },
            ]}
          />
        </Card>
      </PageSection>
      <Timings log={log} />
      <PageSection>
        <Card title={text('diagnosisLog.error')} headingLevel={2}>
          {hasError ? (
            <Alert variant="error" title={typeof log.errorCode === 'string' ? log.errorCode : undefined}>
              {typeof log.errorMessage === 'string' ? log.errorMessage : null}
            </Alert>
          ) : (
            <p>{text('diagnosisLog.noError')}</p>
          )}
        </Card>
      </PageSection>
      <CodeBlock title={text('diagnosisLog.requestBody')} value={request.text} json={request.json} />
      <CodeBlock title={text('diagnosisLog.responseBody')} value={response.text} json={response.json} />
      <CodeBlock title={text('diagnosisLog.stackTrace')} value={stackTrace} />
      {drawerElement}
    </>
  );
}
