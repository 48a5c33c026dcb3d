import { listRecords, updateRecord, type RecordListQuery, type StoredRecord } from '@opsdesk/api';
import type { HttpClient } from '@opsdesk/http';
import { describeError } from '@opsdesk/http';
import { DataTable, Switch, useConfirm, useFormat, useToast, type DataTableColumn } from '@opsdesk/ui';
import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { useConsole } from '../../../app/ConsoleContext';
import type { RouteDefinition } from '../../../catalogue/types';
import { useText, useTitle } from '../../../i18n';
import { useResourcePermissions } from '../../../resources/access';
import { FieldValue } from '../../../resources/FieldValue';
import { PageHeader, PageSection } from '../../../resources/layout';
import { ResourceList } from '../../../resources/ResourceList';
import { fieldsOf } from '../../../resources/recordActions';
import type { ResourceRoutes, ResourceScreen } from '../../../resources/types';
import { screen as appFunctions } from '../tenant-function-config/app/screen';
import { screen as commonFunctions } from '../tenant-function-config/common/screen';
import { screen as extraFunctions } from '../tenant-function-config/extra/screen';
import { screen as dingtalkOrders } from '../tenant-platform-order/dingtalk/screen';
import { screen as larkOrders } from '../tenant-platform-order/lark/screen';
import { screen as wechatOrders } from '../tenant-platform-order/wechat/screen';
import { screen as touchLog } from '../touch-customer-log/screen';
import { useLoad } from '../../../app/useLoad';
import { useScreenText } from './hooks';
import { sumAmounts, todayOf } from './logic';

const TotalLine = styled.p`
  margin: 0;
  text-align: end;
  font-weight: 600;
`;

/**
 * A screen definition narrowed to one tenant: the tenant is a fixed filter (the list sends it with
 * every request), so neither its column nor its filter is shown. `routes` replaces the screen's links
 * where they would open the wrong record (screens whose detail is this page).
 */
export function forTenant(screen: ResourceScreen, tenantId: number, routes?: ResourceRoutes): ResourceScreen {
  return {
    ...screen,
    fixed: { ...(screen.fixed ?? {}), tenantId },
    columns: screen.columns.filter((column) => column !== 'tenantId'),
    filters: screen.filters.filter((filter) => filter !== 'tenantId'),
    routes: routes ?? screen.routes,
  };
}

/** Every record of a query, page by page. */
export async function allRecords(
  http: HttpClient,
  resource: string,
  query: RecordListQuery,
  signal: AbortSignal,
): Promise<StoredRecord[]> {
  const size = 500;
  const rows: StoredRecord[] = [];
  for (let page = 0; ; page += 1) {
    const answer = await listRecords(http, resource, { ...query, page, size }, { signal });
    rows.push(...answer.content);
    if (answer.content.length < size || rows.length >= answer.totalElements) return rows;
  }
}

const orderScreens = { DINGTALK: dingtalkOrders, WECHAT: wechatOrders, LARK: larkOrders } as const;

/** The order screens link to this page as their detail: inside it they link nowhere. */
const noLinks: ResourceRoutes = { list: 'tenant-maintenance-all-business' };

/** A marketplace's orders of the tenant, with the total paid under them. */
export function OrdersTab({
  platform,
  tenantId,
  route,
}: {
  readonly platform: keyof typeof orderScreens;
  readonly tenantId: number;
  readonly route: RouteDefinition;
}) {
  const { http } = useConsole();
  const text = useScreenText();
  const format = useFormat();
  const screen = useMemo(() => forTenant(orderScreens[platform], tenantId, noLinks), [platform, tenantId]);
  const orders = useLoad(
    (signal) => allRecords(http, 'tenant-platform-order', { tenantId, platform }, signal),
    `${platform}:${tenantId}`,
  );
  return (
    <>
      <ResourceList screen={screen} route={route} embedded={{ filters: { tenantId, platform } }} />
      {orders.data ? (
        <TotalLine>
          {text('businessTenant.orders.total', {
            count: format.number(orders.data.length),
            amount: format.money(sumAmounts(orders.data.map((order) => order.payAmount))),
          })}
        </TotalLine>
      ) : null}
    </>
  );
}

/**
 * The touches of the tenant, newest first. The list's own "new" opens the touch form with the
 * tenant filled in and fixed (the tenant is a fixed filter of the list) and today as the date.
 */
