import { describe, expect, it } from 'vitest';
import type { DataTableColumn } from '../../components/DataTable/types';
import {
  applyColumnSettings,
  emptyColumnSettings,
  type ColumnSettings,
  type ColumnSettingsEntry,
} from '../../components/DataTable/useColumnSettings';
import {
  canHideColumn,
  defaultColumnDraft,
  columnDraftFromEntries,
  columnDropIndex,
  moveColumnInDraft,
  nextColumnSettingsStep,
  sameColumnEntries,
  setColumnPinInDraft,
  setColumnVisibleInDraft,
  settingsFromColumnDraft,
  visibleColumnCount,
  type ColumnSettingsDraft,
  type ColumnSettingsStep,
} from './columnSettingsDraft';

interface Tenant {
  readonly code: string;
}

const columns: readonly DataTableColumn<Tenant>[] = [
  { id: 'code', header: 'Code', pin: 'left' },
  { id: 'name', header: 'Name' },
  { id: 'region', header: 'Region' },
  { id: 'status', header: 'Status' },
  { id: 'actions', header: 'Actions', pin: 'right' },
];

/** The entries `useColumnSettings` lists for these settings (the same rules, without React). */
function entriesOf(settings: ColumnSettings): ColumnSettingsEntry[] {
  const byId = new Map(columns.map((column) => [column.id, column]));
  const shown = applyColumnSettings(columns, { ...settings, hidden: [] });
  return shown.map((column) => ({
    id: column.id,
    label: String(byId.get(column.id)?.header),
    visible: !settings.hidden.includes(column.id),
    pin: column.pin,
  }));
}

/** What each change of `useColumnSettings` does to the settings. */
function runStep(settings: ColumnSettings, step: ColumnSettingsStep): ColumnSettings {
  switch (step.kind) {
    case 'reset':
      return emptyColumnSettings;
    case 'move': {
      const order = entriesOf(settings).map((entry) => entry.id);
      const from = order.indexOf(step.columnId);
      order.splice(Math.max(0, Math.min(order.length - 1, from + step.offset)), 0, ...order.splice(from, 1));
      return { ...settings, order };
    }
    case 'visible':
      return {
        ...settings,
        hidden: step.visible
          ? settings.hidden.filter((id) => id !== step.columnId)
          : [...settings.hidden, step.columnId],
      };
    case 'pin':
      return { ...settings, pins: { ...settings.pins, [step.columnId]: step.pin ?? null } };
  }
}

function applySteps(start: ColumnSettings, draft: ColumnSettingsDraft) {
  let settings = start;
  const steps: ColumnSettingsStep[] = [];
  for (let step = nextColumnSettingsStep({ entries: entriesOf(settings), settings }, draft); step;) {
    steps.push(step);
    settings = runStep(settings, step);
    if (steps.length > 50) throw new Error('the steps do not end');
    step = nextColumnSettingsStep({ entries: entriesOf(settings), settings }, draft);
  }
  return { settings, steps };
}

const ids = (draft: ColumnSettingsDraft) => draft.entries.map((entry) => entry.id);
const start = columnDraftFromEntries(entriesOf(emptyColumnSettings));

