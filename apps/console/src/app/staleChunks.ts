/** Where the time of the last reload for a missing chunk is kept (session storage). */
export const STALE_CHUNK_RELOAD_KEY = 'opsdesk.staleChunkReloadAt';

/**
 * A page reloaded for a missing chunk less than this long ago lets the next failure show: a chunk
 * missing from the newest build too then reaches the error page instead of reloading for ever.
 */
export const STALE_CHUNK_GRACE_MS = 60_000;

/** What the handler needs of the browser (the window in the console; a stand-in in tests). */
export interface StaleChunkHost {
  readonly addEventListener: EventTarget['addEventListener'];
  readonly removeEventListener: EventTarget['removeEventListener'];
  /** Read when needed: a browser that blocks storage throws on reading `window.sessionStorage`. */
  readonly sessionStorage: () => Pick<Storage, 'getItem' | 'setItem'>;
  readonly reload: () => void;
  readonly now?: () => number;
}

/**
 * A tab left open across a deployment asks for chunks that the new build no longer has: every lazy
 * screen, the dialogs, the texts of another language. Vite reports such a failed dynamic import as
 * `vite:preloadError`; the console then reloads the page, which fetches the new build and opens the
 * same address. A form with unsaved changes still asks first (its `beforeunload`), and a failure
 * right after such a reload is left to the error page. Returns the function that stops listening.
 */
export function reloadOnStaleChunks(host: StaleChunkHost): () => void {
  const now = host.now ?? Date.now;
  const onPreloadError = (event: Event) => {
    try {
      const storage = host.sessionStorage();
      const last = Number(storage.getItem(STALE_CHUNK_RELOAD_KEY) ?? 0);
      if (now() - last < STALE_CHUNK_GRACE_MS) return;
      storage.setItem(STALE_CHUNK_RELOAD_KEY, String(now()));
    } catch {
      // Without session storage a reload could not tell it had just happened: no reload.
      return;
    }
    event.preventDefault();
    host.reload();
  };
  host.addEventListener('vite:preloadError', onPreloadError);
  return () => host.removeEventListener('vite:preloadError', onPreloadError);
}
