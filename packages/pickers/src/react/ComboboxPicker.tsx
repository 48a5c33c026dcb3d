import {
  announce,
  Button,
  ClearButton,
  ControlBox,
  CrossIcon,
  FieldLayout,
  Tag,
  tokens,
  useFieldIds,
  useLazyPanel,
  useUiLocale,
} from '@opsdesk/ui';
import {
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
  type UIEvent,
} from 'react';
import styled from 'styled-components';
import { keyText } from '../core/lookup';
import { recentIdOf, type LookupKey } from '../core/source';
import { inLocale, usePickerText } from '../i18n/text';
import { usePickersContext } from './PickersContext';
import type { ComboboxPanelEntry } from './ComboboxPanel';
import { comboboxPanel } from './lazyComboboxPanel';
import { ChevronIcon, ToggleButton, ValueTags } from './picker.styles';
import type { RemotePickerProps } from './types';
import { DEFAULT_SEARCH_DEBOUNCE_MS, useLookup } from './useLookup';
import { useResolvedItems } from './useResolvedItems';

/** Pixels from the end of the list at which the next page loads. */
const LOAD_MORE_THRESHOLD = 48;

type Entry<Item> =
  | { readonly kind: 'item'; readonly item: Item; readonly key: string; readonly recent: boolean }
  | { readonly kind: 'more' }
  | { readonly kind: 'retry' };

const LoadError = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${tokens['space-2']};
  color: ${tokens['color-danger']};
  font-size: ${tokens['font-size-sm']};
