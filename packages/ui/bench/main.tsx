/// <reference types="vite/client" />
/**
 * The page the benchmark drives (see run.mjs): the DataTable and inputs of @opsdesk/ui in a
 * production build, with `window.opsBench` to mount, sort and scroll them and time it.
 */
import { useState, type ComponentType, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import styled from 'styled-components';
import { createTable, getCoreRowModel, getSortedRowModel, type ColumnDef } from '@tanstack/table-core';
import { makeExpenses, expenseColumns, type Expense } from '../src/components/DataTable/test/fixtures';
import { loadRowVirtualizer } from '../src/components/DataTable/useRowVirtualizer';
import { DataTable, OpsIntlProvider, ThemeProvider, tokens } from '../src/index';

// The Input of the package when it exists (another folder of the package), else a plain styled input.
const inputModules = import.meta.glob<{ Input?: ComponentType<{ label: string; name: string }> }>(
  '../src/components/Input/index.ts',
  { eager: true },
);
const PackageInput = Object.values(inputModules)[0]?.Input;

const PlainInput = styled.input`
  box-sizing: border-box;
  height: ${tokens['control-height']};
  padding: 0 ${tokens['space-3']};
  border: 1px solid ${tokens['color-border-strong']};
  border-radius: ${tokens['radius-sm']};
  background: ${tokens['color-surface']};
  color: ${tokens['color-text']};
  font: inherit;
  &:focus-visible {
    outline: 2px solid ${tokens['color-focus']};
  }
`;

const allRows = makeExpenses(100_000);
const container = document.getElementById('root') as HTMLElement;
const root = createRoot(container);

let setSortState: ((sort: string | undefined) => void) | undefined;

function Table({ rows }: { readonly rows: readonly Expense[] }) {
  const [sort, setSort] = useState<string>();
  setSortState = setSort;
  return (
    <DataTable<Expense>
      label="Expense reports"
      columns={expenseColumns}
      rows={rows}
      getRowId={(row) => row.id}
      sort={sort}
      onSortChange={setSort}
      sortRows="client"
      height={640}
    />
  );
}

function Shell({ children }: { readonly children: ReactNode }) {
  return (
    <ThemeProvider>
      <OpsIntlProvider locale="en">{children}</OpsIntlProvider>
    </ThemeProvider>
  );
}

const settle = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
/** Style and layout now, so that a timing includes them. */
const layout = () => container.getBoundingClientRect().height;

/** Renders `view`, returns the milliseconds of render, commit, style and layout. */
function timeRender(view: ReactNode): number {
  const start = performance.now();
  flushSync(() => root.render(<Shell>{view}</Shell>));
  layout();
  return performance.now() - start;
}

async function clear(): Promise<void> {
  flushSync(() => root.render(<Shell>{null}</Shell>));
  await settle();
}

interface ScrollResult {
  readonly fps: number;
  readonly longestFrameMs: number;
  readonly longestTaskMs: number;
  readonly longTasks: number;
  readonly rowsRendered: number;
  /** Per scroll event: the table's update (virtualizer, React render and commit) plus style and layout. */
  readonly workMedianMs: number;
  readonly workMaxMs: number;
}

const bench = {
  inputImplementation: PackageInput ? '@opsdesk/ui Input' : 'plain styled-components input',

  async mountTable(count: number): Promise<number> {
    await clear();
    const rows = allRows.slice(0, count);
    const ms = timeRender(<Table rows={rows} />);
    await settle();
    return ms;
  },

  /** Sorts the mounted table's rows by amount, then the other way (alternating between calls). */
  async sortTable(sort: string): Promise<number> {
    const start = performance.now();
    flushSync(() => setSortState?.(sort));
    layout();
    const ms = performance.now() - start;
    await settle();
    return ms;
  },

  /** Scrolls the mounted table down at `pixelsPerFrame` for `durationMs`, sampling every frame. */
  scrollTable(durationMs: number, pixelsPerFrame: number): Promise<ScrollResult> {
    const scroller = container.querySelector('.ops-dt-scroll') as HTMLElement;
    scroller.scrollTop = 0;
    const tasks: number[] = [];
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) tasks.push(entry.duration);
    });
    observer.observe({ type: 'longtask' });
    // Scroll events do not bubble: a capturing listener on the document runs before the table's
    // own listener, one added on the element now runs after it.
    const work: number[] = [];
    let eventStart = 0;
    const before = () => {
      eventStart = performance.now();
    };
    const after = () => {
      layout();
      work.push(performance.now() - eventStart);
    };
    document.addEventListener('scroll', before, { capture: true, passive: true });
    scroller.addEventListener('scroll', after, { passive: true });
    return new Promise((resolve) => {
      const frames: number[] = [];
      let rowsRendered = 0;
      const step = (now: number) => {
        frames.push(now);
        if (now - (frames[0] ?? now) >= durationMs) {
          observer.disconnect();
          document.removeEventListener('scroll', before, { capture: true });
          scroller.removeEventListener('scroll', after);
          const sortedWork = [...work].sort((a, b) => a - b);
          const gaps = frames.slice(1).map((time, index) => time - (frames[index] ?? time));
          const elapsed = (frames.at(-1) ?? 0) - (frames[0] ?? 0);
          resolve({
            fps: ((frames.length - 1) * 1000) / elapsed,
            longestFrameMs: Math.max(...gaps),
            longestTaskMs: tasks.length ? Math.max(...tasks) : 0,
            longTasks: tasks.length,
            rowsRendered,
            workMedianMs: sortedWork[Math.floor(sortedWork.length / 2)] ?? 0,
            workMaxMs: sortedWork.at(-1) ?? 0,
          });
          return;
        }
        scroller.scrollTop += pixelsPerFrame;
        rowsRendered = Math.max(rowsRendered, container.querySelectorAll('tbody > .ops-dt-tr').length);
        requestAnimationFrame(step);
      };
      requestAnimationFrame(step);
    });
  },

  /**
   * The reference the DataTable's own row model is measured against: TanStack Table's core and
   * sorted row models over the same rows and columns, without rendering anything. Time in ms.
   */
  tanstackRowModel(count: number, sort: string | undefined): number {
    const data = allRows.slice(0, count);
    const columns: ColumnDef<Expense>[] = expenseColumns.map((column) => {
      const { accessor } = column;
      return {
        id: column.id,
        accessorFn:
          typeof accessor === 'function'
            ? accessor
            : (row: Expense) => (accessor === undefined ? undefined : row[accessor]),
      };
    });
    const [field, direction] = sort?.split(',') ?? [];
    const start = performance.now();
    const table = createTable<Expense>({
      data,
      columns,
      getCoreRowModel: getCoreRowModel(),
      getSortedRowModel: getSortedRowModel(),
      state: {
        sorting: field ? [{ id: field, desc: direction === 'desc' }] : [],
        columnPinning: {},
        columnSizing: {},
        columnOrder: [],
        columnVisibility: {},
        rowSelection: {},
      },
      onStateChange: () => undefined,
      renderFallbackValue: null,
    });
    const rows = table.getRowModel().rows;
    rows[rows.length - 1]?.getValue(expenseColumns[0]?.id ?? '');
    return performance.now() - start;
  },

  async mountInputs(count: number, implementation: 'package' | 'plain'): Promise<number> {
    await clear();
    const ms = timeRender(
      <form style={{ display: 'grid', gridTemplateColumns: 'repeat(4, 1fr)', gap: 8 }}>
        {Array.from({ length: count }, (_, index) =>
          implementation === 'package' && PackageInput ? (
            <PackageInput key={index} label={`Field ${index + 1}`} name={`field${index}`} />
          ) : (
            <PlainInput key={index} aria-label={`Field ${index + 1}`} name={`field${index}`} />
          ),
        )}
      </form>,
    );
    await settle();
    return ms;
  },
};

declare global {
  interface Window {
    opsBench?: typeof bench;
  }
}

// The table loads its virtualizer the first time it has more rows than its threshold: the timings
// are those of a page that has it (a table mounted before it arrives renders the rows in view itself).
void loadRowVirtualizer().then(() => {
  window.opsBench = bench;
});
