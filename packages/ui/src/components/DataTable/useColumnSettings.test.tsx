// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OpsIntlProvider } from '../../i18n/intl';
import { ColumnSettingsPanel } from './ColumnSettingsPanel';
import { DataTable } from './DataTable';
import { expenseColumns, makeExpenses } from './test/fixtures';
import { MemoryStorage, quotaExceeded } from './test/MemoryStorage';
import { columnSettingsKey, useColumnSettings, type ColumnSettingsStorageError } from './useColumnSettings';

afterEach(cleanup);

const rows = makeExpenses(3);

function Settings(props: {
  readonly storage: Storage;
  readonly userId?: string;
  readonly locale?: string;
  readonly onStorageError?: (error: ColumnSettingsStorageError) => void;
}) {
  const settings = useColumnSettings('expense-reports', props.userId ?? 'u1', expenseColumns, {
    storage: props.storage,
    ...(props.onStorageError ? { onStorageError: props.onStorageError } : {}),
  });
  return (
    <>
      <ColumnSettingsPanel settings={settings} />
      <DataTable
        label="Expense reports"
        columns={settings.columns}
        rows={rows}
        onColumnWidthsChange={settings.setWidths}
      />
    </>
  );
}

const renderIn = (locale: string, ui: ReactNode) =>
  render(<OpsIntlProvider locale={locale}>{ui}</OpsIntlProvider>);
const headers = () => screen.getAllByRole('columnheader').map((header) => header.textContent);

describe('useColumnSettings', () => {
  it('hides a column and keeps that under the key of the table and the user', async () => {
    const storage = new MemoryStorage();
    renderIn('en', <Settings storage={storage} />);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Show “Department”' }));
    expect(headers()).not.toContain('Department');
    const stored = JSON.parse(storage.getItem(columnSettingsKey('expense-reports', 'u1')) ?? '{}');
    expect(stored.hidden).toEqual(['department']);
  });

  it('moves a column in the order', async () => {
    renderIn('en', <Settings storage={new MemoryStorage()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Move “Applicant” up' }));
    expect(headers().slice(0, 2)).toEqual(['Applicant', 'Report number']);
  });

  it('pins a column to the right', async () => {
    renderIn('en', <Settings storage={new MemoryStorage()} />);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Pin “Report number”' }), 'right');
    expect(headers().at(-1)).toBe('Report number');
    expect(screen.getAllByRole('columnheader').at(-1)?.classList.contains('ops-dt-pin-right')).toBe(true);
  });

  it('restores what the same user stored for the table', () => {
    const storage = new MemoryStorage();
    storage.setItem(
      columnSettingsKey('expense-reports', 'u1'),
      JSON.stringify({ version: 1, order: ['status'], hidden: ['currency'], pins: {}, widths: {} }),
    );
    renderIn('en', <Settings storage={storage} />);
    expect(headers()[0]).toBe('Status');
    expect(headers()).not.toContain('Currency');
  });

  it("keeps another user's settings apart", () => {
    const storage = new MemoryStorage();
    storage.setItem(
      columnSettingsKey('expense-reports', 'u1'),
      JSON.stringify({ version: 1, order: [], hidden: ['currency'], pins: {}, widths: {} }),
    );
    renderIn('en', <Settings storage={storage} userId="u2" />);
    expect(headers()).toContain('Currency');
  });

  it('ignores stored settings it cannot read', () => {
    const storage = new MemoryStorage();
    storage.setItem(columnSettingsKey('expense-reports', 'u1'), '{"hidden": 3');
    renderIn('en', <Settings storage={storage} />);
    expect(headers()).toHaveLength(expenseColumns.length);
  });

  it('keeps a resized width', async () => {
    const storage = new MemoryStorage();
    renderIn('en', <Settings storage={storage} />);
    screen.getByRole('columnheader', { name: /Report number/ }).focus();
    await userEvent.keyboard('{Shift>}{ArrowRight}{/Shift}');
    const stored = JSON.parse(storage.getItem(columnSettingsKey('expense-reports', 'u1')) ?? '{}');
    expect(stored.widths).toEqual({ code: 156 });
  });

  it('gives a resized column its defined width back on reset', async () => {
    renderIn('en', <Settings storage={new MemoryStorage()} />);
    screen.getByRole('columnheader', { name: /Report number/ }).focus();
    await userEvent.keyboard('{Shift>}{ArrowRight}{/Shift}');
    const firstCol = () => screen.getByRole('grid').querySelector('col');
    expect(firstCol()?.style.width).toBe('156px');
    await userEvent.click(screen.getByRole('button', { name: 'Reset columns' }));
    expect(firstCol()?.style.width).toBe('140px');
  });

  it('reports a full storage (spec §5) to onStorageError and shows the alert, keeping the change', async () => {
    const storage = new MemoryStorage();
    storage.failure = quotaExceeded;
    const onStorageError = vi.fn();
    renderIn('en', <Settings storage={storage} onStorageError={onStorageError} />);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Show “Status”' }));
    expect(onStorageError).toHaveBeenCalledWith(
      expect.objectContaining({ kind: 'quota', messageId: 'ui.dataTable.storageFull' }),
    );
    expect(screen.getByRole('alert').textContent).toBe(
      'The browser storage is full: the column settings could not be saved.',
    );
    expect(headers()).not.toContain('Status');
  });

  it('shows the storage-full alert in the chosen language', async () => {
    const storage = new MemoryStorage();
    storage.failure = quotaExceeded;
    renderIn('zh-CN', <Settings storage={storage} />);
    await userEvent.click(within(screen.getByRole('list')).getAllByRole('checkbox')[0] as HTMLElement);
    expect(screen.getByRole('alert').textContent).toBe('浏览器存储空间已满，列设置未能保存');
  });

  it('reports another storage failure as failed, not full', async () => {
    const storage = new MemoryStorage();
    storage.failure = () => new DOMException('Access denied', 'SecurityError');
    const onStorageError = vi.fn();
    renderIn('en', <Settings storage={storage} onStorageError={onStorageError} />);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Show “Status”' }));
    expect(onStorageError).toHaveBeenCalledWith(expect.objectContaining({ kind: 'failed' }));
  });

  it('clears the alert once a save succeeds again', async () => {
    const storage = new MemoryStorage();
    storage.failure = quotaExceeded;
    renderIn('en', <Settings storage={storage} />);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Show “Status”' }));
    storage.failure = undefined;
    await userEvent.click(screen.getByRole('checkbox', { name: 'Show “Status”' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('resets to the defined columns', async () => {
    const storage = new MemoryStorage();
    renderIn('en', <Settings storage={storage} />);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Show “Status”' }));
    await userEvent.click(screen.getByRole('button', { name: 'Reset columns' }));
    expect(headers()).toContain('Status');
  });
});
