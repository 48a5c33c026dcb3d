import { createRecord, updateRecord, type StoredRecord } from '@opsdesk/api';
import { describeError, HttpError } from '@opsdesk/http';
import {
  Alert,
  Button,
  Card,
  Form,
  FormField,
  ResultPage,
  Skeleton,
  useToast,
  useUnsavedChangesPrompt,
  useZodForm,
} from '@opsdesk/ui';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useBlocker, useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import type { z } from 'zod';
import { useConsole } from '../app/ConsoleContext';
import { useRecordHref } from '../catalogue/links';
import type { RouteDefinition } from '../catalogue/types';
import { useText, useTitle } from '../i18n';
import { useResourcePermissions } from './access';
import { FieldControl } from './FieldControl';
import { inputOf, isRequired } from './fieldKinds';
import { PageHeader, PageSection } from './layout';
import { fieldsOf } from './recordActions';
import { recordIdOf, useRecord } from './useRecord';
import { useResourceWording } from './useResourceWording';
import type { ResourceScreen } from './types';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(280px, 1fr));
  gap: var(--ops-space-4);

  & > [data-wide] {
    grid-column: 1 / -1;
  }
`;

const Footer = styled.div`
  display: flex;
  gap: var(--ops-space-2);
  justify-content: flex-end;
  position: sticky;
  bottom: 0;
  padding: var(--ops-space-3) 0;
  background: var(--ops-color-bg);
`;

/** Which record a form in a drawer edits, under the drawer's title. */
const DrawerSubtitle = styled.p`
  margin: 0 0 var(--ops-space-4);
  color: var(--ops-color-text-muted);
