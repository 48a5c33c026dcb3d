import { useCallback, useRef, useState } from 'react';
import { usePreloadWhenIdle, type LazyPart } from './lazyPart';

/** A panel (a list, a calendar) whose module loads on first use, and whether it was asked for. */
export interface LazyPanel<Part> {
  /** The panel's part once its module is here: render it, shown while `open`. */
  readonly part: Part | null;
  /** Asked for and not closed since: shown once `part` is there, busy until then. */
  readonly open: boolean;
  /** The load the last request waited for failed: say so, with a way to ask again. */
  readonly failed: boolean;
  /** Starts the load ahead of a likely request (the pointer or the focus coming to the field). */
  readonly warmUp: () => void;
  /** Asks for the panel: open at once if its module is here (loaded by another field too), else once it arrives. */
  readonly request: () => void;
  /** Closes the panel, or drops the request while its module loads. */
  readonly close: () => void;
}

/**
 * The state of a field's panel kept in a module of its own (`lazyPart`): it loads when the browser is
 * idle, on `warmUp`, or at the latest on `request`. A load failing while the panel is still asked for
 * closes it and sets `failed`; one failing after `close` dropped the request says nothing.
 */
export function useLazyPanel<Part>(lazy: LazyPart<Part>): LazyPanel<Part> {
  const [part, setPart] = useState<Part | null>(() => lazy.current());
  const [open, setOpen] = useState(false);
  const [failed, setFailed] = useState(false);
  // `open`, at once: a failed load reads it before the next render.
  const wanted = useRef(false);

  const load = useCallback(
    () =>
      lazy.preload().then((loaded) => {
        setPart(() => loaded);
        setFailed(false);
        return loaded;
      }),
    [lazy],
  );
  usePreloadWhenIdle(load);

  const close = () => {
    wanted.current = false;
    setOpen(false);
  };

  const warmUp = () => {
    // A failure here is reported when the panel is asked for.
    if (part === null) load().catch(() => undefined);
  };

  const request = () => {
    wanted.current = true;
    setOpen(true);
    if (part !== null) return;
    // Loaded by another field: open at once, never busy for a moment.
    const arrived = lazy.current();
    if (arrived !== null) {
      setPart(() => arrived);
      setFailed(false);
      return;
    }
    setFailed(false);
    load().catch(() => {
      // Dropped meanwhile (Escape, the focus gone elsewhere): nobody waits for it, nothing to say.
      if (!wanted.current) return;
      close();
      setFailed(true);
    });
  };

  return { part, open, failed, warmUp, request, close };
}
