import { useEffect } from 'react';

/** A part of a component whose module loads on first use. */
export interface LazyPart<Part> {
  /** The part if its module has arrived, so that a field mounted later can open at once. */
  readonly current: () => Part | null;
  /** Loads the module once; a load that failed is tried again on the next call. */
  readonly preload: () => Promise<Part>;
}

/**
 * Keeps a part out of the module that uses it: `load` must be a dynamic `import()` of a module the
 * user does not import statically (types aside), or the bundler puts the part back beside it.
 */
export function lazyPart<Part>(load: () => Promise<Part>): LazyPart<Part> {
  let loading: Promise<Part> | null = null;
  let loaded: Part | null = null;
  return {
    current: () => loaded,
    preload: () => {
      loading ??= load().then(
        (part) => (loaded = part),
        (error: unknown) => {
          loading = null;
          throw error;
        },
      );
      return loading;
    },
  };
}

/** Without `requestIdleCallback` (Safari): a while after mounting, once the first screen has loaded. */
const IDLE_FALLBACK_MS = 1_000;

/**
 * Loads a lazy part's (or dialog's) module when the browser is next idle after mounting, so that the first time
 * it shows it does not wait on the network. Unmounting first cancels it.
 */
export function usePreloadWhenIdle(preload: () => Promise<unknown>): void {
  useEffect(() => {
    if (typeof window === 'undefined') return undefined;
    // A load that fails here is tried again when the part is first asked for, which reports the error.
    const run = () => void preload().catch(() => undefined);
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(run);
      return () => window.cancelIdleCallback(handle);
    }
    const timer = setTimeout(run, IDLE_FALLBACK_MS);
    return () => clearTimeout(timer);
  }, [preload]);
}
