import { staffResource, type StoredRecord } from '@opsdesk/api';
import { queryDataTabs } from '@opsdesk/auth';
import { describeError, HttpError } from '@opsdesk/http';
import { Button, Card, Descriptions, EmptyState, ResultPage, Skeleton, Tabs } from '@opsdesk/ui';
import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { useConsole } from '../../../app/ConsoleContext';
import { useShellLocale } from '../../../i18n';
import { useResourcePermissions } from '../../../resources/access';
import { FieldValue } from '../../../resources/FieldValue';
import { PageHeader, PageSection } from '../../../resources/layout';
import { DocumentTable } from './DocumentTable';
import { LabelMessagesTab } from './LabelMessagesTab';
import { MiAnalysisTab } from './MiAnalysisTab';
import { PersonalInfoTab } from './PersonalInfoTab';
import {
  documentKindsOfTab,
  financeDocumentStatuses,
  initialTab,
  isUserOid,
  readCustomerServiceTab,
  tenantIdOf,
  writeCustomerServiceTab,
  type QueryDataTabKey,
} from './queryData';
import { AiRecordsTab, FormsTab } from './RecordTabs';
import {
  companyView,
  EmployeeStatusBadge,
  routeOf,
  tenantView,
  useQueryDataGrants,
  useQueryDataText,
  useStaffLabel,
} from './shared';
import { lookUpEmployee, QUERY_DATA_HREF, type EmployeeLookup } from './staff';

type LoadState =
  | { readonly status: 'loading' }
  | {
      readonly status: 'error';
      readonly message: string;
      readonly spanId?: string | undefined;
      readonly code: 403 | 500;
    }
  | { readonly status: 'done'; readonly lookup: EmployeeLookup };

const dash = (value: unknown) =>
  value === undefined || value === null || value === '' ? '—' : String(value);

/**
 * One employee's data across the products (tenant-employee-detail/:tenantId/:userOID): a header with
 * the employee, and the data tabs of the function-permission tree the user holds. The tab shown is
 * kept in the session (customerServiceTab) and comes back when the user returns.
 */
