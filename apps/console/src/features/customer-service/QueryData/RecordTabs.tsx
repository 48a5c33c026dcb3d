import { apiMessage, documentCategoryMessages, type StoredRecord } from '@opsdesk/api';
import { hasAuthority } from '@opsdesk/auth';
import { usePermissionSubject } from '@opsdesk/auth/react';
import { Alert, Badge, DataTable, StatusBadge, useFormat, type DataTableColumn } from '@opsdesk/ui';
import { useMemo } from 'react';
import { useShellLocale } from '../../../i18n';
import type { QueryDataMessageId } from './messages';
import { useQueryDataText } from './shared';
import { usePagedRecords } from './usePagedRecords';

const dash = (value: unknown) =>
  value === undefined || value === null || value === '' ? '—' : String(value);

const outcomeTones = { SUCCESS: 'success', PARTIAL: 'warning', FAILED: 'danger' } as const;

/** The employee's uses of the AI features (cs-ai-record): feature, input, outcome, tokens, duration, time. */
export function AiRecordsTab({ tenantId, userOID }: { readonly tenantId: number; readonly userOID: string }) {
  const text = useQueryDataText();
  const format = useFormat();
  const records = usePagedRecords('cs-ai-record', { tenantId, userOID }, 'occurredAt,desc');
  const columns = useMemo(
    (): DataTableColumn<StoredRecord>[] => [
      {
        id: 'feature',
        header: text('queryData.ai.feature'),
        width: 150,
        cell: (row) => text(`queryData.ai.feature.${String(row.feature)}` as QueryDataMessageId),
      },
      {
        id: 'inputSummary',
        header: text('queryData.ai.input'),
        width: 260,
        cell: (row) => dash(row.inputSummary),
      },
      {
        id: 'resultSummary',
        header: text('queryData.ai.result'),
        width: 240,
        cell: (row) => dash(row.resultSummary),
      },
      {
        id: 'outcome',
        header: text('queryData.ai.outcome'),
        width: 120,
        cell: (row) => {
          const outcome = String(row.outcome) as keyof typeof outcomeTones;
          return (
            <Badge tone={outcomeTones[outcome] ?? 'neutral'}>
              {text(`queryData.ai.outcome.${outcome}` as QueryDataMessageId)}
            </Badge>
          );
        },
      },
      {
        id: 'tokens',
        header: text('queryData.ai.tokens'),
        width: 110,
        align: 'end',
        sortable: true,
        sortField: 'tokens',
        cell: (row) => format.number(row.tokens as number),
      },
      {
        id: 'durationMs',
        header: text('queryData.ai.duration'),
        width: 130,
        align: 'end',
        sortable: true,
        sortField: 'durationMs',
        cell: (row) => format.number(row.durationMs as number),
      },
      {
        id: 'occurredAt',
        header: text('queryData.ai.occurredAt'),
        width: 170,
        sortable: true,
        sortField: 'occurredAt',
        cell: (row) => (row.occurredAt ? format.dateTime(String(row.occurredAt)) : '—'),
      },
    ],
    [format, text],
  );
  return (
    <DataTable<StoredRecord>
      label={text('queryData.ai.table')}
      columns={columns}
      rows={records.rows}
      getRowId={(row) => String(row.id)}
      loading={records.loading}
      error={records.error}
      onRetry={records.reload}
      emptyText={text('queryData.ai.empty')}
      page={records.page}
      pageSize={records.size}
      total={records.total}
      onPageChange={records.setPage}
      onPageSizeChange={records.setSize}
      sort={records.sort}
      onSortChange={records.setSort}
    />
  );
}

/** The forms of the employee's tenant (form?tenantId=), which the employee may fill. */
export function FormsTab({ tenantId }: { readonly tenantId: number }) {
  const text = useQueryDataText();
  const subject = usePermissionSubject();
  // Forms are finance records: without finance:read the service refuses them, so say why up front.
  if (!hasAuthority(subject, 'finance:read'))
    return <Alert variant="info">{text('queryData.form.forbidden')}</Alert>;
  return <FormsTable tenantId={tenantId} />;
}

function FormsTable({ tenantId }: { readonly tenantId: number }) {
  const text = useQueryDataText();
  const locale = useShellLocale();
  const records = usePagedRecords('form', { tenantId }, 'formName,asc');
  const columns = useMemo(
    (): DataTableColumn<StoredRecord>[] => [
      {
        id: 'formName',
        header: text('queryData.form.formName'),
        width: 220,
        sortable: true,
        sortField: 'formName',
        cell: (row) => dash(row.formName),
      },
      {
        id: 'formCode',
        header: text('queryData.form.formCode'),
        width: 160,
        sortable: true,
        sortField: 'formCode',
        cell: (row) => dash(row.formCode),
      },
      {
        id: 'formType',
        header: text('queryData.form.formType'),
        width: 150,
        cell: (row) => text(`queryData.form.type.${String(row.formType)}` as QueryDataMessageId),
      },
      {
        id: 'documentCategory',
        header: text('queryData.label.documentCategory'),
        width: 160,
        cell: (row) => {
          const id = documentCategoryMessages[row.documentCategory as keyof typeof documentCategoryMessages];
          return id ? apiMessage(id, locale) : dash(row.documentCategory);
        },
      },
      {
        id: 'enabled',
        header: text('queryData.form.enabled'),
        width: 110,
        cell: (row) => <StatusBadge enabled={row.enabled !== false} />,
      },
    ],
    [locale, text],
  );
  return (
    <DataTable<StoredRecord>
      label={text('queryData.form.table')}
      columns={columns}
      rows={records.rows}
      getRowId={(row) => String(row.id)}
      loading={records.loading}
      error={records.error}
      onRetry={records.reload}
      emptyText={text('queryData.form.empty')}
      page={records.page}
      pageSize={records.size}
      total={records.total}
      onPageChange={records.setPage}
      onPageSizeChange={records.setSize}
      sort={records.sort}
      onSortChange={records.setSort}
    />
  );
}
