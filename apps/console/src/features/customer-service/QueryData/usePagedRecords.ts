import { listRecords, type StoredRecord } from '@opsdesk/api';
import { describeError } from '@opsdesk/http';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useConsole } from '../../../app/ConsoleContext';
import { useQueryDataText } from './shared';

export interface PagedRecords {
  readonly rows: readonly StoredRecord[];
  readonly total: number;
  readonly loading: boolean;
  /** The failure, described with its span id. */
  readonly error: string | undefined;
  readonly page: number;
  readonly size: number;
  readonly sort: string | undefined;
  readonly setPage: (page: number) => void;
  readonly setSize: (size: number) => void;
  readonly setSort: (sort: string | undefined) => void;
  readonly reload: () => void;
}

/**
 * One page of a resource's records under fixed filters, paged and sorted in the component (a tab of
 * the employee's data keeps its own state, not the address's). 10 a page by default.
 */
export function usePagedRecords(
  resource: string,
  filters: Readonly<Record<string, unknown>>,
  defaultSort?: string,
): PagedRecords {
  const { http, language } = useConsole();
  const text = useQueryDataText();
  const [page, setPage] = useState(0);
  const [size, setSizeState] = useState(10);
  const [sort, setSortState] = useState<string | undefined>(defaultSort);
  const [reloads, setReloads] = useState(0);
  const [state, setState] = useState<{
    rows: readonly StoredRecord[];
    total: number;
    loading: boolean;
    error: string | undefined;
  }>({ rows: [], total: 0, loading: true, error: undefined });

  // Filters written inline are a new object on every render: their content is the dependency.
  const filterKey = JSON.stringify(filters);
  const query = useMemo(
    () => ({
      ...(JSON.parse(filterKey) as Record<string, unknown>),
      page,
      size,
      ...(sort ? { sort } : {}),
    }),
    [filterKey, page, size, sort],
  );

  useEffect(() => {
    const controller = new AbortController();
    setState((previous) => ({ ...previous, loading: true, error: undefined }));
    listRecords(http, resource, query, { signal: controller.signal }).then(
      (answer) =>
        setState({ rows: answer.content, total: answer.totalElements, loading: false, error: undefined }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const described = describeError(error, { language });
        setState({
          rows: [],
          total: 0,
          loading: false,
          error: described.spanId
            ? `${described.message} (${text('queryData.spanId', { spanId: described.spanId })})`
            : described.message,
        });
      },
    );
    return () => controller.abort();
  }, [http, language, resource, query, reloads, text]);

  const setSize = useCallback((next: number) => {
    setSizeState(next);
    setPage(0);
  }, []);
  const setSort = useCallback((next: string | undefined) => {
    setSortState(next);
    setPage(0);
  }, []);
  const reload = useCallback(() => setReloads((count) => count + 1), []);

  return { ...state, page, size, sort, setPage, setSize, setSort, reload };
}
