import { columnLabel, type ColumnPin, type DataTableColumn } from '../../components/DataTable/types';
import type { ColumnSettings, ColumnSettingsEntry } from '../../components/DataTable/useColumnSettings';

/**
 * The rules of the column settings dialog, without React: the draft the user edits until Apply, and
 * the steps that bring a table's settings to it.
 */

/** One column as the dialog lists it. */
export interface ColumnDraftEntry {
  readonly id: string;
  readonly label: string;
  readonly visible: boolean;
  readonly pin: ColumnPin | undefined;
}

/** What the user has chosen in the dialog, not applied yet. */
export interface ColumnSettingsDraft {
  /** Every column, in the chosen order. */
  readonly entries: readonly ColumnDraftEntry[];
  /** "Reset to default" was pressed: Apply also forgets the widths the user dragged. */
  readonly resetWidths: boolean;
}

/** Where a dragged row lands relative to the row under the pointer. */
export type ColumnDropPosition = 'before' | 'after';

/** The draft of what the table shows now. */
export function columnDraftFromEntries(entries: readonly ColumnSettingsEntry[]): ColumnSettingsDraft {
  return {
    entries: entries.map(({ id, label, visible, pin }) => ({ id, label, visible, pin })),
    resetWidths: false,
  };
}

/** The draft of the columns as the table defines them: every one shown, the defined order and pins. */
export function defaultColumnDraft<Row>(columns: readonly DataTableColumn<Row>[]): ColumnSettingsDraft {
  return {
    entries: columns.map((column) => ({
      id: column.id,
      label: columnLabel(column),
      visible: true,
      pin: column.pin,
    })),
    resetWidths: true,
  };
}

export function visibleColumnCount(draft: ColumnSettingsDraft): number {
  return draft.entries.filter((entry) => entry.visible).length;
}

/** False for the last visible column: at least one column stays visible. */
export function canHideColumn(draft: ColumnSettingsDraft, columnId: string): boolean {
  const entry = draft.entries.find((candidate) => candidate.id === columnId);
  return entry !== undefined && (!entry.visible || visibleColumnCount(draft) > 1);
}

/**
 * Shows or hides a column. Hiding the last visible column is refused: the draft comes back unchanged
 * (the same object), so that the caller can say why.
 */
export function setColumnVisibleInDraft(
  draft: ColumnSettingsDraft,
  columnId: string,
  visible: boolean,
): ColumnSettingsDraft {
  if (!visible && !canHideColumn(draft, columnId)) return draft;
  return {
    ...draft,
    entries: draft.entries.map((entry) => (entry.id === columnId ? { ...entry, visible } : entry)),
  };
}

/** Moves a column to `toIndex` (clamped to the list); the others keep their relative order. */
export function moveColumnInDraft(
  draft: ColumnSettingsDraft,
  columnId: string,
  toIndex: number,
): ColumnSettingsDraft {
  const from = draft.entries.findIndex((entry) => entry.id === columnId);
  if (from < 0) return draft;
  const to = Math.min(draft.entries.length - 1, Math.max(0, Math.trunc(toIndex)));
  if (to === from) return draft;
  const entries = [...draft.entries];
  entries.splice(to, 0, ...entries.splice(from, 1));
  return { ...draft, entries };
}

export function setColumnPinInDraft(
  draft: ColumnSettingsDraft,
  columnId: string,
  pin: ColumnPin | undefined,
): ColumnSettingsDraft {
  return {
    ...draft,
    entries: draft.entries.map((entry) => (entry.id === columnId ? { ...entry, pin } : entry)),
  };
}

/**
 * The index a dragged row moves to when dropped `position` the row at `overIndex`, counted in the
 * list as it is before the move.
 */
export function columnDropIndex(fromIndex: number, overIndex: number, position: ColumnDropPosition): number {
  const target = position === 'before' ? overIndex : overIndex + 1;
  return target > fromIndex ? target - 1 : target;
}

