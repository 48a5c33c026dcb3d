import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ColumnSettingsPanel } from './ColumnSettingsPanel';
import { DataTable } from './DataTable';
import { ControlledTable, expenseColumns, makeExpenses, type Expense } from './test/fixtures';
import { MemoryStorage, quotaExceeded } from './test/MemoryStorage';
import { LONG_HEADER, makeWideRecords, wideTableColumns, type WideRecord } from './test/wideTable';
import type { DataTableColumn } from './types';
import { useColumnSettings } from './useColumnSettings';
import { useTablePageSize } from './useTablePageSize';

const meta: Meta = {
  title: 'Packages/ui/DataTable',
  component: DataTable,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
};

export default meta;
type Story = StoryObj;

const expenses = makeExpenses(57);
const grid = (canvasElement: HTMLElement) => within(canvasElement).getByRole('grid');
const bodyRows = (canvasElement: HTMLElement) => within(grid(canvasElement)).getAllByRole('row').slice(1);

/** Rows with typed columns: text, an amount aligned at the end, a date. */
export const Basic: Story = {
  render: () => <ControlledTable all={expenses.slice(0, 8)} />,
  play: async ({ canvasElement }) => {
    await expect(bodyRows(canvasElement)).toHaveLength(8);
  },
};

/** Paged by the server: 10 a page by default (spec §9), 10/20/50/100 to choose from. */
export const Paging: Story = {
  render: () => <PagingDemo />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Page 1 of 6')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(canvas.getByText('Page 2 of 6')).toBeVisible();
    await expect(bodyRows(canvasElement)[0]).toHaveAttribute('aria-rowindex', '12');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Rows per page' }), '20');
    await expect(canvas.getByText('Page 1 of 3')).toBeVisible();
    await expect(bodyRows(canvasElement)).toHaveLength(20);
    await expect(canvas.getByTestId('selected-page-size')).toHaveTextContent('20');
  },
};

function PagingDemo() {
  // What the request layer reads through `tablePageSize: getSelectedPageSize`.
  const selected = useTablePageSize();
  return (
    <div style={{ display: 'grid', gap: 8 }}>
      <ControlledTable all={expenses} paged height={520} />
      <output data-testid="selected-page-size" style={{ fontSize: 13 }}>
        getSelectedPageSize() = {selected}
      </output>
    </div>
  );
}

/** Sorting is controlled, in the service's words (`amount,desc`); here the table sorts its own rows. */
export const Sorting: Story = {
  render: () => <ControlledTable all={expenses.slice(0, 12)} sortRows="client" initialSort="code,asc" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const amount = canvas.getByRole('columnheader', { name: /Amount/ });
    await userEvent.click(within(amount).getByRole('button'));
    await expect(amount).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.click(within(amount).getByRole('button'));
    await expect(amount).toHaveAttribute('aria-sort', 'descending');
    const values = bodyRows(canvasElement).map((row) =>
      Number(row.children[3]?.textContent?.replace(/,/g, '')),
    );
    await expect(values).toEqual([...values].sort((a, b) => b - a));
  },
};

/** A checkbox column; the header one selects every row of the page and shows a partial selection. */
export const Selection: Story = {
  render: () => <ControlledTable all={expenses} paged selectable />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select row 2' }));
    await expect(bodyRows(canvasElement)[1]).toHaveAttribute('aria-selected', 'true');
    const all = canvas.getByRole('checkbox', { name: 'Select all rows on this page' });
    await expect((all as HTMLInputElement).indeterminate).toBe(true);
    await userEvent.click(all);
    for (const row of bodyRows(canvasElement)) await expect(row).toHaveAttribute('aria-selected', 'true');
  },
};

const wideColumns: readonly DataTableColumn<Expense>[] = [
  { ...expenseColumns[0], pin: 'left' } as DataTableColumn<Expense>,
  ...expenseColumns.slice(1),
  { id: 'reference', header: 'Reference', accessor: (row) => `${row.id}/${row.code}`, width: 220 },
  {
    id: 'note',
    header: 'Note',
    accessor: (row) => `${row.department} expense of ${row.applicant}`,
    width: 260,
  },
  {
    id: 'actions',
    header: 'Actions',
    width: 110,
    pin: 'right',
    resizable: false,
    cell: (row) => <a href={`#${row.id}`}>{row.id}</a>,
  },
];