export function TouchTab({
  tenantId,
  route,
}: {
  readonly tenantId: number;
  readonly route: RouteDefinition;
}) {
  const screen = useMemo((): ResourceScreen => {
    // The generic create route would open without the tenant: the list creates in place instead.
    const { create: _create, ...routes } = touchLog.routes;
    return {
      ...forTenant(touchLog, tenantId, routes),
      defaults: { ...(touchLog.defaults ?? {}), touchDate: todayOf() },
    };
  }, [tenantId]);
  return <ResourceList screen={screen} route={route} embedded={{ filters: { tenantId } }} />;
}

const functionScreens = { COMMON: commonFunctions, EXTRA: extraFunctions, APP: appFunctions } as const;

/** The tenant's functions of one category, each with its enable switch. */
export function FunctionConfigTab({
  category,
  tenantId,
  route,
}: {
  readonly category: keyof typeof functionScreens;
  readonly tenantId: number;
  readonly route: RouteDefinition;
}) {
  const { http, language } = useConsole();
  const t = useText();
  const title = useTitle();
  const text = useScreenText();
  const toast = useToast();
  const confirm = useConfirm();
  const screen = functionScreens[category];
  const { resource } = screen;
  const permissions = useResourcePermissions(route, resource.name);
  const [saving, setSaving] = useState<number | undefined>();
  const configs = useLoad(
    (signal) => allRecords(http, resource.name, { tenantId, configCategory: category }, signal),
    `${category}:${tenantId}`,
  );

  const columns = useMemo((): DataTableColumn<StoredRecord>[] => {
    const toggle = async (row: StoredRecord, enabled: boolean) => {
      const name = String(row.functionName ?? row.functionCode ?? row.id);
      if (!enabled) {
        const ok = await confirm({
          title: t('resource.confirmDisable', { name }),
          confirmLabel: t('resource.disable'),
          cancelLabel: t('resource.cancel'),
          variant: 'danger',
        });
        if (!ok) return;
      }
      setSaving(row.id);
      try {
        const saved = await updateRecord(http, resource.name, row.id, row.version, {
          ...fieldsOf(screen, row),
          enabled,
        });
        configs.set((configs.data ?? []).map((item) => (item.id === saved.id ? saved : item)));
        toast.success(
          text(enabled ? 'businessTenant.function.enabled' : 'businessTenant.function.disabled', { name }),
        );
      } catch (error) {
        toast.toastError(error, (failure) => describeError(failure, { language }));
      } finally {
        setSaving(undefined);
      }
    };
    const fieldColumns = screen.columns
      .filter((field) => field !== 'enabled' && field !== 'tenantId')
      .map((field): DataTableColumn<StoredRecord> => {
        const view = screen.fields[field];
        return {
          id: field,
          header: view ? title(view.label) : field,
          accessor: field,
          width: view?.width ?? 160,
          cell: (row) => <FieldValue resource={resource} field={field} view={view} value={row[field]} />,
        };
      });
    const enabledView = screen.fields.enabled;
    return [
      ...fieldColumns,
      {
        id: 'enabled',
        header: enabledView ? title(enabledView.label) : 'enabled',
        width: 110,
        pin: 'right',
        cell: (row) => (
          <Switch
            label={text('businessTenant.function.switch', {
              name: String(row.functionName ?? row.functionCode ?? row.id),
            })}
            hideLabel
            checked={row.enabled === true}
            disabled={!permissions.canWrite || saving === row.id}
            onCheckedChange={(checked) => void toggle(row, checked)}
          />
        ),
      },
    ];
  }, [
    screen,
    resource,
    title,
    text,
    t,
    permissions.canWrite,
    saving,
    confirm,
    http,
    configs,
    toast,
    language,
  ]);

  return (
    <PageSection>
      <PageHeader
        level={2}
        title={title(screen.title)}
        subtitle={configs.data ? t('resource.total', { count: configs.data.length }) : undefined}
      />
      <DataTable<StoredRecord>
        label={title(screen.title)}
        columns={columns}
        rows={configs.data ?? []}
        getRowId={(row) => String(row.id)}
        loading={configs.loading}
        error={configs.error ? configs.error.message : undefined}
        onRetry={configs.reload}
        emptyText={text('businessTenant.function.empty')}
      />
    </PageSection>
  );
}
