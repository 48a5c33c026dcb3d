import {
  memo,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
  type CSSProperties,
  type FocusEvent as ReactFocusEvent,
  type KeyboardEvent as ReactKeyboardEvent,
  type PointerEvent as ReactPointerEvent,
  type ReactElement,
  type ReactNode,
  type RefObject,
} from 'react';
import { useUiText } from '../../i18n/text';
import { CellTips, type CellTipsHandle } from './CellTips';
import { TableRoot } from './DataTable.styles';
import { DataTablePager } from './DataTablePager';
import { accessorOf, createRowModel, sortedColumn, sortOrder } from './rowModel';
import { nextSort, parseSort } from './sort';
import { DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS, type TablePageSizeRegistration } from './tablePageSizeStore';
import { DEFAULT_COLUMN_WIDTH, DEFAULT_MIN_COLUMN_WIDTH, type DataTableColumn } from './types';
import { useRowVirtualizer } from './useRowVirtualizer';
import { useTablePageSizeStore } from './useTablePageSize';

/** Spec §9: a message row (empty, error) spans 12 columns, or every column when there are more. */
export const EMPTY_ROW_COLSPAN = 12;
/** Above this many rows, only the rows in view are rendered (and the virtualizer's module loads). */
export const DEFAULT_VIRTUALIZE_THRESHOLD = 100;
const SELECT_COLUMN_WIDTH = 44;
const KEYBOARD_RESIZE_STEP = 16;
const DEFAULT_VIRTUAL_HEIGHT = 560;
const FALLBACK_ROW_HEIGHT = 44;
/** Rows rendered beyond each end of the view. */
const OVERSCAN = 8;

export interface DataTableProps<Row> {
  readonly columns: readonly DataTableColumn<Row>[];
  /** The rows to show: one page when paged by the server, all of them otherwise. */
  readonly rows: readonly Row[];
  /** A stable id per row, for selection. Defaults to the row's index. */
  readonly getRowId?: (row: Row, index: number) => string;
  /** The table's accessible name. */
  readonly label?: string;
  readonly 'aria-labelledby'?: string;

  /** Zero-based page of a server-paged table; the pager shows when `total` is given. */
  readonly page?: number;
  /** Controlled page size; uncontrolled (starting at `defaultPageSize`) when absent. */
  readonly pageSize?: number;
  /** Default 10 (spec §9). */
  readonly defaultPageSize?: number;
  /** Default 10, 20, 50, 100. */
  readonly pageSizeOptions?: readonly number[];
  /** The number of rows on every page: shows the pager. */
  readonly total?: number;
  readonly onPageChange?: (page: number) => void;
  readonly onPageSizeChange?: (pageSize: number) => void;

  /** Controlled sort in the service's words, `field,asc` or `field,desc`. */
  readonly sort?: string | undefined;
  readonly onSortChange?: (sort: string | undefined) => void;
  /** `server` (default): the rows come sorted. `client`: the table sorts the rows it has. */
  readonly sortRows?: 'server' | 'client';

  /** Controlled selection; a checkbox column shows when `onSelectedRowIdsChange` is given. */
  readonly selectedRowIds?: readonly string[];
  readonly onSelectedRowIdsChange?: (rowIds: string[]) => void;

  /** Called when a resize ends, with the widths of the resized columns. */
  readonly onColumnWidthsChange?: (widths: Record<string, number>) => void;

  readonly loading?: boolean;
  /** A failed load: `true` shows the generic message, a node shows itself. */
  readonly error?: ReactNode;
  readonly onRetry?: () => void;
  readonly emptyText?: ReactNode;

  /** Maximum height of the scrolling area (CSS length or pixels). Default 560 px when virtualised. */
  readonly height?: number | string;
  /** Rows above which rendering is virtualised. Default 100. */
  readonly virtualizeThreshold?: number;
}

/** A column as laid out: static classes and pin offsets, so that rows never restyle per row. */
interface ColumnLayout<Row> {
  readonly column: DataTableColumn<Row>;
  readonly accessor: ((row: Row) => unknown) | undefined;
  readonly className: string;
  readonly headerClassName: string;
  readonly style: CSSProperties | undefined;
}

interface ActiveCell {
  readonly row: number;
  readonly col: number;
}

const pinVariable = (index: number) => `--ops-dt-pin-${index}`;

/** The header or cell an event happened in, if it is one of this table's. */
function cellOf(target: EventTarget | null, table: HTMLTableElement): HTMLElement | null {
  if (!(target instanceof Element)) return null;
  const cell = target.closest<HTMLElement>('th[data-c], td[data-c]');
  return cell && table.contains(cell) ? cell : null;
}

/** Whether the focus came from the keyboard (`:focus-visible`), where the browser can say. */
function focusVisible(element: HTMLElement): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    return true;
  }
}

