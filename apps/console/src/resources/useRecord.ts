import { getRecord, type StoredRecord } from '@opsdesk/api';
import { describeError, HttpError } from '@opsdesk/http';
import { useCallback, useEffect, useState } from 'react';
import { useConsole } from '../app/ConsoleContext';

/** The record id of the route: its `id` parameter (or `copyId`). */
export function recordIdOf(params: Readonly<Record<string, string | undefined>>): number | undefined {
  const raw = params.id ?? params.copyId;
  const id = Number(raw);
  return Number.isInteger(id) && id > 0 ? id : undefined;
}

/** Loads one record; `notFound` for a 404 or a malformed id. */
export function useRecord(resource: string, id: number | undefined) {
  const { http, language } = useConsole();
  const [state, setState] = useState<{
    record: StoredRecord | undefined;
    error: { message: string; spanId?: string | undefined; notFound: boolean } | undefined;
    loading: boolean;
  }>({ record: undefined, error: undefined, loading: true });
  const [reloads, setReloads] = useState(0);
  useEffect(() => {
    if (id === undefined) {
      setState({ record: undefined, loading: false, error: { message: '', notFound: true } });
      return undefined;
    }
    const controller = new AbortController();
    setState((previous) => ({ ...previous, loading: true }));
    getRecord(http, resource, id, { signal: controller.signal }).then(
      (record) => setState({ record, error: undefined, loading: false }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const described = describeError(error, { language });
        const notFound = error instanceof HttpError && error.status === 404;
        setState({ record: undefined, loading: false, error: { ...described, notFound } });
      },
    );
    return () => controller.abort();
  }, [http, language, resource, id, reloads]);
  const reload = useCallback(() => setReloads((count) => count + 1), []);
  const replace = useCallback(
    (record: StoredRecord) => setState({ record, error: undefined, loading: false }),
    [],
  );
  return { ...state, reload, replace };
}