/** The report number stays left and the actions right while the table scrolls sideways. */
export const PinnedColumns: Story = {
  render: () => (
    <div style={{ maxWidth: 760 }}>
      <ControlledTable all={expenses.slice(0, 10)} columns={wideColumns} selectable />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const scroller = canvasElement.querySelector('.ops-dt-scroll') as HTMLElement;
    scroller.scrollLeft = 400;
    const header = within(canvasElement).getByRole('columnheader', { name: /Report number/ });
    await waitFor(() =>
      expect(header.getBoundingClientRect().left).toBeLessThan(scroller.getBoundingClientRect().left + 60),
    );
  },
};

/**
 * Twelve columns in 1,280 pixels, as the console's tenant list has them: the table scrolls
 * sideways; the tenant's name and the checkboxes stay left, the actions right, each with a shadow
 * while columns lie under it (`data-scrolled` and `data-overflow` on the scroll area). Scrolled fully
 * right, "Contact mobile" shows whole beside the actions. A cut header or cell shows its whole text
 * when the pointer rests on it or the keyboard focuses it; the keyboard brings a cell out from
 * under the pinned columns.
 */
export const WideTable: Story = {
  render: () => <WideTableDemo />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const scroller = canvasElement.querySelector('.ops-dt-scroll') as HTMLElement;
    await waitFor(() => expect(scroller).toHaveAttribute('data-overflow'));
    await expect(scroller).not.toHaveAttribute('data-scrolled');
    scroller.scrollLeft = scroller.scrollWidth;
    await waitFor(() => expect(scroller).not.toHaveAttribute('data-overflow'));
    await expect(scroller).toHaveAttribute('data-scrolled');
    const last = canvas.getByRole('columnheader', { name: 'Contact mobile' }).getBoundingClientRect();
    const actions = canvas.getByRole('columnheader', { name: 'Actions' }).getBoundingClientRect();
    await expect(last.right).toBeLessThanOrEqual(actions.left + 0.5);
    scroller.scrollLeft = 0;
    await waitFor(() => expect(scroller).not.toHaveAttribute('data-scrolled'));
    // The cut header shows its whole text on keyboard focus.
    canvas.getByRole('columnheader', { name: /Tenant code/ }).focus();
    await userEvent.keyboard('{ArrowRight}');
    const tooltip = await within(document.body).findByRole('tooltip');
    await expect(tooltip).toHaveTextContent(LONG_HEADER);
  },
};

function WideTableDemo() {
  const rows = useMemo(() => makeWideRecords(20), []);
  const [selected, setSelected] = useState<string[]>([]);
  return (
    <div style={{ maxWidth: 1280 }}>
      <DataTable<WideRecord>
        label="Tenants"
        columns={wideTableColumns}
        rows={rows}
        getRowId={(row) => row.id}
        selectedRowIds={selected}
        onSelectedRowIdsChange={setSelected}
      />
    </div>
  );
}

/**
 * Drag a header's right edge, or focus a header and press Shift with the left or right arrow key.
 */
export const Resizing: Story = {
  render: () => <ControlledTable all={expenses.slice(0, 6)} />,
  play: async ({ canvasElement }) => {
    const header = within(canvasElement).getByRole('columnheader', { name: /Report number/ });
    const before = header.getBoundingClientRect().width;
    header.focus();
    await userEvent.keyboard('{Shift>}{ArrowRight}{ArrowRight}{/Shift}');
    await waitFor(() => expect(header.getBoundingClientRect().width).toBeGreaterThan(before + 20));
  },
};

/** No rows: one cell across 12 columns (spec §9) with the empty text. */
export const Empty: Story = {
  render: () => <ControlledTable all={[]} paged />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('gridcell', { name: 'No data' })).toHaveAttribute(
      'colspan',
      '12',
    );
  },
};

/** Loading: skeleton rows keep the layout, the grid is busy. */
export const Loading: Story = {
  render: () => <ControlledTable all={expenses} paged loading />,
  play: async ({ canvasElement }) => {
    await expect(grid(canvasElement)).toHaveAttribute('aria-busy', 'true');
  },
};

/** A failed load, with a retry. */
export const ErrorState: Story = {
  name: 'Error',
  render: () => <ErrorDemo />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Loading failed');
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(canvas.getByTestId('retries')).toHaveTextContent('1');
  },
};

function ErrorDemo() {
  const [retries, setRetries] = useState(0);
  return (
    <div style={{ display: 'grid', gap: 8 }}>
      <ControlledTable all={expenses} paged error onRetry={() => setRetries((count) => count + 1)} />
      <output data-testid="retries" style={{ fontSize: 13 }}>
        {retries}
      </output>
    </div>
  );
}

