import { getRecord, type StoredRecord } from '@opsdesk/api';
import { describeError, HttpError } from '@opsdesk/http';
import { createContext, useCallback, useContext, useEffect, useState } from 'react';
import { useConsole } from '../app/ConsoleContext';
import { meetsExpectation } from '../catalogue/params';

/**
 * The field values a route's address fixes for the record it opens (a product's detail, a sprint's
 * plan): a record of the resource without them is not found there. Given by the screen route.
 */
export interface RecordExpectation {
  readonly resource: string;
  readonly fields: Readonly<Record<string, unknown>>;
}

export const RecordExpectationContext = createContext<RecordExpectation | undefined>(undefined);

/** The record id of the route: its `id` parameter (or `copyId`). */
export function recordIdOf(params: Readonly<Record<string, string | undefined>>): number | undefined {
  const raw = params.id ?? params.copyId;
  const id = Number(raw);
  return Number.isInteger(id) && id > 0 ? id : undefined;
}

/**
 * Loads one record; `notFound` for a 404, a malformed id, or a record without the values the route
 * expects of it (`RecordExpectationContext`).
 */
export function useRecord(resource: string, id: number | undefined) {
  const { http, language } = useConsole();
  const expectation = useContext(RecordExpectationContext);
  const expected = expectation?.resource === resource ? expectation.fields : undefined;
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
      (record) =>
        setState(
          !expected || meetsExpectation(record, expected)
            ? { record, error: undefined, loading: false }
            : { record: undefined, loading: false, error: { message: '', notFound: true } },
        ),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const described = describeError(error, { language });
        const notFound = error instanceof HttpError && error.status === 404;
        setState({ record: undefined, loading: false, error: { ...described, notFound } });
      },
    );
    return () => controller.abort();
  }, [http, language, resource, id, reloads, expected]);
  const reload = useCallback(() => setReloads((count) => count + 1), []);
  const replace = useCallback(
    (record: StoredRecord) => setState({ record, error: undefined, loading: false }),
    [],
  );
  return { ...state, reload, replace };
}
