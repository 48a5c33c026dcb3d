import type { Rect, Virtualizer, VirtualizerOptions } from '@tanstack/react-virtual';
import { useEffect, useLayoutEffect, useReducer, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import type * as virtualCore from './virtualCore';

type VirtualCore = typeof virtualCore;

/** TanStack's virtualizer of a table's rows, in the table's scroll area. */
export type RowVirtualizer = Virtualizer<HTMLDivElement, Element>;

let loadedCore: VirtualCore | null = null;
let loadingCore: Promise<VirtualCore> | null = null;

/** Loads the virtualizer's module once; a load that failed is tried again on the next call. */
export function loadRowVirtualizer(): Promise<VirtualCore> {
  loadingCore ??= import('./virtualCore').then(
    (core) => (loadedCore = core),
    (error: unknown) => {
      loadingCore = null;
      throw error;
    },
  );
  return loadingCore;
}

export interface RowVirtualizerOptions {
  /** Whether the rows are virtualised now: the module loads the first time they are. */
  readonly enabled: boolean;
  readonly count: number;
  readonly getScrollElement: () => HTMLDivElement | null;
  /** The height of every row (the density's, measured from a rendered row). */
  readonly rowHeight: () => number;
  readonly overscan: number;
  /** The scroll area's height where it has none: before layout, in a hidden tab, in jsdom. */
  readonly fallbackHeight: number;
}

function virtualizerOptions(
  core: VirtualCore,
  { enabled, count, getScrollElement, rowHeight, overscan, fallbackHeight }: RowVirtualizerOptions,
  rerender: () => void,
): VirtualizerOptions<HTMLDivElement, Element> {
  const withFallback = (rect: Rect): Rect =>
    rect.height > 0 ? rect : { width: rect.width, height: fallbackHeight };
  const scrollElement = getScrollElement();
  return {
    count: enabled ? count : 0,
    getScrollElement,
    estimateSize: () => rowHeight(),
    overscan,
    // Created while the table shows rows of its own: it starts where the scroll area is, and with
    // the rows of the whole view, so that the switch neither scrolls nor drops rows.
    initialOffset: () => getScrollElement()?.scrollTop ?? 0,
    initialRect: withFallback({
      width: scrollElement?.clientWidth ?? 0,
      height: scrollElement?.clientHeight ?? 0,
    }),
    observeElementRect: (instance, callback) =>
      core.observeElementRect(instance, (rect) => callback(withFallback(rect))),
    observeElementOffset: core.observeElementOffset,
    scrollToFn: core.elementScroll,
    // As @tanstack/react-virtual does: a scroll re-renders at once, anything else in the next render.
    onChange: (_instance, sync) => {
      if (sync) flushSync(rerender);
      else rerender();
    },
  };
}

/**
 * The virtualizer of a table's rows, or null until its module has loaded. The module loads the first
 * time `enabled` is true; a table that never has that many rows never loads it. Once created, the
 * virtualizer stays (with no rows while `enabled` is false), as `useVirtualizer` of
 * @tanstack/react-virtual would. When the module cannot be loaded it stays null, and is asked for
 * again the next time `enabled` turns true.
 */
export function useRowVirtualizer(options: RowVirtualizerOptions): RowVirtualizer | null {
  const { enabled } = options;
  const [core, setCore] = useState<VirtualCore | null>(loadedCore);
  // Loaded meanwhile by another table: no need to wait for the effect.
  const available = core ?? loadedCore;
  const rerender = useReducer((count: number) => count + 1, 0)[1];
  const instanceRef = useRef<RowVirtualizer | null>(null);

  useEffect(() => {
    if (!enabled || available) return undefined;
    let current = true;
    loadRowVirtualizer().then(
      (loaded) => {
        if (current) setCore(loaded);
      },
      (error: unknown) => {
        // The table goes on rendering the rows in view itself; reported for the app's diagnostics.
        console.warn('The table virtualizer could not be loaded', error);
      },
    );
    return () => {
      current = false;
    };
  }, [enabled, available]);

  let instance = instanceRef.current;
  if (available && (instance || enabled)) {
    const resolved = virtualizerOptions(available, options, rerender);
    if (instance) instance.setOptions(resolved);
    else instance = instanceRef.current = new available.Virtualizer(resolved);
  }

  useLayoutEffect(() => instance?._didMount(), [instance]);
  useLayoutEffect(() => {
    instance?._willUpdate();
  });
  return instance;
}
