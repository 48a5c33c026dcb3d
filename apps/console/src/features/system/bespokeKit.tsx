import {
  createRecord,
  listRecords,
  productSection,
  productSections,
  subAppClientType,
  subAppClientTypes,
  updateRecord,
  type StoredRecord,
} from '@opsdesk/api';
import { describeError, HttpError } from '@opsdesk/http';
import {
  Alert,
  Button,
  Card,
  EmptyState,
  Form,
  FormField,
  ResultPage,
  Skeleton,
  useToast,
  useZodForm,
} from '@opsdesk/ui';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import type { z } from 'zod';
import { useConsole } from '../../app/ConsoleContext';
import { useLoad, type Loaded, type LoadError } from '../../app/useLoad';
import { catalogue } from '../../catalogue';
import type { RouteDefinition, Title } from '../../catalogue/types';
import { useText, useTitle } from '../../i18n';
import { FieldControl } from '../../resources/FieldControl';
import { FieldValue } from '../../resources/FieldValue';
import { inputOf, isRequired } from '../../resources/fieldKinds';
import { enumOptions } from '../../resources/kit';
import { PageHeader, PageSection } from '../../resources/layout';
import { fieldsOf } from '../../resources/recordActions';
import type { FieldOption, ResourceScreen } from '../../resources/types';
import { fillText } from '../shared/localText';

// What the system area's bespoke screens share: texts with values, the route a screen answers to,
// loading with its failure, an inline form over one record of a resource screen definition, and the
// pages over one record that the route names by cloud, section and client type (read, edited in
// place, or created in place where it does not exist yet).

