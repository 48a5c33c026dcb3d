import { listRecords, productSections, subAppClientTypes, type StoredRecord } from '@opsdesk/api';
import { Button, Card, Descriptions, EmptyState, ResultPage, Skeleton, Tabs } from '@opsdesk/ui';
import { useCallback, useMemo, useState } from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { useConsole } from '../../../app/ConsoleContext';
import { routeHref } from '../../../catalogue/links';
import { useText, useTitle } from '../../../i18n';
import { useResourcePermissions } from '../../../resources/access';
import { FieldValue } from '../../../resources/FieldValue';
import { PageHeader, PageSection } from '../../../resources/layout';
import { ResourceList } from '../../../resources/ResourceList';
import type { ResourceScreen } from '../../../resources/types';
import { screen as buttonScreen } from '../sub-app-button-priority/screen';
import { screen as batchButtonScreen } from '../sub-app-button-priority/batch/screen';
import { screen as mappingScreen } from '../sub-app-mapping-relation/screen';
import { screen as batchMappingScreen } from '../sub-app-mapping-relation/batch/screen';
import { screen as versionScreen } from '../sub-app-version-record/screen';
import { screen as batchVersionScreen } from '../sub-app-version-record/batch/screen';
import { screen as subAppScreen } from '../sub-application/screen';
import { clientTypeOptions, productSectionOptions } from '../shared';
import { subAppDetailMessages } from './messages';
import { InlineRecordForm, LoadFailure, routeOf, useLoad, useMessages } from './screenKit';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--ops-space-2);
  align-items: center;
`;

const More = styled.p`
  margin: 0 0 var(--ops-space-4);
  text-align: end;
