import { marketingBlackListResource, marketingInfoResource } from '@opsdesk/api';
import { Button, Card, Descriptions, ResultPage, Skeleton, useFormat } from '@opsdesk/ui';
import { useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { routeHref, useRecordHref } from '../../../catalogue/links';
import type { RouteDefinition } from '../../../catalogue/types';
import { useTitle } from '../../../i18n';
import { useResourcePermissions } from '../../../resources/access';
import { FieldValue } from '../../../resources/FieldValue';
import { PageHeader, PageSection } from '../../../resources/layout';
import { recordIdOf, useRecord } from '../../../resources/useRecord';
import { ResourceList } from '../../../resources/ResourceList';
import { useCurrentRoute } from '../../shared/currentRoute';
import { useLocalText } from '../../shared/localText';
import { screen as marketingInfoScreen } from '../marketing-info/screen';
import { AddEntryDialog } from './AddEntryDialog';
import { blackListScreen } from './blackListScreen';
import { blackListMessages } from './messages';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--ops-space-2);
`;

const MESSAGE_FIELDS = ['infoCode', 'productLine', 'infoType', 'audience'] as const;
const NO_PARAMS = {};

function BlackListOf({ route }: { route: RouteDefinition }) {
  const title = useTitle();
  const format = useFormat();
  const text = useLocalText(blackListMessages);
  const navigate = useNavigate();
  const params = useParams();
  const message = useRecord(marketingInfoResource.name, recordIdOf(params));
  const permissions = useResourcePermissions(route, marketingBlackListResource.name);
  const recordHref = useRecordHref(NO_PARAMS);
  const [adding, setAdding] = useState(false);
  const [version, setVersion] = useState(0);

  const record = message.record;
  const infoCode = typeof record?.infoCode === 'string' ? record.infoCode : undefined;
  const screen = useMemo(() => (infoCode ? blackListScreen(infoCode) : undefined), [infoCode]);
  const embedded = useMemo(() => ({ filters: { marketingInfoCode: infoCode } }), [infoCode]);
  const listHref = routeHref(route.parent);

  if (message.loading && !record) return <Skeleton.Text lines={8} />;
  if (!record || !screen || !infoCode) {
    return message.error?.notFound ? (
      <ResultPage status={404} reason={text('blackList.notFound')} homeHref={listHref} />
    ) : (
      <ResultPage
        status={500}
        reason={message.error?.message}
        spanId={message.error?.spanId}
        onRetry={message.reload}
      />
    );
  }

  const detailHref = recordHref('marketing-info-details', record) ?? listHref;
  const fields = marketingInfoScreen.fields;
  const labelOf = (field: string) => {
    const view = fields[field];
    return view ? title(view.label) : field;
  };

  return (
    <>
      <PageHeader
        title={String(record.title ?? infoCode)}
        subtitle={title(route.title)}
        extra={
          <FieldValue
            resource={marketingInfoResource}
            field="status"
            view={fields.status}
            value={record.status}
          />
        }
        actions={
          <Actions>
            {detailHref ? (
              <Button variant="ghost" onClick={() => navigate(detailHref)}>
                {text('blackList.back')}
              </Button>
            ) : null}
            {permissions.canWrite ? (
              <Button variant="primary" onClick={() => setAdding(true)}>
                {text('blackList.add')}
              </Button>
            ) : null}
          </Actions>
        }
      />
      <PageSection>
        <Card title={text('blackList.message')} headingLevel={2}>
          <Descriptions
            columns={3}
            items={[
              ...MESSAGE_FIELDS.map((field) => ({
                key: field,
                label: labelOf(field),
                value: (
                  <FieldValue
                    resource={marketingInfoResource}
                    field={field}
                    view={fields[field]}
                    value={record[field]}
                  />
                ),
              })),
              {
                key: 'period',
                label: text('blackList.period'),
                value: text('blackList.periodValue', {
                  start: format.date(String(record.startDate)),
                  end: format.date(String(record.endDate)),
                }),
              },
            ]}
          />
        </Card>
      </PageSection>
      <PageSection>
        {/* `fixed` narrows the list to the message; `embedded` keeps its state here and its export bound too. */}
        <ResourceList key={`${infoCode}:${version}`} screen={screen} route={route} embedded={embedded} />
      </PageSection>
      {permissions.canWrite ? (
        <AddEntryDialog
          open={adding}
          onOpenChange={setAdding}
          marketingInfoCode={infoCode}
          onAdded={() => setVersion((count) => count + 1)}
        />
      ) : null}
    </>
  );
}

/** The black list of one marketing message (`:id`): who must not receive it, with add and remove. */
export default function MarketingBlackListSetting() {
  const route = useCurrentRoute();
  if (!route) return <ResultPage status={404} />;
  return <BlackListOf route={route} />;
}
