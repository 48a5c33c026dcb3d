import { listRecords, type StoredRecord } from '@opsdesk/api';
import { useAuthority, useOperation } from '@opsdesk/auth/react';
import { Badge, Button, ResultPage, Skeleton, Tabs, useFormat } from '@opsdesk/ui';
import { useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { useConsole } from '../../../app/ConsoleContext';
import { catalogue } from '../../../catalogue';
import { routeHref } from '../../../catalogue/links';
import type { RouteDefinition } from '../../../catalogue/types';
import { useText, useTitle } from '../../../i18n';
import { useResourcePermissions } from '../../../resources/access';
import { FieldValue } from '../../../resources/FieldValue';
import { PageHeader, PageSection } from '../../../resources/layout';
import { recordIdOf, useRecord } from '../../../resources/ResourceDetail';
import { screen as tenantScreen } from '../tenant/all-business/screen';
import { screen as controlScreen } from '../tenant-control/screen';
import { screen as serviceInfoScreen } from '../tenant-service-info/screen';
import { useLoad } from '../../../app/useLoad';
import { useScreenText, type ScreenText } from './hooks';
import {
  functionTabCategories,
  licenceState,
  orderTabPlatforms,
  tabKeys,
  tabOf,
  todayOf,
  type TabKey,
} from './logic';
import { FunctionConfigTab, OrdersTab, TouchTab } from './ListTabs';
import { OneRecordTab } from './OneRecordTab';
import { HistoryTab, TenantInfoTab } from './RecordTabs';
import { CreateSandboxButton, ExportListsMenu, SyncButton } from './TenantOperations';
import { UsageTab } from './UsageTab';

const DETAIL_ROUTE = 'tenant-maintenance-all-business-index';
const LIST_ROUTE = 'tenant-maintenance-all-business';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--ops-space-2);
  align-items: center;
`;

const Facts = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: var(--ops-space-2) var(--ops-space-6);
  margin: 0;
  padding: var(--ops-space-3) var(--ops-space-4);
  border: 1px solid var(--ops-color-border);
  border-radius: var(--ops-radius-md);
  background: var(--ops-color-surface);

  & > div {
    display: flex;
    gap: var(--ops-space-2);
    align-items: center;
  }
  dt {
    color: var(--ops-color-text-muted);
  }
  dd {
    margin: 0;
    display: inline-flex;
    gap: var(--ops-space-2);
    align-items: center;
  }
`;

const Danger = styled.span`
  color: var(--ops-color-danger);
  font-weight: 600;
`;

function routeOf(key: string): RouteDefinition | undefined {
  const entry = catalogue.byKey.get(key);
  return entry?.kind === 'route' ? entry : undefined;
}

/** The tenant's one record of a resource (its controls, its service information), or null. */
function useTenantRecord(resource: string, tenantId: number | undefined) {
  const { http } = useConsole();
  return useLoad<StoredRecord | null>(
    async (signal) => {
      const page = await listRecords(http, resource, { tenantId, size: 1 }, { signal });
      return page.content[0] ?? null;
    },
    tenantId === undefined ? undefined : `${resource}:${tenantId}`,
  );
}

const tabLabels: Readonly<Record<TabKey, Parameters<ScreenText>[0]>> = {
  info: 'businessTenant.tab.info',
  control: 'businessTenant.tab.control',
  service: 'businessTenant.tab.service',
  dingtalk: 'businessTenant.tab.dingtalk',
  wechat: 'businessTenant.tab.wechat',
  lark: 'businessTenant.tab.lark',
  touch: 'businessTenant.tab.touch',
  common: 'businessTenant.tab.common',
  extra: 'businessTenant.tab.extra',
  app: 'businessTenant.tab.app',
  usage: 'businessTenant.tab.usage',
  history: 'businessTenant.tab.history',
};

function LicenceExpiry({ value }: { readonly value: unknown }) {
  const text = useScreenText();
  const format = useFormat();
  const state = licenceState(value, todayOf());
  if (state.kind === 'none') return <>{text('businessTenant.licence.none')}</>;
  const date = format.date(String(value));
  if (state.kind === 'ok') return <>{date}</>;
  return (
    <>
      <Danger>{date}</Danger>
      <Badge tone="danger">
        {state.kind === 'expired'
          ? text('businessTenant.licence.expired')
          : text('businessTenant.licence.soon', { days: state.days })}
      </Badge>
    </>
  );
}

/**
 * The business team's whole picture of one tenant (the route's id): a header with its licence and
 * service, create sandbox / sync / the business lists' exports / edit (each shown to those whose
 * authority the service's call checks), and the twelve tabs of spec §2.16, the current one in `?tab=`.
 */
