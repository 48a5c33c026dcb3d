// @vitest-environment jsdom
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ConfirmProvider } from '../../components/ConfirmProvider/ConfirmProvider';
import { DataTable } from '../../components/DataTable/DataTable';
import { expenseColumns, makeExpenses } from '../../components/DataTable/test/fixtures';
import { MemoryStorage } from '../../components/DataTable/test/MemoryStorage';
import { moduleGate as network } from '../../components/DataTable/test/moduleGate';
import { columnSettingsKey, useColumnSettings } from '../../components/DataTable/useColumnSettings';
import { ColumnSettingsButton } from './ColumnSettingsButton';
import { SavedFiltersMenu } from './SavedFiltersMenu';
import { memoryStore } from './test/savedFiltersFixtures';
import { renderWithTexts } from './test/texts';
import { useSavedFilters } from './useSavedFilters';

// The dialog's and the menu's modules arrive when a test says.
vi.mock('./ColumnSettingsDialog', async (importOriginal) =>
  (await import('../../components/DataTable/test/moduleGate')).moduleGate.arrive(importOriginal, 'dialog'),
);
vi.mock('./SavedFiltersMenuContent', async (importOriginal) =>
  (await import('../../components/DataTable/test/moduleGate')).moduleGate.arrive(importOriginal, 'menu'),
);

// The browser stays busy: nothing is preloaded, the first use loads.
beforeEach(() => {
  vi.stubGlobal('requestIdleCallback', () => 1);
  vi.stubGlobal('cancelIdleCallback', () => undefined);
});
afterEach(() => {
  // Unmounted while the idle callbacks are still stubbed: unmounting cancels them.
  cleanup();
  vi.unstubAllGlobals();
});

const rows = makeExpenses(3);

function Toolbar({ storage }: { readonly storage: Storage }) {
  const settings = useColumnSettings('expense-reports', 'u1', expenseColumns, { storage });
  const [store] = useState(() => memoryStore().store);
  const saved = useSavedFilters(store);
  return (
    <ConfirmProvider>
      <SavedFiltersMenu saved={saved} currentFilters={{ region: 'south' }} onApply={() => undefined} />
      <ColumnSettingsButton settings={settings} columns={expenseColumns} />
      <DataTable label="Expense reports" columns={settings.columns} rows={rows} />
    </ConfirmProvider>
  );
}

const columnsButton = () => screen.getByRole('button', { name: /^Columns/ });
const menuButtons = () => screen.getAllByRole('button', { name: /^Saved filters/ });
const headers = () =>
  within(screen.getByRole('grid', { hidden: true }))
    .getAllByRole('columnheader', { hidden: true })
    .map((header) => header.textContent);
const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)));

// The first render (styled-components, the DataTable) took 4 s on a 2-core machine under load.
const SLOW_MACHINE_TIMEOUT = 15_000;

// The tests share the module cache: they run in this order.
describe('table settings loaded on first use', { timeout: SLOW_MACHINE_TIMEOUT }, () => {
  it('applies the saved columns at the first render, without loading the dialog', async () => {
    const storage = new MemoryStorage();
    storage.setItem(
      columnSettingsKey('expense-reports', 'u1'),
      JSON.stringify({ version: 1, order: ['status'], hidden: ['currency'], pins: {}, widths: {} }),
    );
    renderWithTexts(<Toolbar storage={storage} />);
    expect(headers()[0]).toBe('Status');
    expect(headers()).not.toContain('Currency');
    expect(columnsButton().textContent).toBe('Columns 1 hidden');
    await settle();
    expect(network.imports()).toBe(0);
  });

  it('shows the button busy while the dialog loads, and Escape then gives up opening it', async () => {
    const user = userEvent.setup();
    renderWithTexts(<Toolbar storage={new MemoryStorage()} />);
    await user.click(columnsButton());
    await waitFor(() => expect(network.pending('dialog')).toBe(1));
    expect(columnsButton().getAttribute('aria-busy')).toBe('true');
    expect(columnsButton().getAttribute('aria-expanded')).toBe('true');
    await user.keyboard('{Escape}');
    expect(columnsButton().getAttribute('aria-expanded')).toBe('false');
    expect(columnsButton().hasAttribute('aria-busy')).toBe(false);
    // Left loading: the next test's opening waits for this load.
  });

  it('opens the dialog from the keyboard once it arrives, with the focus in it, and gives the focus back to the button on close', async () => {
    const user = userEvent.setup();
    renderWithTexts(<Toolbar storage={new MemoryStorage()} />);
    columnsButton().focus();
    await user.keyboard('{Enter}');
    // The load the previous test started: not asked for again.
    expect(network.imports('dialog')).toBe(1);
    // While the dialog loads the focus stays on the button, which says it opens a dialog.
    expect(document.activeElement).toBe(columnsButton());
    expect(columnsButton().getAttribute('aria-haspopup')).toBe('dialog');
    expect(columnsButton().getAttribute('aria-busy')).toBe('true');
    network.answer('load', 'dialog');
    const dialog = await screen.findByRole('dialog', { name: 'Customise columns' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(columnsButton());
    expect(columnsButton().hasAttribute('aria-busy')).toBe(false);
  });

  it('stands in for the saved-filters menu with the same button, and opens the menu as it arrives', async () => {
    const user = userEvent.setup();
    renderWithTexts(<Toolbar storage={new MemoryStorage()} />);
    const standIn = menuButtons()[0] as HTMLElement;
    expect(standIn.getAttribute('aria-haspopup')).toBe('menu');
    await user.click(standIn);
    await waitFor(() => expect(network.pending('menu')).toBe(1));
    expect(screen.queryByRole('menu')).toBeNull();
    expect(standIn.getAttribute('aria-busy')).toBe('true');
    network.answer('load', 'menu');
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Manage saved filters…' })).toBeTruthy();
    await waitFor(() => expect(menu.contains(document.activeElement)).toBe(true));
    // The menu's own button took the stand-in's place: one button, with the same name.
    expect(menuButtons()).toHaveLength(1);
    expect(menuButtons()[0]).not.toBe(standIn);
    expect(menuButtons()[0]?.hasAttribute('aria-busy')).toBe(false);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(document.activeElement).toBe(menuButtons()[0]);
  });
});
