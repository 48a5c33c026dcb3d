// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OpsIntlProvider } from '../../i18n/intl';
import { ControlledTable, makeExpenses } from './test/fixtures';
import { moduleGate as network } from './test/moduleGate';
import { loadRowVirtualizer } from './useRowVirtualizer';

// The virtualizer's module arrives when a test says (or fails to, as offline).
vi.mock('./virtualCore', async (importOriginal) =>
  (await import('./test/moduleGate')).moduleGate.arrive(importOriginal),
);

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const renderEn = (ui: ReactNode) => render(<OpsIntlProvider locale="en">{ui}</OpsIntlProvider>);
const dataRows = () => within(screen.getByRole('grid')).getAllByRole('row').slice(1);
const rowIndexes = () => dataRows().map((row) => Number(row.getAttribute('aria-rowindex')));
const scroller = () => document.querySelector('.ops-dt-scroll') as HTMLElement;
const scrollTo = (offset: number) => {
  scroller().scrollTop = offset;
  fireEvent.scroll(scroller());
};
/** Lets the module's answer reach the table and the table render with it. */
const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)));

// The tests share the module cache: they run in this order, the virtualizer loading in the last.
describe('DataTable virtualizer, loaded on demand', () => {
  it('renders a page of 100 rows itself, without loading the virtualizer', async () => {
    renderEn(<ControlledTable all={makeExpenses(100)} selectable />);
    await settle();
    expect(dataRows()).toHaveLength(100);
    expect(network.imports()).toBe(0);
  });

  it('keeps rendering the rows in view, following the scroll and the keyboard, when the virtualizer cannot load', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderEn(<ControlledTable all={makeExpenses(10_000)} height={400} />);
    await vi.waitFor(() => expect(network.pending()).toBe(1));
    expect(rowIndexes()[0]).toBe(2);
    expect(dataRows().length).toBeLessThan(40);
    network.answer('fail');
    await settle();
    expect(warn).toHaveBeenCalledTimes(1);
    scrollTo(44 * 5_000);
    expect(rowIndexes()[0]).toBeGreaterThan(4_900);
    expect(rowIndexes()[0]).toBeLessThanOrEqual(5_001);
    expect(dataRows().length).toBeLessThan(40);
    scroller().querySelector<HTMLElement>('tbody [data-c="0"]')?.focus();
    await userEvent.keyboard('{Control>}{End}{/Control}');
    expect(document.activeElement?.closest('tr')?.getAttribute('aria-rowindex')).toBe('10001');
    expect(dataRows().length).toBeLessThan(40);
  });

  it('switches to the virtualizer once it arrives, keeping the scroll position, the selection and the focused cell', async () => {
    const user = userEvent.setup();
    renderEn(<ControlledTable all={makeExpenses(10_000)} selectable height={400} />);
    // The failed load is tried again by the next table that needs it.
    await vi.waitFor(() => expect(network.pending()).toBe(1));
    expect(network.imports()).toBe(2);
    await user.click(screen.getByRole('checkbox', { name: 'Select row 3' }));
    scrollTo(300);
    const cell = within(dataRows()[3] as HTMLElement).getAllByRole('gridcell')[2] as HTMLElement;
    cell.focus();
    const before = rowIndexes();

    network.answer('load');
    await act(async () => {
      await loadRowVirtualizer();
    });
    await settle();

    expect(scroller().scrollTop).toBe(300);
    expect(rowIndexes()).toEqual(before);
    expect(document.activeElement).toBe(cell);
    expect(dataRows()[2]?.getAttribute('aria-selected')).toBe('true');
    // The virtualizer follows the scroll from now on.
    scrollTo(44 * 5_000);
    await settle();
    expect(rowIndexes()[0]).toBeGreaterThan(4_900);
    expect(dataRows().length).toBeLessThan(40);
  });
});