export default function BusinessTenantDetail() {
  const t = useText();
  const text = useScreenText();
  const title = useTitle();
  /** A service field's label, as its description words it. */
  const serviceLabel = (field: string) => {
    const view = serviceInfoScreen.fields[field];
    return view ? title(view.label) : field;
  };
  const navigate = useNavigate();
  const params = useParams();
  const id = recordIdOf(params);
  const [search, setSearch] = useSearchParams();
  const tab = tabOf(search.get('tab'));
  // The list route exists whether or not this screen is bound; both belong to tenant management.
  const route = (routeOf(DETAIL_ROUTE) ?? routeOf(LIST_ROUTE)) as RouteDefinition;
  const listHref = routeHref(LIST_ROUTE) ?? '/main/dashboard';

  const tenant = useRecord('tenant', id);
  const control = useTenantRecord('tenant-control', id);
  const serviceInfo = useTenantRecord('tenant-service-info', id);
  const tenantPermissions = useResourcePermissions(route, 'tenant');
  // Creating a sandbox is its own authority; a read-only menu (operation type R) takes it away too.
  const sandboxAuthority = useAuthority('tenant:sandbox');
  const menuOperation = useOperation(route.menuKey);
  const [syncs, setSyncs] = useState(0);

  if (tenant.loading && !tenant.record) return <Skeleton.Text lines={10} />;
  if (tenant.error || !tenant.record || id === undefined) {
    return tenant.error?.notFound || id === undefined ? (
      <ResultPage status={404} reason={t('resource.notFound')} homeHref={listHref} />
    ) : (
      <ResultPage
        status={500}
        reason={tenant.error?.message}
        spanId={tenant.error?.spanId}
        onRetry={tenant.reload}
      />
    );
  }
  const record = tenant.record;
  const name = String(record.tenantName ?? record.id);
  const editHref = tenantPermissions.canWrite ? routeHref('edit-tenant-maintenance', { id }) : undefined;
  const service = serviceInfo.data ?? undefined;

  const quota =
    typeof control.data?.sandboxQuota === 'number'
      ? control.data.sandboxQuota
      : // The schema's default, for a tenant whose controls were never set.
        1;
  // A sandbox has no sandbox of its own (the service refuses it too).
  const mayCreateSandbox = sandboxAuthority.allowed && menuOperation.allowed && record.sandbox !== true;

  const synced = (updated: StoredRecord) => {
    tenant.replace(updated);
    // The order tabs read again what the sync read.
    setSyncs((count) => count + 1);
  };

  const selectTab = (next: string) =>
    setSearch(
      (previous) => {
        const params = new URLSearchParams(previous);
        params.set('tab', next);
        return params;
      },
      { replace: true },
    );

  const body = (key: TabKey) => {
    switch (key) {
      case 'info':
        return <TenantInfoTab screen={tenantScreen} record={record} />;
      case 'control':
        return (
          <OneRecordTab screen={controlScreen} route={route} tenantId={id} loaded={control} withActions />
        );
      case 'service':
        return <OneRecordTab screen={serviceInfoScreen} route={route} tenantId={id} loaded={serviceInfo} />;
      case 'dingtalk':
      case 'wechat':
      case 'lark':
        return <OrdersTab key={syncs} platform={orderTabPlatforms[key]} tenantId={id} route={route} />;
      case 'touch':
        return <TouchTab tenantId={id} route={route} />;
      case 'common':
      case 'extra':
      case 'app':
        return <FunctionConfigTab category={functionTabCategories[key]} tenantId={id} route={route} />;
      case 'usage':
        return <UsageTab tenantId={id} />;
      case 'history':
        return <HistoryTab screen={tenantScreen} id={id} version={record.version} />;
    }
  };

  return (
    <>
      <PageHeader
        title={name}
        extra={
          <FieldValue
            resource={tenantScreen.resource}
            field="licensed"
            view={tenantScreen.fields.licensed}
            value={record.licensed}
          />
        }
        subtitle={text('businessTenant.subtitle')}
        actions={
          <Actions role="group" aria-label={text('businessTenant.actions')}>
            {mayCreateSandbox ? <CreateSandboxButton tenant={record} quota={quota} /> : null}
            {tenantPermissions.canWrite ? <SyncButton tenant={record} onSynced={synced} /> : null}
            {tenantPermissions.canExport ? <ExportListsMenu /> : null}
            {editHref ? (
              <Button variant="primary" onClick={() => navigate(editHref)}>
                {text('businessTenant.edit')}
              </Button>
            ) : null}
          </Actions>
        }
      />
      <PageSection>
        <Facts>
          <div>
            <dt>{text('businessTenant.code')}</dt>
            <dd>
              <code>{String(record.tenantCode ?? '—')}</code>
            </dd>
          </div>
          <div>
            <dt>{text('businessTenant.licence')}</dt>
            <dd>
              <LicenceExpiry value={record.licenceExpireDate} />
            </dd>
          </div>
          <div>
            <dt>{serviceLabel('serviceLevel')}</dt>
            <dd>
              <FieldValue
                resource={serviceInfoScreen.resource}
                field="serviceLevel"
                view={serviceInfoScreen.fields.serviceLevel}
                value={service?.serviceLevel}
              />
            </dd>
          </div>
          <div>
            <dt>{serviceLabel('healthScore')}</dt>
            <dd>
              <FieldValue
                resource={serviceInfoScreen.resource}
                field="healthScore"
                view={serviceInfoScreen.fields.healthScore}
                value={service?.healthScore}
              />
            </dd>
          </div>
        </Facts>
      </PageSection>
      <Tabs.Root value={tab} onValueChange={selectTab}>
        <Tabs.List aria-label={text('businessTenant.tabs')}>
          {tabKeys.map((key) => (
            <Tabs.Trigger key={key} value={key}>
              {text(tabLabels[key])}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {tabKeys.map((key) => (
          <Tabs.Content key={key} value={key}>
            {key === tab ? body(key) : null}
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </>
  );
}
