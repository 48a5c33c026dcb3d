import {
  Button,
  ClearButton,
  ControlBox,
  CrossIcon,
  DataTable,
  Dialog,
  FieldLayout,
  Input,
  Tag,
  useFieldIds,
  useUiLocale,
  type DataTableColumn,
} from '@opsdesk/ui';
import { useMemo, useRef, useState, type ReactNode } from 'react';
import { DEFAULT_PAGE_SIZE, keyText } from '../core/lookup';
import { recentIdOf, type LookupKey } from '../core/source';
import { inLocale, usePickerText } from '../i18n/text';
import { valueKeys } from './ComboboxPicker';
import { usePickersContext } from './PickersContext';
import { DialogSummary, DialogToolbar, PanelStatus, ValueTags } from './picker.styles';
import type { RemotePickerProps } from './types';
import { DEFAULT_SEARCH_DEBOUNCE_MS, useLookup } from './useLookup';
import { useResolvedItems } from './useResolvedItems';

/** Filters of the dialog form, rendered above its table by a concrete picker. */
export type DialogFilterBar<Filters> = (props: {
  readonly filters: Filters;
  readonly onChange: (filters: Filters) => void;
}) => ReactNode;

export type DialogPickerProps<Item, Filters> = RemotePickerProps<Item, Filters> & {
  readonly filterBar?: DialogFilterBar<Filters>;
};

/**
 * The dialog form of a picker: the field shows the choice and opens a dialog with a search box, the
 * source's filters and a paged table; the choice is applied with OK and dropped with Cancel.
 */
