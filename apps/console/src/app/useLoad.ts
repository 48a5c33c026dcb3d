import { describeError, HttpError } from '@opsdesk/http';
import { useCallback, useEffect, useState } from 'react';
import { useConsole } from './ConsoleContext';

/** A failed load, in the interface language: its message, the span id to quote, and whether it was a 404. */
export interface LoadError {
  readonly message: string;
  readonly spanId?: string | undefined;
  readonly notFound: boolean;
}

export interface Loaded<T> {
  readonly data: T | undefined;
  readonly loading: boolean;
  readonly error: LoadError | undefined;
  /** Loads again (after a write elsewhere changed what this shows). */
  readonly reload: () => void;
  /** Replaces the data without a request (a save answered with the new record). */
  readonly set: (data: T) => void;
}

/** A failure as the bespoke screens show it. */
export function loadErrorOf(error: unknown, language: string): LoadError {
  const described = describeError(error, { language });
  return {
    message: described.message,
    spanId: described.spanId,
    notFound: error instanceof HttpError && error.status === 404,
  };
}

/**
 * The console's one data-loading hook for screens that load more than a resource's record: runs
 * `load` with the console's request layer when `key` changes (`key` names what `load` reads: a new
 * function each render is expected), or on `reload()`; nothing while `key` is undefined. A load
 * that a newer one replaced, or whose screen went away, is aborted and its answer dropped.
 */
export function useLoad<T>(load: (signal: AbortSignal) => Promise<T>, key: string | undefined): Loaded<T> {
  const { language } = useConsole();
  const [state, setState] = useState<{ data: T | undefined; loading: boolean; error: LoadError | undefined }>(
    { data: undefined, loading: key !== undefined, error: undefined },
  );
  const [reloads, setReloads] = useState(0);
  useEffect(() => {
    if (key === undefined) return undefined;
    const controller = new AbortController();
    setState((previous) => ({ ...previous, loading: true, error: undefined }));
    load(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ data, loading: false, error: undefined });
      },
      (error: unknown) => {
        if (!controller.signal.aborted)
          setState({ data: undefined, loading: false, error: loadErrorOf(error, language) });
      },
    );
    return () => controller.abort();
    // `load` is a new function every render: `key` names what it loads.
  }, [key, reloads, language]);
  const reload = useCallback(() => setReloads((count) => count + 1), []);
  const set = useCallback((data: T) => setState({ data, loading: false, error: undefined }), []);
  return { ...state, reload, set };
}