export default function TenantEmployeeDetail() {
  const { http, language } = useConsole();
  const text = useQueryDataText();
  const label = useStaffLabel();
  const locale = useShellLocale();
  const navigate = useNavigate();
  const params = useParams();
  const location = useLocation();
  const grants = useQueryDataGrants();
  const route = routeOf('tenant-employee-detail');
  const staffPermissions = useResourcePermissions(route, 'staff');

  const tenantId = tenantIdOf(params.tenantId);
  const userOID = isUserOid(params.userOID) ? params.userOID : undefined;
  const hint = (location.state as { staffId?: unknown } | null)?.staffId;
  const hintId = typeof hint === 'number' ? hint : undefined;

  const [state, setState] = useState<LoadState>({ status: 'loading' });
  const [reloads, setReloads] = useState(0);
  const reload = useCallback(() => setReloads((count) => count + 1), []);
  useEffect(() => {
    if (tenantId === undefined || userOID === undefined) {
      setState({ status: 'done', lookup: { kind: 'missing' } });
      return undefined;
    }
    const controller = new AbortController();
    setState({ status: 'loading' });
    lookUpEmployee(http, tenantId, userOID, hintId, controller.signal).then(
      (lookup) => setState({ status: 'done', lookup }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const forbidden = error instanceof HttpError && error.status === 403;
        const { message, spanId } = describeError(error, { language });
        setState({ status: 'error', message, spanId, code: forbidden ? 403 : 500 });
      },
    );
    return () => controller.abort();
  }, [http, language, tenantId, userOID, hintId, reloads]);

  const [tab, setTab] = useState<QueryDataTabKey | undefined>(() =>
    initialTab(readCustomerServiceTab(), grants.tabs),
  );
  // A previewed role, or a changed session, may not hold the tab shown.
  const shown =
    tab !== undefined && grants.tabs.includes(tab) ? tab : initialTab(readCustomerServiceTab(), grants.tabs);
  const selectTab = (value: string) => {
    const next = grants.tabs.find((key) => key === value);
    if (!next) return;
    setTab(next);
    writeCustomerServiceTab(next);
  };

  const saved = useCallback(
    (record: StoredRecord) => setState({ status: 'done', lookup: { kind: 'staff', staff: record } }),
    [],
  );

  if (state.status === 'loading') return <Skeleton.Text lines={8} />;
  if (state.status === 'error') {
    return (
      <ResultPage
        status={state.code}
        reason={state.message}
        spanId={state.spanId}
        onRetry={reload}
        homeHref={QUERY_DATA_HREF}
      />
    );
  }
  const { lookup } = state;
  if (lookup.kind === 'missing' || tenantId === undefined || userOID === undefined) {
    return <ResultPage status={404} reason={text('queryData.detail.notFound')} homeHref={QUERY_DATA_HREF} />;
  }

  const staff = lookup.kind === 'staff' ? lookup.staff : undefined;
  const trace = lookup.kind === 'trace' ? lookup.trace : undefined;
  const name = staff ? String(staff.fullName ?? staff.employeeID) : (trace?.employeeName ?? userOID);
  const tabTitle = (key: QueryDataTabKey) =>
    queryDataTabs.find((entry) => entry.key === key)?.name[locale] ?? key;

  const content = (key: QueryDataTabKey) => {
    const label = tabTitle(key);
    switch (key) {
      case 'query-data-personal-info':
        return (
          <PersonalInfoTab
            staff={staff}
            trace={trace}
            userOID={userOID}
            mayDimission={grants.dimission && staffPermissions.canWrite}
            onSaved={saved}
          />
        );
      case 'query-data-requisition':
      case 'query-data-contract':
      case 'query-data-approval':
        return (
          <DocumentTable
            tenantId={tenantId}
            userOID={userOID}
            label={label}
            kinds={documentKindsOfTab[key]}
          />
        );
      case 'query-data-expense-corporate':
        return (
          <DocumentTable
            tenantId={tenantId}
            userOID={userOID}
            label={label}
            kinds={documentKindsOfTab[key]}
            showKind
          />
        );
      case 'query-data-budget':
        return (
          <DocumentTable
            tenantId={tenantId}
            userOID={userOID}
            label={label}
            kinds={documentKindsOfTab[key]}
            showBudgetItem
          />
        );
      case 'query-data-finance':
        return (
          <DocumentTable
            tenantId={tenantId}
            userOID={userOID}
            label={label}
            statuses={financeDocumentStatuses}
            showKind
          />
        );
      case 'query-data-label-message-delete':
        return <LabelMessagesTab tenantId={tenantId} userOID={userOID} />;
      case 'query-data-form':
        return <FormsTab tenantId={tenantId} />;
      case 'query-data-mi-analysis':
        return <MiAnalysisTab tenantId={tenantId} userOID={userOID} />;
      case 'query-data-ai':
        return <AiRecordsTab tenantId={tenantId} userOID={userOID} />;
    }
  };

  return (
    <>
      <PageHeader
        title={name}
        subtitle={text('queryData.detail.subtitle')}
        extra={staff ? <EmployeeStatusBadge status={staff.status} /> : null}
        actions={
          <Button variant="ghost" onClick={() => navigate(QUERY_DATA_HREF)}>
            {text('queryData.detail.back')}
          </Button>
        }
      />
      <PageSection>
        <Card>
          <Descriptions
            columns={4}
            items={[
              {
                key: 'employeeID',
                label: label('employeeID'),
                value: dash(staff?.employeeID),
              },
              {
                key: 'tenant',
                label: label('tenantId'),
                value: (
                  <FieldValue resource={staffResource} field="tenantId" view={tenantView} value={tenantId} />
                ),
              },
              {
                key: 'company',
                label: label('companyId'),
                value: staff ? (
                  <FieldValue
                    resource={staffResource}
                    field="companyId"
                    view={companyView}
                    value={staff.companyId}
                  />
                ) : (
                  dash(trace?.companyName)
                ),
              },
              {
                key: 'department',
                label: label('departmentName'),
                value: dash(staff ? staff.departmentName : trace?.departmentName),
              },
            ]}
          />
        </Card>
      </PageSection>
      {shown === undefined ? (
        <EmptyState description={text('queryData.detail.noTabs')} />
      ) : (
        <Tabs.Root value={shown} onValueChange={selectTab}>
          <Tabs.List aria-label={text('queryData.detail.tabs')}>
            {grants.tabs.map((key) => (
              <Tabs.Trigger key={key} value={key}>
                {tabTitle(key)}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {grants.tabs.map((key) => (
            <Tabs.Content key={key} value={key}>
              <PageSection>{key === shown ? content(key) : null}</PageSection>
            </Tabs.Content>
          ))}
        </Tabs.Root>
      )}
    </>
  );
}
