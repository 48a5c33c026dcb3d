/// <reference types="vite/client" />
/**
 * The page the typing benchmark drives (see typing.ts): a TenantPicker against the operation-service
 * on the same origin, in a production build. `?debounce=default` keeps the picker's debounce; else
 * `debounceMs={0}`. `window.opsTyping` times a keystroke to the paint of its results.
 */
import { createHttpClient, createMemoryTokenStore } from '@opsdesk/http';
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { PickersProvider, TenantPicker, type LookupKey } from '../src/index';

const LIST_PATH = '/api/tenant/object/list/page';

/** The options of the list show the results of `query`: not loading, and each option contains it. */
function shows(query: string): boolean {
  const listbox = document.querySelector('[role="listbox"]');
  if (!listbox || listbox.getAttribute('aria-busy') === 'true') return false;
  const options = [...listbox.querySelectorAll('[role="option"]:not([data-action])')];
  const needle = query.toLowerCase();
  return options.length > 0 && options.every((option) => option.textContent?.toLowerCase().includes(needle));
}

export interface TypingResult {
  /** Keystroke (keydown, or the input event of text typed without keys) to the frame painted. */
  readonly totalMs: number;
  /** Keystroke to the request's start, the request (browser's resource timing), its answer to the paint. */
  readonly beforeRequestMs: number | undefined;
  readonly requestMs: number | undefined;
  readonly afterResponseMs: number | undefined;
  readonly options: number;
}

/** The list's request for `query` has been answered (its resource timing entry is there). */
function answered(query: string): boolean {
  return performance.getEntriesByType('resource').some((entry) => {
    const url = new URL(entry.name);
    return url.pathname === LIST_PATH && url.searchParams.get('keyword') === query;
  });
}

let pending: Promise<TypingResult> | undefined;

const opsTyping = {
  shows,
  answered,
  /**
   * Starts timing the next keystroke until `query`'s results are painted. False when the list
   * already shows them (the measure would be empty).
   */
  arm(query: string, timeoutMs: number): boolean {
    if (shows(query)) return false;
    performance.clearResourceTimings();
    pending = new Promise<TypingResult>((resolve, reject) => {
      let startedAt: number | undefined;
      const onInput = (event: Event) => {
        startedAt ??= event.timeStamp;
      };
      for (const type of ['keydown', 'beforeinput', 'input']) document.addEventListener(type, onInput, true);
      const timer = setTimeout(() => {
        observer.disconnect();
        reject(new Error(`"${query}": no results painted within ${timeoutMs} ms`));
      }, timeoutMs);
      const observer = new MutationObserver(() => {
        if (startedAt === undefined || !shows(query)) return;
        observer.disconnect();
        clearTimeout(timer);
        for (const type of ['keydown', 'beforeinput', 'input'])
          document.removeEventListener(type, onInput, true);
        const options = document.querySelectorAll(
          '[role="listbox"] [role="option"]:not([data-action])',
        ).length;
        // The frame with the results: its requestAnimationFrame runs before the paint, a task after it.
        requestAnimationFrame(() =>
          setTimeout(() => {
            const paintedAt = performance.now();
            const start = startedAt ?? paintedAt;
            const request = performance
              .getEntriesByType('resource')
              .filter(
                (entry): entry is PerformanceResourceTiming => entry instanceof PerformanceResourceTiming,
              )
              .filter((entry) => entry.name.includes(LIST_PATH) && entry.startTime >= start)
              .at(-1);
            resolve({
              totalMs: paintedAt - start,
              beforeRequestMs: request && request.startTime - start,
              requestMs: request && request.responseEnd - request.startTime,
              afterResponseMs: request && paintedAt - request.responseEnd,
              options,
            });
          }, 0),
        );
      });
      observer.observe(document.body, {
        subtree: true,
        childList: true,
        attributes: true,
        characterData: true,
      });
    });
    pending.catch(() => undefined);
    return true;
  },
  result(): Promise<TypingResult> {
    if (!pending) throw new Error('arm() first');
    return pending;
  },
};

declare global {
  interface Window {
    opsTyping?: typeof opsTyping;
  }
}

const debounceMs = new URLSearchParams(location.search).get('debounce') === 'default' ? undefined : 0;

const http = createHttpClient({
  baseURL: '',
  oauthClient: { clientId: 'opsdesk-console', clientSecret: 'opsdesk-console-secret' },
  tokenStore: createMemoryTokenStore(),
});
await http.login({ username: 'admin', password: 'OpsDesk#2026' });

function App() {
  const [value, setValue] = useState<LookupKey | null>(null);
  return (
    <PickersProvider http={http} locale="en">
      <TenantPicker label="Tenant" value={value} onChange={setValue} debounceMs={debounceMs} />
    </PickersProvider>
  );
}

createRoot(document.getElementById('root') as HTMLElement).render(<App />);
window.opsTyping = opsTyping;
