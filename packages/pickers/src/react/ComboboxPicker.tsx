import {
  announce,
  ClearButton,
  ControlBox,
  CrossIcon,
  FieldLayout,
  Popover,
  Tag,
  useFieldIds,
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
import { keyText } from '../core/lookup';
import { recentIdOf, type LookupKey } from '../core/source';
import { inLocale, usePickerText } from '../i18n/text';
import { usePickersContext } from './PickersContext';
import {
  ChevronIcon,
  OptionDescription,
  OptionLabel,
  OptionRow,
  PanelStatus,
  PickerPanel,
  ToggleButton,
  ValueTags,
} from './picker.styles';
import type { RemotePickerProps } from './types';
import { useLookup } from './useLookup';
import { useResolvedItems } from './useResolvedItems';

const DEFAULT_DEBOUNCE_MS = 250;
/** Pixels from the end of the list at which the next page loads. */
const LOAD_MORE_THRESHOLD = 48;

type Entry<Item> =
  | { readonly kind: 'item'; readonly item: Item; readonly key: string; readonly recent: boolean }
  | { readonly kind: 'more' }
  | { readonly kind: 'retry' };

/** Keys of a picker's value, one or many. */
export function valueKeys(value: LookupKey | readonly LookupKey[] | null | undefined): LookupKey[] {
  if (value === null || value === undefined) return [];
  return Array.isArray(value) ? [...(value as readonly LookupKey[])] : [value as LookupKey];
}

/** The select form of a picker: a WAI-ARIA combobox with a list of options under it. */
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
    debounceMs = DEFAULT_DEBOUNCE_MS,
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

  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [editing, setEditing] = useState(false);
  const [active, setActive] = useState(-1);
  const inputRef = useRef<HTMLInputElement | null>(null);
  const anchorRef = useRef<HTMLDivElement | null>(null);
  const panelRef = useRef<HTMLDivElement | null>(null);

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
    setOpen(false);
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
          setOpen(true);
          setActive(0);
        } else setActive((current) => Math.min(entries.length - 1, current + 1));
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (!open) {
          setOpen(true);
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
          activate(active);
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
    if (!open || active < 0) return;
    document.getElementById(`${optionPrefix}-${active}`)?.scrollIntoView?.({ block: 'nearest' });
  }, [open, active, optionPrefix]);

  const singleKey = props.multiple ? undefined : keys[0];
  // While the value is being looked up, the field says so in its placeholder, not as a value.
  const resolvingSingle =
    singleKey !== undefined &&
    !resolved.items.has(keyText(singleKey)) &&
    !resolved.notFound.has(keyText(singleKey));
  const singleLabel = singleKey !== undefined && !resolvingSingle ? labelOf(singleKey) : '';
  const inputValue = editing ? text : props.multiple ? text : singleLabel;
  const busy = lookup.status === 'loading' || lookup.loadingMore;
  const activeEntry = open && active >= 0 ? active : -1;

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

  const firstRecent = entries.findIndex((entry) => entry.kind === 'item' && entry.recent);
  const firstResult = entries.findIndex((entry) => entry.kind === 'item' && !entry.recent);

  const renderEntry = (entry: Entry<Item>, index: number) => {
    const common = {
      id: `${optionPrefix}-${index}`,
      role: 'option' as const,
      'data-active': index === activeEntry || undefined,
      onMouseDown: (event: { preventDefault(): void }) => event.preventDefault(),
      onMouseMove: () => setActive(index),
      onClick: () => activate(index),
    };
    if (entry.kind === 'more')
      return (
        <OptionRow key="more" {...common} aria-selected={false} data-action>
          <OptionLabel>{lookup.loadingMore ? t('pickers.loading') : t('pickers.loadMore')}</OptionLabel>
        </OptionRow>
      );
    if (entry.kind === 'retry')
      return (
        <OptionRow key="retry" {...common} aria-selected={false} data-action>
          <OptionLabel>{t('pickers.retry')}</OptionLabel>
        </OptionRow>
      );
    const detail = source.description?.(entry.item);
    const isSelected = selected.has(entry.key);
    return (
      <OptionRow key={`${entry.recent ? 'r' : 'o'}-${entry.key}`} {...common} aria-selected={isSelected}>
        {props.multiple ? (
          <span aria-hidden="true" className="ops-picker-check" data-checked={isSelected || undefined} />
        ) : null}
        <span>
          <OptionLabel>{source.label(entry.item)}</OptionLabel>
          {detail ? <OptionDescription>{detail}</OptionDescription> : null}
        </span>
      </OptionRow>
    );
  };

  const itemEntries = entries.map((entry, index) => ({ entry, index }));
  const recentGroup = itemEntries.filter(({ entry }) => entry.kind === 'item' && entry.recent);
  const rest = itemEntries.filter(({ entry }) => !(entry.kind === 'item' && entry.recent));

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
      <Popover.Root open={open && !disabled} onOpenChange={(next) => (next ? setOpen(true) : close())}>
        <Popover.Anchor asChild>
          <ControlBox
            ref={anchorRef}
            data-size={size}
            data-invalid={ids.invalid || props['aria-invalid'] || undefined}
            data-disabled={disabled || undefined}
            onMouseDown={(event) => {
              if (disabled || event.target === inputRef.current) return;
              if ((event.target as HTMLElement).closest('button')) return;
              event.preventDefault();
              inputRef.current?.focus();
              setOpen(true);
            }}
          >
            {props.multiple && keys.length > 0 ? (
              <ValueTags>
                {keys.map((key) => (
                  <Tag
                    key={keyText(key)}
                    closable={!disabled}
                    disabled={disabled}
                    onClose={() => removeKey(key)}
                  >
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
              aria-expanded={open}
              aria-controls={listboxId}
              aria-autocomplete="list"
              aria-haspopup="listbox"
              aria-activedescendant={activeEntry >= 0 ? `${optionPrefix}-${activeEntry}` : undefined}
              aria-invalid={ids.invalid || props['aria-invalid'] || undefined}
              aria-required={required || props['aria-required'] || undefined}
              aria-describedby={
                [ids.describedBy, status && open ? statusId : undefined].filter(Boolean).join(' ') ||
                undefined
              }
              aria-busy={busy || undefined}
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
                setOpen(true);
                setActive(-1);
              }}
              onFocus={(event) => {
                if (!props.multiple && !editing) event.target.select();
              }}
              onClick={() => !disabled && setOpen(true)}
              onKeyDown={onKeyDown}
              onBlur={(event) => {
                const next = event.relatedTarget as Node | null;
                if (next && (anchorRef.current?.contains(next) || panelRef.current?.contains(next))) return;
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
              aria-expanded={open}
              aria-controls={listboxId}
              disabled={disabled}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => {
                if (open) close();
                else {
                  setOpen(true);
                  inputRef.current?.focus();
                }
              }}
            >
              <ChevronIcon />
            </ToggleButton>
          </ControlBox>
        </Popover.Anchor>
        <PickerPanel
          ref={panelRef}
          role="presentation"
          align="start"
          sideOffset={4}
          onOpenAutoFocus={(event) => event.preventDefault()}
          onCloseAutoFocus={(event) => event.preventDefault()}
          onInteractOutside={(event) => {
            if (anchorRef.current?.contains(event.target as Node)) event.preventDefault();
          }}
        >
          {status ? (
            <PanelStatus
              id={statusId}
              role={lookup.status === 'error' || lookup.status === 'forbidden' ? 'alert' : 'status'}
              data-tone={
                lookup.status === 'error' || lookup.status === 'forbidden' || lookup.status === 'invalid'
                  ? 'danger'
                  : undefined
              }
            >
              {status}
            </PanelStatus>
          ) : null}
          <ul
            id={listboxId}
            role="listbox"
            aria-label={noun}
            aria-multiselectable={props.multiple || undefined}
            aria-busy={busy || undefined}
            onScroll={onScroll}
            data-empty={entries.length === 0 || undefined}
          >
            {recentGroup.length > 0 ? (
              <li role="presentation">
                <ul role="group" aria-label={t('pickers.recent')}>
                  <li role="presentation" aria-hidden="true" className="ops-picker-group">
                    {t('pickers.recent')}
                  </li>
                  {recentGroup.map(({ entry, index }) => renderEntry(entry, index))}
                </ul>
              </li>
            ) : null}
            {firstRecent >= 0 && firstResult > firstRecent ? (
              <li role="presentation" aria-hidden="true" className="ops-picker-divider" />
            ) : null}
            {rest.map(({ entry, index }) => renderEntry(entry, index))}
          </ul>
        </PickerPanel>
      </Popover.Root>
    </FieldLayout>
  );
}
