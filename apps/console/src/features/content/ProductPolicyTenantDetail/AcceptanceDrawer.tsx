import {
  getRecord,
  getRecordHistory,
  policyAcceptanceStatuses,
  productPolicyAcceptanceResource,
  updateRecord,
  type RecordHistoryEntry,
  type StoredRecord,
} from '@opsdesk/api';
import { describeError, HttpError } from '@opsdesk/http';
import {
  Alert,
  Button,
  Descriptions,
  Drawer,
  Select,
  Skeleton,
  Textarea,
  useFormat,
  useToast,
} from '@opsdesk/ui';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { useConsole } from '../../../app/ConsoleContext';
import { useText, useTitle } from '../../../i18n';
import { FieldValue } from '../../../resources/FieldValue';
import { fieldsOf } from '../../../resources/recordActions';
import { useLocalText } from '../../shared/localText';
import { acceptanceScreen } from './acceptanceScreen';
import { policyTenantMessages } from './messages';

const Section = styled.section`
  display: grid;
  gap: var(--ops-space-3);
  margin-block-end: var(--ops-space-5);

  & > h3 {
    margin: 0;
    font-size: var(--ops-font-size-md);
  }
`;

const HistoryList = styled.ol`
  margin: 0;
  padding-inline-start: var(--ops-space-5);
  display: grid;
  gap: var(--ops-space-2);
  font-size: var(--ops-font-size-sm);

  & ul {
    margin: var(--ops-space-1) 0 0;
    padding-inline-start: var(--ops-space-4);
    color: var(--ops-color-text-muted);
  }
`;

const DETAIL_FIELDS = [
  'tenantId',
  'policyCode',
  'policyType',
  'policyVersion',
  'acceptanceStatus',
  'acceptedByName',
  'acceptedByEmail',
  'acceptedAt',
  'channel',
  'customTerms',
  'remark',
] as const;

const valueText = (value: unknown) =>
  value === undefined || value === null || value === ''
    ? '—'
    : typeof value === 'object'
      ? JSON.stringify(value)
      : String(value);

function History({ id, version }: { id: number; version: number }) {
  const { http, language } = useConsole();
  const t = useText();
  const title = useTitle();
  const format = useFormat();
  const [entries, setEntries] = useState<RecordHistoryEntry[] | undefined>();
  const [error, setError] = useState<string | undefined>();
  useEffect(() => {
    const controller = new AbortController();
    getRecordHistory(http, productPolicyAcceptanceResource.name, id, { signal: controller.signal }).then(
      setEntries,
      (failure: unknown) => {
        if (!controller.signal.aborted) setError(describeError(failure, { language }).message);
      },
    );
    return () => controller.abort();
    // The version changes after a save: the history gains its entry.
  }, [http, language, id, version]);
  if (error) return <Alert variant="error">{error}</Alert>;
  if (!entries) return <Skeleton.Text lines={3} />;
  if (entries.length === 0) return <p>{t('resource.history.empty')}</p>;
  return (
    <HistoryList>
      {entries.map((entry) => {
        const action = t(`resource.history.action.${entry.action}`);
        const changes =
          entry.changes && typeof entry.changes === 'object' && !Array.isArray(entry.changes)
            ? Object.entries(entry.changes as Record<string, unknown>).filter(
                (change): change is [string, [unknown, unknown]] =>
                  Array.isArray(change[1]) && change[1].length === 2,
              )
            : [];
        return (
          <li key={entry.id}>
            <strong>{action === '#' ? entry.action : action}</strong>{' '}
            {t('resource.history.by', {
              actor: entry.actor ?? t('resource.history.system'),
              at: format.dateTime(entry.at),
            })}
            {changes.length > 0 ? (
              <ul>
                {changes.map(([field, [before, after]]) => {
                  const view = acceptanceScreen.fields[field];
                  return (
                    <li key={field}>
                      {t('resource.history.field', {
                        field: view ? title(view.label) : field,
                        before: valueText(before),
                        after: valueText(after),
                      })}
                    </li>
                  );
                })}
              </ul>
            ) : null}
          </li>
        );
      })}
    </HistoryList>
  );
}