/**
 * Follows the sideways scroll of a table's scroll area: `data-scrolled` on it while columns are
 * hidden to the left, `data-overflow` while some are hidden to the right (the shadows beside the
 * pinned columns show then), and the widths of its borders and scroll bars as CSS variables of the
 * shadows (where they stop). Written to the DOM directly: scrolling never re-renders the table.
 * Measured when the scroll area or the table changes size (the first time after the first layout,
 * before the first paint), never while React renders.
 */
function useScrollEdges(
  scrollRef: RefObject<HTMLDivElement | null>,
  frameRef: RefObject<HTMLDivElement | null>,
  tableRef: RefObject<HTMLTableElement | null>,
  onScroll: () => void,
): void {
  const onScrollRef = useRef(onScroll);
  onScrollRef.current = onScroll;
  useLayoutEffect(() => {
    const scroller = scrollRef.current;
    const shadows = [...(frameRef.current?.querySelectorAll<HTMLElement>(':scope > .ops-dt-shadow') ?? [])];
    if (!scroller) return undefined;
    let scrolled = false;
    let overflow = false;
    let maxScroll = 0;
    const insets: Record<string, string> = {};
    const edges = () => {
      const left = Math.abs(scroller.scrollLeft);
      const nextScrolled = left > 0.5;
      const nextOverflow = maxScroll - left > 0.5;
      if (nextScrolled !== scrolled) {
        scrolled = nextScrolled;
        scroller.toggleAttribute('data-scrolled', scrolled);
      }
      if (nextOverflow !== overflow) {
        overflow = nextOverflow;
        scroller.toggleAttribute('data-overflow', overflow);
      }
    };
    const setInset = (name: string, pixels: number) => {
      const value = `${Math.max(0, pixels)}px`;
      if (insets[name] === value) return;
      insets[name] = value;
      for (const shadow of shadows) shadow.style.setProperty(name, value);
    };
    const measure = () => {
      maxScroll = scroller.scrollWidth - scroller.clientWidth;
      setInset('--ops-dt-inset-top', scroller.clientTop);
      setInset('--ops-dt-inset-start', scroller.clientLeft);
      setInset('--ops-dt-inset-end', scroller.offsetWidth - scroller.clientLeft - scroller.clientWidth);
      setInset('--ops-dt-inset-bottom', scroller.offsetHeight - scroller.clientTop - scroller.clientHeight);
      edges();
    };
    const scroll = () => {
      edges();
      onScrollRef.current();
    };
    scroller.addEventListener('scroll', scroll, { passive: true });
    if (typeof ResizeObserver === 'undefined') {
      measure();
      return () => scroller.removeEventListener('scroll', scroll);
    }
    const observer = new ResizeObserver(measure);
    observer.observe(scroller);
    if (tableRef.current) observer.observe(tableRef.current);
    return () => {
      scroller.removeEventListener('scroll', scroll);
      observer.disconnect();
    };
  }, [scrollRef, frameRef, tableRef]);
}

