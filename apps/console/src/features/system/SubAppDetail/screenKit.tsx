import { createRecord, updateRecord, type StoredRecord } from '@opsdesk/api';
import { describeError, HttpError } from '@opsdesk/http';
import { Alert, Button, Card, Form, FormField, ResultPage, useToast, useZodForm } from '@opsdesk/ui';
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import styled from 'styled-components';
import type { z } from 'zod';
import { useConsole } from '../../../app/ConsoleContext';
import { catalogue } from '../../../catalogue';
import type { RouteDefinition, Title } from '../../../catalogue/types';
import { useText, useTitle } from '../../../i18n';
import type { ShellLanguage } from '../../../i18n/language';
import { FieldControl } from '../../../resources/FieldControl';
import { inputOf, isRequired } from '../../../resources/fieldKinds';
import { PageSection } from '../../../resources/layout';
import { fieldsOf } from '../../../resources/recordActions';
import type { ResourceScreen } from '../../../resources/types';

// What the system area's bespoke screens share: texts with values, the route a screen answers to,
// loading with its failure, and an inline form over one record of a resource screen definition.

/** A text with `{name}` placeholders filled in. */
export function fill(text: string, values: Readonly<Record<string, string | number>> = {}): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    values[name] === undefined ? whole : String(values[name]),
  );
}

/** The texts of a screen's messages module in the current language, with values filled in. */
export function useMessages<M extends Readonly<Record<string, Title>>>(messages: M) {
  const title = useTitle();
  return useCallback(
    (id: keyof M & string, values?: Readonly<Record<string, string | number>>) =>
      fill(title(messages[id] as Title), values),
    [messages, title],
  );
}

/**
 * A route of the catalogue by key; the fallback (the list a bespoke route opens from, with the same
 * menu) while the bespoke route is not bound yet. Permissions only read the route's menu.
 */
export function routeOf(key: string, fallback: string): RouteDefinition {
  for (const candidate of [key, fallback]) {
    const entry = catalogue.byKey.get(candidate);
    if (entry?.kind === 'route') return entry;
  }
  throw new Error(`The route catalogue has neither "${key}" nor "${fallback}".`);
}

export interface Failure {
  readonly message: string;
  readonly spanId?: string | undefined;
  readonly notFound: boolean;
}

export function failureOf(error: unknown, language: ShellLanguage): Failure {
  const described = describeError(error, { language });
  return {
    message: described.message,
    spanId: described.spanId,
    notFound: error instanceof HttpError && error.status === 404,
  };
}

export interface Loaded<T> {
  readonly data: T | undefined;
  readonly error: Failure | undefined;
  readonly loading: boolean;
  readonly reload: () => void;
  /** Replaces the data (a saved record) without a request. */
  readonly set: (data: T) => void;
}

/** Runs `load` (a stable callback) and again whenever it changes or `reload` is called. */
export function useLoad<T>(load: (signal: AbortSignal) => Promise<T>): Loaded<T> {
  const { language } = useConsole();
  const [state, setState] = useState<{ data: T | undefined; error: Failure | undefined; loading: boolean }>({
    data: undefined,
    error: undefined,
    loading: true,
  });
  const [reloads, setReloads] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    setState((previous) => ({ ...previous, loading: true, error: undefined }));
    load(controller.signal).then(
      (data) => setState({ data, error: undefined, loading: false }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState({ data: undefined, error: failureOf(error, language), loading: false });
      },
    );
    return () => controller.abort();
  }, [load, language, reloads]);
  const reload = useCallback(() => setReloads((count) => count + 1), []);
  const set = useCallback((data: T) => setState({ data, error: undefined, loading: false }), []);
  return { ...state, reload, set };
}

/** A failed load: the 404 page for a missing record, else the error page with its span id and Retry. */
export function LoadFailure({
  error,
  onRetry,
  homeHref,
}: {
  readonly error: Failure;
  readonly onRetry: () => void;
  readonly homeHref?: string | undefined;
}) {
  const t = useText();
  return error.notFound ? (
    <ResultPage status={404} reason={t('resource.notFound')} homeHref={homeHref ?? '/main/dashboard'} />
  ) : (
    <ResultPage status={500} reason={error.message} spanId={error.spanId} onRetry={onRetry} />
  );
}

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(260px, 1fr));
  gap: var(--ops-space-4);

  & > [data-wide] {
    grid-column: 1 / -1;
  }