`;

export type FormMode = 'create' | 'edit' | 'copy';

export interface ResourceFormProps {
  readonly screen: ResourceScreen;
  readonly route: RouteDefinition;
  readonly mode: FormMode;
}

/** The route's parameters that name fields of the record (a `:type` of `new/:type`): a new record starts with them. */
function paramValues(
  screen: ResourceScreen,
  params: Readonly<Record<string, string | undefined>>,
): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(params)) {
    const field = screen.resource.shape[name];
    if (value === undefined || !field || name === 'id') continue;
    const parsed = field.safeParse(value);
    if (parsed.success) values[name] = parsed.data;
  }
  return values;
}

/** The values a copy starts from: the record's fields, with what must be unique left for the user to fill. */
function copyValues(screen: ResourceScreen, record: StoredRecord): Record<string, unknown> {
  const tenantScoped = new Set(['tenantId', 'companyId']);
  const unique = new Set(screen.resource.unique.flat().filter((field) => !tenantScoped.has(field)));
  return Object.fromEntries(Object.entries(fieldsOf(screen, record)).filter(([field]) => !unique.has(field)));
}

interface EditableFormProps extends Omit<ResourceFormProps, 'route'> {
  readonly record: StoredRecord | undefined;
  /**
   * In a drawer over a list (a screen without its own create or edit route): no page title, no
   * navigation; the caller closes the drawer and reloads.
   */
  readonly inDrawer?: { readonly onSaved: (record: StoredRecord) => void; readonly onCancel: () => void };
}

export function EditableForm({ screen, mode, record, inDrawer }: EditableFormProps) {
  const { http, language } = useConsole();
  const t = useText();
  const title = useTitle();
  const toast = useToast();
  const navigate = useNavigate();
  const routeParams = useParams();
  const hrefOf = useRecordHref(routeParams);
  const { resource } = screen;
  const [conflict, setConflict] = useState(false);
  const leaving = useRef(false);

  const initial = useMemo(() => {
    const base =
      mode === 'edit' && record
        ? fieldsOf(screen, record)
        : mode === 'copy' && record
          ? copyValues(screen, record)
          : { ...(screen.defaults ?? {}), ...paramValues(screen, routeParams) };
    return { ...base, ...(screen.fixed ?? {}) };
  }, [mode, record, screen, routeParams]);
  // The resource's schema validates a record of any fields: react-hook-form sees its field values.
  const wording = useResourceWording(resource);
  const form = useZodForm(resource.schema as unknown as z.ZodType<FieldValues, FieldValues>, {
    defaultValues: initial,
    ...wording,
  });
  const dirty = form.formState.isDirty && !form.formState.isSubmitting;
  const { confirmLeave } = useUnsavedChangesPrompt(dirty);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      !leaving.current && dirty && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    void confirmLeave().then((leave) => (leave ? blocker.proceed() : blocker.reset()));
  }, [blocker, confirmLeave]);

  const listHref = hrefOf(screen.routes.list);
  const heading =
    mode === 'create'
      ? t('resource.new', { name: title(screen.recordName) })
      : mode === 'copy'
        ? t('resource.copyNamed', { name: title(screen.recordName) })
        : t('resource.editNamed', { name: title(screen.recordName) });

  const submit = async (values: Record<string, unknown>) => {
    const fields = { ...values, ...(screen.fixed ?? {}) };
    let saved: StoredRecord;
    try {
      saved =
        mode === 'edit' && record
          ? await updateRecord(http, resource.name, record.id, record.version, fields)
          : await createRecord(http, resource.name, fields);
    } catch (error) {
      if (error instanceof HttpError && error.status === 409) setConflict(true);
      throw error;
    }
    toast.success(mode === 'edit' ? t('resource.saved') : t('resource.created'));
    if (inDrawer) {
      inDrawer.onSaved(saved);
      return;
    }
    leaving.current = true;
    navigate(hrefOf(screen.routes.detail, saved) ?? listHref ?? '/main/dashboard');
  };

  return (
    <>
      {inDrawer ? (
        // The drawer's title names the form already: only which record it is, under it.
        record && mode === 'edit' ? (
          <DrawerSubtitle>{String(record[resource.title] ?? '')}</DrawerSubtitle>
        ) : null
      ) : (
        <PageHeader
          title={heading}
          subtitle={record && mode === 'edit' ? String(record[resource.title] ?? '') : undefined}
        />
      )}
      {conflict ? (
        <PageSection>
          <Alert variant="warning">
            {t('resource.conflict')}{' '}
            <Button variant="link" onClick={() => window.location.reload()}>
              {t('resource.reload')}
            </Button>
          </Alert>
        </PageSection>
      ) : null}
      <Form form={form} onSubmit={submit} describeError={(error) => describeError(error, { language })}>
        {screen.form.map((section, index) => (
          <PageSection key={index}>
            <Card title={section.title ? title(section.title) : undefined} headingLevel={2}>
              <Grid>
                {section.fields.map((field) => {
                  const view = screen.fields[field] ?? { label: { 'zh-CN': field, en: field, ja: field } };
                  const input = inputOf(resource, field, view);
                  const wide =
                    input.type === 'textarea' || input.type === 'richtext' || input.type === 'attachment';
                  const fixed = screen.fixed !== undefined && field in screen.fixed;
                  const label = title(view.label);
                  const description = view.help ? title(view.help) : undefined;
                  return (
                    <div key={field} {...(wide ? { 'data-wide': true } : {})}>
                      <FormField
                        name={field}
                        required={isRequired(resource, field)}
                        disabled={
                          fixed || view.readOnly === true || (mode === 'edit' && field === 'tenantId')
                        }
                        render={(render) => (
                          <FieldControl
                            resource={resource}
                            input={input}
                            view={view}
                            label={label}
                            description={description}
                            render={render as never}
                          />
                        )}
                      />
                    </div>
                  );
                })}
              </Grid>
            </Card>
          </PageSection>
        ))}
        <Footer>
          <Button
            type="button"
            variant="secondary"
            onClick={() => (inDrawer ? inDrawer.onCancel() : navigate(-1))}
          >
            {t('resource.cancel')}
          </Button>
          <Button type="submit" variant="primary" loading={form.formState.isSubmitting}>
            {t('resource.save')}
          </Button>
        </Footer>
      </Form>
    </>
  );
}

/** The generic create, edit and copy form: the resource's zod schema validates it, the server too. */
export function ResourceForm({ screen, route, mode }: ResourceFormProps) {
  const t = useText();
  const params = useParams();
  const id = mode === 'create' ? undefined : recordIdOf(params);
  const permissions = useResourcePermissions(route, screen.resource.name);
  const loaded = useRecord(screen.resource.name, mode === 'create' ? undefined : id);
  if (mode !== 'create') {
    if (loaded.loading && !loaded.record) return <Skeleton.Text lines={8} />;
    if (!loaded.record)
      return loaded.error?.notFound ? (
        <ResultPage status={404} reason={t('resource.notFound')} />
      ) : (
        <ResultPage
          status={500}
          reason={loaded.error?.message}
          spanId={loaded.error?.spanId}
          onRetry={loaded.reload}
        />
      );
  }
  if (!permissions.ready) return <Skeleton.Text lines={8} />;
  if (!permissions.canWrite) return <ResultPage status={403} reason={t('resource.readOnly')} />;
  return (
    <EditableForm
      key={loaded.record ? `${loaded.record.id}:${loaded.record.version}` : 'new'}
      screen={screen}
      mode={mode}
      record={loaded.record}
    />
  );
}
