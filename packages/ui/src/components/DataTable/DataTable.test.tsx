// @vitest-environment jsdom
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OpsIntlProvider } from '../../i18n/intl';
import { DataTable } from './DataTable';
import { ControlledTable, expenseColumns, makeExpenses, type Expense } from './test/fixtures';
import { TablePageSizeProvider } from './TablePageSizeProvider';
import { createTablePageSizeStore } from './tablePageSizeStore';
import type { DataTableColumn } from './types';

afterEach(cleanup);

const renderEn = (ui: ReactNode) => render(<OpsIntlProvider locale="en">{ui}</OpsIntlProvider>);
const dataRows = () => within(screen.getByRole('grid')).getAllByRole('row').slice(1);
const columnHeader = (name: string) => screen.getByRole('columnheader', { name: new RegExp(name) });

describe('DataTable', () => {
  it('shows each row with the accessor value or the cell renderer', () => {
    renderEn(<ControlledTable all={makeExpenses(3)} />);
    const first = within(dataRows()[0] as HTMLElement).getAllByRole('gridcell');
    expect(first.map((cell) => cell.textContent)).toEqual([
      'BX100000',
      'Li Wei',
      'Finance',
      '0.00',
      'CNY',
      'Editing',
      '2026-01-01',
    ]);
  });

  it('shows the empty text in one cell spanning 12 columns when there are no rows', () => {
    renderEn(<ControlledTable all={[]} />);
    const cell = screen.getByRole('gridcell', { name: 'No data' });
    expect(cell.getAttribute('colspan')).toBe('12');
  });

  it('spans every column with the empty row when there are more than 12', () => {
    const many: DataTableColumn<Expense>[] = Array.from({ length: 14 }, (_, index) => ({
      id: `c${index}`,
      header: `Column ${index}`,
      accessor: 'code',
    }));
    renderEn(<DataTable columns={many} rows={[]} label="Wide" emptyText="Nothing yet" />);
    expect(screen.getByRole('gridcell', { name: 'Nothing yet' }).getAttribute('colspan')).toBe('14');
  });

  it('keeps the layout with skeleton rows and marks the grid busy while loading', () => {
    renderEn(<ControlledTable all={makeExpenses(5)} loading />);
    const grid = screen.getByRole('grid');
    expect(grid.getAttribute('aria-busy')).toBe('true');
    expect(grid.querySelectorAll('tbody tr[aria-hidden="true"]')).toHaveLength(5);
    expect(grid.querySelectorAll('.ops-dt-skeleton')).toHaveLength(5 * expenseColumns.length);
  });

  it('shows the error with a retry button that calls onRetry', async () => {
    const onRetry = vi.fn();
    renderEn(<ControlledTable all={makeExpenses(5)} error onRetry={onRetry} />);
    expect(screen.getByRole('alert').textContent).toContain('Loading failed');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('asks for field,asc then field,desc then no sort as the header is clicked', async () => {
    const onSortChange = vi.fn();
    const { rerender } = renderEn(
      <DataTable columns={expenseColumns} rows={makeExpenses(3)} onSortChange={onSortChange} />,
    );
    const sortButton = () => within(columnHeader('Submitted')).getByRole('button');
    await userEvent.click(sortButton());
    expect(onSortChange).toHaveBeenLastCalledWith('submitted_date,asc');
    rerender(
      <OpsIntlProvider locale="en">
        <DataTable
          columns={expenseColumns}
          rows={makeExpenses(3)}
          sort="submitted_date,asc"
          onSortChange={onSortChange}
        />
      </OpsIntlProvider>,
    );
    await userEvent.click(sortButton());
    expect(onSortChange).toHaveBeenLastCalledWith('submitted_date,desc');
    rerender(
      <OpsIntlProvider locale="en">
        <DataTable
          columns={expenseColumns}
          rows={makeExpenses(3)}
          sort="submitted_date,desc"
          onSortChange={onSortChange}
        />
      </OpsIntlProvider>,
    );
    await userEvent.click(sortButton());
    expect(onSortChange).toHaveBeenLastCalledWith(undefined);
  });

  it('marks the sorted column with aria-sort and the other sortable ones with none', () => {
    renderEn(<ControlledTable all={makeExpenses(3)} initialSort="amount,desc" />);
    expect(columnHeader('Amount').getAttribute('aria-sort')).toBe('descending');
    expect(columnHeader('Applicant').getAttribute('aria-sort')).toBe('none');
    expect(columnHeader('Department').hasAttribute('aria-sort')).toBe(false);
  });

  it('sorts its own rows when sortRows is client', async () => {
    renderEn(<ControlledTable all={makeExpenses(20)} sortRows="client" />);
    await userEvent.click(within(columnHeader('Amount')).getByRole('button'));
    await userEvent.click(within(columnHeader('Amount')).getByRole('button'));
    const amounts = dataRows().map((row) => Number(row.children[3]?.textContent?.replace(/,/g, '')));
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
  });

  it('pages: shows the page and total, and the next-page button goes to the next page', async () => {
    renderEn(<ControlledTable all={makeExpenses(25)} paged />);
    expect(screen.getByText('25 items')).toBeTruthy();
    expect(screen.getByText('Page 1 of 3')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(screen.getByText('Page 2 of 3')).toBeTruthy();
    expect(dataRows()[0]?.getAttribute('aria-rowindex')).toBe('12');
  });

  it('starts with a page size of 10', () => {
    renderEn(<ControlledTable all={makeExpenses(25)} paged />);
    expect(dataRows()).toHaveLength(10);
    expect((screen.getByRole('combobox', { name: 'Rows per page' }) as HTMLSelectElement).value).toBe('10');
  });

  it('offers page sizes 10, 20, 50 and 100', () => {
    renderEn(<ControlledTable all={makeExpenses(25)} paged />);
    const options = within(screen.getByRole('combobox', { name: 'Rows per page' })).getAllByRole('option');
    expect(options.map((option) => (option as HTMLOptionElement).value)).toEqual(['10', '20', '50', '100']);
  });

  it('tells the store the selected page size before calling the app, and goes back to the first page', async () => {
    const store = createTablePageSizeStore();
    const seen: (number | undefined)[] = [];
    const onPageChange = vi.fn(() => seen.push(store.getSelectedPageSize()));
    renderEn(
      <TablePageSizeProvider store={store}>
        <DataTable
          columns={expenseColumns}
          rows={makeExpenses(10)}
          total={95}
          page={3}
          onPageChange={onPageChange}
        />
      </TablePageSizeProvider>,
    );
    expect(store.getSelectedPageSize()).toBe(10);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '50');
    expect(onPageChange).toHaveBeenCalledWith(0);
    expect(seen).toEqual([50]);
    expect(store.getSelectedPageSize()).toBe(50);
  });

  it('withdraws its page size from the store when it goes', () => {
    const store = createTablePageSizeStore();
    const { unmount } = renderEn(
      <TablePageSizeProvider store={store}>
        <DataTable columns={expenseColumns} rows={makeExpenses(3)} total={3} pageSize={20} />
      </TablePageSizeProvider>,
    );
    expect(store.getSelectedPageSize()).toBe(20);
    unmount();
    expect(store.getSelectedPageSize()).toBeUndefined();
  });

  it('selects a row with its checkbox', async () => {
    const onChange = vi.fn();
    renderEn(
      <DataTable
        columns={expenseColumns}
        rows={makeExpenses(3)}
        getRowId={(row) => row.id}
        selectedRowIds={['EXP-000001']}
        onSelectedRowIdsChange={onChange}
      />,
    );
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select row 2' }));
    expect(onChange).toHaveBeenCalledWith(['EXP-000001', 'EXP-000002']);
  });

  it('selects every row on the page with the header checkbox, shown half-checked when some are', async () => {
    const onChange = vi.fn();
    renderEn(
      <DataTable
        columns={expenseColumns}
        rows={makeExpenses(3)}
        getRowId={(row) => row.id}
        selectedRowIds={['EXP-000002']}
        onSelectedRowIdsChange={onChange}
      />,
    );
    const all = screen.getByRole('checkbox', { name: 'Select all rows on this page' }) as HTMLInputElement;
    expect(all.indeterminate).toBe(true);
    await userEvent.click(all);
    expect(onChange).toHaveBeenCalledWith(['EXP-000002', 'EXP-000001', 'EXP-000003']);
  });

  it('marks selected rows with aria-selected and data-state', async () => {
    renderEn(<ControlledTable all={makeExpenses(3)} selectable />);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select row 1' }));
    const row = dataRows()[0] as HTMLElement;
    expect(row.getAttribute('aria-selected')).toBe('true');
    expect(row.dataset.state).toBe('selected');
  });

  it('has one tab stop and moves between cells with the arrow keys', async () => {
    renderEn(<ControlledTable all={makeExpenses(5)} />);
    await userEvent.tab();
    expect(document.activeElement).toBe(columnHeader('Report number'));
    await userEvent.keyboard('{ArrowDown}{ArrowRight}{ArrowDown}');
    expect(document.activeElement?.textContent).toBe('Chen Jing');
    await userEvent.keyboard('{End}');
    expect(document.activeElement?.textContent).toBe('2026-02-02');
    await userEvent.keyboard('{Control>}{Home}{/Control}');
    expect(document.activeElement).toBe(columnHeader('Report number'));
    const tabStops = screen.getByRole('grid').querySelectorAll('[tabindex="0"]');
    expect(tabStops).toHaveLength(1);
  });

  it('sorts with Enter on a header cell', async () => {
    const onSortChange = vi.fn();
    renderEn(<DataTable columns={expenseColumns} rows={makeExpenses(3)} onSortChange={onSortChange} />);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(onSortChange).toHaveBeenCalledWith('code,asc');
  });

  it('toggles a row with Space in its selection cell', async () => {
    renderEn(<ControlledTable all={makeExpenses(3)} selectable />);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown} ');
    expect(dataRows()[0]?.getAttribute('aria-selected')).toBe('true');
  });

  it('resizes a column with Shift and the arrow keys, down to its minimum width', async () => {
    const onWidths = vi.fn();
    const columns: DataTableColumn<Expense>[] = [
      { id: 'code', header: 'Report number', accessor: 'code', width: 100, minWidth: 90 },
      { id: 'applicant', header: 'Applicant', accessor: 'applicant' },
    ];
    renderEn(<DataTable columns={columns} rows={makeExpenses(2)} onColumnWidthsChange={onWidths} />);
    await userEvent.tab();
    await userEvent.keyboard('{Shift>}{ArrowRight}{/Shift}');
    expect(onWidths).toHaveBeenLastCalledWith({ code: 116 });
    await userEvent.keyboard('{Shift>}{ArrowLeft}{ArrowLeft}{/Shift}');
    expect(onWidths).toHaveBeenLastCalledWith({ code: 90 });
    const col = screen.getByRole('grid').querySelector('col');
    expect(col?.style.width).toBe('90px');
  });

  it('resizes a column by dragging the edge of its header', () => {
    const onWidths = vi.fn();
    renderEn(<DataTable columns={expenseColumns} rows={makeExpenses(2)} onColumnWidthsChange={onWidths} />);
    const handle = columnHeader('Report number').querySelector('.ops-dt-resizer') as HTMLElement;
    act(() => {
      handle.dispatchEvent(new MouseEvent('pointerdown', { bubbles: true, button: 0, clientX: 200 }));
      handle.dispatchEvent(new MouseEvent('pointermove', { bubbles: true, clientX: 260 }));
      handle.dispatchEvent(new MouseEvent('pointerup', { bubbles: true, clientX: 260 }));
    });
    expect(onWidths).toHaveBeenCalledWith({ code: 200 });
  });

  it('puts pinned columns at their side, sticky at an offset', () => {
    const columns: DataTableColumn<Expense>[] = [
      { id: 'code', header: 'Report number', accessor: 'code', width: 140 },
      { id: 'status', header: 'Status', accessor: 'status', width: 100, pin: 'right' },
      { id: 'applicant', header: 'Applicant', accessor: 'applicant', width: 120, pin: 'left' },
      { id: 'amount', header: 'Amount', accessor: 'amount', width: 120, pin: 'left' },
    ];
    renderEn(<DataTable columns={columns} rows={makeExpenses(1)} />);
    const headers = screen.getAllByRole('columnheader');
    expect(headers.map((header) => header.textContent)).toEqual([
      'Applicant',
      'Amount',
      'Report number',
      'Status',
    ]);
    const grid = screen.getByRole('grid');
    expect(headers[1]?.classList.contains('ops-dt-pin-left')).toBe(true);
    expect(headers[1]?.style.left).toBe('var(--ops-dt-pin-1)');
    expect(grid.style.getPropertyValue('--ops-dt-pin-1')).toBe('120px');
    expect(grid.style.getPropertyValue('--ops-dt-pin-3')).toBe('0px');
  });

  it('renders only the rows in view of 10,000, with the grid row count and row indexes', () => {
    renderEn(<ControlledTable all={makeExpenses(10_000)} height={400} />);
    const grid = screen.getByRole('grid');
    expect(grid.getAttribute('aria-rowcount')).toBe('10001');
    const rows = dataRows();
    expect(rows.length).toBeGreaterThan(5);
    expect(rows.length).toBeLessThan(60);
    expect(rows[0]?.getAttribute('aria-rowindex')).toBe('2');
  });

  it('renders every row below the virtualisation threshold', () => {
    renderEn(<ControlledTable all={makeExpenses(100)} />);
    expect(dataRows()).toHaveLength(100);
  });
});
