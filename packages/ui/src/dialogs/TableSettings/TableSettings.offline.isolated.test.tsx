// @vitest-environment jsdom
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DataTable } from '../../components/DataTable/DataTable';
import { expenseColumns, makeExpenses } from '../../components/DataTable/test/fixtures';
import { MemoryStorage } from '../../components/DataTable/test/MemoryStorage';
import { moduleGate as network } from '../../components/DataTable/test/moduleGate';
import { useColumnSettings } from '../../components/DataTable/useColumnSettings';
import { ColumnSettingsButton } from './ColumnSettingsButton';
import { SavedFiltersMenu } from './SavedFiltersMenu';
import { memoryStore } from './test/savedFiltersFixtures';
import { renderWithTexts } from './test/texts';
import { useSavedFilters } from './useSavedFilters';

// The dialog's and the menu's modules are asked for, and fail to arrive when a test says.
vi.mock('./ColumnSettingsDialog', async (importOriginal) =>
  (await import('../../components/DataTable/test/moduleGate')).moduleGate.arrive(importOriginal, 'dialog'),
);
vi.mock('./SavedFiltersMenuContent', async (importOriginal) =>
  (await import('../../components/DataTable/test/moduleGate')).moduleGate.arrive(importOriginal, 'menu'),
);

/** The browser's idle callbacks, run when a test says. */
let idle: (() => void)[] = [];
beforeEach(() => {
  idle = [];
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
  vi.stubGlobal('cancelIdleCallback', () => undefined);
  // The failed loads are reported for the app's diagnostics.
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  // Unmounted while the idle callbacks are still stubbed: unmounting cancels them.
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function ColumnsToolbar() {
  const settings = useColumnSettings('expense-reports', 'u1', expenseColumns, {
    storage: new MemoryStorage(),
  });
  return (
    <>
      <ColumnSettingsButton settings={settings} columns={expenseColumns} />
      <DataTable label="Expense reports" columns={settings.columns} rows={makeExpenses(3)} />
    </>
  );
}

function FiltersToolbar() {
  const [store] = useState(() => memoryStore().store);
  const saved = useSavedFilters(store);
  return <SavedFiltersMenu saved={saved} currentFilters={{ region: 'south' }} onApply={() => undefined} />;
}

const columnsButton = () => screen.getByRole('button', { name: /^Columns/ });
const menuButton = () => screen.getByRole('button', { name: /^Saved filters/ });
const notice = () => screen.findByRole('alertdialog', { name: 'This window could not be loaded' });

// The first render (styled-components, the DataTable) took 4 s on a 2-core machine under load.
const SLOW_MACHINE_TIMEOUT = 15_000;

// The tests share the module cache and a load: they run in this order.
describe('table settings whose modules cannot be loaded', { timeout: SLOW_MACHINE_TIMEOUT }, () => {
  it('asks for the column settings dialog when the browser is idle', async () => {
    renderWithTexts(<ColumnsToolbar />);
    expect(network.imports()).toBe(0);
    act(() => idle.forEach((run) => run()));
    await waitFor(() => expect(network.pending('dialog')).toBe(1));
    // Left loading: the next test's click waits for this load.
  });

  it('says when the column settings dialog could not be loaded, and gives the focus back to the button on Close', async () => {
    const user = userEvent.setup();
    renderWithTexts(<ColumnsToolbar />);
    await user.click(columnsButton());
    expect(network.imports('dialog')).toBe(1);
    network.answer('fail', 'dialog');
    await user.click(within(await notice()).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(document.activeElement).toBe(columnsButton());
    expect(columnsButton().getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByRole('grid')).toBeTruthy();
  });

  it('keeps the saved-filters button in the toolbar while it tells that the menu could not be loaded, and focuses it on Close', async () => {
    const user = userEvent.setup();
    renderWithTexts(<FiltersToolbar />);
    await user.click(menuButton());
    await waitFor(() => expect(network.pending('menu')).toBe(1));
    network.answer('fail', 'menu');
    const shown = await notice();
    expect(menuButton()).toBeTruthy();
    await user.click(within(shown).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(document.activeElement).toBe(menuButton());
    expect(screen.queryByRole('menu')).toBeNull();
  });
});
