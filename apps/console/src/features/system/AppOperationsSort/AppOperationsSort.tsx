import { appOperationResource, downloadAttachment, type StoredRecord } from '@opsdesk/api';
import { Badge, Card, ResultPage, Skeleton, useFormat } from '@opsdesk/ui';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { useConsole } from '../../../app/ConsoleContext';
import { routeHref } from '../../../catalogue/links';
import type { RouteDefinition } from '../../../catalogue/types';
import { useTitle } from '../../../i18n';
import { useResourcePermissions } from '../../../resources/access';
import { FieldValue } from '../../../resources/FieldValue';
import { recordIdOf, useRecord } from '../../../resources/useRecord';
import { screen as appOperationScreen } from '../app-operation/screen';
import { useCurrentRoute } from '../../shared/currentRoute';
import { useLocalText } from '../../shared/localText';
import { SortScreen } from '../../shared/SortScreen/SortScreen';
import { useOperateLeader } from './leader';
import { appOperationsSortMessages } from './messages';

const Item = styled.div`
  display: grid;
  grid-template-columns: 72px minmax(0, 1fr);
  gap: var(--ops-space-3);
  align-items: center;
`;

const Text = styled.div`
  display: grid;
  gap: var(--ops-space-1);
`;

const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--ops-space-2);
  align-items: center;
  color: var(--ops-color-text-muted);
  font-size: var(--ops-font-size-sm);
`;

const Thumb = styled.div`
  width: 72px;
  height: 40px;
  display: grid;
  place-items: center;
  overflow: hidden;
  border-radius: var(--ops-radius-sm);
  background: var(--ops-color-surface-sunken);
  color: var(--ops-color-text-muted);
  font-size: var(--ops-font-size-xs);

  & > img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const Phone = styled.div`
  width: 260px;
  margin-inline: auto;
  padding: var(--ops-space-4) var(--ops-space-2);
  border: 8px solid var(--ops-color-text);
  border-radius: 28px;
  background: var(--ops-color-bg);
  min-height: 420px;
  display: grid;
  align-content: start;
  gap: var(--ops-space-2);
`;

const PhoneSlot = styled.div`
  display: grid;
  grid-template-columns: 56px minmax(0, 1fr);
  gap: var(--ops-space-2);
  align-items: center;
  padding: var(--ops-space-2);
  border-radius: var(--ops-radius-md);
  background: var(--ops-color-surface);
  font-size: var(--ops-font-size-sm);
`;

const Muted = styled.p`
  margin: 0;
  color: var(--ops-color-text-muted);
  font-size: var(--ops-font-size-sm);
`;