/** The same columns, order, visibility and pins (the labels aside). */
export function sameColumnEntries(a: readonly ColumnDraftEntry[], b: readonly ColumnDraftEntry[]): boolean {
  return (
    a.length === b.length &&
    a.every((entry, index) => {
      const other = b[index];
      return (
        other !== undefined &&
        other.id === entry.id &&
        other.visible === entry.visible &&
        other.pin === entry.pin
      );
    })
  );
}

/**
 * The settings that make the table look like the draft, for a store that replaces them at once.
 * Defaults stay implicit: an order equal to the defined one and pins equal to the column's own are
 * not stored, so that a column added to the table later takes its defined place and pin.
 */
export function settingsFromColumnDraft<Row>(
  draft: ColumnSettingsDraft,
  columns: readonly DataTableColumn<Row>[],
  current: ColumnSettings,
): ColumnSettings {
  const defined = new Map(columns.map((column) => [column.id, column]));
  const entries = draft.entries.filter((entry) => defined.has(entry.id));
  const order = entries.map((entry) => entry.id);
  const definedOrder = columns.map((column) => column.id);
  const isDefinedOrder =
    order.length === definedOrder.length && order.every((id, i) => id === definedOrder[i]);
  const pins: Record<string, ColumnPin | null> = {};
  for (const entry of entries) {
    if (entry.pin !== defined.get(entry.id)?.pin) pins[entry.id] = entry.pin ?? null;
  }
  return {
    order: isDefinedOrder ? [] : order,
    hidden: entries.filter((entry) => !entry.visible).map((entry) => entry.id),
    pins,
    widths: draft.resetWidths ? {} : current.widths,
  };
}

/** One change to a table's settings, as `useColumnSettings` offers it. */
export type ColumnSettingsStep =
  | { readonly kind: 'reset' }
  | { readonly kind: 'move'; readonly columnId: string; readonly offset: number }
  | { readonly kind: 'visible'; readonly columnId: string; readonly visible: boolean }
  | { readonly kind: 'pin'; readonly columnId: string; readonly pin: ColumnPin | undefined };

/**
 * The next single change that brings the table (`entries` and `settings` as `useColumnSettings`
 * returns them) closer to the draft, or undefined when it matches. Applying the steps one after
 * another, each to the settings the previous one left, ends: a reset only while widths remain, then
 * at most one move per column, one visibility and one pin change per column.
 */
export function nextColumnSettingsStep(
  current: { readonly entries: readonly ColumnSettingsEntry[]; readonly settings: ColumnSettings },
  draft: ColumnSettingsDraft,
): ColumnSettingsStep | undefined {
  if (draft.resetWidths && Object.keys(current.settings.widths).length > 0) return { kind: 'reset' };

  const known = new Set(current.entries.map((entry) => entry.id));
  const wanted = draft.entries.filter((entry) => known.has(entry.id));
  const wantedIds = new Set(wanted.map((entry) => entry.id));
  const currentIds = current.entries.map((entry) => entry.id).filter((id) => wantedIds.has(id));

  for (const [index, entry] of wanted.entries()) {
    if (currentIds[index] === entry.id) continue;
    // Offsets count in the table's full order, which may hold columns the draft does not know.
    const allIds = current.entries.map((candidate) => candidate.id);
    const target = currentIds[index];
    const to = target === undefined ? allIds.length - 1 : allIds.indexOf(target);
    return { kind: 'move', columnId: entry.id, offset: to - allIds.indexOf(entry.id) };
  }
  const byId = new Map(current.entries.map((entry) => [entry.id, entry]));
  for (const entry of wanted) {
    if (byId.get(entry.id)?.visible !== entry.visible) {
      return { kind: 'visible', columnId: entry.id, visible: entry.visible };
    }
  }
  for (const entry of wanted) {
    if (byId.get(entry.id)?.pin !== entry.pin) return { kind: 'pin', columnId: entry.id, pin: entry.pin };
  }
  return undefined;
}
