import {
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type DragEvent,
  type KeyboardEvent,
  type ReactElement,
  type RefObject,
} from 'react';
import { announce } from '../../a11y/announce';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { Checkbox } from '../../components/Checkbox';
import type { ColumnPin, DataTableColumn } from '../../components/DataTable/types';
import { Dialog } from '../../components/Dialog';
import { IconButton } from '../../components/IconButton';
import { useUiText } from '../../i18n/text';
import {
  defaultColumnDraft,
  columnDraftFromEntries,
  columnDropIndex,
  moveColumnInDraft,
  setColumnPinInDraft,
  setColumnVisibleInDraft,
  visibleColumnCount,
  type ColumnDraftEntry,
  type ColumnSettingsDraft,
  type ColumnDropPosition,
} from './columnSettingsDraft';
import {
  AlertSpace,
  ColumnName,
  FooterStart,
  Handle,
  HeaderRow,
  Hint,
  List,
  OrderButtons,
  Row,
  Segmented,
  Summary,
  Table,
} from './ColumnSettingsDialog.styles';
import { ArrowDownIcon, ArrowUpIcon, GripIcon } from './icons';
import { useApplyColumnSettings, type ColumnSettingsSource } from './useApplyColumnSettings';
import { useOpenState } from './useOpenState';

export interface ColumnSettingsDialogProps<Row> {
  /** The table's settings: what `useColumnSettings(tableId, userId, columns)` returns. */
  readonly settings: ColumnSettingsSource<Row>;
  /** The table's columns as it defines them (the ones given to `useColumnSettings`): Reset restores them. */
  readonly columns: readonly DataTableColumn<Row>[];
  readonly open?: boolean;
  readonly defaultOpen?: boolean;
  readonly onOpenChange?: (open: boolean) => void;
  /** The element that opens the dialog (a button); the focus returns to it on close. */
  readonly trigger?: ReactElement;
  /** The title; "Customise columns" in the current language by default. */
  readonly title?: string;
  /** Called once the settings are applied and saved, as the dialog closes. */
  readonly onApplied?: () => void;
}

type PinValue = ColumnPin | 'none';
const pinValues: readonly PinValue[] = ['left', 'none', 'right'];
const pinTexts: Readonly<Record<PinValue, string>> = {
  left: 'ui.columnSettingsDialog.pinLeft',
  none: 'ui.columnSettingsDialog.pinNone',
  right: 'ui.columnSettingsDialog.pinRight',
};

interface DragState {
  readonly columnId: string;
  readonly over?: { readonly columnId: string; readonly position: ColumnDropPosition };
}

/** Which control to focus after a move re-renders the list. */
interface FocusRequest {
  readonly columnId: string;
  readonly control: 'up' | 'down' | HTMLElement;
}

/**
 * Custom table columns: choose, order (drag a row, the move buttons or Alt+↑/↓) and pin the columns
 * of a DataTable, or reset them to the table's default. Nothing changes until Apply, which saves
 * through the table's `useColumnSettings` (per table and user, in local storage). When the browser
 * storage is full (spec §5) the changes still apply to the page and the dialog stays open with the
 * alert and a retry. At least one column stays visible.
 *
 * ```tsx
 * const settings = useColumnSettings('tenants', userId, tenantColumns);
 * <ColumnSettingsDialog trigger={<Button>Columns</Button>} settings={settings} columns={tenantColumns} />;
 * <DataTable columns={settings.columns} rows={rows} onColumnWidthsChange={settings.setWidths} />;
 * ```
 */
export function ColumnSettingsDialog<Row>(props: ColumnSettingsDialogProps<Row>) {
  return <ColumnSettingsDialogView {...props} />;
}

/** The dialog as `ColumnSettingsButton` opens it: from code, with the focus given back to its button. */
export interface ButtonColumnSettingsDialogProps<Row> extends Omit<
  ColumnSettingsDialogProps<Row>,
  'trigger'
> {
  /** Where the focus goes when the dialog closes. */
  readonly returnFocusRef: RefObject<HTMLElement | null>;
}

/**
 * The dialog of `ColumnSettingsButton`, which loads this module on first use and renders its own
 * button (not a `Dialog.Trigger`, which would bring the Radix dialog along).
 */
export function ButtonColumnSettingsDialog<Row>(props: ButtonColumnSettingsDialogProps<Row>) {
  return <ColumnSettingsDialogView {...props} />;
}

function ColumnSettingsDialogView<Row>({
  settings,
  columns,
  open,
  defaultOpen,
  onOpenChange,
  trigger,
  returnFocusRef,
  title,
  onApplied,
}: ColumnSettingsDialogProps<Row> & { readonly returnFocusRef?: RefObject<HTMLElement | null> }) {
  const [isOpen, setOpen] = useOpenState(open, defaultOpen, onOpenChange);
  return (
    <Dialog.Root open={isOpen} onOpenChange={setOpen}>
      {trigger ? <Dialog.Trigger asChild>{trigger}</Dialog.Trigger> : null}
      <Dialog.Content
        size="md"
        onCloseAutoFocus={
          returnFocusRef
            ? (event) => {
                event.preventDefault();
                returnFocusRef.current?.focus();
              }
            : undefined
        }
      >
        <ColumnSettingsEditor
          settings={settings}
          columns={columns}
          title={title}
          onDone={() => {
            setOpen(false);
            onApplied?.();
          }}
        />
      </Dialog.Content>
    </Dialog.Root>
  );
}

