import { downloadAttachment, listRecords, type StoredRecord } from '@opsdesk/api';
import { Alert, Badge, Button, Card, Descriptions, Skeleton, Tag } from '@opsdesk/ui';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useConsole } from '../../../app/ConsoleContext';
import { useLoad } from '../../../app/useLoad';
import { routeHref } from '../../../catalogue/links';
import { useText, useTitle } from '../../../i18n';
import { useResourcePermissions } from '../../../resources/access';
import { FieldValue } from '../../../resources/FieldValue';
import { PageHeader, PageSection } from '../../../resources/layout';
import { screen as appInitScreen } from '../app-init-config/screen';
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
import { checkConfigJson, compareClouds, type CloudConfig } from './appInit';
import { appInitDetailMessages } from './messages';

const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(300px, 1fr);
  gap: var(--ops-space-4);
  align-items: start;

  @media (max-width: 1100px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Chips = styled.ol`
  display: flex;
  flex-wrap: wrap;
  gap: var(--ops-space-2);
  margin: 0;
  padding: 0;
  list-style: none;
  counter-reset: chip;

  & > li {
    counter-increment: chip;
  }
  & > li > span::before {
    content: counter(chip) '. ';
    color: var(--ops-color-text-muted);
  }
`;

const Json = styled.pre`
  margin: 0;
  padding: var(--ops-space-3);
  max-height: 360px;
  overflow: auto;
  border-radius: var(--ops-radius-md);
  background: var(--ops-color-surface-sunken);
  font-family: var(--ops-font-family-mono);
  font-size: var(--ops-font-size-sm);
`;

const Splash = styled.img`
  display: block;
  max-width: 220px;
  max-height: 400px;
  border: 1px solid var(--ops-color-border);
  border-radius: var(--ops-radius-md);
`;

const Compare = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: var(--ops-font-size-sm);

  & th,
  & td {
    padding: var(--ops-space-2);
    border-bottom: 1px solid var(--ops-color-border);
    text-align: start;
    vertical-align: top;
  }
  & tr[data-current] td,
  & tr[data-current] th {
    background: var(--ops-color-primary-subtle);
  }
  & td[data-differs] {
    background: var(--ops-color-warning-subtle);
    font-weight: 600;
  }
`;

/** The splash image through the attachment download, shown from memory. */
function SplashPreview({ oid, alt }: { oid: string; alt: string }) {
  const { http } = useConsole();
  const m = useMessages(appInitDetailMessages);
  const [state, setState] = useState<{ url?: string; failed: boolean }>({ failed: false });
  useEffect(() => {
    const controller = new AbortController();
    let url: string | undefined;
    setState({ failed: false });
    downloadAttachment(http, oid, { save: false, signal: controller.signal }).then(
      (file) => {
        url = URL.createObjectURL(new Blob([file.data], { type: file.contentType }));
        setState({ url, failed: false });
      },
      () => {
        if (!controller.signal.aborted) setState({ failed: true });
      },
    );
    return () => {
      controller.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [http, oid]);
  if (state.failed) return <p>{m('appInitDetail.splashFailed')}</p>;
  if (!state.url) return <Skeleton.Block width={220} height={160} label={alt} />;
  return <Splash src={state.url} alt={alt} />;
}

function OrderedChips({ values, empty }: { values: unknown; empty: string }) {
  const items = Array.isArray(values) ? values.map(String) : [];
  if (items.length === 0) return <>{empty}</>;
  return (
    <Chips>
      {items.map((item) => (
        <li key={item}>
          <Tag>
            <code>{item}</code>
          </Tag>
        </li>
      ))}
    </Chips>
  );
}

const comparedFields = ['initVersion', 'minSupportedVersion', 'forceUpdate'] as const;

function OtherClouds({ record }: { record: StoredRecord }) {
  const { http } = useConsole();
  const m = useMessages(appInitDetailMessages);
  const t = useText();
  const title = useTitle();
  const labelOf = (name: string) =>
    title(appInitScreen.fields[name]?.label ?? { 'zh-CN': name, en: name, ja: name });
  const section = String(record.section);
  const type = String(record.type);
  const load = (signal: AbortSignal) =>
    listRecords(http, 'app-init-config', { section, type, size: 200, sort: 'cloud,asc' }, { signal });
  const all = useLoad(load, `${section}\u0001${type}`);
  const rows = useMemo(
    () =>
      compareClouds(
        { ...record, cloud: String(record.cloud) },
        (all.data?.content ?? []).map((item): CloudConfig => ({ ...item, cloud: String(item.cloud) })),
      ),
    [record, all.data],
  );
  const syncHref = routeHref('app-synchronous');
  const value = (config: CloudConfig, field: 'initVersion' | 'minSupportedVersion' | 'forceUpdate') => (
    <FieldValue
      resource={appInitScreen.resource}
      field={field}
      view={appInitScreen.fields[field]}
      value={config[field]}
    />
  );
  return (
    <Card
      title={m('appInitDetail.clouds')}
      headingLevel={2}
      description={m('appInitDetail.cloudsHelp')}
      {...(syncHref ? { footer: <Link to={syncHref}>{m('appInitDetail.sync')}</Link> } : {})}
    >
      {all.loading && !all.data ? (
        <Skeleton.Text lines={4} />
      ) : all.error ? (
        <Alert
          variant="error"
          actions={
            <Button variant="link" onClick={all.reload}>
              {t('resource.reload')}
            </Button>
          }
        >
          {all.error.message}
        </Alert>
      ) : rows.length <= 1 ? (
        <p>{m('appInitDetail.onlyThis')}</p>
      ) : (
        <Compare>
          <thead>
            <tr>
              <th scope="col">{m('appInitDetail.cloud')}</th>
              {comparedFields.map((name) => (
                <th key={name} scope="col">
                  {labelOf(name)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map(({ config, current, differs }) => {
              const href = current
                ? undefined
                : routeHref('app-init-detail', { cloud: config.cloud, section, type });
              return (
                <tr key={config.id} {...(current ? { 'data-current': '' } : {})}>
                  <th scope="row">
                    {href ? <Link to={href}>{config.cloud}</Link> : <code>{config.cloud}</code>}{' '}
                    {current ? <Badge tone="info">{m('appInitDetail.current')}</Badge> : null}
                    {differs.length > 0 ? <Badge tone="warning">{m('appInitDetail.differs')}</Badge> : null}
                  </th>
                  {comparedFields.map((name) => (
                    <td key={name} {...(differs.includes(name) ? { 'data-differs': '' } : {})}>
                      {value(config, name)}
                    </td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        </Compare>
      )}
    </Card>
  );
}

/** The APP initialisation of one cloud, section and client type, edited in place and compared across clouds. */
export default function AppInitDetail() {
  const m = useMessages(appInitDetailMessages);
  const title = useTitle();
  const permissions = useResourcePermissions(routeOf('app-init-detail', 'app-init'), 'app-init-config');
  const page = useKeyedRecord('app-init-config');
  const { loaded, mode } = page;
  const check = useCallback(
    (values: Readonly<Record<string, unknown>>): Record<string, string> => {
      const json = checkConfigJson(values.configJson);
      return json.state === 'invalid'
        ? { configJson: m('appInitDetail.invalidJson', { reason: json.reason }) }
        : {};
    },
    [m],
  );

  const listHref = routeHref('app-init') ?? '/main/menu-control/app-init';
  if (page.pending) return <KeyedRecordPending page={page} homeHref={listHref} />;

  const { names } = page;
  const heading = m('appInitDetail.title', { where: `${names.cloud} · ${names.section} · ${names.type}` });
  const back = <Link to={listHref}>{m('appInitDetail.back')}</Link>;
  const record = loaded.data ?? undefined;

  if (!record) {
    return (
      <MissingRecord
        page={page}
        screen={appInitScreen}
        check={check}
        title={heading}
        back={back}
        texts={{
          missing: m('appInitDetail.missing'),
          create: m('appInitDetail.create'),
          form: m('appInitDetail.create'),
        }}
        canCreate={permissions.canWrite}
      />
    );
  }

  const { field, labelOf } = recordFields(appInitScreen, record, title);
  const json = checkConfigJson(record.configJson);
  const none = m('appInitDetail.none');

  return (
    <>
      <PageHeader
        title={heading}
        subtitle={String(record.remark ?? '') || undefined}
        extra={field('enabled')}
        actions={<KeyedRecordActions page={page} back={back} canEdit={permissions.canWrite} />}
      />
      {mode === 'edit' ? (
        <KeyedRecordForm
          page={page}
          screen={appInitScreen}
          record={record}
          label={m('appInitDetail.editTitle')}
          check={check}
        />
      ) : (
        <Columns>
          <div>
            <PageSection>
              <Card title={m('appInitDetail.versions')} headingLevel={2}>
                <Descriptions
                  columns={2}
                  items={['initVersion', 'minSupportedVersion', 'forceUpdate', 'defaultLanguage'].map(
                    (name) => ({ key: name, label: labelOf(name), value: field(name) }),
                  )}
                />
              </Card>
            </PageSection>
            <PageSection>
              <Card title={m('appInitDetail.home')} headingLevel={2}>
                <Descriptions
                  columns={1}
                  items={[
                    {
                      key: 'homeModules',
                      label: labelOf('homeModules'),
                      value: <OrderedChips values={record.homeModules} empty={none} />,
                    },
                    {
                      key: 'tabBarItems',
                      label: labelOf('tabBarItems'),
                      value: <OrderedChips values={record.tabBarItems} empty={none} />,
                    },
                  ]}
                />
              </Card>
            </PageSection>
            <PageSection>
              <Card title={m('appInitDetail.config')} headingLevel={2}>
                {json.state === 'empty' ? (
                  <p>{m('appInitDetail.noConfig')}</p>
                ) : json.state === 'valid' ? (
                  <Json>{json.pretty}</Json>
                ) : (
                  <>
                    <Alert variant="warning">{m('appInitDetail.invalidJson', { reason: json.reason })}</Alert>
                    <Json>{String(record.configJson)}</Json>
                  </>
                )}
              </Card>
            </PageSection>
            <PageSection>
              <Card title={m('appInitDetail.splash')} headingLevel={2}>
                {typeof record.splashImageOid === 'string' && record.splashImageOid ? (
                  <SplashPreview oid={record.splashImageOid} alt={m('appInitDetail.splash')} />
                ) : (
                  <p>{m('appInitDetail.noSplash')}</p>
                )}
              </Card>
            </PageSection>
          </div>
          <div>
            <OtherClouds record={record} />
          </div>
        </Columns>
      )}
    </>
  );
}
