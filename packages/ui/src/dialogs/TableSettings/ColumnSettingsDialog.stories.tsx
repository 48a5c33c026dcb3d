import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useState } from 'react';
import { expect, fireEvent, screen, userEvent, waitFor, within } from 'storybook/test';
import { DataTable } from '../../components/DataTable/DataTable';
import { expenseColumns, makeExpenses, type Expense } from '../../components/DataTable/test/fixtures';
import { MemoryStorage, quotaExceeded } from '../../components/DataTable/test/MemoryStorage';
import type { DataTableColumn } from '../../components/DataTable/types';
import { columnSettingsKey, useColumnSettings } from '../../components/DataTable/useColumnSettings';
import { ColumnSettingsButton } from './ColumnSettingsButton';
import { ColumnSettingsDialog } from './ColumnSettingsDialog';
import { WithTableSettingsTexts } from './test/texts';

/** The build machines are often busy (and the saved-filter calls answer after a delay): wait up to 5 s. */
const slow = { timeout: 5_000 };

const TABLE_ID = 'story-expense-reports';
const USER_ID = 'story-user';
const rows = makeExpenses(6);

const columns: readonly DataTableColumn<Expense>[] = [
  { ...expenseColumns[0], pin: 'left' } as DataTableColumn<Expense>,
  ...expenseColumns.slice(1),
  { id: 'reference', header: 'Reference', accessor: (row) => `${row.id}/${row.code}`, width: 200 },
];

interface DemoProps {
  /** What local storage holds for the table before the story starts. */
  readonly stored?: object;
  /** Local storage is full (spec §5). */
  readonly full?: boolean;
  readonly open?: boolean;
  readonly iconOnly?: boolean;
}

function Demo({ stored, full = false, open = false, iconOnly = false }: DemoProps) {
  const storage = useMemo(() => {
    const memory = new MemoryStorage();
    if (stored)
      memory.setItem(columnSettingsKey(TABLE_ID, USER_ID), JSON.stringify({ version: 1, ...stored }));
    if (full) memory.failure = quotaExceeded;
    return memory;
  }, [stored, full]);
  const settings = useColumnSettings(TABLE_ID, USER_ID, columns, { storage });
  const [saved, setSaved] = useState(
    () => storage.getItem(columnSettingsKey(TABLE_ID, USER_ID)) ?? 'nothing yet',
  );
  return (
    <div style={{ display: 'grid', gap: 12 }}>
      <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 12 }}>
        <strong>Expense reports</strong>
        <ColumnSettingsButton
          settings={settings}
          columns={columns}
          defaultOpen={open}
          iconOnly={iconOnly}
          onApplied={() => setSaved(storage.getItem(columnSettingsKey(TABLE_ID, USER_ID)) ?? 'nothing yet')}
        />
      </div>
      <DataTable<Expense>
        label="Expense reports"
        columns={settings.columns}
        rows={rows}
        getRowId={(row) => row.id}
        onColumnWidthsChange={settings.setWidths}
      />
      <output data-testid="stored" style={{ fontSize: 12, overflowWrap: 'anywhere' }}>
        Local storage: {saved}
      </output>
    </div>
  );
}

