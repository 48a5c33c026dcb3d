import { Card, Descriptions, Tabs } from '@opsdesk/ui';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { routeHref } from '../../../catalogue/links';
import { useTitle } from '../../../i18n';
import { useResourcePermissions } from '../../../resources/access';
import { PageHeader, PageSection } from '../../../resources/layout';
import { ResourceList } from '../../../resources/ResourceList';
import type { ResourceScreen } from '../../../resources/types';
import {
  KeyedRecordActions,
  KeyedRecordForm,
  KeyedRecordPending,
  MissingRecord,
  recordFields,
  routeOf,
  useKeyedRecord,
  useMessages,
} from '../bespokeKit';
import { screen as buttonScreen } from '../sub-app-button-priority/screen';
import { screen as batchButtonScreen } from '../sub-app-button-priority/batch/screen';
import { screen as mappingScreen } from '../sub-app-mapping-relation/screen';
import { screen as batchMappingScreen } from '../sub-app-mapping-relation/batch/screen';
import { screen as versionScreen } from '../sub-app-version-record/screen';
import { screen as batchVersionScreen } from '../sub-app-version-record/batch/screen';
import { screen as subAppScreen } from '../sub-application/screen';
import { subAppDetailMessages } from './messages';

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

/** One sub-application named by cloud, section and client type, with its widgets, versions and menus. */
export default function SubAppDetail() {
  const { pathname } = useLocation();
  const m = useMessages(subAppDetailMessages);
  const title = useTitle();
  const batch = pathname.includes('/sub-application-batch/');
  const listKey = batch ? 'sub-application-batch' : 'sub-application';
  const route = routeOf(
    batch ? 'sub-application-batch-sub-app-detail' : 'sub-application-sub-app-detail',
    listKey,
  );
  const permissions = useResourcePermissions(route, 'sub-application');
  const page = useKeyedRecord('sub-application');
  const { keys, loaded, mode } = page;
  const { cloud } = keys;

  const listHref = routeHref(listKey) ?? '/main/menu-control';
  if (page.pending) return <KeyedRecordPending page={page} homeHref={listHref} />;

  const record = loaded.data ?? undefined;
  const where = m('subAppDetail.where', page.names);
  const back = <Link to={listHref}>{m('subAppDetail.back')}</Link>;

  if (!record) {
    return (
      <MissingRecord
        page={page}
        screen={subAppScreen}
        title={where}
        back={back}
        texts={{
          missing: m('subAppDetail.none'),
          create: m('subAppDetail.create'),
          form: m('subAppDetail.newTitle'),
        }}
        canCreate={permissions.canWrite}
      />
    );
  }

  const { field, labelOf } = recordFields(subAppScreen, record, title);
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
        actions={<KeyedRecordActions page={page} back={back} canEdit={permissions.canWrite} />}
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
        <KeyedRecordForm
          page={page}
          screen={subAppScreen}
          record={record}
          label={m('subAppDetail.editTitle')}
        />
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
