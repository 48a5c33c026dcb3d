import { useCallback, useMemo, useRef, useState } from 'react';
import { z } from 'zod';
import { columnLabel, type ColumnPin, type DataTableColumn } from './types';

/** What a user changed about a table's columns: kept per table and per user. */
export interface ColumnSettings {
  /** Column ids in the user's order; columns missing here keep their place after them. */
  readonly order: readonly string[];
  readonly hidden: readonly string[];
  /** A pin the user chose, or null for a column the user unpinned. */
  readonly pins: Readonly<Record<string, ColumnPin | null>>;
  readonly widths: Readonly<Record<string, number>>;
}

/** Why saving the settings failed: `quota` is spec §5's full local storage. */
export interface ColumnSettingsStorageError {
  readonly kind: 'quota' | 'failed';
  /** The message id of the alert to show (translated by the package). */
  readonly messageId: 'ui.dataTable.storageFull' | 'ui.dataTable.storageFailed';
  readonly cause: unknown;
}

export interface UseColumnSettingsOptions {
  /** Where the settings live. Default `window.localStorage`; null keeps them in memory only. */
  readonly storage?: Storage | null;
  /** Called when saving fails, so that the app can show an alert (spec §5). */
  readonly onStorageError?: (error: ColumnSettingsStorageError) => void;
}

/** A column as the settings panel lists it. */
export interface ColumnSettingsEntry {
  readonly id: string;
  readonly label: string;
  readonly visible: boolean;
  readonly pin: ColumnPin | undefined;
}

export interface ColumnSettingsState<Row> {
  /** The columns to give the table: visible ones, in the user's order, with the user's pins and widths. */
  readonly columns: readonly DataTableColumn<Row>[];
  /** Every column, in the user's order, for the settings panel. */
  readonly entries: readonly ColumnSettingsEntry[];
  readonly settings: ColumnSettings;
  /** The last failure to save, until the next save succeeds or `dismissStorageError`. */
  readonly storageError: ColumnSettingsStorageError | undefined;
  setVisible(columnId: string, visible: boolean): void;
  /** Moves a column by `offset` places in the order (negative: towards the start). */
  move(columnId: string, offset: number): void;
  setPin(columnId: string, pin: ColumnPin | undefined): void;
  setWidths(widths: Readonly<Record<string, number>>): void;
  /** Replaces every setting at once (a settings dialog's Apply): one write, one alert if it fails. */
  replace(settings: ColumnSettings): void;
  reset(): void;
  dismissStorageError(): void;
}

export const emptyColumnSettings: ColumnSettings = { order: [], hidden: [], pins: {}, widths: {} };

const storedSettings = z.object({
  version: z.literal(1),
  order: z.array(z.string()),
  hidden: z.array(z.string()),
  pins: z.record(z.string(), z.enum(['left', 'right']).nullable()),
  widths: z.record(z.string(), z.number().positive()),
});

/** The local-storage key of a table's settings for one user. */
export function columnSettingsKey(tableId: string, userId: string): string {
  return `opsdesk.dataTable.${tableId}.${userId}.columns`;
}

export function isQuotaExceeded(error: unknown): boolean {
  if (typeof DOMException === 'undefined' || !(error instanceof DOMException)) return false;
  // Code 22 and the Firefox name are the older spellings of the same failure.
  return (
    error.name === 'QuotaExceededError' || error.name === 'NS_ERROR_DOM_QUOTA_REACHED' || error.code === 22
  );
}

function defaultStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Access itself throws where storage is disabled.
    return null;
  }
}

function readSettings(storage: Storage | null, key: string): ColumnSettings {
  if (!storage) return emptyColumnSettings;
  try {
    const raw = storage.getItem(key);
    if (raw === null) return emptyColumnSettings;
    const parsed = storedSettings.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : emptyColumnSettings;
  } catch {
    return emptyColumnSettings;
  }
}

/** The user's order of the columns: the stored order first, then the others in their defined order. */
function orderedIds<Row>(columns: readonly DataTableColumn<Row>[], order: readonly string[]): string[] {
  const known = new Set(columns.map((column) => column.id));
  const first = order.filter((id) => known.has(id));
  const placed = new Set(first);
  return [...first, ...columns.map((column) => column.id).filter((id) => !placed.has(id))];
}

