import { useState } from 'react';
import { DataTable, type DataTableProps } from '../DataTable';
import type { DataTableColumn } from '../types';

/** An expense report as the finance lists show it. */
export interface Expense {
  readonly id: string;
  readonly code: string;
  readonly applicant: string;
  readonly department: string;
  readonly amount: number;
  readonly currency: string;
  readonly status: string;
  readonly submittedDate: string;
}

const applicants = ['Li Wei', 'Chen Jing', 'Wang Fang', 'Sato Yuki', 'Giulia Rossi', 'Zhang Min', 'Liu Yang'];
const departments = ['Finance', 'Sales', 'Operations', 'Travel desk', 'Customer service'];
const statuses = ['Editing', 'In approval', 'Approved', 'Paid', 'Rejected'];
const currencies = ['CNY', 'USD', 'JPY', 'EUR'];

/** `count` expenses, the same on every run. */
export function makeExpenses(count: number, start = 0): Expense[] {
  return Array.from({ length: count }, (_, offset) => {
    const index = start + offset;
    const day = 1 + (index % 28);
    return {
      id: `EXP-${String(index + 1).padStart(6, '0')}`,
      code: `BX${String(100_000 + ((index * 7_919) % 900_000))}`,
      applicant: applicants[index % applicants.length] ?? '',
      department: departments[(index * 3) % departments.length] ?? '',
      amount: Math.round(((index * 104_729) % 9_999_999) / 10) / 100,
      currency: currencies[index % currencies.length] ?? '',
      status: statuses[(index * 7) % statuses.length] ?? '',
      submittedDate: `2026-${String(1 + (index % 12)).padStart(2, '0')}-${String(day).padStart(2, '0')}`,
    };
  });
}

export const expenseColumns: readonly DataTableColumn<Expense>[] = [
  { id: 'code', header: 'Report number', accessor: 'code', width: 140, sortable: true },
  { id: 'applicant', header: 'Applicant', accessor: 'applicant', width: 140, sortable: true },
  { id: 'department', header: 'Department', accessor: 'department', width: 160 },
  {
    id: 'amount',
    header: 'Amount',
    accessor: 'amount',
    width: 140,
    align: 'end',
    sortable: true,
    cell: (row) => row.amount.toLocaleString('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
  },
  { id: 'currency', header: 'Currency', accessor: 'currency', width: 100 },
  { id: 'status', header: 'Status', accessor: 'status', width: 130 },
  {
    id: 'submittedDate',
    header: 'Submitted',
    accessor: 'submittedDate',
    width: 130,
    sortable: true,
    sortField: 'submitted_date',
  },
];

/** A table whose sort, page, page size and selection are state here, as an app keeps them. */
export function ControlledTable(
  props: Omit<DataTableProps<Expense>, 'columns' | 'rows'> & {
    readonly all: readonly Expense[];
    readonly columns?: readonly DataTableColumn<Expense>[];
    readonly paged?: boolean;
    readonly selectable?: boolean;
    readonly initialSort?: string;
  },
) {
  const { all, columns = expenseColumns, paged = false, selectable = false, initialSort, ...rest } = props;
  const [sort, setSort] = useState<string | undefined>(initialSort);
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(10);
  const [selected, setSelected] = useState<string[]>([]);
  const rows = paged ? all.slice(page * pageSize, (page + 1) * pageSize) : all;
  return (
    <DataTable<Expense>
      label="Expense reports"
      columns={columns}
      rows={rows}
      getRowId={(row) => row.id}
      sort={sort}
      onSortChange={setSort}
      {...(paged
        ? { page, pageSize, total: all.length, onPageChange: setPage, onPageSizeChange: setPageSize }
        : {})}
      {...(selectable ? { selectedRowIds: selected, onSelectedRowIdsChange: setSelected } : {})}
      {...rest}
    />
  );
}