/** 10,000 rows, sorted here, only those in view rendered. */
export const TenThousandRows: Story = {
  render: () => <VirtualDemo />,
  play: async ({ canvasElement }) => {
    await expect(grid(canvasElement)).toHaveAttribute('aria-rowcount', '10001');
    await expect(bodyRows(canvasElement).length).toBeLessThan(60);
    const scroller = canvasElement.querySelector('.ops-dt-scroll') as HTMLElement;
    scroller.scrollTop = 44 * 5_000;
    await waitFor(() =>
      expect(Number(bodyRows(canvasElement)[0]?.getAttribute('aria-rowindex'))).toBeGreaterThan(4_900),
    );
    // The keyboard reaches rows not rendered yet: Ctrl+End goes to the last cell of the last row.
    within(canvasElement)
      .getByRole('columnheader', { name: /Report number/ })
      .focus();
    await userEvent.keyboard('{Control>}{End}{/Control}');
    await waitFor(() =>
      expect(document.activeElement?.closest('tr')).toHaveAttribute('aria-rowindex', '10001'),
    );
  },
};

function VirtualDemo() {
  const rows = useMemo(() => makeExpenses(10_000), []);
  return <ControlledTable all={rows} sortRows="client" selectable height={480} />;
}

/** Arrow keys move between cells, Enter sorts from a header, Space selects from the checkbox cell. */
export const Keyboard: Story = {
  render: () => <ControlledTable all={expenses.slice(0, 8)} selectable />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(
      canvas.getByRole('checkbox', { name: 'Select all rows on this page' }).parentElement,
    ).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ }');
    await expect(bodyRows(canvasElement)[0]).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowDown}');
    await expect(document.activeElement?.textContent).toBe('Chen Jing');
    await userEvent.keyboard('{ArrowUp}{ArrowUp}{Enter}');
    await expect(canvas.getByRole('columnheader', { name: /Applicant/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
  },
};

function ColumnSettingsDemo({ storage }: { readonly storage: Storage }) {
  const [alerts, setAlerts] = useState(0);
  const settings = useColumnSettings('story-expense-reports', 'story-user', wideColumns, {
    storage,
    onStorageError: () => setAlerts((count) => count + 1),
  });
  return (
    <div
      style={{ display: 'grid', gridTemplateColumns: '320px minmax(0, 1fr)', gap: 16, alignItems: 'start' }}
    >
      <ColumnSettingsPanel settings={settings} />
      <div style={{ display: 'grid', gap: 8, minWidth: 0 }}>
        <ControlledTable
          all={expenses.slice(0, 8)}
          columns={settings.columns}
          onColumnWidthsChange={settings.setWidths}
        />
        <output data-testid="storage-alerts" style={{ fontSize: 13 }}>
          onStorageError: {alerts}
        </output>
      </div>
    </div>
  );
}

/** Show, hide, order and pin columns; kept per table and per user in local storage. */
export const ColumnSettings: Story = {
  render: () => <ColumnSettingsDemo storage={new MemoryStorage()} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Show “Department”' }));
    await expect(canvas.queryByRole('columnheader', { name: /Department/ })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Move “Applicant” up' }));
    await expect(canvas.getAllByRole('columnheader')[1]).toHaveTextContent('Applicant');
  },
};

/** Local storage full (spec §5): the change applies, the alert says it was not saved. */
export const ColumnSettingsStorageFull: Story = {
  render: () => {
    const storage = new MemoryStorage();
    storage.failure = quotaExceeded;
    return <ColumnSettingsDemo storage={storage} />;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Show “Status”' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('The browser storage is full');
    await expect(canvas.getByTestId('storage-alerts')).toHaveTextContent('1');
  },
};

/** The pager and states in Simplified Chinese. */
export const SimplifiedChinese: Story = {
  globals: { locale: 'zh-CN' },
  render: () => <ControlledTable all={expenses} paged selectable />,
};

/** In Japanese, loading. */
export const Japanese: Story = {
  globals: { locale: 'ja' },
  render: () => <ControlledTable all={expenses} paged loading />,
};

/** In Traditional Chinese, empty. */
export const TraditionalChinese: Story = {
  globals: { locale: 'zh-TW' },
  render: () => <ControlledTable all={[]} paged />,
};

/** In Italian, with an error. */
export const Italian: Story = {
  globals: { locale: 'it' },
  render: () => <ControlledTable all={expenses} paged error onRetry={() => undefined} />,
};
