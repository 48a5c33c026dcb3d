import { getAdminDashboard } from '@opsdesk/api';
import { Button, Card, ResultPage, Skeleton, useFormat } from '@opsdesk/ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { catalogue } from '../../catalogue';
import { routeHref } from '../../catalogue/links';
import { useText, useTitle } from '../../i18n';
import { PageHeader } from '../../resources/layout';
import { BarChart, ColumnChart, ShareBar } from './charts';
import { Figure, Figures, Grid } from './Tiles';
import { useDashboard } from './useDashboard';

const Expiring = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: var(--ops-font-size-sm);

  th,
  td {
    padding: var(--ops-space-1) var(--ops-space-2);
    border-bottom: 1px solid var(--ops-color-border);
    text-align: start;
  }
`;

/** /main/dashboard-admin: accounts, tenants whose licence expires soon, and who changed what lately. */
export default function AdminDashboard() {
  const t = useText();
  const title = useTitle();
  const format = useFormat();
  const { data, error, reload } = useDashboard(getAdminDashboard);
  const pageTitle = catalogue.byKey.get('dashboard-admin')?.title;

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

  return (
    <>
      <PageHeader
        title={pageTitle ? title(pageTitle) : t('dashboard.admin.title')}
        subtitle={t('dashboard.updated', { at: format.dateTime(data.generatedAt) })}
        actions={
          <Button variant="secondary" onClick={reload}>
            {t('dashboard.refresh')}
          </Button>
        }
      />
      <Grid>
        {data.accounts ? (
          <Card title={t('dashboard.admin.accounts')} headingLevel={2}>
            <Figures>
              <Figure
                label={t('dashboard.admin.accounts.total')}
                value={format.number(data.accounts.total)}
              />
              <Figure
                label={t('dashboard.admin.accounts.enabled')}
                value={format.number(data.accounts.enabled)}
              />
              <Figure
                label={t('dashboard.admin.accounts.locked')}
                value={format.number(data.accounts.locked)}
              />
            </Figures>
            <BarChart
              caption={t('dashboard.admin.accounts.byRole')}
              data={data.accounts.byRole.map((item) => ({ label: item.role, value: item.count }))}
            />
          </Card>
        ) : null}
        <Card title={t('dashboard.admin.activity')} headingLevel={2}>
          <ColumnChart
            caption={t('dashboard.admin.activity')}
            data={data.activity.map((day) => ({ label: day.date.slice(5), value: day.count }))}
          />
          <ShareBar
            caption={t('dashboard.admin.topActors')}
            data={data.topActors.map((actor) => ({ label: actor.actor, value: actor.count }))}
          />
        </Card>
      </Grid>
      {data.expiringTenants ? (
        <Card title={t('dashboard.admin.expiring')} headingLevel={2}>
          {data.expiringTenants.length === 0 ? (
            <p>{t('dashboard.admin.expiring.empty')}</p>
          ) : (
            <Expiring>
              <tbody>
                {data.expiringTenants.map((tenant) => {
                  const href = routeHref('tenant-maintenance-all-index', { id: tenant.id });
                  return (
                    <tr key={tenant.id}>
                      <th scope="row">
                        {href ? <Link to={href}>{tenant.tenantName}</Link> : tenant.tenantName}
                      </th>
                      <td>{tenant.tenantCode}</td>
                      <td>{format.date(tenant.licenceExpireDate)}</td>
                    </tr>
                  );
                })}
              </tbody>
            </Expiring>
          )}
        </Card>
      ) : null}
    </>
  );
}
