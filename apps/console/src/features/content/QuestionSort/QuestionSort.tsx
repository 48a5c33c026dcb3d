import { helpQuestionResource, listRecords, type HelpQuestionVariant, type StoredRecord } from '@opsdesk/api';
import { Badge, ResultPage, Select, Skeleton } from '@opsdesk/ui';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { useConsole } from '../../../app/ConsoleContext';
import { catalogue } from '../../../catalogue';
import { routeHref } from '../../../catalogue/links';
import { hrefOf } from '../../../catalogue/model';
import type { RouteDefinition, ShellLocale } from '../../../catalogue/types';
import { useShellLocale, useTitle } from '../../../i18n';
import { useResourcePermissions } from '../../../resources/access';
import { FieldValue } from '../../../resources/FieldValue';
import { t as titleOf } from '../../../resources/kit';
import { recordIdOf, useRecord } from '../../../resources/useRecord';
import { useCurrentRoute } from '../../shared/currentRoute';
import { useLocalText } from '../../shared/localText';
import { SortScreen } from '../../shared/SortScreen/SortScreen';
import { questionScreen } from '../help-question/questionScreen';
import { questionSortMessages } from './messages';
import { variantOfSortRoute } from './variants';

const Item = styled.div`
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

const TopicPicker = styled.div`
  max-width: 360px;
`;

// The labels and value sets of the question lists (the variant does not change them).
const questionView = questionScreen('SINGLE', titleOf('问题', 'Questions', '質問'), 'single');

/** A help topic's name in the interface language. */
function topicName(topic: StoredRecord, locale: ShellLocale): string {
  const name =
    locale === 'en'
      ? topic.themeNameEn
      : locale === 'ja'
        ? (topic.themeNameJa ?? topic.themeNameEn)
        : topic.themeName;
  return String(name ?? topic.themeName ?? topic.themeCode);
}

/** The enabled help topics, for the topic switcher. */
function useTopics(): readonly StoredRecord[] {
  const { http } = useConsole();
  const [topics, setTopics] = useState<readonly StoredRecord[]>([]);
  useEffect(() => {
    const controller = new AbortController();
    listRecords(
      http,
      'help-doc-theme',
      { enabled: true, sort: 'sortOrder,asc', size: 500 },
      { signal: controller.signal },
    ).then(
      (page) => setTopics(page.content),
      // Without the list the switcher offers the current topic only; the order still works.
      () => setTopics([]),
    );
    return () => controller.abort();
  }, [http]);
  return topics;
}

function QuestionSortOf({ route, variant }: { route: RouteDefinition; variant: HelpQuestionVariant }) {
  const title = useTitle();
  const locale = useShellLocale();
  const text = useLocalText(questionSortMessages);
  const navigate = useNavigate();
  const params = useParams();
  const topic = useRecord('help-doc-theme', recordIdOf(params));
  const topics = useTopics();
  const permissions = useResourcePermissions(route, helpQuestionResource.name);
  const listHref = routeHref(route.parent);
  const listEntry = route.parent ? catalogue.byKey.get(route.parent) : undefined;

  const itemLabel = useCallback((record: StoredRecord) => String(record.question ?? record.id), []);
  const renderItem = useCallback(
    (record: StoredRecord) => (
      <Item>
        <strong>{String(record.question ?? '')}</strong>
        <Meta>
          <code>{String(record.questionCode ?? '')}</code>
          <FieldValue
            resource={helpQuestionResource}
            field="status"
            view={questionView.fields.status}
            value={record.status}
          />
          <FieldValue
            resource={helpQuestionResource}
            field="language"
            view={questionView.fields.language}
            value={record.language}
          />
          {record.hot === true ? <Badge tone="warning">{text('questionSort.hot')}</Badge> : null}
        </Meta>
      </Item>
    ),
    [text],
  );

  // `first` (the list's "Order questions" button) opens the first topic.
  const firstTopic = params.id === 'first' ? topics[0] : undefined;
  useEffect(() => {
    if (firstTopic) navigate(hrefOf(route, { id: firstTopic.id }), { replace: true });
  }, [firstTopic, navigate, route]);

  const record = topic.record;
  const query = useMemo(
    () => (record ? { variant, themeCode: record.themeCode } : undefined),
    [record, variant],
  );

  if ((topic.loading && !record) || params.id === 'first') return <Skeleton.Text lines={8} />;
  if (!record || !query) {
    return topic.error?.notFound ? (
      <ResultPage status={404} reason={text('questionSort.topicNotFound')} homeHref={listHref} />
    ) : (
      <ResultPage
        status={500}
        reason={topic.error?.message}
        spanId={topic.error?.spanId}
        onRetry={topic.reload}
      />
    );
  }
  if (!permissions.ready) return <Skeleton.Text lines={8} />;

  const options = (topics.some((item) => item.id === record.id) ? topics : [record, ...topics]).map(
    (item) => ({
      value: String(item.id),
      label: `${topicName(item, locale)} (${String(item.themeCode)})`,
    }),
  );
  const toolbar = (
    <TopicPicker>
      <Select
        label={text('questionSort.topic')}
        options={options}
        value={String(record.id)}
        onValueChange={(value) => {
          if (value && value !== String(record.id)) navigate(hrefOf(route, { id: value }));
        }}
      />
    </TopicPicker>
  );

  return (
    <SortScreen
      key={record.id}
      resource={helpQuestionResource}
      title={title(route.title)}
      subtitle={[
        listEntry ? title(listEntry.title) : undefined,
        `${topicName(record, locale)} (${String(record.themeCode)})`,
      ]
        .filter(Boolean)
        .join(' · ')}
      toolbar={toolbar}
      query={query}
      itemLabel={itemLabel}
      renderItem={renderItem}
      canSave={permissions.canWrite}
      readOnlyReason={text('questionSort.readOnly')}
      backHref={listHref}
    />
  );
}

/**
 * Orders the questions of one help topic in one question list (the route's list gives the
 * variant, its `:id` the help-doc-theme).
 */
export default function QuestionSort() {
  const route = useCurrentRoute();
  const variant = route ? variantOfSortRoute(route.key) : undefined;
  if (!route || !variant) return <ResultPage status={404} />;
  return <QuestionSortOf key={route.key} route={route} variant={variant} />;
}
