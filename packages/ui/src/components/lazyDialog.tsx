import { lazy, useEffect, useState, type ComponentType } from 'react';

/** A dialog whose module loads on first use, or earlier with `preload`. */
export interface LazyDialog<Props extends object> {
  /**
   * Renders the dialog; put it in a `<Suspense>`. Mounted after its module has arrived, it renders at
   * once; mounted before, it suspends until the module arrives.
   */
  readonly Dialog: ComponentType<Props>;
  /** Loads the module once; a load that failed is tried again on the next call. */
  readonly preload: () => Promise<ComponentType<Props>>;
}

/**
 * Keeps a provider's dialog out of the module that renders the provider: `load` must be a dynamic
 * `import()` of a module the provider's module does not import statically (types aside), or the
 * bundler puts the dialog back beside the provider.
 */
export function lazyDialog<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): LazyDialog<Props> {
  let loading: Promise<ComponentType<Props>> | null = null;
  let loaded: ComponentType<Props> | null = null;
  const preload = () => {
    loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
    return loading;
  };
  const Lazy = lazy(async () => ({ default: await preload() }));
  function Dialog(props: Props) {
    // React.lazy suspends on its first render even when the module is already there: a dialog whose
    // module was preloaded takes it directly. Chosen once, so that the dialog never changes type.
    const [Component] = useState<ComponentType<Props>>(() => loaded ?? Lazy);
    return <Component {...props} />;
  }
  return { Dialog, preload };
}

/** Without `requestIdleCallback` (Safari): a while after mounting, once the first screen has loaded. */
const IDLE_FALLBACK_MS = 1_000;

/**
 * Loads a lazy dialog's module when the browser is next idle after mounting, so that the first time
 * the dialog shows it does not wait on the network. Unmounting first cancels it.
 */
export function usePreloadWhenIdle(preload: () => Promise<unknown>): void {
  useEffect(() => {
    if (typeof window === 'undefined') return undefined;
    // A load that fails here is tried again when the dialog first shows, which reports the error.
    const run = () => void preload().catch(() => undefined);
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(run);
      return () => window.cancelIdleCallback(handle);
    }
    const timer = setTimeout(run, IDLE_FALLBACK_MS);
    return () => clearTimeout(timer);
  }, [preload]);
}