describe('the column settings draft', () => {
  it('starts from what the table shows', () => {
    const draft = columnDraftFromEntries(
      entriesOf({ ...emptyColumnSettings, order: ['status'], hidden: ['region'] }),
    );
    expect(ids(draft)).toEqual(['status', 'code', 'name', 'region', 'actions']);
    expect(draft.entries.find((entry) => entry.id === 'region')?.visible).toBe(false);
    expect(draft.resetWidths).toBe(false);
  });

  it('hides a column', () => {
    expect(setColumnVisibleInDraft(start, 'region', false).entries[2]).toMatchObject({
      id: 'region',
      visible: false,
    });
  });

  it('refuses to hide the last visible column and returns the same draft', () => {
    let draft = start;
    for (const id of ['code', 'name', 'region', 'status']) draft = setColumnVisibleInDraft(draft, id, false);
    expect(visibleColumnCount(draft)).toBe(1);
    expect(canHideColumn(draft, 'actions')).toBe(false);
    expect(setColumnVisibleInDraft(draft, 'actions', false)).toBe(draft);
  });

  it('moves a column to an index, clamped to the list', () => {
    expect(ids(moveColumnInDraft(start, 'status', 0))).toEqual([
      'status',
      'code',
      'name',
      'region',
      'actions',
    ]);
    expect(ids(moveColumnInDraft(start, 'code', 99))).toEqual([
      'name',
      'region',
      'status',
      'actions',
      'code',
    ]);
  });

  it('pins and unpins a column', () => {
    const pinned = setColumnPinInDraft(start, 'name', 'left');
    expect(pinned.entries[1]?.pin).toBe('left');
    expect(setColumnPinInDraft(pinned, 'code', undefined).entries[0]?.pin).toBeUndefined();
  });

  it('resets to the defined columns, all shown, and forgets the widths', () => {
    const draft = defaultColumnDraft(columns);
    expect(ids(draft)).toEqual(['code', 'name', 'region', 'status', 'actions']);
    expect(draft.entries.every((entry) => entry.visible)).toBe(true);
    expect(draft.entries[4]?.pin).toBe('right');
    expect(draft.resetWidths).toBe(true);
  });

  it.each([
    [0, 2, 'before', 1],
    [0, 2, 'after', 2],
    [3, 1, 'before', 1],
    [3, 1, 'after', 2],
    [2, 2, 'after', 2],
  ] as const)('drops row %i %s… on row %i at index %i', (from, over, position, expected) => {
    expect(columnDropIndex(from, over, position)).toBe(expected);
  });

  it('tells a draft with another order apart', () => {
    expect(sameColumnEntries(start.entries, moveColumnInDraft(start, 'name', 0).entries)).toBe(false);
    expect(
      sameColumnEntries(start.entries, columnDraftFromEntries(entriesOf(emptyColumnSettings)).entries),
    ).toBe(true);
  });
});

describe('settingsFromColumnDraft', () => {
  it('stores only what differs from the defined columns', () => {
    const settings = settingsFromColumnDraft(
      setColumnVisibleInDraft(start, 'region', false),
      columns,
      emptyColumnSettings,
    );
    expect(settings).toEqual({ order: [], hidden: ['region'], pins: {}, widths: {} });
  });

  it('stores a changed order in full and a removed default pin as null', () => {
    const draft = setColumnPinInDraft(moveColumnInDraft(start, 'status', 0), 'code', undefined);
    const settings = settingsFromColumnDraft(draft, columns, emptyColumnSettings);
    expect(settings.order).toEqual(['status', 'code', 'name', 'region', 'actions']);
    expect(settings.pins).toEqual({ code: null });
  });

  it('keeps the dragged widths unless the draft was reset', () => {
    const current = { ...emptyColumnSettings, widths: { name: 240 } };
    expect(settingsFromColumnDraft(start, columns, current).widths).toEqual({ name: 240 });
    expect(settingsFromColumnDraft(defaultColumnDraft(columns), columns, current).widths).toEqual({});
  });
});

describe('nextColumnSettingsStep', () => {
  it('has nothing to do when the table matches the draft', () => {
    expect(
      nextColumnSettingsStep(
        { entries: entriesOf(emptyColumnSettings), settings: emptyColumnSettings },
        start,
      ),
    ).toBe(undefined);
  });

  it('brings the table to a draft that moves, hides and pins', () => {
    let draft = moveColumnInDraft(start, 'status', 1);
    draft = moveColumnInDraft(draft, 'code', 4);
    draft = setColumnVisibleInDraft(draft, 'name', false);
    draft = setColumnPinInDraft(draft, 'region', 'right');
    const { settings } = applySteps(emptyColumnSettings, draft);
    expect(columnDraftFromEntries(entriesOf(settings)).entries).toEqual(draft.entries);
  });

  it('resets first when the draft was reset and widths were dragged, then reapplies the changes', () => {
    const current: ColumnSettings = {
      order: ['status'],
      hidden: ['region'],
      pins: { code: null },
      widths: { name: 300 },
    };
    const draft = setColumnVisibleInDraft(defaultColumnDraft(columns), 'status', false);
    const { settings, steps } = applySteps(current, draft);
    expect(steps[0]).toEqual({ kind: 'reset' });
    expect(settings.widths).toEqual({});
    expect(columnDraftFromEntries(entriesOf(settings)).entries).toEqual(draft.entries);
  });

  it('does not reset when there are no widths to forget', () => {
    const current: ColumnSettings = { ...emptyColumnSettings, hidden: ['region'] };
    const { steps } = applySteps(current, defaultColumnDraft(columns));
    expect(steps).toEqual([{ kind: 'visible', columnId: 'region', visible: true }]);
  });
});