interface EditorProps<Row> {
  readonly settings: ColumnSettingsSource<Row>;
  readonly columns: readonly DataTableColumn<Row>[];
  readonly title: string | undefined;
  readonly onDone: () => void;
}

function ColumnSettingsEditor<Row>({ settings, columns, title, onDone }: EditorProps<Row>) {
  const text = useUiText();
  const hintId = useId();
  const groupId = useId();
  // The draft starts from what the table shows when the dialog opens; the table keeps it until Apply.
  const [draft, setDraft] = useState<ColumnSettingsDraft>(() => columnDraftFromEntries(settings.entries));
  const [failed, setFailed] = useState(false);
  const [drag, setDrag] = useState<DragState>();
  // The dragged column, known at once: the next drag event may come before React renders.
  const dragged = useRef<string | null>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const focusRequest = useRef<FocusRequest | null>(null);
  const apply = useApplyColumnSettings(settings, columns);

  const shown = visibleColumnCount(draft);
  const total = draft.entries.length;
  const storageError = settings.storageError;

  useLayoutEffect(() => {
    const request = focusRequest.current;
    focusRequest.current = null;
    if (!request || !listRef.current) return;
    if (request.control instanceof HTMLElement) {
      if (request.control.isConnected && document.activeElement !== request.control) request.control.focus();
      return;
    }
    const row = Array.from(listRef.current.children).find(
      (candidate): candidate is HTMLElement =>
        candidate instanceof HTMLElement && candidate.dataset.columnId === request.columnId,
    );
    const wanted = row?.querySelector<HTMLButtonElement>(`[data-move="${request.control}"]`);
    const other = row?.querySelector<HTMLButtonElement>(
      `[data-move="${request.control === 'up' ? 'down' : 'up'}"]`,
    );
    // At the top or the bottom the pressed button is disabled: the focus goes to the other one.
    (wanted && !wanted.disabled ? wanted : other)?.focus();
  }, [draft]);

  const move = (entry: ColumnDraftEntry, toIndex: number, focus?: FocusRequest['control']) => {
    const next = moveColumnInDraft(draft, entry.id, toIndex);
    if (next === draft) return;
    if (focus) focusRequest.current = { columnId: entry.id, control: focus };
    setDraft(next);
    const position = next.entries.findIndex((candidate) => candidate.id === entry.id) + 1;
    announce(text('ui.columnSettingsDialog.moved', { column: entry.label, position, total }));
  };

  const setVisible = (entry: ColumnDraftEntry, visible: boolean) => {
    const next = setColumnVisibleInDraft(draft, entry.id, visible);
    if (next === draft) {
      announce(text('ui.columnSettingsDialog.lastVisible'), 'assertive');
      return;
    }
    setDraft(next);
  };

  const reset = () => {
    setDraft(defaultColumnDraft(columns));
    announce(text('ui.columnSettingsDialog.resetDone'));
  };

  const applyDraft = () => {
    const error = apply(draft);
    if (error) {
      setFailed(true);
      return;
    }
    announce(text('ui.columnSettingsDialog.applied'));
    onDone();
  };

  const onRowKeyDown = (event: KeyboardEvent<HTMLLIElement>, entry: ColumnDraftEntry, index: number) => {
    if (!event.altKey || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
    event.preventDefault();
    const target = event.target instanceof HTMLElement ? event.target : undefined;
    move(entry, index + (event.key === 'ArrowUp' ? -1 : 1), target);
  };

  const dropPosition = (event: DragEvent<HTMLElement>): ColumnDropPosition => {
    const box = event.currentTarget.getBoundingClientRect();
    return event.clientY < box.top + box.height / 2 ? 'before' : 'after';
  };

  const onDragOver = (event: DragEvent<HTMLLIElement>, entry: ColumnDraftEntry) => {
    const columnId = dragged.current;
    if (columnId === null) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'move';
    const position = dropPosition(event);
    if (drag?.over?.columnId !== entry.id || drag.over.position !== position) {
      setDrag({ columnId, over: { columnId: entry.id, position } });
    }
  };

  const onDrop = (event: DragEvent<HTMLLIElement>, overIndex: number) => {
    const columnId = dragged.current;
    if (columnId === null) return;
    event.preventDefault();
    dragged.current = null;
    setDrag(undefined);
    const from = draft.entries.findIndex((candidate) => candidate.id === columnId);
    const entry = draft.entries[from];
    if (entry) move(entry, columnDropIndex(from, overIndex, dropPosition(event)));
  };

  const lastVisibleId = shown === 1 ? draft.entries.find((entry) => entry.visible)?.id : undefined;

  return (
    <>
      <Dialog.Title>{title ?? text('ui.columnSettingsDialog.title')}</Dialog.Title>
      <Dialog.Description>{text('ui.columnSettingsDialog.description')}</Dialog.Description>
      <Dialog.Body>
        {storageError ? (
          <AlertSpace>
            <Alert variant="error" title={text(storageError.messageId)}>
              {text('ui.columnSettingsDialog.appliesUntilReload')}
            </Alert>
          </AlertSpace>
        ) : null}
        <Summary>{text('ui.columnSettingsDialog.shownCount', { shown, total })}</Summary>
        <Table>
          <HeaderRow aria-hidden="true">
            <span />
            <span>{text('ui.columnSettingsDialog.columnHeader')}</span>
            <span>{text('ui.columnSettingsDialog.pinHeader')}</span>
            <span>{text('ui.columnSettingsDialog.orderHeader')}</span>
          </HeaderRow>
          <List
            ref={listRef}
            aria-label={text('ui.columnSettingsDialog.listLabel')}
            onDragLeave={(event) => {
              const next = event.relatedTarget;
              if (drag?.over && !(next instanceof Node && event.currentTarget.contains(next))) {
                setDrag({ columnId: drag.columnId });
              }
            }}
          >
            {draft.entries.map((entry, index) => {
              const last = entry.id === lastVisibleId;
              const pin: PinValue = entry.pin ?? 'none';
              return (
                <Row
                  key={entry.id}
                  data-column-id={entry.id}
                  data-state={entry.visible ? 'visible' : 'hidden'}
                  data-dragging={drag?.columnId === entry.id || undefined}
                  data-drop={drag?.over?.columnId === entry.id ? drag.over.position : undefined}
                  onKeyDown={(event) => onRowKeyDown(event, entry, index)}
                  onDragOver={(event) => onDragOver(event, entry)}
                  onDrop={(event) => onDrop(event, index)}
                >
                  <Handle
                    aria-hidden="true"
                    draggable
                    title={text('ui.columnSettingsDialog.dragHandle', { column: entry.label })}
                    onDragStart={(event) => {
                      event.dataTransfer.effectAllowed = 'move';
                      event.dataTransfer.setData('text/plain', entry.id);
                      const row = event.currentTarget.closest('li');
                      if (row && typeof event.dataTransfer.setDragImage === 'function') {
                        event.dataTransfer.setDragImage(row, 24, row.offsetHeight / 2);
                      }
                      dragged.current = entry.id;
                      setDrag({ columnId: entry.id });
                    }}
                    onDragEnd={() => {
                      dragged.current = null;
                      setDrag(undefined);
                    }}
                  >
                    <GripIcon />
                  </Handle>
                  <Checkbox
                    label={<ColumnName data-column-label="">{entry.label}</ColumnName>}
                    checked={entry.visible}
                    aria-disabled={last || undefined}
                    aria-describedby={last ? hintId : undefined}
                    onCheckedChange={(checked) => setVisible(entry, checked)}
                  />
                  <Segmented
                    role="radiogroup"
                    aria-label={text('ui.dataTable.pinColumn', { column: entry.label })}
                  >
                    {pinValues.map((value) => (
                      <label key={value} data-checked={pin === value || undefined}>
                        <input
                          type="radio"
                          name={`${groupId}-pin-${entry.id}`}
                          value={value}
                          checked={pin === value}
                          onChange={() =>
                            setDraft(
                              setColumnPinInDraft(draft, entry.id, value === 'none' ? undefined : value),
                            )
                          }
                        />
                        <span>{text(pinTexts[value])}</span>
                      </label>
                    ))}
                  </Segmented>
                  <OrderButtons>
                    <IconButton
                      size="sm"
                      data-move="up"
                      label={text('ui.dataTable.moveUp', { column: entry.label })}
                      icon={<ArrowUpIcon />}
                      disabled={index === 0}
                      onClick={() => move(entry, index - 1, 'up')}
                    />
                    <IconButton
                      size="sm"
                      data-move="down"
                      label={text('ui.dataTable.moveDown', { column: entry.label })}
                      icon={<ArrowDownIcon />}
                      disabled={index === total - 1}
                      onClick={() => move(entry, index + 1, 'down')}
                    />
                  </OrderButtons>
                </Row>
              );
            })}
          </List>
        </Table>
        <Hint id={hintId} hidden={lastVisibleId === undefined}>
          {text('ui.columnSettingsDialog.lastVisible')}
        </Hint>
      </Dialog.Body>
      <Dialog.Footer>
        <FooterStart>
          <Button variant="ghost" onClick={reset}>
            {text('ui.columnSettingsDialog.reset')}
          </Button>
        </FooterStart>
        <Dialog.Close asChild>
          <Button>{text(failed ? 'ui.common.close' : 'ui.common.cancel')}</Button>
        </Dialog.Close>
        <Button variant="primary" onClick={applyDraft}>
          {text(failed ? 'ui.columnSettingsDialog.tryAgain' : 'ui.columnSettingsDialog.apply')}
        </Button>
      </Dialog.Footer>
    </>
  );
}
