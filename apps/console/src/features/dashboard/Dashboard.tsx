import { getDashboardSummary } from '@opsdesk/api';
import { Button, Card, ResultPage, Skeleton, useFormat } from '@opsdesk/ui';
import styled from 'styled-components';
import { catalogue } from '../../catalogue';
import { useText, useTitle } from '../../i18n';
import { PageHeader } from '../../resources/layout';
import { BarChart, ColumnChart, ShareBar } from './charts';
import { Figure, Figures, Grid } from './Tiles';
import { useDashboard } from './useDashboard';

const History = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: var(--ops-space-2);
  font-size: var(--ops-font-size-sm);

  li {
    display: flex;
    flex-wrap: wrap;
    gap: var(--ops-space-2);
    justify-content: space-between;
    padding-block: var(--ops-space-1);
    border-bottom: 1px solid var(--ops-color-border);
  }
  span {
    color: var(--ops-color-text-muted);
  }
`;

/** /main/dashboard: tenants, orders and receivables of this month, open requests, recent operations. */
export default function Dashboard() {
  const t = useText();
  const title = useTitle();
  const format = useFormat();
  const { data, error, reload } = useDashboard(getDashboardSummary);
  const dashboardTitle = catalogue.byKey.get('dashboard')?.title;

  if (error)
    return (
      <ResultPage
        status={500}
        title={t('dashboard.loadFailed')}
        reason={error.message}
        spanId={error.spanId}
        onRetry={reload}
      />
    );
  if (!data) return <Skeleton.Text lines={10} />;
  const money = (value: number) => format.money(value);
  const nothing = !data.tenants && !data.orders && !data.receivables && !data.requests;

  return (
    <>
      <PageHeader
        title={dashboardTitle ? title(dashboardTitle) : t('dashboard.title')}
        subtitle={`${t('dashboard.subtitle', { month: data.month })} · ${t('dashboard.updated', { at: format.dateTime(data.generatedAt) })}`}
        actions={
          <Button variant="secondary" onClick={reload}>
            {t('dashboard.refresh')}
          </Button>
        }
      />
      {nothing ? <p>{t('dashboard.none')}</p> : null}
      <Grid>
        {data.tenants ? (
          <Card title={t('dashboard.tenants')} headingLevel={2}>
            <Figures>
              <Figure label={t('dashboard.tenants.total')} value={format.number(data.tenants.total)} />
              <Figure label={t('dashboard.tenants.sandbox')} value={format.number(data.tenants.sandbox)} />
              <Figure
                label={t('dashboard.tenants.expiring')}
                value={format.number(data.tenants.expiringIn30Days)}
              />
            </Figures>
            <ShareBar
              caption={t('dashboard.tenants.byLicence')}
              data={[
                { label: t('dashboard.tenants.paid'), value: data.tenants.paid },
                { label: t('dashboard.tenants.free'), value: data.tenants.free },
              ]}
            />
            <BarChart
              caption={t('dashboard.tenants.byRegion')}
              data={data.tenants.byRegion
                .slice(0, 8)
                .map((item) => ({ label: item.region, value: item.count }))}
            />
          </Card>
        ) : null}
        {data.orders ? (
          <Card title={t('dashboard.orders')} headingLevel={2}>
            <Figures>
              <Figure label={t('dashboard.orders.count')} value={format.number(data.orders.count)} />
              <Figure label={t('dashboard.orders.amount')} value={money(data.orders.amount)} />
            </Figures>
            <ColumnChart
              caption={t('dashboard.orders.byDay')}
              data={data.orders.byDay.map((day) => ({ label: day.date.slice(5), value: day.amount }))}
              format={money}
            />
            <BarChart
              caption={t('dashboard.orders.byStatus')}
              data={data.orders.byStatus.map((item) => ({ label: item.status, value: item.count }))}
            />
          </Card>
        ) : null}
        {data.receivables ? (
          <Card title={t('dashboard.receivables')} headingLevel={2}>
            <Figures>
              <Figure
                label={t('dashboard.receivables.billed')}
                value={money(data.receivables.billedThisMonth)}
              />
              <Figure
                label={t('dashboard.receivables.received')}
                value={money(data.receivables.receivedThisMonth)}
              />
              <Figure
                label={t('dashboard.receivables.outstanding')}
                value={money(data.receivables.outstanding)}
              />
              <Figure
                label={t('dashboard.receivables.overdue', { count: data.receivables.overdueCount })}
                value={money(data.receivables.overdueAmount)}
              />
            </Figures>
          </Card>
        ) : null}
        {data.requests ? (
          <Card title={t('dashboard.requests')} headingLevel={2}>
            <Figures>
              <Figure
                label={t('dashboard.requests.releases')}
                value={format.number(data.requests.openReleases)}
              />
              <Figure
                label={t('dashboard.requests.sql')}
                value={format.number(data.requests.openSqlRequests)}
              />
            </Figures>
            <BarChart
              caption={t('dashboard.requests.byStatus')}
              data={data.requests.byStatus.map((item) => ({ label: item.status, value: item.count }))}
            />
          </Card>
        ) : null}
      </Grid>
      <Card title={t('dashboard.history')} headingLevel={2}>
        {data.recentHistory.length === 0 ? (
          <p>{t('dashboard.history.empty')}</p>
        ) : (
          <History>
            {data.recentHistory.map((entry) => {
              const action = t(`resource.history.action.${entry.action}`);
              return (
                <li key={entry.id}>
                  <strong>
                    {action === '#' ? entry.action : action} · {entry.resource} ·{' '}
                    {entry.recordTitle ?? t('dashboard.history.deleted')}
                  </strong>
                  <span>
                    {entry.actor ?? t('resource.history.system')} · {format.dateTime(entry.at)}
                  </span>
                </li>
              );
            })}
          </History>
        )}
      </Card>
    </>
  );
}
