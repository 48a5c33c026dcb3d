import type { StoredRecord } from '@opsdesk/api';
import { useToast } from '@opsdesk/ui';
import { useEffect, useLayoutEffect, useRef, useState, type ComponentType } from 'react';
import { useText } from '../i18n';
import { lazyPart, usePreloadWhenIdle } from './lazyPart';
import type { RecordDrawerPanelProps } from './RecordDrawerPanel';
import type { ResourceScreen } from './types';

export type DrawerState =
  { readonly mode: 'create' } | { readonly mode: 'edit'; readonly record: StoredRecord } | null;

/** The drawer itself (Radix dialog): a chunk of its own, out of the list's and the detail page's. */
export const recordDrawerPanel = lazyPart<ComponentType<RecordDrawerPanelProps>>(() =>
  import('./RecordDrawerPanel').then((module) => module.RecordDrawerPanel),
);

/**
 * The create and edit form in a drawer over the list or the detail page, for screens whose catalogue
 * has no create or edit route of their own (the spec lists many such screens).
 *
 * The drawer's module loads when the browser is idle, or at the latest when the drawer first opens;
 * until it is there the page stays as it is, the focus where it was. Closing gives the focus back to
 * what had it when the drawer was asked for. A failed load says so in a toast and closes the request.
 */
export function RecordDrawer({
  screen,
  state,
  onClose,
  onSaved,
}: {
  readonly screen: ResourceScreen;
  readonly state: DrawerState;
  readonly onClose: () => void;
  readonly onSaved: (record: StoredRecord) => void;
}) {
  const t = useText();
  const toast = useToast();
  const [Panel, setPanel] = useState(() => recordDrawerPanel.current());
  const opener = useRef<HTMLElement | null>(null);
  const open = state !== null;
  usePreloadWhenIdle(recordDrawerPanel);

  // Before the drawer's own effects take the focus: what has it is what asked for the drawer.
  useLayoutEffect(() => {
    if (!open) return;
    const active = document.activeElement;
    opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
  }, [open]);

  const latestClose = useRef(onClose);
  latestClose.current = onClose;
  useEffect(() => {
    if (!open || Panel !== null || recordDrawerPanel.current() !== null) return undefined;
    let current = true;
    recordDrawerPanel.preload().then(
      (loaded) => {
        if (current) setPanel(() => loaded);
      },
      () => {
        if (!current) return;
        toast.error(t('resource.loadFailed'));
        latestClose.current();
      },
    );
    return () => {
      current = false;
    };
  }, [open, Panel, t, toast]);

  // Loaded meanwhile (when idle, or by another drawer): shown without waiting for the effect.
  const Shown = Panel ?? recordDrawerPanel.current();
  if (Shown === null) return null;
  return (
    <Shown
      screen={screen}
      state={state}
      onClose={onClose}
      onSaved={onSaved}
      returnFocus={() => opener.current}
    />
  );
}
