import { Suspense, useRef, useState, type ComponentType, type ReactElement } from 'react';
import type { ButtonSize } from '../../components/Button';
import { lazyDialog, usePreloadWhenIdle } from '../../components/lazyDialog';
import type { SavedFiltersDialogProps } from './SavedFiltersDialog';
import { SavedFiltersMenuButton } from './SavedFiltersMenuButton';
import type { SavedFiltersMenuContentProps } from './SavedFiltersMenuContent';

export interface SavedFiltersMenuProps<F> extends Omit<
  SavedFiltersDialogProps<F>,
  'open' | 'defaultOpen' | 'onOpenChange' | 'trigger' | 'focusName' | 'returnFocusRef'
> {
  /** The saved filter the list shows now, if any: ticked in the menu and named on the button. */
  readonly appliedId?: string | null;
  readonly size?: ButtonSize;
}

// The menu and its dialog (Radix menu and dialog, Floating UI) load when the browser is idle, when
// the pointer or the focus comes to the button, or at its first press.
let menuLoaded = false;
const savedFiltersMenu = lazyDialog(
  () =>
    import('./SavedFiltersMenuContent').then((module) => {
      menuLoaded = true;
      return module.SavedFiltersMenuContent as ComponentType<SavedFiltersMenuContentProps<unknown>>;
    }),
  {
    isOpen: (props) => props.defaultOpen,
    dismiss: (props) => props.onLoadFailureClosed(),
  },
);
const LoadedMenu = savedFiltersMenu.Dialog as unknown as <F>(
  props: SavedFiltersMenuContentProps<F>,
) => ReactElement;
// A failure here is told when the menu is wanted.
const warmUp = () => void savedFiltersMenu.preload().catch(() => undefined);

/**
 * The compact "Saved filters" button of a list's toolbar: its menu applies a saved filter in one
 * click, and opens the SavedFiltersDialog to save the current filters or to manage them. Takes the
 * same props as the dialog.
 *
 * The menu's module loads on first use, preloaded when the browser is idle or the pointer or the
 * focus comes to the button; pressed before it has arrived, the button is busy meanwhile. Until then
 * this button stands in for the menu's own, which looks the same and replaces it, before the browser
 * paints, once the menu is there, open (the focus then goes into the menu, and back to the button on
 * close).
 */
export function SavedFiltersMenu<F>(props: SavedFiltersMenuProps<F>) {
  const { appliedId, size = 'md', saved } = props;
  const buttonRef = useRef<HTMLButtonElement>(null);
  // Pressed: the menu is wanted. Shown: the menu, with its own button, has replaced this one.
  const [pressed, setPressed] = useState(false);
  const [shown, setShown] = useState(false);
  // Pressed before the module arrived: the button is busy until it has (or has failed).
  const [waiting, setWaiting] = useState(false);
  const busy = pressed && waiting;
  usePreloadWhenIdle(savedFiltersMenu.preload);

  const press = () => {
    setPressed(true);
    if (menuLoaded) return;
    setWaiting(true);
    const done = () => setWaiting(false);
    savedFiltersMenu.preload().then(done, done);
  };
  const applied = appliedId == null ? undefined : saved.items.find((item) => item.id === appliedId);

  return (
    <>
      {shown ? null : (
        <SavedFiltersMenuButton
          ref={buttonRef}
          size={size}
          appliedName={applied?.name}
          aria-haspopup="menu"
          aria-expanded={false}
          data-state="closed"
          loading={busy}
          onClick={press}
          onPointerEnter={warmUp}
          onFocus={warmUp}
          onKeyDown={(event) => {
            // Escape while the menu loads: it is no longer wanted.
            if (event.key === 'Escape' && busy) setPressed(false);
            // As the menu's button does: ↓ opens it too.
            if (event.key !== 'ArrowDown' || busy) return;
            event.preventDefault();
            press();
          }}
        />
      )}
      {pressed ? (
        <Suspense fallback={null}>
          <LoadedMenu<F>
            {...props}
            defaultOpen
            onShown={() => setShown(true)}
            onLoadFailureClosed={() => {
              setPressed(false);
              buttonRef.current?.focus();
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
