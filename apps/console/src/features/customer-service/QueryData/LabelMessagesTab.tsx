import { apiMessage, deleteRecord, documentCategoryMessages, type StoredRecord } from '@opsdesk/api';
import { describeError } from '@opsdesk/http';
import { Button, DataTable, useConfirm, useFormat, useToast, type DataTableColumn } from '@opsdesk/ui';
import { useEffect, useMemo, useState } from 'react';
import styled from 'styled-components';
import { useConsole } from '../../../app/ConsoleContext';
import { useShellLocale } from '../../../i18n';
import { useResourcePermissions } from '../../../resources/access';
import { routeOf, useQueryDataText } from './shared';
import { usePagedRecords } from './usePagedRecords';

const Toolbar = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-block-end: var(--ops-space-3);
`;

const dash = (value: unknown) =>
  value === undefined || value === null || value === '' ? '—' : String(value);

/**
 * The label messages the employee received (cs-label-message), with row selection and a delete of
 * the selected ones after a confirmation naming their count.
 */
export function LabelMessagesTab({
  tenantId,
  userOID,
}: {
  readonly tenantId: number;
  readonly userOID: string;
}) {
  const { http, language } = useConsole();
  const text = useQueryDataText();
  const locale = useShellLocale();
  const format = useFormat();
  const toast = useToast();
  const confirm = useConfirm();
  const permissions = useResourcePermissions(routeOf('tenant-employee-detail'), 'cs-label-message');
  const records = usePagedRecords('cs-label-message', { tenantId, userOID }, 'sentAt,desc');
  const [selected, setSelected] = useState<string[]>([]);
  const [deleting, setDeleting] = useState(false);

  // Another page, or the same page reloaded: only rows on show stay selected.
  const { rows } = records;
  useEffect(() => {
    const shown = new Set(rows.map((row) => String(row.id)));
    setSelected((previous) => previous.filter((id) => shown.has(id)));
  }, [rows]);

  const columns = useMemo(
    (): DataTableColumn<StoredRecord>[] => [
      {
        id: 'labelName',
        header: text('queryData.label.labelName'),
        width: 140,
        cell: (row) => dash(row.labelName),
      },
      {
        id: 'labelType',
        header: text('queryData.label.labelType'),
        width: 130,
        cell: (row) => dash(row.labelType),
      },
      {
        id: 'documentCategory',
        header: text('queryData.label.documentCategory'),
        width: 150,
        cell: (row) => {
          const id = documentCategoryMessages[row.documentCategory as keyof typeof documentCategoryMessages];
          return id ? apiMessage(id, locale) : dash(row.documentCategory);
        },
      },
      {
        id: 'documentCode',
        header: text('queryData.document.documentCode'),
        width: 190,
        cell: (row) => dash(row.documentCode),
      },
      {
        id: 'content',
        header: text('queryData.label.content'),
        width: 280,
        cell: (row) => dash(row.content),
      },
      {
        id: 'sentAt',
        header: text('queryData.label.sentAt'),
        width: 170,
        sortable: true,
        sortField: 'sentAt',
        cell: (row) => (row.sentAt ? format.dateTime(String(row.sentAt)) : '—'),
      },
      {
        id: 'read',
        header: text('queryData.label.read'),
        width: 80,
        cell: (row) => (row.read === true ? text('queryData.label.yes') : text('queryData.label.no')),
      },
    ],
    [format, locale, text],
  );

  const remove = async () => {
    const count = selected.length;
    const ok = await confirm({
      title: text('queryData.label.confirm', { count }),
      description: text('queryData.label.confirmDescription'),
      confirmLabel: text('queryData.label.deleteAction'),
      cancelLabel: text('queryData.cancel'),
      variant: 'danger',
    });
    if (!ok) return;
    setDeleting(true);
    let deleted = 0;
    try {
      for (const id of selected) {
        await deleteRecord(http, 'cs-label-message', Number(id));
        deleted += 1;
      }
      toast.success(text('queryData.label.deleted', { count: deleted }));
    } catch (error) {
      if (deleted > 0) toast.success(text('queryData.label.deleted', { count: deleted }));
      toast.toastError(error, (failure) => describeError(failure, { language }));
    } finally {
      setDeleting(false);
      setSelected([]);
      records.reload();
    }
  };

  return (
    <>
      {permissions.canDelete ? (
        <Toolbar>
          <Button
            variant="danger"
            disabled={selected.length === 0}
            loading={deleting}
            onClick={() => void remove()}
          >
            {text('queryData.label.delete', { count: selected.length })}
          </Button>
        </Toolbar>
      ) : null}
      <DataTable<StoredRecord>
        label={text('queryData.label.table')}
        columns={columns}
        rows={records.rows}
        getRowId={(row) => String(row.id)}
        loading={records.loading}
        error={records.error}
        onRetry={records.reload}
        emptyText={text('queryData.label.empty')}
        page={records.page}
        pageSize={records.size}
        total={records.total}
        onPageChange={records.setPage}
        onPageSizeChange={records.setSize}
        sort={records.sort}
        onSortChange={records.setSort}
        {...(permissions.canDelete ? { selectedRowIds: selected, onSelectedRowIdsChange: setSelected } : {})}
      />
    </>
  );
}