const meta: Meta = {
  title: 'Packages/ui/Dialogs/ColumnSettingsDialog',
  component: ColumnSettingsDialog,
  subcomponents: { ColumnSettingsButton },
  tags: ['autodocs'],
  decorators: [
    (Story, context) => (
      <WithTableSettingsTexts locale={String(context.globals.locale)}>
        <Story />
      </WithTableSettingsTexts>
    ),
  ],
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component: `
Custom table columns: the user chooses which columns of a \`DataTable\` to show, orders them (drag a
row by its handle, the ↑ ↓ buttons, or **Alt + ↑ / ↓** from any control of the row — each move is
announced), pins them left or right, or resets them to the table's default. Nothing changes until
**Apply**; **Cancel** or Escape drops the draft. At least one column stays visible: the last one's
checkbox cannot be cleared and the dialog says why.

The settings are the table's \`useColumnSettings(tableId, userId, columns)\`: saved per table and user
in local storage. When the browser storage is full (spec §5) the changes still apply to the page, and
the dialog stays open with the alert and a **Try saving again** button.

| prop | |
| --- | --- |
| \`settings\` | what \`useColumnSettings\` returns (a store offering \`replace(settings)\` is written once) |
| \`columns\` | the table's columns as defined: what **Reset to default** restores |
| \`open\`, \`defaultOpen\`, \`onOpenChange\` | the open state, controlled or not |
| \`trigger\` | the element that opens it; \`ColumnSettingsButton\` is the toolbar's "Columns" button |
| \`title\`, \`onApplied\` | another title; called after a saved Apply |

\`\`\`tsx
import { ColumnSettingsButton, DataTable, useColumnSettings } from '@opsdesk/ui';

function TenantList({ rows, userId }: { rows: Tenant[]; userId: string }) {
  const settings = useColumnSettings('tenants', userId, tenantColumns);
  return (
    <>
      <Toolbar>
        <ColumnSettingsButton settings={settings} columns={tenantColumns} />
      </Toolbar>
      <DataTable columns={settings.columns} rows={rows} onColumnWidthsChange={settings.setWidths} />
    </>
  );
}
\`\`\`
`,
      },
    },
  },
};

export default meta;
type Story = StoryObj;

const openDialog = async (canvasElement: HTMLElement) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: /^Columns/ }));
  return screen.findByRole('dialog', { name: 'Customise columns' }, slow);
};
// While a dialog is open the page behind it is hidden from assistive technology: query it anyway.
const headers = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByRole('columnheader', { hidden: true })
    .map((header) => header.textContent);
const listed = (dialog: HTMLElement) =>
  within(dialog)
    .getAllByRole('listitem')
    .map((item) => item.querySelector('[data-column-label]')?.textContent);

/** The toolbar's Columns button: hide a column, Apply, and the focus comes back to the button. */
export const Default: Story = {
  render: () => <Demo />,
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Department' }));
    await expect(headers(canvasElement)).toContain('Department');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), slow);
    await expect(headers(canvasElement)).not.toContain('Department');
    await expect(within(canvasElement).getByTestId('stored')).toHaveTextContent('"hidden":["department"]');
    await waitFor(
      () => expect(within(canvasElement).getByRole('button', { name: /^Columns/ })).toHaveFocus(),
      slow,
    );
  },
};

/** Open: every column with its visibility, pin and order; the report number is pinned left. */
export const Open: Story = {
  render: () => <Demo open />,
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Customise columns' }, slow);
    await expect(within(dialog).getByText('8 of 8 columns shown')).toBeVisible();
    const pin = within(dialog).getByRole('radiogroup', { name: 'Pin “Report number”' });
    await expect(within(pin).getByRole('radio', { name: 'Left' })).toBeChecked();
  },
};

