import { createRecord, updateRecord, type StoredRecord } from '@opsdesk/api';
import { describeError, HttpError } from '@opsdesk/http';
import { Button, Card, Descriptions, EmptyState, ResultPage, Skeleton, useToast } from '@opsdesk/ui';
import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { useConsole } from '../../../app/ConsoleContext';
import type { RouteDefinition } from '../../../catalogue/types';
import { useText, useTitle } from '../../../i18n';
import { useResourcePermissions } from '../../../resources/access';
import { FieldValue } from '../../../resources/FieldValue';
import { PageHeader } from '../../../resources/layout';
import { fieldsOf, useRecordActions } from '../../../resources/recordActions';
import type { ResourceScreen } from '../../../resources/types';
import type { Loaded } from '../../../app/useLoad';
import { useScreenText } from './hooks';
import { RecordForm } from './RecordForm';

const Stack = styled.div`
  display: grid;
  gap: var(--ops-space-4);
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--ops-space-2);
`;

export interface OneRecordTabProps {
  readonly screen: ResourceScreen;
  readonly route: RouteDefinition;
  readonly tenantId: number;
  /** The tenant's record of this resource: null when it has none. */
  readonly loaded: Loaded<StoredRecord | null>;
  /** Shows the screen's workflow actions (freeze, unfreeze) beside Edit. */
  readonly withActions?: boolean;
}

/**
 * A record the tenant has one of (its controls, its service information): shown read-only with an
 * Edit action that turns it into a form; created from the same form when the tenant has none.
 */
export function OneRecordTab({ screen, route, tenantId, loaded, withActions = false }: OneRecordTabProps) {
  const { http, language } = useConsole();
  const t = useText();
  const title = useTitle();
  const text = useScreenText();
  const toast = useToast();
  const permissions = useResourcePermissions(route, screen.resource.name);
  const [editing, setEditing] = useState(false);
  const record = loaded.data;
  const actions = useRecordActions({
    screen,
    permissions,
    onChanged: (saved) => (saved ? loaded.set(saved) : loaded.reload()),
  });
  const name = title(screen.recordName);
  const initial = useMemo(
    () =>
      record ? fieldsOf(screen, record) : { ...(screen.defaults ?? {}), ...(screen.fixed ?? {}), tenantId },
    [record, screen, tenantId],
  );

  if (loaded.loading && loaded.data === undefined) return <Skeleton.Text lines={6} />;
  if (loaded.error || record === undefined)
    return (
      <ResultPage
        status={500}
        headingLevel={2}
        reason={loaded.error?.message}
        spanId={loaded.error?.spanId}
        onRetry={loaded.reload}
      />
    );

  const save = async (values: Record<string, unknown>) => {
    const fields = { ...values, tenantId };
    try {
      const saved = record
        ? await updateRecord(http, screen.resource.name, record.id, record.version, fields)
        : await createRecord(http, screen.resource.name, fields);
      toast.success(record ? t('resource.saved') : t('resource.created'));
      loaded.set(saved);
      setEditing(false);
    } catch (error) {
      // Validation errors land on the fields; anything else (a stale version, a refusal) is toasted
      // too, and the form keeps what was typed.
      if (!(error instanceof HttpError && error.status === 400))
        toast.toastError(error, (failure) => describeError(failure, { language }));
      throw error;
    }
  };

  if (editing) {
    return (
      <Stack>
        <PageHeader
          level={2}
          title={
            record
              ? text('businessTenant.record.editing', { name })
              : text('businessTenant.record.create', { name })
          }
        />
        <RecordForm
          screen={screen}
          initial={initial}
          locked={['tenantId', ...Object.keys(screen.fixed ?? {})]}
          onSubmit={save}
          onCancel={() => setEditing(false)}
        />
      </Stack>
    );
  }

  if (record === null) {
    return (
      <EmptyState
        title={text('businessTenant.record.missing', { name })}
        action={
          permissions.canWrite ? (
            <Button variant="primary" onClick={() => setEditing(true)}>
              {text('businessTenant.record.create', { name })}
            </Button>
          ) : undefined
        }
      />
    );
  }

  const workflow = withActions
    ? actions.menuItems(record).filter((item) => item.key.startsWith('action:'))
    : [];
  return (
    <Stack>
      <PageHeader
        level={2}
        title={name}
        actions={
          <Actions>
            {permissions.canWrite ? (
              <Button variant="primary" onClick={() => setEditing(true)}>
                {t('resource.edit')}
              </Button>
            ) : null}
            {workflow.map((item) => (
              <Button
                key={item.key}
                variant={item.danger ? 'danger' : 'secondary'}
                onClick={() => void item.run()}
              >
                {item.label}
              </Button>
            ))}
          </Actions>
        }
      />
      {screen.form.map((section, index) => (
        <Card key={index} title={section.title ? title(section.title) : undefined} headingLevel={3}>
          <Descriptions
            columns={3}
            items={section.fields.map((field) => {
              const view = screen.fields[field];
              return {
                key: field,
                label: view ? title(view.label) : field,
                value: (
                  <FieldValue resource={screen.resource} field={field} view={view} value={record[field]} />
                ),
                ...(view?.input?.type === 'textarea' ? { span: 'row' as const } : {}),
              };
            })}
          />
        </Card>
      ))}
    </Stack>
  );
}
