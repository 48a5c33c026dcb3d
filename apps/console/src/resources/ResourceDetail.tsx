import { getRecordHistory, type RecordHistoryEntry } from '@opsdesk/api';
import { describeError } from '@opsdesk/http';
import { Alert, Button, Card, Descriptions, ResultPage, Skeleton, Tabs, useFormat } from '@opsdesk/ui';
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { useConsole } from '../app/ConsoleContext';
import { useRecordHref } from '../catalogue/links';
import type { RouteDefinition } from '../catalogue/types';
import { useText, useTitle } from '../i18n';
import { useResourcePermissions } from './access';
import { FieldValue } from './FieldValue';
import { PageHeader, PageSection } from './layout';
import { RecordDrawer } from './RecordDrawer';
import { useRecordActions } from './recordActions';
import { recordIdOf, useRecord } from './useRecord';
import type { DetailTab, ResourceScreen } from './types';
import { useEditTarget } from './useEditTarget';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--ops-space-2);
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

export interface ResourceDetailProps {
  readonly screen: ResourceScreen;
  readonly route: RouteDefinition;
}

function History({ screen, id }: { screen: ResourceScreen; id: number }) {
  const { http, language } = useConsole();
  const t = useText();
  const format = useFormat();
  const [entries, setEntries] = useState<RecordHistoryEntry[] | undefined>();
  const [error, setError] = useState<string | undefined>();
  useEffect(() => {
    const controller = new AbortController();
    getRecordHistory(http, screen.resource.name, id, { signal: controller.signal }).then(
      setEntries,
      (failure) => {
        if (!controller.signal.aborted) setError(describeError(failure, { language }).message);
      },
    );
    return () => controller.abort();
  }, [http, language, screen.resource.name, id]);
  if (error) return <Alert variant="error">{error}</Alert>;
  if (!entries) return <Skeleton.Text lines={4} />;
  if (entries.length === 0) return <p>{t('resource.history.empty')}</p>;
  return (
    <HistoryList aria-label={t('resource.history')}>
      {entries.map((entry) => {
        // The service words each change: the field's label, the values' words and referenced names.
        const changes = entry.words ?? [];
        const actionId = `resource.history.action.${entry.action}`;
        const action = t(actionId);
        return (
          <li key={entry.id}>
            <strong>{action === '#' ? entry.action : action}</strong>{' '}
            {t('resource.history.by', {
              actor: entry.actor ?? t('resource.history.system'),
              at: format.dateTime(entry.at),
            })}
            {changes.length > 0 ? (
              <ul>
                {changes.map(({ field, label, before, after }) => (
                  <li key={field}>{t('resource.history.field', { field: label, before, after })}</li>
                ))}
              </ul>
            ) : null}
          </li>
        );
      })}
    </HistoryList>
  );
}