function EditForm({
  record,
  onSaved,
  onConflict,
}: {
  record: StoredRecord;
  onSaved: (record: StoredRecord) => void;
  onConflict: () => void;
}) {
  const { http, language } = useConsole();
  const title = useTitle();
  const text = useLocalText(policyTenantMessages);
  const toast = useToast();
  const [status, setStatus] = useState(String(record.acceptanceStatus ?? 'PENDING'));
  const [customTerms, setCustomTerms] = useState(String(record.customTerms ?? ''));
  const [remark, setRemark] = useState(String(record.remark ?? ''));
  const [saving, setSaving] = useState(false);
  const statusView = acceptanceScreen.fields.acceptanceStatus;
  const labelOf = (field: string) => {
    const view = acceptanceScreen.fields[field];
    return view ? title(view.label) : field;
  };
  const statusOptions = statusView?.input?.type === 'select' ? statusView.input.options : [];

  const save = async () => {
    setSaving(true);
    try {
      const fields: Record<string, unknown> = {
        ...fieldsOf(acceptanceScreen, record),
        acceptanceStatus: status,
      };
      if (customTerms.trim()) fields.customTerms = customTerms.trim();
      else delete fields.customTerms;
      if (remark.trim()) fields.remark = remark.trim();
      else delete fields.remark;
      const saved = await updateRecord(
        http,
        productPolicyAcceptanceResource.name,
        record.id,
        record.version,
        fields,
      );
      toast.success(text('policyTenant.saved'));
      onSaved(saved);
    } catch (error) {
      if (error instanceof HttpError && error.status === 409) {
        toast.warning(text('policyTenant.conflict'));
        onConflict();
      } else {
        toast.toastError(error, (failure) => describeError(failure, { language }));
      }
    } finally {
      setSaving(false);
    }
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <Section>
        <h3>{text('policyTenant.edit')}</h3>
        <Select
          label={labelOf('acceptanceStatus')}
          required
          options={policyAcceptanceStatuses.map((value) => {
            const option = statusOptions.find((candidate) => candidate.value === value);
            return { value, label: option ? title(option.label) : value };
          })}
          value={status}
          onValueChange={(value) => setStatus(value ?? 'PENDING')}
        />
        <Textarea
          label={labelOf('customTerms')}
          rows={5}
          limit={2000}
          value={customTerms}
          onChange={(event) => setCustomTerms(event.target.value)}
        />
        <Textarea
          label={labelOf('remark')}
          rows={3}
          limit={500}
          value={remark}
          onChange={(event) => setRemark(event.target.value)}
        />
        <div>
          <Button type="submit" variant="primary" loading={saving}>
            {text('policyTenant.save')}
          </Button>
        </div>
      </Section>
    </form>
  );
}

export interface AcceptanceDrawerProps {
  /** The acceptance shown; the drawer is closed without one. */
  readonly record: StoredRecord | undefined;
  readonly canWrite: boolean;
  readonly onClose: () => void;
  /** After a save: the stored record, for the table to show. */
  readonly onChanged: (record: StoredRecord) => void;
}

/** One acceptance in a side panel: every field, its operation history, and (with content:write) a form to change it. */
export function AcceptanceDrawer({ record, canWrite, onClose, onChanged }: AcceptanceDrawerProps) {
  const { http, language } = useConsole();
  const title = useTitle();
  const text = useLocalText(policyTenantMessages);
  const toast = useToast();
  const [current, setCurrent] = useState<StoredRecord | undefined>(record);
  useEffect(() => setCurrent(record), [record]);

  const reload = async () => {
    if (!current) return;
    try {
      const fresh = await getRecord(http, productPolicyAcceptanceResource.name, current.id);
      setCurrent(fresh);
      onChanged(fresh);
    } catch (error) {
      toast.toastError(error, (failure) => describeError(failure, { language }));
    }
  };

  return (
    <Drawer.Root open={record !== undefined} onOpenChange={(open) => (open ? undefined : onClose())}>
      <Drawer.Content size="lg">
        <Drawer.Title>{text('policyTenant.drawerTitle')}</Drawer.Title>
        <Drawer.Description>{text('policyTenant.drawerDescription')}</Drawer.Description>
        <Drawer.Body>
          {current ? (
            <>
              <Section>
                <Descriptions
                  columns={2}
                  items={DETAIL_FIELDS.map((field) => {
                    const view = acceptanceScreen.fields[field];
                    return {
                      key: field,
                      label: view ? title(view.label) : field,
                      value: (
                        <FieldValue
                          resource={productPolicyAcceptanceResource}
                          field={field}
                          view={view}
                          value={current[field]}
                        />
                      ),
                      ...(field === 'customTerms' || field === 'remark' ? { span: 'row' as const } : {}),
                    };
                  })}
                />
              </Section>
              {canWrite ? (
                <EditForm
                  key={`${current.id}:${current.version}`}
                  record={current}
                  onSaved={(saved) => {
                    setCurrent(saved);
                    onChanged(saved);
                  }}
                  onConflict={() => void reload()}
                />
              ) : null}
              <Section>
                <h3>{text('policyTenant.history')}</h3>
                <History id={current.id} version={current.version} />
              </Section>
            </>
          ) : null}
        </Drawer.Body>
        <Drawer.Footer>
          <Drawer.Close asChild>
            <Button variant="secondary">{text('policyTenant.close')}</Button>
          </Drawer.Close>
        </Drawer.Footer>
      </Drawer.Content>
    </Drawer.Root>
  );
}
