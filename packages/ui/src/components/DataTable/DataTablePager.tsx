import { useId } from 'react';
import { useUiText } from '../../i18n/text';

export interface DataTablePagerProps {
  /** Zero-based, as the service counts pages. */
  readonly page: number;
  readonly pageSize: number;
  readonly total: number;
  readonly pageSizeOptions: readonly number[];
  readonly disabled?: boolean;
  readonly onPageChange: (page: number) => void;
  readonly onPageSizeChange: (pageSize: number) => void;
}

/** The pager under a server-paged table: total, page size, and first/previous/next/last. */
export function DataTablePager({
  page,
  pageSize,
  total,
  pageSizeOptions,
  disabled = false,
  onPageChange,
  onPageSizeChange,
}: DataTablePagerProps) {
  const text = useUiText();
  const sizeId = useId();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const current = Math.min(Math.max(0, page), pages - 1);
  const options = pageSizeOptions.includes(pageSize)
    ? pageSizeOptions
    : [...pageSizeOptions, pageSize].sort((a, b) => a - b);
  const go = (target: number) => onPageChange(Math.min(Math.max(0, target), pages - 1));
  // A group, not a landmark: a page may hold several tables, each with its pager.
  return (
    <div role="group" className="ops-dt-pager" aria-label={text('ui.dataTable.pagination')}>
      <span>{text('ui.dataTable.total', { total })}</span>
      <label htmlFor={sizeId}>
        {text('ui.dataTable.pageSize')}
        <select
          id={sizeId}
          className="ops-dt-page-size"
          value={pageSize}
          disabled={disabled}
          onChange={(event) => onPageSizeChange(Number(event.currentTarget.value))}
        >
          {options.map((size) => (
            <option key={size} value={size}>
              {text('ui.dataTable.pageSizeOption', { size })}
            </option>
          ))}
        </select>
      </label>
      <button
        type="button"
        className="ops-dt-button"
        aria-label={text('ui.dataTable.firstPage')}
        disabled={disabled || current === 0}
        onClick={() => go(0)}
      >
        «
      </button>
      <button
        type="button"
        className="ops-dt-button"
        aria-label={text('ui.dataTable.previousPage')}
        disabled={disabled || current === 0}
        onClick={() => go(current - 1)}
      >
        ‹
      </button>
      <span className="ops-dt-page-of" aria-live="polite">
        {text('ui.dataTable.pageOf', { page: current + 1, pages })}
      </span>
      <button
        type="button"
        className="ops-dt-button"
        aria-label={text('ui.dataTable.nextPage')}
        disabled={disabled || current >= pages - 1}
        onClick={() => go(current + 1)}
      >
        ›
      </button>
      <button
        type="button"
        className="ops-dt-button"
        aria-label={text('ui.dataTable.lastPage')}
        disabled={disabled || current >= pages - 1}
        onClick={() => go(pages - 1)}
      >
        »
      </button>
    </div>
  );
}