/** The generic detail page: the record's fields on tabs, its actions, and its operation history. */
export function ResourceDetail({ screen, route }: ResourceDetailProps) {
  const t = useText();
  const title = useTitle();
  const navigate = useNavigate();
  const params = useParams();
  const hrefOf = useRecordHref(params);
  const id = recordIdOf(params);
  const { record, error, loading, reload, replace } = useRecord(screen.resource.name, id);
  const permissions = useResourcePermissions(route, screen.resource.name);
  const listHref = hrefOf(screen.routes.list);
  const target = useEditTarget(screen, permissions);
  const actions = useRecordActions({
    screen,
    permissions,
    onChanged: (saved) => (saved ? replace(saved) : reload()),
    onDeleted: () => navigate(listHref ?? '/main/dashboard'),
  });

  if (loading && !record) return <Skeleton.Text lines={8} />;
  if (error || !record) {
    return error?.notFound ? (
      <ResultPage status={404} reason={t('resource.notFound')} homeHref={listHref ?? '/main/dashboard'} />
    ) : (
      <ResultPage status={500} reason={error?.message} spanId={error?.spanId} onRetry={reload} />
    );
  }

  const tabs: readonly DetailTab[] = screen.detail ?? [
    {
      key: 'basic',
      title: { 'zh-CN': '基本信息', en: 'Basic information', ja: '基本情報' },
      sections: screen.form,
    },
  ];
  const { resource } = screen;
  const name = String(record[resource.title] ?? record.id);
  const edit = target.edit(record);
  const items = actions.menuItems(record);
  const status = screen.statusField ?? screen.enabledField;

  return (
    <>
      <PageHeader
        title={name}
        subtitle={title(screen.recordName)}
        extra={
          status ? (
            <FieldValue
              resource={resource}
              field={status}
              view={screen.fields[status]}
              value={record[status]}
            />
          ) : null
        }
        actions={
          <Actions>
            {listHref ? (
              <Button variant="ghost" onClick={() => navigate(listHref)}>
                {t('resource.back')}
              </Button>
            ) : null}
            {edit ? (
              <Button variant="primary" onClick={edit}>
                {t('resource.edit')}
              </Button>
            ) : null}
            {items.map((item) => (
              <Button
                key={item.key}
                variant={item.danger ? 'danger' : item.primary ? 'primary' : 'secondary'}
                onClick={() => void item.run()}
              >
                {item.label}
              </Button>
            ))}
          </Actions>
        }
      />
      <Tabs.Root defaultValue={tabs[0]?.key ?? 'history'}>
        <Tabs.List aria-label={t('resource.details')}>
          {tabs.map((tab) => (
            <Tabs.Trigger key={tab.key} value={tab.key}>
              {title(tab.title)}
            </Tabs.Trigger>
          ))}
          <Tabs.Trigger value="history">{t('resource.history')}</Tabs.Trigger>
        </Tabs.List>
        {tabs.map((tab, tabIndex) => (
          <Tabs.Content key={tab.key} value={tab.key}>
            {tab.sections.map((section, index) => (
              <PageSection key={index}>
                <Card title={section.title ? title(section.title) : undefined} headingLevel={2}>
                  <Descriptions
                    columns={3}
                    items={section.fields.map((field) => {
                      const view = screen.fields[field];
                      return {
                        key: field,
                        label: view ? title(view.label) : field,
                        value: (
                          <FieldValue
                            resource={resource}
                            field={field}
                            view={view}
                            value={record[field]}
                            record={record}
                          />
                        ),
                        ...(view?.input?.type === 'textarea' || view?.input?.type === 'richtext'
                          ? { span: 'row' as const }
                          : {}),
                      };
                    })}
                  />
                </Card>
              </PageSection>
            ))}
            {tabIndex === 0 ? (
              <PageSection>
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
                            view={{ label: { 'zh-CN': '', en: '', ja: '' }, display: 'datetime' }}
                            value={record.createdAt}
                          />
                        ),
                      },
                      {
                        key: 'createdBy',
                        label: t('resource.meta.createdBy'),
                        value: record.createdBy ?? '—',
                      },
                      {
                        key: 'updatedAt',
                        label: t('resource.meta.updatedAt'),
                        value: (
                          <FieldValue
                            resource={resource}
                            field="updatedAt"
                            view={{ label: { 'zh-CN': '', en: '', ja: '' }, display: 'datetime' }}
                            value={record.updatedAt}
                          />
                        ),
                      },
                      {
                        key: 'updatedBy',
                        label: t('resource.meta.updatedBy'),
                        value: record.updatedBy ?? '—',
                      },
                    ]}
                  />
                </Card>
              </PageSection>
            ) : null}
          </Tabs.Content>
        ))}
        <Tabs.Content value="history">
          <History screen={screen} id={record.id} />
        </Tabs.Content>
      </Tabs.Root>
      <RecordDrawer
        screen={screen}
        state={target.drawer}
        onClose={target.closeDrawer}
        onSaved={(saved) => {
          target.closeDrawer();
          replace(saved);
        }}
      />
    </>
  );
}
export { recordIdOf, useRecord } from './useRecord';