/** An operation slot's image, fetched as an attachment; a placeholder without one. */
function Thumbnail({ oid, alt, empty }: { oid: unknown; alt: string; empty: string }) {
  const { http } = useConsole();
  const [url, setUrl] = useState<string | undefined>();
  useEffect(() => {
    if (typeof oid !== 'string' || oid === '') return undefined;
    const controller = new AbortController();
    let objectUrl: string | undefined;
    downloadAttachment(http, oid, { save: false, signal: controller.signal }).then(
      (file) => {
        objectUrl = URL.createObjectURL(new Blob([file.data], { type: file.contentType }));
        setUrl(objectUrl);
      },
      () => setUrl(undefined),
    );
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [http, oid]);
  return <Thumb>{url ? <img src={url} alt={alt} /> : <span>{empty}</span>}</Thumb>;
}

const timeOf = (value: unknown) => (typeof value === 'string' ? Date.parse(value) : Number.NaN);

function AppOperationsSortOf({ route }: { route: RouteDefinition }) {
  const title = useTitle();
  const format = useFormat();
  const text = useLocalText(appOperationsSortMessages);
  const params = useParams();
  const id = recordIdOf(params);
  const anchor = useRecord(appOperationResource.name, id);
  const permissions = useResourcePermissions(route, appOperationResource.name);
  const leader = useOperateLeader();
  const listHref = routeHref(route.parent);
  const fields = appOperationScreen.fields;
  // The period is judged against the time the screen opened: a slot does not dim while it is ordered.
  const [now] = useState(() => Date.now());

  const isPast = useCallback((record: StoredRecord) => timeOf(record.endAt) < now, [now]);
  const isLive = useCallback(
    (record: StoredRecord) =>
      record.status === 'ONLINE' && timeOf(record.startAt) <= now && now <= timeOf(record.endAt),
    [now],
  );

  const itemLabel = useCallback((record: StoredRecord) => String(record.title ?? record.id), []);
  const renderItem = useCallback(
    (record: StoredRecord) => {
      const name = String(record.title ?? record.id);
      return (
        <Item>
          <Thumbnail
            oid={record.imageOid}
            alt={text('appOperationsSort.image', { title: name })}
            empty={text('appOperationsSort.noImage')}
          />
          <Text>
            <strong>
              {name}
              {record.id === id ? (
                <>
                  {' '}
                  <Badge tone="info">{text('appOperationsSort.current')}</Badge>
                </>
              ) : null}
            </strong>
            <Meta>
              <FieldValue
                resource={appOperationResource}
                field="platform"
                view={fields.platform}
                value={record.platform}
              />
              <span>
                {text('appOperationsSort.period', {
                  start: format.dateTime(String(record.startAt)),
                  end: format.dateTime(String(record.endAt)),
                })}
              </span>
              {isPast(record) ? <Badge tone="neutral">{text('appOperationsSort.past')}</Badge> : null}
              <FieldValue
                resource={appOperationResource}
                field="status"
                view={fields.status}
                value={record.status}
              />
            </Meta>
          </Text>
        </Item>
      );
    },
    [fields, format, id, isPast, text],
  );

  const aside = useCallback(
    (ordered: readonly StoredRecord[]) => {
      const live = ordered.filter(isLive);
      return (
        <Card title={text('appOperationsSort.preview')} headingLevel={2}>
          <Muted>{text('appOperationsSort.previewHint')}</Muted>
          <Phone role="list" aria-label={text('appOperationsSort.preview')}>
            {live.length === 0 ? (
              <Muted role="listitem">{text('appOperationsSort.previewEmpty')}</Muted>
            ) : (
              live.map((record) => (
                <PhoneSlot key={record.id} role="listitem">
                  <Thumbnail oid={record.imageOid} alt="" empty="" />
                  <span>{String(record.title ?? '')}</span>
                </PhoneSlot>
              ))
            )}
          </Phone>
        </Card>
      );
    },
    [isLive, text],
  );

  const record = anchor.record;
  const query = useMemo(() => (record ? { position: record.position } : undefined), [record]);

  if (anchor.loading && !record) return <Skeleton.Text lines={8} />;
  if (!record || !query) {
    return anchor.error?.notFound ? (
      <ResultPage status={404} reason={text('appOperationsSort.notFound')} homeHref={listHref} />
    ) : (
      <ResultPage
        status={500}
        reason={anchor.error?.message}
        spanId={anchor.error?.spanId}
        onRetry={anchor.reload}
      />
    );
  }
  if (!permissions.ready) return <Skeleton.Text lines={8} />;

  const positionOption = fields.position?.input?.type === 'select' ? fields.position.input.options : [];
  const positionLabel = positionOption.find((option) => option.value === record.position);
  const canSave = permissions.canWrite && leader;

  return (
    <SortScreen
      key={String(record.position)}
      resource={appOperationResource}
      title={title(route.title)}
      subtitle={
        <>
          {text('appOperationsSort.position', {
            position: positionLabel ? title(positionLabel.label) : String(record.position),
          })}
          {leader ? (
            <>
              {' '}
              <Badge tone="success">{text('appOperationsSort.leader')}</Badge>
            </>
          ) : null}
        </>
      }
      query={query}
      itemLabel={itemLabel}
      renderItem={renderItem}
      highlightId={record.id}
      dimmed={isPast}
      canSave={canSave}
      readOnlyReason={permissions.canWrite ? text('appOperationsSort.leaderOnly') : undefined}
      backHref={listHref}
      aside={aside}
    />
  );
}

/** Orders the operation slots of one position (the position of the slot the route names). */
export default function AppOperationsSort() {
  const route = useCurrentRoute();
  if (!route) return <ResultPage status={404} />;
  return <AppOperationsSortOf route={route} />;
}
