import { listRecords, type StoredRecord } from '@opsdesk/api';
import { DataTable, EmptyState, ResultPage, Skeleton, useFormat, type DataTableColumn } from '@opsdesk/ui';
import { useMemo } from 'react';
import styled from 'styled-components';
import { useConsole } from '../../../app/ConsoleContext';
import { useTitle } from '../../../i18n';
import { FieldValue } from '../../../resources/FieldValue';
import { PageHeader, PageSection } from '../../../resources/layout';
import { screen as usageScreen } from '../tenant-usage-snapshot/screen';
import { useLoad } from '../../../app/useLoad';
import { useScreenText } from './hooks';
import { lineChartGeometry, todayOf, usageWindowStart } from './logic';

/** The lines of the chart: active users against the seats bought and the users. */
const chartSeries = [
  { field: 'activeUsers', color: 'var(--ops-color-primary)', dash: undefined },
  { field: 'totalUsers', color: 'var(--ops-color-success)', dash: undefined },
  { field: 'seatsPurchased', color: 'var(--ops-color-warning)', dash: '6 4' },
] as const;

const box = { width: 720, height: 260, left: 56, right: 16, top: 12, bottom: 28 } as const;

const Figure = styled.figure`
  margin: 0;
  padding: var(--ops-space-4);
  border: 1px solid var(--ops-color-border);
  border-radius: var(--ops-radius-md);
  background: var(--ops-color-surface);

  figcaption {
    margin-block-end: var(--ops-space-2);
    font-weight: 600;
  }
  svg {
    display: block;
    width: 100%;
    max-width: ${box.width}px;
    height: auto;
  }
  text {
    fill: var(--ops-color-text-muted);
    font-size: 11px;
  }
`;

const Legend = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: var(--ops-space-4);
  margin: var(--ops-space-2) 0 0;
  padding: 0;
  list-style: none;
  font-size: var(--ops-font-size-sm);

  li {
    display: inline-flex;
    align-items: center;
    gap: var(--ops-space-1);
  }
`;

const month = (statMonth: unknown) => String(statMonth ?? '').slice(0, 7);
const valueOf = (row: StoredRecord, field: string) =>
  typeof row[field] === 'number' ? (row[field] as number) : 0;

function UsageChart({ rows }: { readonly rows: readonly StoredRecord[] }) {
  const title = useTitle();
  const text = useScreenText();
  const format = useFormat();
  const geometry = lineChartGeometry(
    chartSeries.map((series) => rows.map((row) => valueOf(row, series.field))),
    box,
  );
  const first = rows[0];
  const last = rows.at(-1);
  const summary =
    first && last
      ? text('businessTenant.usage.chartSummary', {
          from: month(first.statMonth),
          to: month(last.statMonth),
          activeFirst: format.number(valueOf(first, 'activeUsers')),
          activeLast: format.number(valueOf(last, 'activeUsers')),
          totalLast: format.number(valueOf(last, 'totalUsers')),
          seatsLast: format.number(valueOf(last, 'seatsPurchased')),
        })
      : '';
  const labelOf = (field: string) => {
    const view = usageScreen.fields[field];
    return view ? title(view.label) : field;
  };
  return (
    <Figure>
      <figcaption>{text('businessTenant.usage.chart')}</figcaption>
      <svg viewBox={`0 0 ${box.width} ${box.height}`} role="img" aria-label={summary}>
        {geometry.ticks.map((tick) => (
          <g key={tick.value}>
            <line
              x1={box.left}
              x2={box.width - box.right}
              y1={tick.y}
              y2={tick.y}
              stroke="var(--ops-color-border)"
            />
            <text x={box.left - 6} y={tick.y + 4} textAnchor="end">
              {format.number(tick.value)}
            </text>
          </g>
        ))}
        {rows.map((row, index) => (
          <text key={String(row.id)} x={geometry.xs[index]} y={box.height - 8} textAnchor="middle">
            {month(row.statMonth).slice(2)}
          </text>
        ))}
        {chartSeries.map((series, index) => (
          <g key={series.field}>
            <path
              d={geometry.paths[index]}
              fill="none"
              stroke={series.color}
              strokeWidth={2}
              {...(series.dash ? { strokeDasharray: series.dash } : {})}
            />
            {(geometry.points[index] ?? []).map((point, pointIndex) => (
              <circle key={pointIndex} cx={point.x} cy={point.y} r={3} fill={series.color} />
            ))}
          </g>
        ))}
      </svg>
      <Legend>
        {chartSeries.map((series) => (
          <li key={series.field}>
            <svg width="18" height="10" aria-hidden="true">
              <line
                x1="0"
                x2="18"
                y1="5"
                y2="5"
                stroke={series.color}
                strokeWidth="2"
                {...(series.dash ? { strokeDasharray: '4 3' } : {})}
              />
            </svg>
            {labelOf(series.field)}
          </li>
        ))}
      </Legend>
    </Figure>
  );
}

/** The tenant's monthly usage over the last twelve months: a chart of its users and a table of every figure. */
export function UsageTab({ tenantId }: { readonly tenantId: number }) {
  const { http } = useConsole();
  const title = useTitle();
  const text = useScreenText();
  const { resource } = usageScreen;
  const from = usageWindowStart(todayOf());
  const snapshots = useLoad(async (signal) => {
    const page = await listRecords(
      http,
      resource.name,
      { tenantId, statMonthFrom: from, sort: 'statMonth,desc', size: 12 },
      { signal },
    );
    return [...page.content].reverse();
  }, `${tenantId}:${from}`);
  const figures = useMemo(() => Object.keys(usageScreen.fields).filter((field) => field !== 'tenantId'), []);
  const columns = useMemo(
    (): DataTableColumn<StoredRecord>[] =>
      figures.map((field, index) => {
        const view = usageScreen.fields[field];
        return {
          id: field,
          header: view ? title(view.label) : field,
          accessor: field,
          width: index === 0 ? 110 : (view?.width ?? 120),
          ...(index === 0 ? { pin: 'left' as const } : { align: 'end' as const }),
          cell: (row) =>
            index === 0 ? (
              month(row[field])
            ) : (
              <FieldValue resource={resource} field={field} view={view} value={row[field]} />
            ),
        };
      }),
    [figures, resource, title],
  );

  if (snapshots.loading && !snapshots.data) return <Skeleton.Text lines={8} />;
  if (snapshots.error || !snapshots.data)
    return (
      <ResultPage
        status={500}
        headingLevel={2}
        reason={snapshots.error?.message}
        spanId={snapshots.error?.spanId}
        onRetry={snapshots.reload}
      />
    );
  const rows = snapshots.data;
  return (
    <>
      <PageHeader level={2} title={title(usageScreen.title)} />
      {rows.length === 0 ? (
        <EmptyState title={text('businessTenant.usage.empty')} />
      ) : (
        <>
          <PageSection>
            <UsageChart rows={rows} />
          </PageSection>
          <PageSection>
            <DataTable<StoredRecord>
              label={text('businessTenant.usage.table')}
              columns={columns}
              rows={[...rows].reverse()}
              getRowId={(row) => String(row.id)}
            />
          </PageSection>
        </>
      )}
    </>
  );
}
