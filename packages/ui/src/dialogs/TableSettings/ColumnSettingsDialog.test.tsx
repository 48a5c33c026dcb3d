// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { announcerRegion } from '../../a11y/announce';
import { DataTable } from '../../components/DataTable/DataTable';
import { expenseColumns, makeExpenses } from '../../components/DataTable/test/fixtures';
import { MemoryStorage, quotaExceeded } from '../../components/DataTable/test/MemoryStorage';
import {
  columnSettingsKey,
  useColumnSettings,
  type ColumnSettings,
  type ColumnSettingsStorageError,
} from '../../components/DataTable/useColumnSettings';
import { ColumnSettingsButton } from './ColumnSettingsButton';
import { ColumnSettingsDialog } from './ColumnSettingsDialog';
import { renderWithTexts } from './test/texts';

const rows = makeExpenses(3);

// jsdom has no DragEvent: without it Testing Library's drag events carry no pointer position.
if (typeof window.DragEvent === 'undefined') {
  class DragEvent extends MouseEvent {}
  Object.assign(window, { DragEvent });
}
const key = columnSettingsKey('expense-reports', 'u1');

function Table(props: {
  readonly storage: Storage;
  readonly onStorageError?: (error: ColumnSettingsStorageError) => void;
}) {
  const settings = useColumnSettings('expense-reports', 'u1', expenseColumns, {
    storage: props.storage,
    ...(props.onStorageError ? { onStorageError: props.onStorageError } : {}),
  });
  return (
    <>
      <ColumnSettingsButton settings={settings} columns={expenseColumns} />
      <DataTable label="Expense reports" columns={settings.columns} rows={rows} />
    </>
  );
}

function setup(storage = new MemoryStorage(), onStorageError?: (error: ColumnSettingsStorageError) => void) {
  const user = userEvent.setup();
  renderWithTexts(<Table storage={storage} {...(onStorageError ? { onStorageError } : {})} />);
  return { user, storage };
}

async function open(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: /^Columns/ }));
  return screen.findByRole('dialog', { name: 'Customise columns' });
}

// While the dialog is open the page behind it is hidden from assistive technology: query it anyway.
const headers = () =>
  within(screen.getByRole('grid', { hidden: true }))
    .getAllByRole('columnheader', { hidden: true })
    .map((header) => header.textContent);
// The column names in the dialog's order (a plain query: role queries over every row are slow in jsdom).
const listed = (dialog: HTMLElement) =>
  Array.from(dialog.querySelectorAll('li [data-column-label]'), (label) => label.textContent);
const stored = (storage: Storage) => JSON.parse(storage.getItem(key) ?? 'null') as ColumnSettings | null;

// The first render (styled-components, Radix, the DataTable) took 4 s on a 2-core machine under load.
const SLOW_MACHINE_TIMEOUT = 15_000;