/** Keyboard only: Alt+↑ moves the focused row, the move is announced, Enter on Apply applies. */
export const KeyboardReorder: Story = {
  render: () => <Demo />,
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    const amount = within(dialog).getByRole('checkbox', { name: 'Amount' });
    amount.focus();
    await userEvent.keyboard('{Alt>}{ArrowUp}{ArrowUp}{/Alt}');
    await expect(listed(dialog).slice(0, 3)).toEqual(['Report number', 'Amount', 'Applicant']);
    await expect(amount).toHaveFocus();
    within(dialog).getByRole('button', { name: 'Apply' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(
      () => expect(headers(canvasElement).slice(0, 3)).toEqual(['Report number', 'Amount', 'Applicant']),
      slow,
    );
  },
};

/** The ↑ and ↓ buttons: at the end of the list the focus moves to the other one. */
export const MoveButtons: Story = {
  render: () => <Demo open />,
  play: async () => {
    const dialog = await screen.findByRole('dialog', {}, slow);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move “Applicant” up' }));
    await expect(listed(dialog)[0]).toBe('Applicant');
    await expect(within(dialog).getByRole('button', { name: 'Move “Applicant” down' })).toHaveFocus();
  },
};

/** Drag a row by its handle: a line shows where it lands. */
export const DragAndDrop: Story = {
  render: () => <Demo open />,
  play: async () => {
    const dialog = await screen.findByRole('dialog', {}, slow);
    const items = within(dialog).getAllByRole('listitem');
    const status = items[5];
    const first = items[0];
    const handle = status?.querySelector('[draggable="true"]');
    if (!first || !handle) throw new Error('rows missing');
    const dataTransfer = new DataTransfer();
    const top = first.getBoundingClientRect().top + 4;
    fireEvent.dragStart(handle, { dataTransfer });
    fireEvent.dragOver(first, { dataTransfer, clientY: top });
    await waitFor(() => expect(first).toHaveAttribute('data-drop', 'before'), slow);
    fireEvent.drop(first, { dataTransfer, clientY: top });
    fireEvent.dragEnd(handle, { dataTransfer });
    await waitFor(() => expect(listed(dialog)[0]).toBe('Status'), slow);
  },
};

/** Pin a column to the right: it stays in view while the table scrolls sideways. */
export const Pinning: Story = {
  render: () => <Demo />,
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    const pin = within(dialog).getByRole('radiogroup', { name: 'Pin “Status”' });
    await userEvent.click(within(pin).getByRole('radio', { name: 'Right' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(headers(canvasElement).at(-1)).toBe('Status'), slow);
  },
};

/** One column left: its checkbox cannot be cleared, and the dialog says why. */
export const LastVisibleColumn: Story = {
  render: () => (
    <Demo
      open
      stored={{
        order: [],
        hidden: ['applicant', 'department', 'amount', 'currency', 'status', 'submittedDate', 'reference'],
        pins: {},
        widths: {},
      }}
    />
  ),
  play: async () => {
    const dialog = await screen.findByRole('dialog', {}, slow);
    const last = within(dialog).getByRole('checkbox', { name: 'Report number' });
    await expect(within(dialog).getByText('At least one column must stay visible.')).toBeVisible();
    await userEvent.click(last);
    await expect(last).toBeChecked();
    await expect(last).toHaveAccessibleDescription('At least one column must stay visible.');
  },
};

/** The user's order, hidden columns and widths; Reset to default brings the table's own back. */
export const ResetToDefault: Story = {
  render: () => (
    <Demo
      stored={{
        order: ['status', 'amount'],
        hidden: ['currency', 'reference'],
        pins: {},
        widths: { code: 260 },
      }}
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Columns 2 hidden' })).toBeVisible();
    const dialog = await openDialog(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reset to default' }));
    await expect(within(dialog).getByText('8 of 8 columns shown')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(headers(canvasElement)[0]).toBe('Report number'), slow);
    await expect(headers(canvasElement)).toContain('Currency');
  },
};

/** Cancel drops the draft: the table keeps its columns. */
export const Cancelled: Story = {
  render: () => <Demo />,
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Applicant' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), slow);
    await expect(headers(canvasElement)).toContain('Applicant');
  },
};

/** Local storage full (spec §5): the change applies to the page, the dialog stays open with the alert. */
export const StorageFull: Story = {
  render: () => <Demo full />,
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Currency' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('The browser storage is full');
    await expect(within(dialog).getByRole('button', { name: 'Try saving again' })).toBeVisible();
    // The changes apply to the page already: the way out closes rather than cancels.
    await expect(within(dialog).queryByRole('button', { name: 'Cancel' })).toBeNull();
  },
};

/** The icon-only button for a crowded toolbar, in the dark theme, compact, in Simplified Chinese. */
export const DarkCompactChinese: Story = {
  globals: { theme: 'dark', density: 'compact', locale: 'zh-CN' },
  render: () => <Demo iconOnly />,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '列设置' }));
    const dialog = await screen.findByRole('dialog', { name: '自定义列' }, slow);
    await expect(within(dialog).getByRole('button', { name: '应用' })).toBeVisible();
  },
};

/** In Japanese. */
export const Japanese: Story = {
  globals: { locale: 'ja' },
  render: () => <Demo open />,
  play: async () => {
    await expect(await screen.findByRole('dialog', { name: '列のカスタマイズ' }, slow)).toBeVisible();
  },
};