`;

/** A screen definition narrowed to one sub-application: its filters are fixed, not offered. */
function narrowed(screen: ResourceScreen, fixed: Readonly<Record<string, unknown>>): ResourceScreen {
  return {
    ...screen,
    fixed: { ...(screen.fixed ?? {}), ...fixed },
    filters: screen.filters.filter((filter) => !(filter in fixed)),
  };
}

const isOneOf = (values: readonly string[], value: string | undefined): value is string =>
  value !== undefined && values.includes(value);

/** One sub-application named by cloud, section and client type, with its widgets, versions and menus. */
export default function SubAppDetail() {
  const { cloud = '', section, type } = useParams();
  const { pathname } = useLocation();
  const { http } = useConsole();
  const m = useMessages(subAppDetailMessages);
  const t = useText();
  const title = useTitle();
  const batch = pathname.includes('/sub-application-batch/');
  const listKey = batch ? 'sub-application-batch' : 'sub-application';
  const route = routeOf(
    batch ? 'sub-application-batch-sub-app-detail' : 'sub-application-sub-app-detail',
    listKey,
  );
  const permissions = useResourcePermissions(route, 'sub-application');
  const valid = cloud !== '' && isOneOf(productSections, section) && isOneOf(subAppClientTypes, type);
  const [mode, setMode] = useState<'view' | 'edit' | 'create'>('view');

  const load = useCallback(
    async (signal: AbortSignal): Promise<StoredRecord | null> => {
      if (!valid) return null;
      const page = await listRecords(http, 'sub-application', { cloud, section, type, size: 1 }, { signal });
      return page.content[0] ?? null;
    },
    [http, cloud, section, type, valid],
  );
  const loaded = useLoad(load);
  const keys = useMemo(() => ({ cloud, section: section ?? '', type: type ?? '' }), [cloud, section, type]);

  const listHref = routeHref(listKey) ?? '/main/menu-control';
  if (!valid) return <ResultPage status={404} reason={t('resource.notFound')} homeHref={listHref} />;
  if (loaded.loading && loaded.data === undefined) return <Skeleton.Text lines={10} />;
  if (loaded.error) return <LoadFailure error={loaded.error} onRetry={loaded.reload} homeHref={listHref} />;

  const record = loaded.data ?? undefined;
  const optionLabel = (options: typeof productSectionOptions, value: string) => {
    const option = options.find((candidate) => candidate.value === value);
    return option ? title(option.label) : value;
  };
  const where = m('subAppDetail.where', {
    cloud,
    section: optionLabel(productSectionOptions, keys.section),
    type: optionLabel(clientTypeOptions, keys.type),
  });
  const back = <Link to={listHref}>{m('subAppDetail.back')}</Link>;
  const saved = (next: StoredRecord) => {
    loaded.set(next);
    setMode('view');
  };

  if (!record) {
    return (
      <>
        <PageHeader title={where} actions={back} />
        {mode === 'create' ? (
          <PageSection aria-label={m('subAppDetail.newTitle')}>
            <InlineRecordForm
              screen={subAppScreen}
              initial={keys}
              locked={['cloud', 'section', 'type']}
              onSaved={saved}
              onCancel={() => setMode('view')}
              onReload={loaded.reload}
            />
          </PageSection>
        ) : (
          <EmptyState
            title={m('subAppDetail.none')}
            action={
              permissions.canWrite ? (
                <Button variant="primary" onClick={() => setMode('create')}>
                  {m('subAppDetail.create')}
                </Button>
              ) : undefined
            }
          />
        )}
      </>
    );
  }

  const field = (name: string) => (
    <FieldValue
      resource={subAppScreen.resource}
      field={name}
      view={subAppScreen.fields[name]}
      value={record[name]}
    />
  );
  const labelOf = (name: string) =>
    title(subAppScreen.fields[name]?.label ?? { 'zh-CN': name, en: name, ja: name });
  const subAppCode = String(record.subAppCode);
  const same = { cloud, subAppCode, type: keys.type };
  const screens = batch
    ? { buttons: batchButtonScreen, versions: batchVersionScreen, mappings: batchMappingScreen }
    : { buttons: buttonScreen, versions: versionScreen, mappings: mappingScreen };
  const versionsHref = routeHref(`${listKey}-version-record-detail`);
  const mappingsHref = routeHref(`${listKey}-mapping-relation`);
  const query = (values: Readonly<Record<string, string>>) => `?${new URLSearchParams(values).toString()}`;

  return (
    <>
      <PageHeader
        title={String(record.subAppName ?? subAppCode)}
        subtitle={where}
        extra={field('enabled')}
        actions={
          <Actions>
            {back}
            {permissions.canWrite && mode === 'view' ? (
              <Button variant="primary" onClick={() => setMode('edit')}>
                {t('resource.edit')}
              </Button>
            ) : null}
          </Actions>
        }
      />
      <PageSection>
        <Card>
          <Descriptions
            columns={4}
            items={['subAppCode', 'currentVersion', 'grayPercent', 'ownerId'].map((name) => ({
              key: name,
              label: labelOf(name),
              value: field(name),
            }))}
          />
        </Card>
      </PageSection>
      {mode === 'edit' ? (
        <PageSection aria-label={m('subAppDetail.editTitle')}>
          <InlineRecordForm
            key={record.version}
            screen={subAppScreen}
            record={record}
            locked={['cloud', 'section', 'type']}
            onSaved={saved}
            onCancel={() => setMode('view')}
            onReload={() => {
              setMode('view');
              loaded.reload();
            }}
          />
        </PageSection>
      ) : (
        <Tabs.Root defaultValue="basics">
          <Tabs.List aria-label={m('subAppDetail.tabs')}>
            <Tabs.Trigger value="basics">{m('subAppDetail.basics')}</Tabs.Trigger>
            <Tabs.Trigger value="widgets">{m('subAppDetail.widgets')}</Tabs.Trigger>
            <Tabs.Trigger value="versions">{m('subAppDetail.versions')}</Tabs.Trigger>
            <Tabs.Trigger value="menus">{m('subAppDetail.menus')}</Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="basics">
            {subAppScreen.form.map((formSection, index) => (
              <PageSection key={index}>
                <Card title={formSection.title ? title(formSection.title) : undefined} headingLevel={2}>
                  <Descriptions
                    columns={3}
                    items={formSection.fields.map((name) => ({
                      key: name,
                      label: labelOf(name),
                      value: field(name),
                      ...(name === 'description' ? { span: 'row' as const } : {}),
                    }))}
                  />
                </Card>
              </PageSection>
            ))}
          </Tabs.Content>
          <Tabs.Content value="widgets">
            <ResourceList
              screen={narrowed(screens.buttons, same)}
              route={route}
              embedded={{ filters: same }}
            />
          </Tabs.Content>
          <Tabs.Content value="versions">
            <ResourceList
              screen={narrowed(screens.versions, same)}
              route={route}
              embedded={{ filters: same }}
            />
            {versionsHref ? (
              <More>
                <Link to={`${versionsHref}${query(same)}`}>{m('subAppDetail.allVersions')}</Link>
              </More>
            ) : null}
          </Tabs.Content>
          <Tabs.Content value="menus">
            <ResourceList
              screen={narrowed(screens.mappings, { cloud, subAppCode })}
              route={route}
              embedded={{ filters: { cloud, subAppCode } }}
            />
            {mappingsHref ? (
              <More>
                <Link to={`${mappingsHref}${query({ cloud, subAppCode })}`}>
                  {m('subAppDetail.allMappings')}
                </Link>
              </More>
            ) : null}
          </Tabs.Content>
        </Tabs.Root>
      )}
    </>
  );
}