`;

/** Keys of a picker's value, one or many. */
export function valueKeys(value: LookupKey | readonly LookupKey[] | null | undefined): LookupKey[] {
  if (value === null || value === undefined) return [];
  return Array.isArray(value) ? [...(value as readonly LookupKey[])] : [value as LookupKey];
}

/**
 * The select form of a picker: a WAI-ARIA combobox with a list of options under it.
 *
 * The field (its input, the search, the keyboard, the values) is this module; the list's panel
 * (Radix Popover, Floating UI and the listbox) is a module of its own, loaded when the browser is
 * idle, when the pointer or the focus comes to the field, or at the latest when the list is asked
 * for. Asked for before it has arrived, the input keeps what is typed, the search runs, and the list
 * opens with the same highlighted option once the panel is there; a failed load says so with Retry.
 */
export function ComboboxPicker<Item, Filters>(props: RemotePickerProps<Item, Filters>) {
  const {
    source,
    defaultFilters,
    filters: filterProps,
    knownItems,
    id,
    name,
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
    showRecent = true,
    clearable = !required,
  } = props;
  const t = usePickerText();
  const locale = useUiLocale();
  const context = usePickersContext();
  const noun = inLocale(source.noun, locale);
  const ids = useFieldIds(id, { label, description, error }, props['aria-describedby']);
  const listboxId = `${ids.controlId}-listbox`;
  const statusId = `${ids.controlId}-status`;
  const optionPrefix = `${useId()}-option`;

  const filters = useMemo(
    () => ({ ...defaultFilters, ...filterProps }) as Filters,
    [defaultFilters, filterProps],
  );
  const recentId = recentIdOf(source, filters);
  const keys = valueKeys(props.value);
  const selected = new Set(keys.map(keyText));

  const [text, setText] = useState('');
  const [editing, setEditing] = useState(false);
  const [active, setActive] = useState(-1);
  // `open` says the list was asked for; it shows once the panel's module is there.
  const {
    part: Panel,
    open,
    failed: loadFailed,
    warmUp,
    request: openList,
    close: closeList,
  } = useLazyPanel(comboboxPanel);
  const inputRef = useRef<HTMLInputElement | null>(null);
  const anchorRef = useRef<HTMLDivElement | null>(null);
  const panelRef = useRef<HTMLDivElement | null>(null);
  const loadErrorRef = useRef<HTMLDivElement | null>(null);

  const shown = open && !disabled && Panel !== null;
  const loadingPanel = open && !disabled && Panel === null && !loadFailed;

  const query = editing ? text : '';
  const lookup = useLookup(source, { query, filters, enabled: open && !disabled, debounceMs });
  // Re-read when the list opens (`open` is a dependency): a choice made elsewhere shows up.
  const recentItems = useMemo(
    () => (showRecent ? context.recent.list<Item>(recentId, context.scopeKey) : []),
    [showRecent, context.recent, context.scopeKey, recentId, open],
  );
  const resolved = useResolvedItems(source, keys, filters, [knownItems ?? [], lookup.items, recentItems]);

  const entries = useMemo<Entry<Item>[]>(() => {
    if (lookup.status === 'error') return [{ kind: 'retry' }];
    if (lookup.status !== 'ready' && lookup.status !== 'loading') return [];
    const list: Entry<Item>[] = [];
    const seen = new Set<string>();
    if (query.trim() === '' && lookup.itemsQuery === '') {
      for (const item of recentItems) {
        const key = keyText(source.key(item));
        seen.add(key);
        list.push({ kind: 'item', item, key, recent: true });
      }
    }
    for (const item of lookup.items) {
      const key = keyText(source.key(item));
      if (seen.has(key)) continue;
      seen.add(key);
      list.push({ kind: 'item', item, key, recent: false });
    }
    if (lookup.hasMore) list.push({ kind: 'more' });
    return list;
  }, [lookup.status, lookup.items, lookup.itemsQuery, lookup.hasMore, recentItems, query, source]);

  // Keep the active option in range when the list changes.
  useEffect(() => {
    setActive((current) => (current >= entries.length ? entries.length - 1 : current));
  }, [entries.length]);

  // Say how many results came, once per answer.
  const announced = useRef<unknown>(null);
  useEffect(() => {
    if (!open || lookup.status !== 'ready' || announced.current === lookup.items) return;
    announced.current = lookup.items;
    const total = lookup.total ?? lookup.items.length;
    announce(
      total === 0
        ? lookup.itemsQuery
          ? t('pickers.empty', { noun, query: lookup.itemsQuery })
          : t('pickers.emptyNoQuery', { noun })
        : t('pickers.results', { total }),
    );
  }, [open, lookup.status, lookup.items, lookup.total, lookup.itemsQuery, noun, t]);

  const labelOf = (key: LookupKey): string => {
    const item = resolved.items.get(keyText(key));
    if (item !== undefined) return source.label(item);
    if (resolved.notFound.has(keyText(key))) return t('pickers.notFound', { key: keyText(key) });
    return t('pickers.loading');
  };

  const close = () => {
    closeList();
    setEditing(false);
    setText('');
    setActive(-1);
  };

  const choose = (item: Item) => {
    const key = source.key(item);
    context.recent.remember(recentId, context.scopeKey, item, source.key);
    if (props.multiple) {
      const current = valueKeys(props.value);
      const has = current.some((candidate) => keyText(candidate) === keyText(key));
      const next = has
        ? current.filter((candidate) => keyText(candidate) !== keyText(key))
        : [...current, key];
      const items = next
        .map((candidate) =>
          keyText(candidate) === keyText(key) ? item : resolved.items.get(keyText(candidate)),
        )
        .filter((candidate): candidate is Item => candidate !== undefined);
      props.onChange(next, items);
      setText('');
      setEditing(false);
      return;
    }
    props.onChange(key, item);
    close();
  };

  const clear = () => {
    if (props.multiple) props.onChange([], []);
    else props.onChange(null, null);
    setText('');
    setEditing(false);
    inputRef.current?.focus();
  };

  const removeKey = (key: LookupKey) => {
    if (!props.multiple) return;
    const next = valueKeys(props.value).filter((candidate) => keyText(candidate) !== keyText(key));
    props.onChange(
      next,
      next
        .map((candidate) => resolved.items.get(keyText(candidate)))
        .filter((candidate): candidate is Item => candidate !== undefined),
    );
    inputRef.current?.focus();
  };

  const activate = (index: number) => {
    const entry = entries[index];
    if (!entry) return;
    if (entry.kind === 'item') choose(entry.item);
    else if (entry.kind === 'more') lookup.loadMore();
    else lookup.retry();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!open) {
          openList();
          setActive(0);
        } else setActive((current) => Math.min(entries.length - 1, current + 1));
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (!open) {
          openList();
          setActive(entries.length - 1);
        } else setActive((current) => Math.max(0, current - 1));
        break;
      case 'PageDown':
        if (open) {
          event.preventDefault();
          setActive((current) => Math.min(entries.length - 1, current + 10));
        }
        break;
      case 'PageUp':
        if (open) {
          event.preventDefault();
          setActive((current) => Math.max(0, current - 10));
        }
        break;
      case 'Enter':
        if (open && active >= 0) {
          event.preventDefault();
          // An option not on screen yet (the panel is on its way) is not chosen blind.
          if (shown) activate(active);
        } else if (open && lookup.status === 'error') {
          event.preventDefault();
          lookup.retry();
        }
        break;
      case 'Escape':
        if (open) {
          event.preventDefault();
          close();
        } else if (text !== '') {
          event.preventDefault();
          setText('');
          setEditing(false);
        }
        break;
      case 'Backspace':
        if (props.multiple && text === '' && keys.length > 0) {
          const last = keys[keys.length - 1];
          if (last !== undefined) removeKey(last);
        }
        break;
      case 'Tab':
        if (open) close();
        break;
      default:
    }
  };

  const onScroll = (event: UIEvent<HTMLElement>) => {
    const list = event.currentTarget;
    if (list.scrollHeight - list.scrollTop - list.clientHeight < LOAD_MORE_THRESHOLD) lookup.loadMore();
  };

  // Keep the active option in view.
  useEffect(() => {
    if (!shown || active < 0) return;
    document.getElementById(`${optionPrefix}-${active}`)?.scrollIntoView?.({ block: 'nearest' });
  }, [shown, active, optionPrefix]);

  const singleKey = props.multiple ? undefined : keys[0];
  // While the value is being looked up, the field says so in its placeholder, not as a value.
  const resolvingSingle =
    singleKey !== undefined &&
    !resolved.items.has(keyText(singleKey)) &&
    !resolved.notFound.has(keyText(singleKey));
  const singleLabel = singleKey !== undefined && !resolvingSingle ? labelOf(singleKey) : '';
  const inputValue = editing ? text : props.multiple ? text : singleLabel;
  const busy = lookup.status === 'loading' || lookup.loadingMore;
  // The highlighted option is kept while the panel loads, and named once it is on screen.
  const activeEntry = shown && active >= 0 ? active : -1;

  let status: ReactNode = null;
  if (lookup.status === 'loading' && entries.length === 0) status = t('pickers.loading');
  else if (lookup.status === 'idle' && source.searchEmpty === false)
    status = t('pickers.typeToSearch', { noun });
  else if (lookup.status === 'invalid' && lookup.invalid) status = inLocale(lookup.invalid, locale);
  else if (lookup.status === 'forbidden') status = t('pickers.forbidden', { noun });
  else if (lookup.status === 'error')
    status = t('pickers.error', {
      message:
        lookup.failure?.kind === 'error'
          ? `${lookup.failure.message}${lookup.failure.spanId ? ` (spanId: ${lookup.failure.spanId})` : ''}`
          : '',
    });
  else if (lookup.status === 'ready' && entries.length === 0)
    status = lookup.itemsQuery
      ? t('pickers.empty', { noun, query: lookup.itemsQuery })
      : t('pickers.emptyNoQuery', { noun });

  // The options with their texts, for the panel (once it is there).
  const panelEntries: ComboboxPanelEntry[] =
    Panel === null
      ? []
      : entries.map((entry) =>
          entry.kind === 'item'
            ? {
                kind: 'item',
                key: entry.key,
                recent: entry.recent,
                label: source.label(entry.item),
                description: source.description?.(entry.item),
                selected: selected.has(entry.key),
              }
            : entry,
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
      <ControlBox
        ref={anchorRef}
        data-size={size}
        data-invalid={ids.invalid || props['aria-invalid'] || undefined}
        data-disabled={disabled || undefined}
        data-state={shown ? 'open' : 'closed'}
        onPointerEnter={warmUp}
        onFocus={warmUp}
        onMouseDown={(event) => {
          if (disabled || event.target === inputRef.current) return;
          if ((event.target as HTMLElement).closest('button')) return;
          event.preventDefault();
          inputRef.current?.focus();
          openList();
        }}
      >
        {props.multiple && keys.length > 0 ? (
          <ValueTags>
            {keys.map((key) => (
              <Tag key={keyText(key)} closable={!disabled} disabled={disabled} onClose={() => removeKey(key)}>
                {labelOf(key)}
              </Tag>
            ))}
          </ValueTags>
        ) : null}
        <input
          ref={(element) => {
            inputRef.current = element;
            if (typeof ref === 'function') ref(element);
            else if (ref) (ref as { current: HTMLElement | null }).current = element;
          }}
          id={ids.controlId}
          name={name}
          type="text"
          role="combobox"
          autoComplete="off"
          spellCheck={false}
          aria-expanded={shown}
          aria-controls={listboxId}
          aria-autocomplete="list"
          aria-haspopup="listbox"
          aria-activedescendant={activeEntry >= 0 ? `${optionPrefix}-${activeEntry}` : undefined}
          aria-invalid={ids.invalid || props['aria-invalid'] || undefined}
          aria-required={required || props['aria-required'] || undefined}
          aria-describedby={
            [ids.describedBy, status && shown ? statusId : undefined].filter(Boolean).join(' ') || undefined
          }
          aria-busy={busy || loadingPanel || undefined}
          disabled={disabled}
          placeholder={
            resolvingSingle
              ? t('pickers.loading')
              : props.multiple && keys.length > 0
                ? undefined
                : (placeholder ??
                  (source.searchEmpty === false
                    ? t('pickers.typeToSearch', { noun })
                    : t('pickers.placeholder', { noun })))
          }
          value={inputValue}
          onChange={(event) => {
            setText(event.target.value);
            setEditing(true);
            openList();
            setActive(-1);
          }}
          onFocus={(event) => {
            if (!props.multiple && !editing) event.target.select();
          }}
          onClick={() => !disabled && openList()}
          onKeyDown={onKeyDown}
          onBlur={(event) => {
            const next = event.relatedTarget as Node | null;
            if (
              next &&
              (anchorRef.current?.contains(next) ||
                panelRef.current?.contains(next) ||
                loadErrorRef.current?.contains(next))
            )
              return;
            close();
            onBlur?.();
          }}
        />
        {clearable && keys.length > 0 && !disabled ? (
          <ClearButton type="button" aria-label={t('pickers.clear')} onClick={clear}>
            <CrossIcon />
          </ClearButton>
        ) : null}
        <ToggleButton
          type="button"
          tabIndex={-1}
          aria-label={t('pickers.toggle')}
          aria-expanded={shown}
          aria-controls={listboxId}
          disabled={disabled}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => {
            if (open) close();
            else {
              openList();
              inputRef.current?.focus();
            }
          }}
        >
          <ChevronIcon />
        </ToggleButton>
      </ControlBox>
      {loadFailed ? (
        <LoadError ref={loadErrorRef} role="alert">
          {t('pickers.listLoadFailed')}
          <Button
            size="sm"
            variant="link"
            onClick={() => {
              inputRef.current?.focus();
              openList();
            }}
          >
            {t('pickers.retry')}
          </Button>
        </LoadError>
      ) : null}
      {Panel ? (
        <Panel
          open={shown}
          onDismiss={close}
          anchorRef={anchorRef}
          panelRef={panelRef}
          listboxId={listboxId}
          statusId={statusId}
          optionPrefix={optionPrefix}
          noun={noun}
          multiple={props.multiple === true}
          entries={panelEntries}
          active={activeEntry}
          status={status}
          lookupStatus={lookup.status}
          busy={busy}
          loadingMore={lookup.loadingMore}
          onActivate={activate}
          onHighlight={setActive}
          onListScroll={onScroll}
        />
      ) : null}
    </FieldLayout>
  );
}
