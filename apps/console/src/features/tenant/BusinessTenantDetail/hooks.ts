import { describeError } from '@opsdesk/http';
import { useCallback, useEffect, useState } from 'react';
import { useConsole } from '../../../app/ConsoleContext';
import { useShellLocale } from '../../../i18n';
import { businessTenantDetailMessages, type BusinessTenantMessageId } from './messages';

export type ScreenText = (id: BusinessTenantMessageId, values?: Record<string, string | number>) => string;

/**
 * The screen's texts in the current language, with `{name}` values filled in. It reads the
 * messages directly, so it works whether or not they are merged into the console's catalogue.
 */
export function useScreenText(): ScreenText {
  const locale = useShellLocale();
  return useCallback(
    (id, values) => {
      let text: string = businessTenantDetailMessages[id][locale];
      for (const [name, value] of Object.entries(values ?? {}))
        text = text.split(`{${name}}`).join(String(value));
      return text;
    },
    [locale],
  );
}

export interface Loaded<T> {
  readonly data: T | undefined;
  readonly loading: boolean;
  readonly error: { readonly message: string; readonly spanId?: string | undefined } | undefined;
  readonly reload: () => void;
  /** Replaces the data (after a save answered with the new record). */
  readonly set: (data: T) => void;
}

/** Loads with the console's http client; reloads when `key` changes or on `reload()`. */
export function useLoad<T>(
  load: (signal: AbortSignal) => Promise<T>,
  key: string,
  enabled = true,
): Loaded<T> {
  const { language } = useConsole();
  const [state, setState] = useState<{
    data: T | undefined;
    loading: boolean;
    error: Loaded<T>['error'];
  }>({ data: undefined, loading: enabled, error: undefined });
  const [reloads, setReloads] = useState(0);
  useEffect(() => {
    if (!enabled) return undefined;
    const controller = new AbortController();
    setState((previous) => ({ ...previous, loading: true, error: undefined }));
    load(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ data, loading: false, error: undefined });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState({ data: undefined, loading: false, error: describeError(error, { language }) });
      },
    );
    return () => controller.abort();
    // `load` is a new function every render: `key` names what it loads.
  }, [key, reloads, enabled, language]);
  const reload = useCallback(() => setReloads((count) => count + 1), []);
  const set = useCallback((data: T) => setState({ data, loading: false, error: undefined }), []);
  return { ...state, reload, set };
}