`;

const Footer = styled.div`
  display: flex;
  gap: var(--ops-space-2);
  justify-content: flex-end;
`;

export interface InlineRecordFormProps {
  readonly screen: ResourceScreen;
  /** The record edited; a new record is created when absent. */
  readonly record?: StoredRecord | undefined;
  /** The values a new record starts from (over the screen's defaults). */
  readonly initial?: Readonly<Record<string, unknown>>;
  /** Fields shown but not changed here (those the route names the record by). */
  readonly locked?: readonly string[];
  /** Checks beyond the schema before saving: a message per field. */
  readonly check?: (values: Readonly<Record<string, unknown>>) => Readonly<Record<string, string>>;
  readonly onSaved: (record: StoredRecord) => void;
  readonly onCancel: () => void;
  /** Reads the record again after a conflict (409). */
  readonly onReload: () => void;
}

/** The form of a resource screen definition in place: PUT with the version read, or POST for a new record. */
export function InlineRecordForm({
  screen,
  record,
  initial,
  locked = [],
  check,
  onSaved,
  onCancel,
  onReload,
}: InlineRecordFormProps) {
  const { http, language } = useConsole();
  const t = useText();
  const title = useTitle();
  const toast = useToast();
  const { resource } = screen;
  const [conflict, setConflict] = useState(false);
  const defaultValues = useMemo(
    () => (record ? fieldsOf(screen, record) : { ...(screen.defaults ?? {}), ...(initial ?? {}) }),
    [record, screen, initial],
  );
  const form = useZodForm(resource.schema as unknown as z.ZodType<FieldValues, FieldValues>, {
    defaultValues,
  });

  const submit = async (submitted: Record<string, unknown>) => {
    // Disabled controls submit nothing: the locked fields keep the values they started with.
    const values: Record<string, unknown> = { ...submitted };
    for (const field of locked) {
      const value = (defaultValues as Record<string, unknown>)[field];
      if (value !== undefined) values[field] = value;
    }
    const problems = Object.entries(check?.(values) ?? {});
    if (problems.length > 0) {
      // Thrown as the service's validation answer is, the Form puts each message on its field.
      throw Object.assign(new Error(problems[0]?.[1]), {
        validationErrors: problems.map(([field, message]) => ({ field, message })),
      });
    }
    let saved: StoredRecord;
    try {
      saved = record
        ? await updateRecord(http, resource.name, record.id, record.version, values)
        : await createRecord(http, resource.name, values);
    } catch (error) {
      if (error instanceof HttpError && error.status === 409) setConflict(true);
      throw error;
    }
    toast.success(record ? t('resource.saved') : t('resource.created'));
    form.reset(values);
    onSaved(saved);
  };

  return (
    <>
      {conflict ? (
        <PageSection>
          <Alert
            variant="warning"
            actions={
              <Button variant="link" onClick={onReload}>
                {t('resource.reload')}
              </Button>
            }
          >
            {t('resource.conflict')}
          </Alert>
        </PageSection>
      ) : null}
      <Form
        form={form}
        onSubmit={submit}
        warnOnLeave
        describeError={(error) => describeError(error, { language })}
      >
        {screen.form.map((section, index) => (
          <Card key={index} title={section.title ? title(section.title) : undefined} headingLevel={2}>
            <Grid>
              {section.fields.map((field) => {
                const view = screen.fields[field] ?? { label: { 'zh-CN': field, en: field, ja: field } };
                const input = inputOf(resource, field, view);
                const wide =
                  input.type === 'textarea' || input.type === 'richtext' || input.type === 'attachment';
                const label = title(view.label);
                return (
                  <div key={field} {...(wide ? { 'data-wide': true } : {})}>
                    <FormField
                      name={field}
                      required={isRequired(resource, field)}
                      disabled={view.readOnly === true || locked.includes(field)}
                      render={(render) => (
                        <FieldControl
                          resource={resource}
                          input={input}
                          view={view}
                          label={label}
                          description={view.help ? title(view.help) : undefined}
                          render={render as never}
                        />
                      )}
                    />
                  </div>
                );
              })}
            </Grid>
          </Card>
        ))}
        <Footer>
          <Button type="button" variant="secondary" onClick={onCancel}>
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
