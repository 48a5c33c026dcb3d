import { operateCategoryOf, statusLabel, type StoredRecord } from '@opsdesk/api';
import {
  Button,
  DataTable,
  DocumentStatusBadge,
  useFormat,
  useToast,
  type DataTableColumn,
} from '@opsdesk/ui';
import { useMemo } from 'react';
import { useShellLocale } from '../../../i18n';
import type { QueryDataMessageId } from './messages';
import { copyText, useQueryDataText } from './shared';
import { usePagedRecords } from './usePagedRecords';

export interface DocumentTableProps {
  readonly tenantId: number;
  readonly userOID: string;
  /** The table's accessible name (the tab's title). */
  readonly label: string;
  /** The cs-document kinds listed; every kind when absent. */
  readonly kinds?: readonly string[];
  /** The document statuses listed; every status when absent. */
  readonly statuses?: readonly number[];
  /** A kind column, for tabs listing several kinds. */
  readonly showKind?: boolean;
  /** The budget item column of budget occupancies. */
  readonly showBudgetItem?: boolean;
}

const dash = (value: unknown) =>
  value === undefined || value === null || value === '' ? '—' : String(value);

/**
 * An employee's documents (cs-document): code (copied on click), form, title, amount with currency,
 * document status with its operate category, handler and submission time, newest first, 10 a page.
 */
export function DocumentTable({
  tenantId,
  userOID,
  label,
  kinds,
  statuses,
  showKind = false,
  showBudgetItem = false,
}: DocumentTableProps) {
  const text = useQueryDataText();
  const locale = useShellLocale();
  const format = useFormat();
  const toast = useToast();
  const records = usePagedRecords(
    'cs-document',
    {
      tenantId,
      userOID,
      ...(kinds ? { kind: kinds } : {}),
      ...(statuses ? { documentStatus: statuses } : {}),
    },
    'submittedAt,desc',
  );

  const columns = useMemo((): DataTableColumn<StoredRecord>[] => {
    const copy = async (code: string) => {
      if (await copyText(code)) toast.success(text('queryData.document.copied', { code }));
      else toast.error(text('queryData.document.copyFailed'));
    };
    const money = (row: StoredRecord) => {
      if (typeof row.amount !== 'number') return '—';
      const currency = typeof row.currencyCode === 'string' ? row.currencyCode : undefined;
      try {
        return format.money(row.amount, { currency });
      } catch {
        return `${format.money(row.amount)} ${currency ?? ''}`.trim();
      }
    };
    return [
      {
        id: 'documentCode',
        header: text('queryData.document.documentCode'),
        width: 200,
        pin: 'left',
        sortable: true,
        sortField: 'documentCode',
        cell: (row) => {
          const code = String(row.documentCode ?? '');
          return (
            <Button
              variant="link"
              size="sm"
              aria-label={text('queryData.document.copy', { code })}
              onClick={() => void copy(code)}
            >
              {code}
            </Button>
          );
        },
      },
      ...(showKind
        ? [
            {
              id: 'kind',
              header: text('queryData.document.kind'),
              width: 140,
              cell: (row: StoredRecord) => text(`queryData.kind.${String(row.kind)}` as QueryDataMessageId),
            },
          ]
        : []),
      {
        id: 'formName',
        header: text('queryData.document.formName'),
        width: 160,
        cell: (row) => dash(row.formName),
      },
      { id: 'title', header: text('queryData.document.title'), width: 240, cell: (row) => dash(row.title) },
      {
        id: 'amount',
        header: text('queryData.document.amount'),
        width: 150,
        align: 'end',
        sortable: true,
        sortField: 'amount',
        cell: money,
      },
      {
        id: 'documentStatus',
        header: text('queryData.document.status'),
        width: 160,
        cell: (row) => {
          const code = row.documentStatus as number | string;
          return (
            <DocumentStatusBadge
              category={operateCategoryOf(code) ?? 'finish'}
              label={statusLabel(code, locale)}
            />
          );
        },
      },
      ...(showBudgetItem
        ? [
            {
              id: 'budgetItem',
              header: text('queryData.document.budgetItem'),
              width: 160,
              cell: (row: StoredRecord) => dash(row.budgetItem),
            },
          ]
        : []),
      {
        id: 'currentHandler',
        header: text('queryData.document.handler'),
        width: 140,
        cell: (row) => dash(row.currentHandler),
      },
      {
        id: 'submittedAt',
        header: text('queryData.document.submittedAt'),
        width: 170,
        sortable: true,
        sortField: 'submittedAt',
        cell: (row) => (row.submittedAt ? format.dateTime(String(row.submittedAt)) : '—'),
      },
    ];
  }, [format, locale, showBudgetItem, showKind, text, toast]);

  return (
    <DataTable<StoredRecord>
      label={label}
      columns={columns}
      rows={records.rows}
      getRowId={(row) => String(row.id)}
      loading={records.loading}
      error={records.error}
      onRetry={records.reload}
      emptyText={text('queryData.document.empty')}
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
