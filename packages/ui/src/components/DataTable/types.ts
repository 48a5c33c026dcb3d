import type { ReactNode } from 'react';

/** The side a column is pinned to: it stays in view while the table scrolls sideways. */
export type ColumnPin = 'left' | 'right';

/** How a column aligns its cells: numbers and amounts align at the end. */
export type ColumnAlign = 'start' | 'center' | 'end';

/** One column of a `DataTable<Row>`. */
export interface DataTableColumn<Row> {
  /** Unique in the table; the key of its settings, its width and, unless `sortField` says otherwise, its sort. */
  readonly id: string;
  readonly header: ReactNode;
  /** The column's name in words, where the header is not a string (column settings). */
  readonly label?: string;
  /** A field of the row, or a function of it, whose value the cell shows (and the client sort compares). */
  readonly accessor?: (keyof Row & string) | ((row: Row) => unknown);
  /** Renders the cell; without it the cell shows the accessor's value as text. */
  readonly cell?: (row: Row, rowIndex: number) => ReactNode;
  /** Width in pixels. Default 160. */
  readonly width?: number;
  /** The smallest width resizing may reach. Default 48. */
  readonly minWidth?: number;
  readonly align?: ColumnAlign;
  readonly pin?: ColumnPin;
  readonly sortable?: boolean;
  /** The field named in the `sort` parameter (`field,asc`). Defaults to `id`. */
  readonly sortField?: string;
  /** Default true. */
  readonly resizable?: boolean;
}

export const DEFAULT_COLUMN_WIDTH = 160;
export const DEFAULT_MIN_COLUMN_WIDTH = 48;

/** The text naming a column: its label, else its header when that is a string, else its id. */
export function columnLabel<Row>(column: DataTableColumn<Row>): string {
  if (column.label !== undefined) return column.label;
  return typeof column.header === 'string' || typeof column.header === 'number'
    ? String(column.header)
    : column.id;
}