/** The table's columns with the settings applied. */
export function applyColumnSettings<Row>(
  columns: readonly DataTableColumn<Row>[],
  settings: ColumnSettings,
): DataTableColumn<Row>[] {
  const byId = new Map(columns.map((column) => [column.id, column]));
  const hidden = new Set(settings.hidden);
  return orderedIds(columns, settings.order).flatMap((id) => {
    const column = byId.get(id);
    if (!column || hidden.has(id)) return [];
    const pin = id in settings.pins ? (settings.pins[id] ?? undefined) : column.pin;
    const width = settings.widths[id] ?? column.width;
    return [{ ...column, pin, width }];
  });
}

/**
 * A table's column settings (show, hide, order, pin, widths) for one user, kept in local storage.
 * When saving fails (spec §5: storage full) the change still applies for this page, `storageError`
 * says why and `onStorageError` is called, so that the app can show the alert.
 */
export function useColumnSettings<Row>(
  tableId: string,
  userId: string,
  columns: readonly DataTableColumn<Row>[],
  options: UseColumnSettingsOptions = {},
): ColumnSettingsState<Row> {
  const storage = options.storage === undefined ? defaultStorage() : options.storage;
  const key = columnSettingsKey(tableId, userId);
  const [state, setState] = useState(() => ({ key, settings: readSettings(storage, key) }));
  const [storageError, setStorageError] = useState<ColumnSettingsStorageError>();
  // Another table or user: read theirs (setState during render, as React advises for derived state).
  if (state.key !== key) setState({ key, settings: readSettings(storage, key) });
  const settings = state.key === key ? state.settings : readSettings(storage, key);

  const onStorageError = useRef(options.onStorageError);
  onStorageError.current = options.onStorageError;

  const save = useCallback(
    (next: ColumnSettings) => {
      setState({ key, settings: next });
      if (!storage) return;
      try {
        storage.setItem(key, JSON.stringify({ version: 1, ...next }));
        setStorageError(undefined);
      } catch (cause) {
        const quota = isQuotaExceeded(cause);
        const error: ColumnSettingsStorageError = {
          kind: quota ? 'quota' : 'failed',
          messageId: quota ? 'ui.dataTable.storageFull' : 'ui.dataTable.storageFailed',
          cause,
        };
        setStorageError(error);
        onStorageError.current?.(error);
      }
    },
    [key, storage],
  );

  const update = useCallback(
    (change: (current: ColumnSettings) => ColumnSettings) => save(change(settings)),
    [save, settings],
  );

  const setVisible = useCallback(
    (columnId: string, visible: boolean) =>
      update((current) => ({
        ...current,
        hidden: visible
          ? current.hidden.filter((id) => id !== columnId)
          : [...current.hidden.filter((id) => id !== columnId), columnId],
      })),
    [update],
  );

  const move = useCallback(
    (columnId: string, offset: number) =>
      update((current) => {
        const order = orderedIds(columns, current.order);
        const from = order.indexOf(columnId);
        if (from < 0) return current;
        const to = Math.min(order.length - 1, Math.max(0, from + offset));
        order.splice(to, 0, ...order.splice(from, 1));
        return { ...current, order };
      }),
    [columns, update],
  );

  const setPin = useCallback(
    (columnId: string, pin: ColumnPin | undefined) =>
      update((current) => ({ ...current, pins: { ...current.pins, [columnId]: pin ?? null } })),
    [update],
  );

  const setWidths = useCallback(
    (widths: Readonly<Record<string, number>>) =>
      update((current) => ({ ...current, widths: { ...current.widths, ...widths } })),
    [update],
  );

  const reset = useCallback(() => save(emptyColumnSettings), [save]);
  const replace = useCallback((next: ColumnSettings) => save(next), [save]);
  const dismissStorageError = useCallback(() => setStorageError(undefined), []);

  const applied = useMemo(() => applyColumnSettings(columns, settings), [columns, settings]);
  const entries = useMemo(() => {
    const byId = new Map(columns.map((column) => [column.id, column]));
    const hidden = new Set(settings.hidden);
    return orderedIds(columns, settings.order).flatMap((id): ColumnSettingsEntry[] => {
      const column = byId.get(id);
      if (!column) return [];
      const pin = id in settings.pins ? (settings.pins[id] ?? undefined) : column.pin;
      return [{ id, label: columnLabel(column), visible: !hidden.has(id), pin }];
    });
  }, [columns, settings]);

  return {
    columns: applied,
    entries,
    settings,
    storageError,
    setVisible,
    move,
    setPin,
    setWidths,
    replace,
    reset,
    dismissStorageError,
  };
}