function displayValue(value: unknown): ReactNode {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string' || typeof value === 'number') return value;
  if (typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  if (value instanceof Date) return value.toISOString();
  return String(value);
}

/** Left-pinned columns first, then the others, then right-pinned ones, each group in its order. */
function displayOrder<Row>(columns: readonly DataTableColumn<Row>[]): DataTableColumn<Row>[] {
  return [
    ...columns.filter((column) => column.pin === 'left'),
    ...columns.filter((column) => column.pin === undefined),
    ...columns.filter((column) => column.pin === 'right'),
  ];
}

/** A width the user gave a column here, and the `width` the column had then. */
interface WidthOverride {
  readonly base: number | undefined;
  readonly width: number;
}

function widthOf<Row>(column: DataTableColumn<Row>, widths: Readonly<Record<string, WidthOverride>>): number {
  const override = widths[column.id];
  return override && override.base === column.width ? override.width : (column.width ?? DEFAULT_COLUMN_WIDTH);
}

interface DataRowProps<Row> {
  readonly row: Row;
  readonly rowId: string;
  /** The row's index in the rows given to the table. */
  readonly sourceIndex: number;
  readonly rowNumber: number;
  readonly ariaRowIndex: number;
  readonly layout: readonly ColumnLayout<Row>[];
  readonly selectable: boolean;
  /** The checkbox cell's classes, the same for every row. */
  readonly selectClassName: string;
  readonly selected: boolean;
  /** The column holding the grid's tab stop in this row, or -1. */
  readonly activeCol: number;
  readonly selectLabel: string;
  readonly onToggle: (rowId: string) => void;
}

function DataRowView<Row>({
  row,
  rowId,
  sourceIndex,
  rowNumber,
  ariaRowIndex,
  layout,
  selectable,
  selectClassName,
  selected,
  activeCol,
  selectLabel,
  onToggle,
}: DataRowProps<Row>) {
  const offset = selectable ? 1 : 0;
  return (
    <tr
      className="ops-dt-tr"
      data-r={rowNumber}
      aria-rowindex={ariaRowIndex}
      aria-selected={selectable ? selected : undefined}
      data-state={selected ? 'selected' : undefined}
    >
      {selectable ? (
        <td role="gridcell" className={selectClassName} data-c={0} tabIndex={activeCol === 0 ? 0 : -1}>
          <input
            type="checkbox"
            tabIndex={-1}
            aria-label={selectLabel}
            checked={selected}
            onChange={() => onToggle(rowId)}
          />
        </td>
      ) : null}
      {layout.map(({ column, accessor, className, style }, index) => (
        <td
          key={column.id}
          role="gridcell"
          className={className}
          style={style}
          data-c={index + offset}
          tabIndex={activeCol === index + offset ? 0 : -1}
        >
          {column.cell ? column.cell(row, sourceIndex) : displayValue(accessor?.(row))}
        </td>
      ))}
    </tr>
  );
}

const DataRow = memo(DataRowView) as <Row>(props: DataRowProps<Row>) => ReactElement;

/**
 * A typed table: server paging, controlled sorting (`field,asc`), selection, pinned and resizable
 * columns, loading, empty and error states, keyboard navigation between cells (a grid with one tab
 * stop), and virtualised rows above `virtualizeThreshold`. TanStack Virtual virtualises them; its
 * module loads the first time a table has that many rows, which a server page rarely has. Until it
 * has arrived, or when it cannot be loaded, the table renders the rows in view itself.
 */
export function DataTable<Row>({
  columns,
  rows,
  getRowId,
  label,
  'aria-labelledby': labelledBy,
  page = 0,
  pageSize: controlledPageSize,
  defaultPageSize = DEFAULT_PAGE_SIZE,
  pageSizeOptions = PAGE_SIZE_OPTIONS,
  total,
  onPageChange,
  onPageSizeChange,
  sort,
  onSortChange,
  sortRows = 'server',
  selectedRowIds,
  onSelectedRowIdsChange,
  onColumnWidthsChange,
  loading = false,
  error,
  onRetry,
  emptyText,
  height,
  virtualizeThreshold = DEFAULT_VIRTUALIZE_THRESHOLD,
}: DataTableProps<Row>) {
  const text = useUiText();
  const hintId = useId();
  const scrollRef = useRef<HTMLDivElement>(null);
  const frameRef = useRef<HTMLDivElement>(null);
  const tableRef = useRef<HTMLTableElement>(null);
  const tipsRef = useRef<CellTipsHandle>(null);
  useScrollEdges(scrollRef, frameRef, tableRef, () => tipsRef.current?.scrolled());

  // Page size: controlled or not, and told to the store the request layer reads (spec §7).
  const [ownPageSize, setOwnPageSize] = useState(defaultPageSize);
  const pageSize = controlledPageSize ?? ownPageSize;
  const paged = total !== undefined;
  const pageSizeStore = useTablePageSizeStore();
  const registration = useRef<TablePageSizeRegistration | null>(null);
  const pageSizeRef = useRef(pageSize);
  pageSizeRef.current = pageSize;
  useLayoutEffect(() => {
    if (!paged) return undefined;
    const claim = pageSizeStore.register(pageSizeRef.current);
    registration.current = claim;
    return () => {
      claim.release();
      registration.current = null;
    };
  }, [paged, pageSizeStore]);
  useLayoutEffect(() => registration.current?.update(pageSize), [pageSize]);
  const changePageSize = useCallback(
    (size: number) => {
      // The store first: an app that fetches in these callbacks already sends the new size.
      registration.current?.update(size);
      setOwnPageSize(size);
      onPageSizeChange?.(size);
      onPageChange?.(0);
    },
    [onPageChange, onPageSizeChange],
  );

  // Columns: display order, widths, pins.
  const ordered = useMemo(() => displayOrder(columns), [columns]);
  const [widths, setWidths] = useState<Record<string, WidthOverride>>({});
  // A column whose own width changed since (saved settings, a reset) drops what was resized here.
  const staleWidths = Object.keys(widths).filter(
    (id) => columns.find((column) => column.id === id)?.width !== widths[id]?.base,
  );
  if (staleWidths.length > 0) {
    setWidths((current) =>
      Object.fromEntries(Object.entries(current).filter(([id]) => !staleWidths.includes(id))),
    );
  }
  const [resizing, setResizing] = useState<string>();
  const selectable = onSelectedRowIdsChange !== undefined;
  const colOffset = selectable ? 1 : 0;
  const colCount = ordered.length + colOffset;
  const flexColumnId = ordered.filter((column) => column.pin === undefined).at(-1)?.id;

  const layout = useMemo<ColumnLayout<Row>[]>(() => {
    const lastLeft = ordered.filter((column) => column.pin === 'left').at(-1)?.id;
    const firstRight = ordered.find((column) => column.pin === 'right')?.id;
    return ordered.map((column, index) => {
      const classes = ['ops-dt-td'];
      const headerClasses = ['ops-dt-th'];
      const add = (name: string) => {
        classes.push(name);
        headerClasses.push(name);
      };
      if (column.align && column.align !== 'start') add(`ops-dt-align-${column.align}`);
      if (column.pin) add(`ops-dt-pin-${column.pin}`);
      if (column.id === lastLeft) add('ops-dt-pin-edge-left');
      if (column.id === firstRight) add('ops-dt-pin-edge-right');
      const position = index + colOffset;
      const style: CSSProperties | undefined = column.pin
        ? { [column.pin]: `var(${pinVariable(position)})` }
        : undefined;
      return {
        column,
        accessor: accessorOf(column),
        className: classes.join(' '),
        headerClassName: headerClasses.join(' '),
        style,
      };
    });
  }, [ordered, colOffset]);

  const { tableStyle, shadowStyle, pinnedStart, pinnedEnd } = useMemo(() => {
    const style: Record<string, string> = {};
    let left = selectable ? SELECT_COLUMN_WIDTH : 0;
    ordered.forEach((column, index) => {
      if (column.pin !== 'left') return;
      style[pinVariable(index + colOffset)] = `${left}px`;
      left += widthOf(column, widths);
    });
    let right = 0;
    for (let index = ordered.length - 1; index >= 0; index -= 1) {
      const column = ordered[index];
      if (column?.pin !== 'right') continue;
      style[pinVariable(index + colOffset)] = `${right}px`;
      right += widthOf(column, widths);
    }
    const sum = ordered.reduce(
      (total, column) => total + widthOf(column, widths),
      colOffset * SELECT_COLUMN_WIDTH,
    );
    // Every column counts, the pinned ones too, so that scrolling fully to the right shows the last
    // unpinned column whole beside the pinned ones. The last unpinned column takes the room left;
    // without one the table is exactly as wide as its columns.
    if (flexColumnId !== undefined) style.minWidth = `${sum}px`;
    else style.width = `${sum}px`;
    // Where the shadows of the pinned columns (or, without any, of the scroll area's edges) lie.
    const shadow = { '--ops-dt-pinned-start': `${left}px`, '--ops-dt-pinned-end': `${right}px` };
    return {
      tableStyle: style as CSSProperties,
      shadowStyle: shadow as CSSProperties,
      pinnedStart: left,
      pinnedEnd: right,
    };
  }, [ordered, widths, selectable, colOffset, flexColumnId]);
  // Without a pinned column of its own, the checkbox column draws the pinned edge.
  const selectEdge = ordered.some((column) => column.pin === 'left') ? '' : ' ops-dt-pin-edge-left';
  const selectClassName = `ops-dt-td ops-dt-select ops-dt-pin-left${selectEdge}`;

  const resizeTo = useCallback((column: DataTableColumn<Row>, width: number) => {
    const next = Math.max(column.minWidth ?? DEFAULT_MIN_COLUMN_WIDTH, Math.round(width));
    setWidths((current) => ({ ...current, [column.id]: { base: column.width, width: next } }));
    return next;
  }, []);

  const startPointerResize = (column: DataTableColumn<Row>, event: ReactPointerEvent<HTMLSpanElement>) => {
    if (event.button !== 0) return;
    event.preventDefault();
    event.stopPropagation();
    const handle = event.currentTarget;
    const startX = event.clientX;
    const startWidth = widthOf(column, widths);
    let last = startWidth;
    handle.setPointerCapture?.(event.pointerId);
    setResizing(column.id);
    const move = (moveEvent: PointerEvent) => {
      last = resizeTo(column, startWidth + moveEvent.clientX - startX);
    };
    const end = () => {
      handle.removeEventListener('pointermove', move);
      handle.removeEventListener('pointerup', end);
      handle.removeEventListener('pointercancel', end);
      setResizing(undefined);
      if (last !== startWidth) onColumnWidthsChange?.({ [column.id]: last });
    };
    handle.addEventListener('pointermove', move);
    handle.addEventListener('pointerup', end);
    handle.addEventListener('pointercancel', end);
  };

  // Rows in display order; sorted here only when the table sorts its own rows.
  const parsedSort = parseSort(sort);
  const clientSort = sortRows === 'client' ? sortedColumn(columns, sort) : undefined;
  const clientSortAccessor = clientSort ? accessorOf(clientSort.column) : undefined;
  const clientSortDescending = clientSort?.descending ?? false;
  const order = useMemo(
    () => (clientSortAccessor ? sortOrder(rows, clientSortAccessor, clientSortDescending) : undefined),
    [rows, clientSortAccessor, clientSortDescending],
  );
  const model = useMemo(() => createRowModel(rows, order), [rows, order]);
  // Apps pass `getRowId` inline: read the latest without recomputing every row id on each render.
  const getRowIdRef = useRef(getRowId);
  getRowIdRef.current = getRowId;
  const rowIdAt = useCallback(
    (position: number) => {
      const index = model.sourceIndex(position);
      const idOf = getRowIdRef.current;
      return idOf ? idOf(model.row(position), index) : String(index);
    },
    [model],
  );

  const showRows = !loading && !error && model.length > 0;
  const rowCount = showRows ? model.length : 0;
  const virtual = showRows && model.length > virtualizeThreshold;

  // Virtualisation: rows of one height (the density's), measured from a rendered row.
  const rowHeight = useRef(FALLBACK_ROW_HEIGHT);
  const virtualHeight = height ?? (virtual ? DEFAULT_VIRTUAL_HEIGHT : undefined);
  const virtualizer = useRowVirtualizer({
    enabled: virtual,
    count: model.length,
    getScrollElement: () => scrollRef.current,
    rowHeight: () => rowHeight.current,
    overscan: OVERSCAN,
    fallbackHeight: DEFAULT_VIRTUAL_HEIGHT,
  });
  // Until the virtualizer is there: the rows in view of the scroll offset, followed on each scroll.
  const ownWindow = virtual && virtualizer === null;
  const [scrollOffset, setScrollOffset] = useState(0);
  const [, remeasured] = useReducer((count: number) => count + 1, 0);
  useLayoutEffect(() => {
    // Rows that grew past the threshold while the table was scrolled: start where it is.
    if (ownWindow) setScrollOffset(scrollRef.current?.scrollTop ?? 0);
  }, [ownWindow]);
  useLayoutEffect(() => {
    if (!virtual) return;
    const first = tableRef.current?.querySelector<HTMLElement>('tbody > .ops-dt-tr');
    const measured = first?.getBoundingClientRect().height ?? 0;
    if (measured > 0 && Math.abs(measured - rowHeight.current) > 0.5) {
      rowHeight.current = measured;
      if (virtualizer) virtualizer.measure();
      else remeasured();
    }
  });
  let firstIndex = 0;
  let lastIndex = rowCount - 1;
  let padTop = 0;
  let padBottom = 0;
  if (virtual && virtualizer) {
    const virtualItems = virtualizer.getVirtualItems();
    firstIndex = virtualItems[0]?.index ?? 0;
    lastIndex = virtualItems.at(-1)?.index ?? -1;
    padTop = virtualItems[0]?.start ?? 0;
    padBottom = Math.max(0, virtualizer.getTotalSize() - (virtualItems.at(-1)?.end ?? 0));
  } else if (ownWindow) {
    // The same rows and spacers as the virtualizer's, so that it takes over without a jump.
    const size = rowHeight.current;
    const viewport = scrollRef.current?.clientHeight || DEFAULT_VIRTUAL_HEIGHT;
    firstIndex = Math.min(Math.max(0, Math.floor(scrollOffset / size) - OVERSCAN), rowCount - 1);
    lastIndex = Math.min(rowCount - 1, Math.ceil((scrollOffset + viewport) / size) + OVERSCAN - 1);
    padTop = firstIndex * size;
    padBottom = (rowCount - 1 - lastIndex) * size;
  }

  /** Scrolls the row at `index` into view, as the virtualizer's `scrollToIndex` would. */
  const scrollToRow = (index: number) => {
    if (virtualizer) {
      virtualizer.scrollToIndex(index, { align: 'auto' });
      return;
    }
    const scroller = scrollRef.current;
    if (!scroller) return;
    const size = rowHeight.current;
    const viewport = scroller.clientHeight || DEFAULT_VIRTUAL_HEIGHT;
    const top = index * size;
    let offset = scroller.scrollTop;
    if (top < offset) offset = top;
    else if (top + size > offset + viewport) offset = top + size - viewport;
    scroller.scrollTop = offset;
    setScrollOffset(offset);
  };

  // Selection, controlled.
  const selected = useMemo(() => new Set(selectedRowIds ?? []), [selectedRowIds]);
  const selectionRef = useRef({ selected, onSelectedRowIdsChange, selectedRowIds });
  selectionRef.current = { selected, onSelectedRowIdsChange, selectedRowIds };
  const toggleRow = useCallback((rowId: string) => {
    const {
      selected: current,
      onSelectedRowIdsChange: change,
      selectedRowIds: ids = [],
    } = selectionRef.current;
    change?.(current.has(rowId) ? ids.filter((id) => id !== rowId) : [...ids, rowId]);
  }, []);
  const pageIds = useMemo(
    () => (selectable ? Array.from({ length: model.length }, (_, position) => rowIdAt(position)) : []),
    [selectable, model, rowIdAt],
  );
  const selectedOnPage = showRows ? pageIds.reduce((count, id) => count + (selected.has(id) ? 1 : 0), 0) : 0;
  const allSelected = showRows && selectedOnPage === pageIds.length;
  const someSelected = selectedOnPage > 0 && !allSelected;
  const toggleAll = () => {
    const ids = selectedRowIds ?? [];
    if (allSelected) {
      const onPage = new Set(pageIds);
      onSelectedRowIdsChange?.(ids.filter((id) => !onPage.has(id)));
    } else {
      const kept = new Set(ids);
      onSelectedRowIdsChange?.([...ids, ...pageIds.filter((id) => !kept.has(id))]);
    }
  };
  const selectAllRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (selectAllRef.current) selectAllRef.current.indeterminate = someSelected;
  }, [someSelected]);

  const changeSort = (column: DataTableColumn<Row>) => {
    if (!column.sortable) return;
    onSortChange?.(nextSort(sort, column.sortField ?? column.id));
  };

  // Keyboard navigation: one tab stop (row 0 is the header), arrows between cells.
  const [active, setActive] = useState<ActiveCell>({ row: 0, col: 0 });
  const focusPending = useRef(false);
  const activeRow = Math.min(active.row, rowCount);
  const activeCol = Math.min(active.col, colCount - 1);
  const activeRendered = activeRow === 0 || (activeRow - 1 >= firstIndex && activeRow - 1 <= lastIndex);
  const tabRow = activeRendered ? activeRow : 0;

  const moveTo = (row: number, col: number) => {
    const target = {
      row: Math.min(Math.max(0, row), rowCount),
      col: Math.min(Math.max(0, col), colCount - 1),
    };
    focusPending.current = true;
    setActive(target);
    if (virtual && target.row > 0) scrollToRow(target.row - 1);
  };

  useLayoutEffect(() => {
    if (!focusPending.current) return;
    const cell = tableRef.current?.querySelector<HTMLElement>(
      `tr[data-r="${activeRow}"] > [data-c="${activeCol}"]`,
    );
    if (cell) {
      focusPending.current = false;
      if (document.activeElement !== cell) cell.focus();
    }
  });

  /**
   * Scrolls a focused cell out from under the pinned columns and the sticky header, which the
   * browser's own scrolling on focus ignores (a cell partly in the scroll area counts as seen).
   */
  const revealCell = (cell: HTMLElement) => {
    const scroller = scrollRef.current;
    // Nothing laid out (a hidden tab, jsdom): nothing to reveal.
    if (!scroller || scroller.clientWidth === 0) return;
    const area = scroller.getBoundingClientRect();
    const rect = cell.getBoundingClientRect();
    if (!cell.classList.contains('ops-dt-pin-left') && !cell.classList.contains('ops-dt-pin-right')) {
      const start = area.left + scroller.clientLeft + pinnedStart;
      const end = area.left + scroller.clientLeft + scroller.clientWidth - pinnedEnd;
      if (rect.left < start) scroller.scrollLeft -= start - rect.left;
      else if (rect.right > end) scroller.scrollLeft += Math.min(rect.right - end, rect.left - start);
    }
    if (cell.tagName === 'TD') {
      const header = tableRef.current?.tHead?.getBoundingClientRect().height ?? 0;
      const top = area.top + scroller.clientTop + header;
      const bottom = area.top + scroller.clientTop + scroller.clientHeight;
      if (rect.top < top) scroller.scrollTop -= top - rect.top;
      else if (rect.bottom > bottom) scroller.scrollTop += Math.min(rect.bottom - bottom, rect.top - top);
    }
  };

  const onFocus = (event: ReactFocusEvent<HTMLTableElement>) => {
    const cell = (event.target as HTMLElement).closest<HTMLElement>('[data-c]');
    const row = cell?.parentElement?.getAttribute('data-r');
    if (!cell || row === null || row === undefined) return;
    if (event.target === cell) {
      revealCell(cell);
      // A cut text shows whole when the keyboard comes to it (a click has the pointer's tip).
      if (focusVisible(cell)) tipsRef.current?.focusTo(cell);
    }
    const next = { row: Number(row), col: Number(cell.dataset.c) };
    if (next.row !== active.row || next.col !== active.col) setActive(next);
  };

  const pageRows = () => {
    const viewport = scrollRef.current?.clientHeight ?? 0;
    return Math.max(1, Math.floor(viewport / rowHeight.current) - 1 || 10);
  };

  const onKeyDown = (event: ReactKeyboardEvent<HTMLTableElement>) => {
    const target = event.target as HTMLElement;
    const cell = target.closest<HTMLElement>('[data-c]');
    const rowAttribute = cell?.parentElement?.getAttribute('data-r');
    if (!cell || rowAttribute === null || rowAttribute === undefined) return;
    const row = Number(rowAttribute);
    const col = Number(cell.dataset.c);
    const column = col >= colOffset ? ordered[col - colOffset] : undefined;

    if (row === 0 && column && event.shiftKey && (event.key === 'ArrowLeft' || event.key === 'ArrowRight')) {
      if (column.resizable === false) return;
      event.preventDefault();
      const width = resizeTo(
        column,
        widthOf(column, widths) + (event.key === 'ArrowRight' ? KEYBOARD_RESIZE_STEP : -KEYBOARD_RESIZE_STEP),
      );
      onColumnWidthsChange?.({ [column.id]: width });
      return;
    }
    if ((event.key === 'Enter' || event.key === ' ') && target === cell) {
      if (row === 0 && column?.sortable) {
        event.preventDefault();
        changeSort(column);
      } else if (selectable && col === 0) {
        event.preventDefault();
        if (row === 0) toggleAll();
        else {
          if (row - 1 < model.length) toggleRow(rowIdAt(row - 1));
        }
      }
      return;
    }
    const ctrl = event.ctrlKey || event.metaKey;
    let next: ActiveCell | undefined;
    switch (event.key) {
      case 'ArrowUp':
        next = { row: row - 1, col };
        break;
      case 'ArrowDown':
        next = { row: row + 1, col };
        break;
      case 'ArrowLeft':
        next = { row, col: col - 1 };
        break;
      case 'ArrowRight':
        next = { row, col: col + 1 };
        break;
      case 'Home':
        next = ctrl ? { row: 0, col: 0 } : { row, col: 0 };
        break;
      case 'End':
        next = ctrl ? { row: rowCount, col: colCount - 1 } : { row, col: colCount - 1 };
        break;
      case 'PageUp':
        next = { row: row - pageRows(), col };
        break;
      case 'PageDown':
        next = { row: row + pageRows(), col };
        break;
      default:
        return;
    }
    event.preventDefault();
    moveTo(next.row, next.col);
  };

  const rowIndexOffset = paged ? page * pageSize : 0;
  const selectLabel = (index: number) =>
    text('ui.dataTable.selectRow', { index: rowIndexOffset + index + 1 });
  const state = loading ? 'loading' : error ? 'error' : rowCount === 0 ? 'empty' : 'ready';
  const messageColSpan = Math.max(EMPTY_ROW_COLSPAN, colCount);
  const skeletonRows = Math.min(Math.max(rows.length, 0) || pageSize, 50);

  const renderRow = (index: number) => {
    if (index >= model.length) return null;
    const rowId = rowIdAt(index);
    return (
      <DataRow<Row>
        key={rowId}
        row={model.row(index)}
        rowId={rowId}
        sourceIndex={model.sourceIndex(index)}
        rowNumber={index + 1}
        ariaRowIndex={rowIndexOffset + index + 2}
        layout={layout}
        selectable={selectable}
        selectClassName={selectClassName}
        selected={selectable && selected.has(rowId)}
        activeCol={tabRow === index + 1 ? activeCol : -1}
        selectLabel={selectable ? selectLabel(index) : ''}
        onToggle={toggleRow}
      />
    );
  };

  let body: ReactNode;
  if (loading) {
    body = Array.from({ length: skeletonRows }, (_, index) => (
      <tr key={index} className="ops-dt-tr" aria-hidden="true">
        {selectable ? <td className={selectClassName} /> : null}
        {layout.map(({ column, className, style }) => (
          <td key={column.id} className={className} style={style}>
            <span className="ops-dt-skeleton" />
          </td>
        ))}
      </tr>
    ));
  } else if (error) {
    body = (
      <tr>
        <td role="gridcell" className="ops-dt-td ops-dt-message" colSpan={messageColSpan}>
          <div className="ops-dt-error" role="alert">
            <span>{error === true ? text('ui.dataTable.loadFailed') : error}</span>
            {onRetry ? (
              <button type="button" className="ops-dt-button" onClick={onRetry}>
                {text('ui.common.retry')}
              </button>
            ) : null}
          </div>
        </td>
      </tr>
    );
  } else if (rowCount === 0) {
    body = (
      <tr>
        <td role="gridcell" className="ops-dt-td ops-dt-message" colSpan={messageColSpan}>
          {emptyText ?? text('ui.common.empty')}
        </td>
      </tr>
    );
  } else {
    // One shape for every way of rendering rows (all of them, the table's own window, the
    // virtualizer's), so that a row keeps its element, and a focused cell its focus, when the
    // virtualizer takes over.
    body = (
      <>
        {padTop > 0 ? (
          <tr className="ops-dt-spacer" aria-hidden="true">
            <td colSpan={colCount} style={{ height: padTop }} />
          </tr>
        ) : null}
        {Array.from({ length: Math.max(0, lastIndex - firstIndex + 1) }, (_, offset) =>
          renderRow(firstIndex + offset),
        )}
        {padBottom > 0 ? (
          <tr className="ops-dt-spacer" aria-hidden="true">
            <td colSpan={colCount} style={{ height: padBottom }} />
          </tr>
        ) : null}
      </>
    );
  }

  const ariaSort = (column: DataTableColumn<Row>) => {
    if (!column.sortable) return undefined;
    if (parsedSort?.field !== (column.sortField ?? column.id)) return 'none';
    return parsedSort.direction === 'asc' ? 'ascending' : 'descending';
  };

  return (
    <TableRoot data-state={state}>
      <div ref={frameRef} className="ops-dt-frame">
        <div
          ref={scrollRef}
          className="ops-dt-scroll"
          style={virtualHeight === undefined ? undefined : { maxHeight: virtualHeight }}
          onScroll={ownWindow ? (event) => setScrollOffset(event.currentTarget.scrollTop) : undefined}
        >
          <table
            ref={tableRef}
            className="ops-dt-table"
            role="grid"
            aria-label={label}
            aria-labelledby={labelledBy}
            aria-busy={loading || undefined}
            aria-rowcount={showRows ? (paged ? total : rowCount) + 1 : undefined}
            aria-colcount={colCount}
            aria-multiselectable={selectable || undefined}
            style={tableStyle}
            onKeyDown={onKeyDown}
            onFocus={onFocus}
            onBlur={(event) => {
              if (!event.currentTarget.contains(event.relatedTarget as Node | null))
                tipsRef.current?.focusTo(null);
            }}
            onPointerOver={(event) => {
              if (event.pointerType !== 'touch')
                tipsRef.current?.pointerTo(cellOf(event.target, event.currentTarget));
            }}
            onPointerLeave={() => tipsRef.current?.pointerTo(null)}
          >
            <colgroup>
              {selectable ? <col style={{ width: SELECT_COLUMN_WIDTH }} /> : null}
              {ordered.map((column) => (
                <col
                  key={column.id}
                  style={column.id === flexColumnId ? undefined : { width: widthOf(column, widths) }}
                />
              ))}
            </colgroup>
            <thead>
              <tr data-r={0} aria-rowindex={showRows ? 1 : undefined}>
                {selectable ? (
                  <th
                    scope="col"
                    className={`ops-dt-th ops-dt-select ops-dt-pin-left${selectEdge}`}
                    data-c={0}
                    tabIndex={tabRow === 0 && activeCol === 0 ? 0 : -1}
                  >
                    <input
                      ref={selectAllRef}
                      type="checkbox"
                      tabIndex={-1}
                      aria-label={text('ui.dataTable.selectAll')}
                      checked={allSelected}
                      disabled={!showRows}
                      onChange={toggleAll}
                    />
                  </th>
                ) : null}
                {layout.map(({ column, headerClassName, style }, index) => {
                  const position = index + colOffset;
                  const resizable = column.resizable !== false;
                  return (
                    <th
                      key={column.id}
                      scope="col"
                      className={headerClassName}
                      style={style}
                      data-c={position}
                      data-state={resizing === column.id ? 'resizing' : undefined}
                      tabIndex={tabRow === 0 && activeCol === position ? 0 : -1}
                      aria-sort={ariaSort(column)}
                      aria-describedby={resizable ? hintId : undefined}
                    >
                      {column.sortable ? (
                        <button
                          type="button"
                          className="ops-dt-sort"
                          tabIndex={-1}
                          onClick={() => changeSort(column)}
                        >
                          <span className="ops-dt-sort-label">{column.header}</span>
                          <span className="ops-dt-sort-icon" aria-hidden="true" />
                        </button>
                      ) : (
                        column.header
                      )}
                      {resizable ? (
                        <span
                          className="ops-dt-resizer"
                          aria-hidden="true"
                          onPointerDown={(event) => startPointerResize(column, event)}
                        />
                      ) : null}
                    </th>
                  );
                })}
              </tr>
            </thead>
            <tbody>{body}</tbody>
          </table>
        </div>
        <span className="ops-dt-shadow ops-dt-shadow-start" style={shadowStyle} aria-hidden="true" />
        <span className="ops-dt-shadow ops-dt-shadow-end" style={shadowStyle} aria-hidden="true" />
        <CellTips ref={tipsRef} frameRef={frameRef} />
      </div>
      <span id={hintId} className="ops-dt-sr">
        {text('ui.dataTable.resizeHint')}
      </span>
      <span className="ops-dt-sr" role="status">
        {loading ? text('ui.common.loading') : ''}
      </span>
      {paged ? (
        <DataTablePager
          page={page}
          pageSize={pageSize}
          total={total}
          pageSizeOptions={pageSizeOptions}
          disabled={loading}
          onPageChange={(next) => onPageChange?.(next)}
          onPageSizeChange={changePageSize}
        />
      ) : null}
    </TableRoot>
  );
}
