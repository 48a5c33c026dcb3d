import { describeError } from '@opsdesk/http';
import { useCallback, useEffect, useState } from 'react';
import { useConsole } from '../../app/ConsoleContext';
import type { HttpClient, RequestOptions } from '@opsdesk/http';

/** Loads one dashboard call; `reload` asks again. */
export function useDashboard<T>(load: (http: HttpClient, options?: RequestOptions) => Promise<T>) {
  const { http, language } = useConsole();
  const [state, setState] = useState<{ data?: T; error?: { message: string; spanId?: string | undefined } }>(
    {},
  );
  const [reloads, setReloads] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    load(http, { signal: controller.signal }).then(
      (data) => setState({ data }),
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ error: describeError(error, { language }) });
      },
    );
    return () => controller.abort();
  }, [http, language, load, reloads]);
  const reload = useCallback(() => setReloads((count) => count + 1), []);
  return { ...state, reload };
}
