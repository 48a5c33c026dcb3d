import { useCallback, useLayoutEffect, useRef } from 'react';
import { flushSync } from 'react-dom';
import type { DataTableColumn } from '../../components/DataTable/types';
import type {
  ColumnSettings,
  ColumnSettingsState,
  ColumnSettingsStorageError,
} from '../../components/DataTable/useColumnSettings';
import {
  nextColumnSettingsStep,
  settingsFromColumnDraft,
  type ColumnSettingsDraft,
  type ColumnSettingsStep,
} from './columnSettingsDraft';

/**
 * A table's column settings as the dialog reads and changes them: what `useColumnSettings` returns.
 * A store that can also replace every setting at once offers `replace`; Apply then writes once.
 */
export type ColumnSettingsSource<Row> = ColumnSettingsState<Row> & {
  readonly replace?: (settings: ColumnSettings) => void;
};

function runStep<Row>(source: ColumnSettingsSource<Row>, step: ColumnSettingsStep): void {
  switch (step.kind) {
    case 'reset':
      source.reset();
      return;
    case 'move':
      source.move(step.columnId, step.offset);
      return;
    case 'visible':
      source.setVisible(step.columnId, step.visible);
      return;
    case 'pin':
      source.setPin(step.columnId, step.pin);
      return;
  }
}

/**
 * Applies a draft to the table's settings and says whether saving failed.
 *
 * With `replace` the draft is written at once. With `useColumnSettings` alone, each of its changes
 * (show, move, pin, reset) is applied to the settings the previous one left: every one is flushed
 * before the next is chosen, because each change of the hook starts from the settings of the last
 * render. The local-storage alert (spec §5) is the hook's `storageError` after the last change.
 */
export function useApplyColumnSettings<Row>(
  source: ColumnSettingsSource<Row>,
  columns: readonly DataTableColumn<Row>[],
): (draft: ColumnSettingsDraft) => ColumnSettingsStorageError | undefined {
  const latest = useRef(source);
  // Layout effects run inside flushSync, so `latest` holds each change's result before the next.
  useLayoutEffect(() => {
    latest.current = source;
  });

  return useCallback(
    (draft) => {
      const replace = latest.current.replace;
      if (replace) {
        flushSync(() => replace(settingsFromColumnDraft(draft, columns, latest.current.settings)));
        return latest.current.storageError;
      }
      // A reset, then at most a move, a visibility and a pin change per column.
      const limit = 3 * draft.entries.length + 1;
      let changed = false;
      for (let count = 0; count < limit; count += 1) {
        const before = latest.current;
        const step = nextColumnSettingsStep(before, draft);
        if (!step) break;
        flushSync(() => runStep(before, step));
        changed = true;
        // The settings did not come back to this component: stop rather than repeat the same change.
        if (latest.current === before) break;
      }
      // Nothing left to change but the last save failed: write the settings again (a retry).
      if (!changed && latest.current.storageError) {
        const current = latest.current;
        flushSync(() => current.setWidths({}));
      }
      return latest.current.storageError;
    },
    [columns],
  );
}