describe('ColumnSettingsDialog', { timeout: SLOW_MACHINE_TIMEOUT }, () => {
  it('lists every column with its visibility, pin and order controls', async () => {
    const { user } = setup();
    const dialog = await open(user);
    expect(listed(dialog)).toEqual(expenseColumns.map((column) => column.header));
    expect((within(dialog).getByRole('checkbox', { name: 'Department' }) as HTMLInputElement).checked).toBe(
      true,
    );
    expect(within(dialog).getByRole('radiogroup', { name: 'Pin “Department”' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Move “Department” up' })).toBeTruthy();
    expect(within(dialog).getByText('7 of 7 columns shown')).toBeTruthy();
  });

  it('changes nothing until Apply, then saves under the table and the user', async () => {
    const { user, storage } = setup();
    const dialog = await open(user);
    await user.click(within(dialog).getByRole('checkbox', { name: 'Department' }));
    expect(headers()).toContain('Department');
    expect(storage.getItem(key)).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(headers()).not.toContain('Department');
    expect(stored(storage)?.hidden).toEqual(['department']);
  });

  it('drops the changes on Cancel and shows the table as it is when opened again', async () => {
    const { user, storage } = setup();
    let dialog = await open(user);
    await user.click(within(dialog).getByRole('checkbox', { name: 'Status' }));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(headers()).toContain('Status');
    expect(storage.getItem(key)).toBeNull();
    dialog = await open(user);
    expect((within(dialog).getByRole('checkbox', { name: 'Status' }) as HTMLInputElement).checked).toBe(true);
  });

  it('gives the focus back to the Columns button when it closes', async () => {
    const { user } = setup();
    await open(user);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole('button', { name: /^Columns/ }));
  });

  it('moves a column with Alt+↑, keeps the focus on it and announces its place', async () => {
    const { user } = setup();
    const dialog = await open(user);
    const checkbox = within(dialog).getByRole('checkbox', { name: 'Applicant' });
    checkbox.focus();
    await user.keyboard('{Alt>}{ArrowUp}{/Alt}');
    expect(listed(dialog).slice(0, 2)).toEqual(['Applicant', 'Report number']);
    expect(document.activeElement).toBe(checkbox);
    await waitFor(() =>
      expect(announcerRegion('polite')?.textContent).toBe('“Applicant” moved to position 1 of 7'),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(headers().slice(0, 2)).toEqual(['Applicant', 'Report number']));
  });

  it('moves the focus to the other order button when a move reaches the end of the list', async () => {
    const { user } = setup();
    const dialog = await open(user);
    await user.click(within(dialog).getByRole('button', { name: 'Move “Currency” down' }));
    await user.click(within(dialog).getByRole('button', { name: 'Move “Currency” down' }));
    expect(listed(dialog).at(-1)).toBe('Currency');
    expect(
      (within(dialog).getByRole('button', { name: 'Move “Currency” down' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Move “Currency” up' }));
  });

  it('moves a column dropped above another row', async () => {
    const { user } = setup();
    const dialog = await open(user);
    const items = within(dialog).getAllByRole('listitem');
    const status = items[5];
    const first = items[0];
    if (!status || !first) throw new Error('rows missing');
    const handle = status.querySelector('[draggable="true"]');
    if (!handle) throw new Error('no drag handle');
    const dataTransfer = { setData: vi.fn(), effectAllowed: '', dropEffect: '' };
    vi.spyOn(first, 'getBoundingClientRect').mockReturnValue(DOMRect.fromRect({ y: 100, height: 40 }));
    fireEvent.dragStart(handle, { dataTransfer });
    fireEvent.dragOver(first, { dataTransfer, clientY: 105 });
    expect(first.getAttribute('data-drop')).toBe('before');
    fireEvent.drop(first, { dataTransfer, clientY: 105 });
    expect(listed(dialog)[0]).toBe('Status');
    expect(dataTransfer.setData).toHaveBeenCalledWith('text/plain', 'status');
  });

  it('pins a column to the right on Apply', async () => {
    const { user } = setup();
    const dialog = await open(user);
    const group = within(dialog).getByRole('radiogroup', { name: 'Pin “Report number”' });
    await user.click(within(group).getByRole('radio', { name: 'Right' }));
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(headers().at(-1)).toBe('Report number'));
    expect(screen.getAllByRole('columnheader').at(-1)?.classList.contains('ops-dt-pin-right')).toBe(true);
  });

  it('keeps the last visible column shown and says why', async () => {
    const { user } = setup();
    const dialog = await open(user);
    for (const name of ['Report number', 'Applicant', 'Department', 'Amount', 'Currency', 'Status']) {
      await user.click(within(dialog).getByRole('checkbox', { name }));
    }
    const last = within(dialog).getByRole('checkbox', { name: 'Submitted' });
    expect(last.getAttribute('aria-disabled')).toBe('true');
    expect(document.getElementById(last.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'At least one column must stay visible.',
    );
    await user.click(last);
    expect((last as HTMLInputElement).checked).toBe(true);
    await waitFor(() =>
      expect(announcerRegion('assertive')?.textContent).toBe('At least one column must stay visible.'),
    );
  });

  it('resets to the default columns and forgets the dragged widths on Apply', async () => {
    const storage = new MemoryStorage();
    storage.setItem(
      key,
      JSON.stringify({
        version: 1,
        order: ['status'],
        hidden: ['currency'],
        pins: {},
        widths: { code: 300 },
      }),
    );
    const { user } = setup(storage);
    const dialog = await open(user);
    await user.click(within(dialog).getByRole('button', { name: 'Reset to default' }));
    expect(listed(dialog)).toEqual(expenseColumns.map((column) => column.header));
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(headers()).toEqual(expenseColumns.map((column) => column.header));
    expect(stored(storage)).toMatchObject({ order: [], hidden: [], widths: {} });
  });

  it('applies but stays open with the storage-full alert when saving fails, and saves on retry', async () => {
    const storage = new MemoryStorage();
    storage.failure = quotaExceeded;
    const { user } = setup(storage);
    const dialog = await open(user);
    await user.click(within(dialog).getByRole('checkbox', { name: 'Amount' }));
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(within(dialog).getByRole('alert').textContent).toContain('The browser storage is full');
    expect(headers()).not.toContain('Amount');
    storage.failure = undefined;
    await user.click(within(dialog).getByRole('button', { name: 'Try saving again' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(stored(storage)?.hidden).toEqual(['amount']);
  });

  it('writes once through `replace` when the settings offer it', async () => {
    const user = userEvent.setup();
    const replace = vi.fn();
    function WithReplace() {
      const settings = useColumnSettings('expense-reports', 'u1', expenseColumns, { storage: null });
      return (
        <ColumnSettingsDialog defaultOpen settings={{ ...settings, replace }} columns={expenseColumns} />
      );
    }
    renderWithTexts(<WithReplace />);
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Move “Applicant” up' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Currency' }));
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(replace).toHaveBeenCalledTimes(1);
    expect(replace).toHaveBeenCalledWith({
      order: ['applicant', 'code', 'department', 'amount', 'currency', 'status', 'submittedDate'],
      hidden: ['currency'],
      pins: {},
      widths: {},
    });
  });

  it('shows how many columns the user hid on the button', () => {
    const storage = new MemoryStorage();
    storage.setItem(
      key,
      JSON.stringify({ version: 1, order: [], hidden: ['currency', 'status'], pins: {}, widths: {} }),
    );
    setup(storage);
    expect(screen.getByRole('button', { name: 'Columns 2 hidden' })).toBeTruthy();
  });

  it('is in Simplified Chinese under zh_cn', async () => {
    const user = userEvent.setup();
    function Chinese() {
      const settings = useColumnSettings('expense-reports', 'u1', expenseColumns, { storage: null });
      return <ColumnSettingsButton settings={settings} columns={expenseColumns} />;
    }
    renderWithTexts(<Chinese />, 'zh_cn');
    await user.click(screen.getByRole('button', { name: '列设置' }));
    const dialog = await screen.findByRole('dialog', { name: '自定义列' });
    expect(within(dialog).getByRole('button', { name: '应用' })).toBeTruthy();
    expect(dialog.textContent).not.toContain('#');
  });
});
