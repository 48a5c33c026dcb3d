import { getRecordHistory, type StoredRecord } from '@opsdesk/api';
import { Card, Descriptions, EmptyState, ResultPage, Skeleton, useFormat } from '@opsdesk/ui';
import styled from 'styled-components';
import { useConsole } from '../../../app/ConsoleContext';
import { useText, useTitle } from '../../../i18n';
import { FieldValue } from '../../../resources/FieldValue';
import { PageHeader, PageSection } from '../../../resources/layout';
import type { ResourceScreen } from '../../../resources/types';
import { useLoad } from '../../../app/useLoad';
import { useScreenText } from './hooks';

const Stack = styled.div`
  display: grid;
  gap: var(--ops-space-4);
`;

const HistoryList = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: var(--ops-space-3);

  & > li {
    padding: var(--ops-space-3);
    border: 1px solid var(--ops-color-border);
    border-radius: var(--ops-radius-md);
    background: var(--ops-color-surface);
  }
  & ul {
    margin: var(--ops-space-2) 0 0;
    padding-inline-start: var(--ops-space-5);
    color: var(--ops-color-text-muted);
  }
`;

const noLabel = { 'zh-CN': '', en: '', ja: '' };

/** The tenant record read-only: the generic detail's tabs, one card each, and who made and changed it. */
export function TenantInfoTab({
  screen,
  record,
}: {
  readonly screen: ResourceScreen;
  readonly record: StoredRecord;
}) {
  const t = useText();
  const title = useTitle();
  const { resource } = screen;
  const tabs = screen.detail ?? [{ key: 'basic', title: noLabel, sections: screen.form }];
  return (
    <Stack>
      {tabs.map((tab) => (
        <Card key={tab.key} title={title(tab.title)} headingLevel={2}>
          <Stack>
            {tab.sections.map((section, index) => (
              <Descriptions
                key={index}
                {...(section.title ? { title: title(section.title), headingLevel: 3 as const } : {})}
                columns={3}
                items={section.fields.map((field) => {
                  const view = screen.fields[field];
                  return {
                    key: field,
                    label: view ? title(view.label) : field,
                    value: <FieldValue resource={resource} field={field} view={view} value={record[field]} />,
                  };
                })}
              />
            ))}
          </Stack>
        </Card>
      ))}
      <Card headingLevel={2}>
        <Descriptions
          columns={4}
          items={[
            {
              key: 'createdAt',
              label: t('resource.meta.createdAt'),
              value: (
                <FieldValue
                  resource={resource}
                  field="createdAt"
                  view={{ label: noLabel, display: 'datetime' }}
                  value={record.createdAt}
                />
              ),
            },
            { key: 'createdBy', label: t('resource.meta.createdBy'), value: record.createdBy ?? '—' },
            {
              key: 'updatedAt',
              label: t('resource.meta.updatedAt'),
              value: (
                <FieldValue
                  resource={resource}
                  field="updatedAt"
                  view={{ label: noLabel, display: 'datetime' }}
                  value={record.updatedAt}
                />
              ),
            },
            { key: 'updatedBy', label: t('resource.meta.updatedBy'), value: record.updatedBy ?? '—' },
          ]}
        />
      </Card>
    </Stack>
  );
}

const textOf = (value: unknown) =>
  value === undefined || value === null || value === ''
    ? '—'
    : typeof value === 'object'
      ? JSON.stringify(value)
      : String(value);

/** The tenant record's history, newest first: who did what, when, and each field's before and after. */
export function HistoryTab({
  screen,
  id,
  version,
}: {
  readonly screen: ResourceScreen;
  readonly id: number;
  /** The record's version: the history reloads when the record changes. */
  readonly version: number;
}) {
  const { http } = useConsole();
  const t = useText();
  const title = useTitle();
  const text = useScreenText();
  const format = useFormat();
  const history = useLoad(
    (signal) => getRecordHistory(http, screen.resource.name, id, { signal }),
    `${id}:${version}`,
  );
  const labelOf = (field: string) => {
    const view = screen.fields[field];
    return view ? title(view.label) : field;
  };
  const body = () => {
    if (history.loading && !history.data) return <Skeleton.Text lines={4} />;
    if (history.error || !history.data)
      return (
        <ResultPage
          status={500}
          headingLevel={3}
          reason={history.error?.message}
          spanId={history.error?.spanId}
          onRetry={history.reload}
        />
      );
    if (history.data.length === 0) return <EmptyState title={t('resource.history.empty')} />;
    return (
      <HistoryList aria-label={text('businessTenant.history.title')}>
        {history.data.map((entry) => {
          const changes =
            entry.changes && typeof entry.changes === 'object' && !Array.isArray(entry.changes)
              ? Object.entries(entry.changes as Record<string, unknown>).filter(
                  (change): change is [string, [unknown, unknown]] =>
                    Array.isArray(change[1]) && change[1].length === 2,
                )
              : [];
          const action = t(`resource.history.action.${entry.action}`);
          return (
            <li key={entry.id}>
              <strong>{action === '#' ? entry.action : action}</strong>{' '}
              {t('resource.history.by', {
                actor: entry.actor ?? t('resource.history.system'),
                at: format.dateTime(entry.at),
              })}
              {changes.length > 0 ? (
                <ul>
                  {changes.map(([field, [before, after]]) => (
                    <li key={field}>
                      {t('resource.history.field', {
                        field: labelOf(field),
                        before: textOf(before),
                        after: textOf(after),
                      })}
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          );
        })}
      </HistoryList>
    );
  };
  return (
    <PageSection>
      <PageHeader level={2} title={text('businessTenant.history.title')} />
      {body()}
    </PageSection>
  );
}