/** The texts of a screen's messages module in the current language, with values filled in. */
export function useMessages<M extends Readonly<Record<string, Title>>>(messages: M) {
  const title = useTitle();
  return useCallback(
    (id: keyof M & string, values?: Readonly<Record<string, string | number>>) =>
      fillText(title(messages[id] as Title), values),
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

/** A failed load: the 404 page for a missing record, else the error page with its span id and Retry. */
export function LoadFailure({
  error,
  onRetry,
  homeHref,
}: {
  readonly error: LoadError;
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

/** Checks beyond the schema before saving: a message per field. */
export type RecordCheck = (values: Readonly<Record<string, unknown>>) => Readonly<Record<string, string>>;

export interface InlineRecordFormProps {
  readonly screen: ResourceScreen;
  /** The record edited; a new record is created when absent. */
  readonly record?: StoredRecord | undefined;
  /** The values a new record starts from (over the screen's defaults). */
  readonly initial?: Readonly<Record<string, unknown>>;
  /** Fields shown but not changed here (those the route names the record by). */
  readonly locked?: readonly string[];
  /** Checks beyond the schema before saving: a message per field. */
  readonly check?: RecordCheck | undefined;
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

const isOneOf = (values: readonly string[], value: string | undefined): value is string =>
  value !== undefined && values.includes(value);

/** What a page over one record shows: the record, its form in place, or the create form where it is missing. */
export type RecordMode = 'view' | 'edit' | 'create';

// The product sections and client types a keyed record's route names, in @opsdesk/api's words.
const productSectionOptions = enumOptions(productSection.words);
const clientTypeOptions = enumOptions(subAppClientType.words);

/** The cloud, section and client type a route names one record by. */
export type RecordKeys = {
  readonly cloud: string;
  readonly section: string;
  readonly type: string;
};

export interface KeyedRecord {
  /** The route's section and client type are known ones (and it names a cloud). */
  readonly valid: boolean;
  readonly keys: RecordKeys;
  /** The keys as people read them: the section's and the client type's labels in the interface language. */
  readonly names: RecordKeys;
  /** The record, or null where none exists yet. */
  readonly loaded: Loaded<StoredRecord | null>;
  /** Nothing to show of the record yet: the keys name none, the first load runs, or the load failed. */
  readonly pending: boolean;
  readonly mode: RecordMode;
  readonly setMode: (mode: RecordMode) => void;
  /** Shows the record just saved and closes the form. */
  readonly saved: (record: StoredRecord) => void;
}

/** The one record of a resource that the route's cloud, section and client type name, and the page's mode. */
export function useKeyedRecord(resource: string): KeyedRecord {
  const { cloud = '', section, type } = useParams();
  const { http } = useConsole();
  const title = useTitle();
  const valid = cloud !== '' && isOneOf(productSections, section) && isOneOf(subAppClientTypes, type);
  const [mode, setMode] = useState<RecordMode>('view');
  const load = async (signal: AbortSignal): Promise<StoredRecord | null> => {
    if (!valid) return null;
    const page = await listRecords(http, resource, { cloud, section, type, size: 1 }, { signal });
    return page.content[0] ?? null;
  };
  const loaded = useLoad(load, [resource, cloud, section, type, String(valid)].join('\u0001'));
  const keys = useMemo(() => ({ cloud, section: section ?? '', type: type ?? '' }), [cloud, section, type]);
  const optionLabel = (options: readonly FieldOption[], value: string) => {
    const option = options.find((candidate) => candidate.value === value);
    return option ? title(option.label) : value;
  };
  const names = {
    cloud,
    section: optionLabel(productSectionOptions, keys.section),
    type: optionLabel(clientTypeOptions, keys.type),
  };
  const { set } = loaded;
  const saved = useCallback(
    (next: StoredRecord) => {
      set(next);
      setMode('view');
    },
    [set],
  );
  const pending = !valid || (loaded.loading && loaded.data === undefined) || loaded.error !== undefined;
  return { valid, keys, names, loaded, pending, mode, setMode, saved };
}

/** A pending keyed record's page: 404 for keys that name none, a skeleton while loading, or the failure. */
export function KeyedRecordPending({
  page,
  homeHref,
}: {
  readonly page: KeyedRecord;
  readonly homeHref: string;
}) {
  const t = useText();
  const { loaded } = page;
  if (!page.valid) return <ResultPage status={404} reason={t('resource.notFound')} homeHref={homeHref} />;
  if (loaded.error) return <LoadFailure error={loaded.error} onRetry={loaded.reload} homeHref={homeHref} />;
  return <Skeleton.Text lines={10} />;
}

/** A field of a record as a detail page shows it, and a field's label, by a resource screen definition. */
export function recordFields(screen: ResourceScreen, record: StoredRecord, title: (text: Title) => string) {
  return {
    field: (name: string) => (
      <FieldValue resource={screen.resource} field={name} view={screen.fields[name]} value={record[name]} />
    ),
    labelOf: (name: string) => title(screen.fields[name]?.label ?? { 'zh-CN': name, en: name, ja: name }),
  };
}

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--ops-space-2);
  align-items: center;
`;

/** A keyed record's header actions: the way back, and Edit while the record is read and may be written. */
export function KeyedRecordActions({
  page,
  back,
  canEdit,
}: {
  readonly page: KeyedRecord;
  readonly back: ReactNode;
  readonly canEdit: boolean;
}) {
  const t = useText();
  return (
    <Actions>
      {back}
      {canEdit && page.mode === 'view' ? (
        <Button variant="primary" onClick={() => page.setMode('edit')}>
          {t('resource.edit')}
        </Button>
      ) : null}
    </Actions>
  );
}

interface KeyedFormProps {
  readonly page: KeyedRecord;
  readonly screen: ResourceScreen;
  readonly check?: RecordCheck | undefined;
}

/**
 * A keyed record's form in place of the page's content, with the keys locked: the record's edit form
 * (after a conflict it closes and the record is read again), or without a record the create form,
 * starting from the keys.
 */
export function KeyedRecordForm({
  page,
  screen,
  record,
  label,
  check,
}: KeyedFormProps & { readonly record?: StoredRecord | undefined; readonly label: string }) {
  const { keys, loaded, setMode, saved } = page;
  return (
    <PageSection aria-label={label}>
      <InlineRecordForm
        key={record?.version}
        screen={screen}
        record={record}
        initial={keys}
        locked={Object.keys(keys)}
        check={check}
        onSaved={saved}
        onCancel={() => setMode('view')}
        onReload={
          record
            ? () => {
                setMode('view');
                loaded.reload();
              }
            : loaded.reload
        }
      />
    </PageSection>
  );
}

export interface MissingRecordProps extends KeyedFormProps {
  /** The page's heading and its way back to the list. */
  readonly title: string;
  readonly back: ReactNode;
  /** The empty state's text, the create button's, and the form section's accessible name. */
  readonly texts: { readonly missing: string; readonly create: string; readonly form: string };
  /** Offers the create button (the user may write the resource). */
  readonly canCreate: boolean;
}

/**
 * The page of a keyed record that does not exist yet: an empty state with a create button, and the
 * create form in place, starting from the keys and with them locked.
 */
export function MissingRecord({ page, screen, check, title, back, texts, canCreate }: MissingRecordProps) {
  return (
    <>
      <PageHeader title={title} actions={back} />
      {page.mode === 'create' ? (
        <KeyedRecordForm page={page} screen={screen} label={texts.form} check={check} />
      ) : (
        <EmptyState
          title={texts.missing}
          action={
            canCreate ? (
              <Button variant="primary" onClick={() => page.setMode('create')}>
                {texts.create}
              </Button>
            ) : undefined
          }
        />
      )}
    </>
  );
}
