import { usePreloadWhenIdle as usePreloadFunctionWhenIdle, type LazyPart } from '@opsdesk/ui';
import { useCallback, useEffect, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';

// The parts themselves are @opsdesk/ui's: a module loaded once, on first use, again after a failure.
export { lazyPart, type LazyPart } from '@opsdesk/ui';

/**
 * Loads a lazy part's module when the browser is next idle after mounting (@opsdesk/ui's
 * `usePreloadWhenIdle`), so that the first time it shows it does not wait on the network.
 * Unmounting first cancels it; a part already there is not loaded again (its `preload` resolves).
 */
export function usePreloadWhenIdle(part: LazyPart<unknown>): void {
  usePreloadFunctionWhenIdle(part.preload);
}

/** How the light trigger was pressed: a menu opened from the keyboard focuses its first item. */
export type OpenedWith = 'keyboard' | 'pointer';

export interface LazyTrigger<Part> {
  /**
   * The part, once the trigger was pressed and its module is there: render it, open, in place of
   * the light trigger (it brings its own trigger, which it keeps from then on).
   */
  readonly part: Part | null;
  /** How the trigger was pressed the time the part was asked for. */
  readonly openedWith: OpenedWith;
  /** Pressed, the module on its way: the light trigger shows it is busy. */
  readonly pending: boolean;
  /** The light trigger's handlers: preload on pointer and focus, open on press. */
  readonly triggerProps: {
    readonly onPointerEnter: () => void;
    readonly onFocus: () => void;
    readonly onPointerDown: () => void;
    readonly onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
    readonly onClick: () => void;
    readonly onBlur: (event: FocusEvent<HTMLElement>) => void;
  };
}

/**
 * A light trigger (a plain button that looks like the real one) standing in for a part whose module
 * loads on first use: the module loads when the browser is idle, when the pointer or the focus comes
 * to the trigger, or at the latest when the trigger is pressed; the part then shows, open. Pressed
 * before the module has arrived, the trigger is busy; the focus leaving it (or Escape) drops the
 * request, so the part never takes the focus from where the user went. A failed load goes to
 * `onLoadFailed` and leaves the light trigger, pressable again.
 *
 * `openOnArrowDown`: ArrowDown opens too, as on a menu button (the event goes no further, so a
 * table around the trigger does not move to the next row as well).
 */
export function useLazyTrigger<Part>(
  lazy: LazyPart<Part>,
  {
    onLoadFailed,
    openOnArrowDown = false,
  }: { readonly onLoadFailed: (error: unknown) => void; readonly openOnArrowDown?: boolean },
): LazyTrigger<Part> {
  const [part, setPart] = useState<Part | null>(null);
  const [pending, setPending] = useState(false);
  const [openedWith, setOpenedWith] = useState<OpenedWith>('pointer');
  // The press in progress; a newer one, a dropped one or unmounting makes an older answer stale.
  const request = useRef(0);
  const keyboard = useRef(false);
  usePreloadWhenIdle(lazy);
  useEffect(
    () => () => {
      request.current += 1;
    },
    [],
  );

  const warmUp = useCallback(() => {
    // A failure here is reported when the trigger is pressed.
    if (lazy.current() === null) lazy.preload().catch(() => undefined);
  }, [lazy]);

  const open = (via: OpenedWith) => {
    if (pending) return;
    setOpenedWith(via);
    const ready = lazy.current();
    if (ready !== null) {
      setPart(() => ready);
      return;
    }
    const id = ++request.current;
    setPending(true);
    lazy.preload().then(
      (loaded) => {
        if (request.current !== id) return;
        setPending(false);
        setPart(() => loaded);
      },
      (error: unknown) => {
        if (request.current !== id) return;
        setPending(false);
        onLoadFailed(error);
      },
    );
  };

  const drop = () => {
    request.current += 1;
    setPending(false);
  };

  return {
    part,
    openedWith,
    pending,
    triggerProps: {
      onPointerEnter: warmUp,
      onFocus: warmUp,
      onPointerDown: () => {
        keyboard.current = false;
      },
      onKeyDown: (event) => {
        if (event.key === 'Enter' || event.key === ' ') keyboard.current = true;
        else if (event.key === 'Escape' && pending) {
          event.preventDefault();
          drop();
        } else if (event.key === 'ArrowDown' && openOnArrowDown) {
          event.preventDefault();
          event.stopPropagation();
          open('keyboard');
        }
      },
      onClick: () => {
        open(keyboard.current ? 'keyboard' : 'pointer');
        keyboard.current = false;
      },
      onBlur: (event) => {
        // The focus went on elsewhere while the module loaded: the part would take it from there.
        if (pending && event.relatedTarget) drop();
      },
    },
  };
}
