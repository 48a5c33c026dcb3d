import { csDocumentKinds, listRecords } from '@opsdesk/api';
import { describeError } from '@opsdesk/http';
import {
  Alert,
  Button,
  Card,
  DataTable,
  Descriptions,
  Skeleton,
  useFormat,
  type DataTableColumn,
} from '@opsdesk/ui';
import { useCallback, useEffect, useMemo, useState } from 'react';
import styled from 'styled-components';
import { useConsole } from '../../../app/ConsoleContext';
import type { QueryDataMessageId } from './messages';
import {
  analyseDocuments,
  analysisWindowStart,
  type AnalysedDocument,
  type DocumentAnalysis,
  type KindSummary,
  type MonthSummary,
} from './queryData';
import { useQueryDataText } from './shared';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(360px, 1fr));
  gap: var(--ops-space-4);
  margin-block-start: var(--ops-space-4);
`;

/** The most documents one analysis reads (the resource API's largest page). */
const ANALYSIS_LIMIT = 2000;

/**
 * MI analysis: counts and amounts of the employee's documents by kind and by month over the last 12
 * months, and the share still in approval.
 */
export function MiAnalysisTab({
  tenantId,
  userOID,
}: {
  readonly tenantId: number;
  readonly userOID: string;
}) {
  const { http, language } = useConsole();
  const text = useQueryDataText();
  const format = useFormat();
  const [reloads, setReloads] = useState(0);
  const reload = useCallback(() => setReloads((count) => count + 1), []);
  const [state, setState] = useState<
    | { status: 'loading' }
    | { status: 'error'; message: string; spanId?: string | undefined }
    | { status: 'done'; analysis: DocumentAnalysis; truncated: boolean }
  >({ status: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    const now = new Date();
    setState({ status: 'loading' });
    listRecords(
      http,
      'cs-document',
      {
        tenantId,
        userOID,
        submittedAtFrom: analysisWindowStart(now).toISOString(),
        size: ANALYSIS_LIMIT,
        sort: 'submittedAt,desc',
      },
      { signal: controller.signal },
    ).then(
      (answer) =>
        setState({
          status: 'done',
          analysis: analyseDocuments(answer.content as unknown as AnalysedDocument[], now, csDocumentKinds),
          truncated: answer.totalElements > answer.content.length,
        }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const { message, spanId } = describeError(error, { language });
        setState({ status: 'error', message, spanId });
      },
    );
    return () => controller.abort();
  }, [http, language, tenantId, userOID, reloads]);

  const kindColumns = useMemo(
    (): DataTableColumn<KindSummary>[] => [
      {
        id: 'kind',
        header: text('queryData.document.kind'),
        width: 180,
        cell: (row) => text(`queryData.kind.${row.kind}` as QueryDataMessageId),
      },
      { id: 'count', header: text('queryData.mi.count'), width: 100, align: 'end', accessor: 'count' },
      {
        id: 'amount',
        header: text('queryData.mi.amount'),
        width: 240,
        align: 'end',
        cell: (row) =>
          row.amounts.length === 0
            ? '—'
            : row.amounts
                .map(({ currencyCode, amount }) => {
                  try {
                    return format.money(amount, { currency: currencyCode || undefined });
                  } catch {
                    return `${format.money(amount)} ${currencyCode}`;
                  }
                })
                .join(' · '),
      },
    ],
    [format, text],
  );
  const monthColumns = useMemo(
    (): DataTableColumn<MonthSummary>[] => [
      { id: 'month', header: text('queryData.mi.month'), width: 140, accessor: 'month' },
      { id: 'count', header: text('queryData.mi.count'), width: 100, align: 'end', accessor: 'count' },
    ],
    [text],
  );

  if (state.status === 'loading') return <Skeleton.Text lines={6} />;
  if (state.status === 'error') {
    return (
      <Alert
        variant="error"
        actions={
          <Button size="sm" variant="secondary" onClick={reload}>
            {text('queryData.retry')}
          </Button>
        }
      >
        {state.message}
        {state.spanId ? ` (${text('queryData.spanId', { spanId: state.spanId })})` : null}
      </Alert>
    );
  }
  const { analysis, truncated } = state;
  const share = format.number(analysis.inApprovalShare * 100, { maximumFractionDigits: 1 });
  return (
    <>
      <Card title={text('queryData.mi.title')} headingLevel={2}>
        <Descriptions
          columns={2}
          items={[
            { key: 'total', label: text('queryData.mi.total'), value: format.number(analysis.total) },
            {
              key: 'inApproval',
              label: text('queryData.mi.inApproval'),
              value: text('queryData.mi.inApprovalValue', { count: analysis.inApproval, share: `${share}%` }),
            },
          ]}
        />
        {truncated ? (
          <Alert variant="warning">{text('queryData.mi.truncated', { count: ANALYSIS_LIMIT })}</Alert>
        ) : null}
      </Card>
      <Grid>
        <Card title={text('queryData.mi.byKind')} headingLevel={2}>
          <DataTable<KindSummary>
            label={text('queryData.mi.byKind')}
            columns={kindColumns}
            rows={analysis.byKind}
            getRowId={(row) => row.kind}
            sortRows="client"
          />
        </Card>
        <Card title={text('queryData.mi.byMonth')} headingLevel={2}>
          <DataTable<MonthSummary>
            label={text('queryData.mi.byMonth')}
            columns={monthColumns}
            rows={analysis.byMonth}
            getRowId={(row) => row.month}
            sortRows="client"
          />
        </Card>
      </Grid>
    </>
  );
}