export function DialogPicker<Item, Filters>(props: DialogPickerProps<Item, Filters>) {
  const {
    source,
    defaultFilters,
    filters: filterProps,
    knownItems,
    id,
    label,
    hideLabel,
    description,
    error,
    required = false,
    disabled = false,
    placeholder,
    size,
    className,
    onBlur,
    ref,
    debounceMs = DEFAULT_SEARCH_DEBOUNCE_MS,
    clearable = !required,
    filterBar,
  } = props;
  const t = usePickerText();
  const locale = useUiLocale();
  const context = usePickersContext();
  const noun = inLocale(source.noun, locale);
  const ids = useFieldIds(id, { label, description, error }, props['aria-describedby']);
  const baseFilters = useMemo(
    () => ({ ...defaultFilters, ...filterProps }) as Filters,
    [defaultFilters, filterProps],
  );
  const keys = valueKeys(props.value);

  const [open, setOpen] = useState(false);
  const searchRef = useRef<HTMLInputElement | null>(null);
  const [text, setText] = useState('');
  const [page, setPage] = useState(0);
  const [dialogFilters, setDialogFilters] = useState<Filters>(baseFilters);
  const [draft, setDraft] = useState<LookupKey[]>([]);
  const [draftItems, setDraftItems] = useState<Map<string, Item>>(new Map());

  const lookup = useLookup(source, {
    query: text,
    filters: dialogFilters,
    enabled: open,
    debounceMs,
    page,
  });
  const resolved = useResolvedItems(source, keys, baseFilters, [knownItems ?? [], [...draftItems.values()]]);
  const pageSize = source.pageSize ?? DEFAULT_PAGE_SIZE;

  const labelOf = (key: LookupKey): string => {
    const item = resolved.items.get(keyText(key)) ?? draftItems.get(keyText(key));
    if (item !== undefined) return source.label(item);
    if (resolved.notFound.has(keyText(key))) return t('pickers.notFound', { key: keyText(key) });
    return t('pickers.loading');
  };

  const openDialog = () => {
    setDraft(keys);
    setDraftItems(
      new Map(
        keys.flatMap((key) => {
          const item = resolved.items.get(keyText(key));
          return item === undefined ? [] : [[keyText(key), item] as const];
        }),
      ),
    );
    setDialogFilters(baseFilters);
    setText('');
    setPage(0);
    setOpen(true);
  };

  const apply = () => {
    const items = draft
      .map((key) => draftItems.get(keyText(key)) ?? resolved.items.get(keyText(key)))
      .filter((item): item is Item => item !== undefined);
    const recentId = recentIdOf(source, dialogFilters);
    for (const item of items) context.recent.remember(recentId, context.scopeKey, item, source.key);
    if (props.multiple) props.onChange(draft, items);
    else props.onChange(draft[0] ?? null, items[0] ?? null);
    setOpen(false);
  };

  const columns = useMemo<DataTableColumn<Item>[]>(() => {
    if (source.columns)
      return source.columns.map((column) => ({
        id: column.id,
        header: inLocale(column.header, locale),
        cell: (item: Item) => column.value(item),
        width: column.width,
        align: column.align,
      }));
    return [
      { id: 'label', header: t('pickers.dialog.name'), cell: (item: Item) => source.label(item), width: 260 },
      {
        id: 'description',
        header: t('pickers.dialog.details'),
        cell: (item: Item) => source.description?.(item) ?? '',
        width: 260,
      },
    ];
  }, [source, locale, t]);

  const rows = lookup.items;
  const total = lookup.total ?? (lookup.hasMore ? (page + 2) * pageSize : page * pageSize + rows.length);

  let status: ReactNode = null;
  if (lookup.status === 'forbidden') status = t('pickers.forbidden', { noun });
  else if (lookup.status === 'invalid' && lookup.invalid) status = inLocale(lookup.invalid, locale);
  else if (lookup.status === 'idle' && source.searchEmpty === false)
    status = t('pickers.typeToSearch', { noun });

  const summary =
    keys.length === 0 ? (
      <span className="ops-picker-placeholder">{placeholder ?? t('pickers.dialog.open')}</span>
    ) : props.multiple ? (
      <ValueTags>
        {keys.map((key) => (
          <Tag key={keyText(key)}>{labelOf(key)}</Tag>
        ))}
      </ValueTags>
    ) : (
      <span>{labelOf(keys[0] as LookupKey)}</span>
    );

  return (
    <FieldLayout
      ids={ids}
      label={label}
      hideLabel={hideLabel}
      description={description}
      error={error}
      required={required}
      className={className}
    >
      <Dialog.Root open={open} onOpenChange={(next) => (next ? openDialog() : setOpen(false))}>
        <ControlBox
          data-size={size}
          data-invalid={ids.invalid || props['aria-invalid'] || undefined}
          data-disabled={disabled || undefined}
        >
          <Dialog.Trigger asChild>
            <DialogSummary
              ref={ref as never}
              id={ids.controlId}
              type="button"
              disabled={disabled}
              aria-haspopup="dialog"
              aria-invalid={ids.invalid || props['aria-invalid'] || undefined}
              aria-required={required || props['aria-required'] || undefined}
              aria-describedby={ids.describedBy}
              onBlur={onBlur}
            >
              {summary}
            </DialogSummary>
          </Dialog.Trigger>
          {clearable && keys.length > 0 && !disabled ? (
            <ClearButton
              type="button"
              aria-label={t('pickers.clear')}
              onClick={() => (props.multiple ? props.onChange([], []) : props.onChange(null, null))}
            >
              <CrossIcon />
            </ClearButton>
          ) : null}
        </ControlBox>
        <Dialog.Content
          size={columns.length > 4 ? 'xl' : 'lg'}
          onOpenAutoFocus={(event) => {
            // The search box, not the scrolling body, takes the focus.
            event.preventDefault();
            searchRef.current?.focus();
          }}
        >
          <Dialog.Title>{t('pickers.dialog.title', { noun })}</Dialog.Title>
          <Dialog.Body>
            <DialogToolbar>
              <Input
                ref={searchRef}
                label={t('pickers.dialog.search')}
                hideLabel
                type="search"
                value={text}
                placeholder={t('pickers.placeholder', { noun })}
                onChange={(event) => {
                  setText(event.target.value);
                  setPage(0);
                }}
              />
              {filterBar?.({
                filters: dialogFilters,
                onChange: (next) => {
                  setDialogFilters(next);
                  setPage(0);
                },
              })}
            </DialogToolbar>
            {status ? (
              <PanelStatus
                role={lookup.status === 'forbidden' ? 'alert' : 'status'}
                data-tone={lookup.status === 'idle' ? undefined : 'danger'}
              >
                {status}
              </PanelStatus>
            ) : (
              <DataTable<Item>
                label={t('pickers.dialog.title', { noun })}
                columns={columns}
                rows={rows}
                getRowId={(item) => keyText(source.key(item))}
                loading={lookup.status === 'loading' || lookup.status === 'idle'}
                error={
                  lookup.status === 'error'
                    ? t('pickers.error', {
                        message: lookup.failure?.kind === 'error' ? lookup.failure.message : '',
                      })
                    : undefined
                }
                onRetry={lookup.retry}
                emptyText={
                  text.trim()
                    ? t('pickers.empty', { noun, query: text.trim() })
                    : t('pickers.emptyNoQuery', { noun })
                }
                page={page}
                pageSize={pageSize}
                pageSizeOptions={[pageSize]}
                total={total}
                onPageChange={setPage}
                selectedRowIds={draft.map(keyText)}
                onSelectedRowIdsChange={(rowIds) => {
                  const byKey = new Map(rows.map((item) => [keyText(source.key(item)), item]));
                  const merged = new Map(draftItems);
                  for (const rowId of rowIds) {
                    const item = byKey.get(rowId);
                    if (item !== undefined) merged.set(rowId, item);
                  }
                  setDraftItems(merged);
                  const toKey = (rowId: string): LookupKey => {
                    const item = merged.get(rowId);
                    return item === undefined ? rowId : source.key(item);
                  };
                  if (props.multiple) setDraft(rowIds.map(toKey));
                  else {
                    // One choice: the row just ticked replaces the previous one.
                    const previous = new Set(draft.map(keyText));
                    const added = rowIds.filter((rowId) => !previous.has(rowId));
                    const chosen = added[added.length - 1] ?? rowIds[rowIds.length - 1];
                    setDraft(chosen === undefined ? [] : [toKey(chosen)]);
                  }
                }}
              />
            )}
          </Dialog.Body>
          <Dialog.Footer>
            {props.multiple ? (
              <span role="status" className="ops-picker-count">
                {t('pickers.dialog.selected', { count: draft.length })}
              </span>
            ) : null}
            <Dialog.Close asChild>
              <Button>{t('pickers.dialog.cancel')}</Button>
            </Dialog.Close>
            <Button variant="primary" onClick={apply}>
              {t('pickers.dialog.ok')}
            </Button>
          </Dialog.Footer>
        </Dialog.Content>
      </Dialog.Root>
    </FieldLayout>
  );
}
