import {
  Button,
  ClearButton,
  ControlBox,
  CrossIcon,
  FieldLayout,
  Input,
  Popover,
  Tag,
  tokens,
  useFieldIds,
  useUiLocale,
} from '@opsdesk/ui';
import {
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import styled from 'styled-components';
import { stableKey } from '../../core/cache';
import { classifyFailure } from '../../core/failure';
import { keyText } from '../../core/lookup';
import { recentIdOf, type LookupKey } from '../../core/source';
import { inLocale, usePickerText } from '../../i18n/text';
import { valueKeys } from '../../react/ComboboxPicker';
import {
  ChevronIcon,
  DialogSummary,
  OptionDescription,
  OptionLabel,
  OptionRow,
  PanelStatus,
  ValueTags,
} from '../../react/picker.styles';
import { usePickersContext } from '../../react/PickersContext';
import type { PickerProps } from '../../react/types';
import { DEFAULT_SEARCH_DEBOUNCE_MS, useLookup } from '../../react/useLookup';
import { useResolvedItems } from '../../react/useResolvedItems';
import { joinParts } from './common';
import {
  childDepartments,
  departmentSource,
  type DepartmentOption,
  type DepartmentPickerFilters,
} from './departments';

/** Pixels of indentation per level of the tree. */
const INDENT_PX = 20;

/** `Omit` over each member of a union: one choice or many stay apart. */
type OmitEach<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/** The props of the tree picker: those of every picker, without the dialog form and recent choices. */
export type DepartmentTreePickerProps = OmitEach<
  PickerProps<DepartmentOption, DepartmentPickerFilters>,
  'variant' | 'showRecent'
>;

/** The children of one department, as the tree holds them. */
type ChildList =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly items: readonly DepartmentOption[] }
  | { readonly status: 'error'; readonly message: string };

/** A treeitem as shown: its department and where it sits. */
interface TreeRow {
  readonly item: DepartmentOption;
  readonly level: number;
  readonly parentKey: string | undefined;
}

/** The children lists of the tree, loaded on expansion and cached in the provider's cache. */
function useChildLists(resetKey: string) {
  const context = usePickersContext();
  const locale = useUiLocale();
  const t = usePickerText();
  const [lists, setLists] = useState<ReadonlyMap<string, ChildList>>(new Map());
  const controllers = useRef(new Map<string, AbortController>());

  // A new scope or new filters start a new tree; leaving aborts what is loading.
  useEffect(() => {
    const running = controllers.current;
    setLists(new Map());
    return () => {
      for (const controller of running.values()) controller.abort();
      running.clear();
    };
  }, [resetKey, context]);

  const load = useCallback(
    (parent: DepartmentOption) => {
      const key = parent.departmentOID;
      const set = (list: ChildList) => setLists((previous) => new Map(previous).set(key, list));
      const cacheKey = [departmentSource.id, 'children', key].join('\u0001');
      const cached = context.cache.get<readonly DepartmentOption[]>(cacheKey);
      if (cached) {
        set({ status: 'ready', items: cached });
        return;
      }
      controllers.current.get(key)?.abort();
      const controller = new AbortController();
      controllers.current.set(key, controller);
      set({ status: 'loading' });
      childDepartments(context.http, parent, controller.signal)
        .then(
          (items) => {
            if (controller.signal.aborted) return;
            context.cache.set(cacheKey, items);
            set({ status: 'ready', items });
          },
          (error: unknown) => {
            if (controller.signal.aborted) return;
            const failure = classifyFailure(error, locale);
            if (!failure) return;
            set({
              status: 'error',
              message:
                failure.kind === 'forbidden'
                  ? t('pickers.forbidden', { noun: inLocale(departmentSource.noun, locale) })
                  : t('pickers.error', { message: failure.message }),
            });
          },
        )
        .finally(() => {
          if (controllers.current.get(key) === controller) controllers.current.delete(key);
        });
    },
    [context, locale, t],
  );

  return { lists, load };
}

/**
 * The department picker in tree form: a button that opens a panel with a search box and the
 * department tree of a tenant (an ARIA tree whose children load when a department is expanded).
 * Typing searches departments by name or code and lists the matches with their path. Keyboard: Down
 * from the search box enters the tree; in the tree, Up and Down move, Right expands or enters,
 * Left collapses or goes to the parent, Home and End go to the ends, a letter goes to the next
 * department starting with it, Enter or Space chooses. The roots need a tenant: the `tenantId`
 * filter or the provider's scope.
 */
export function DepartmentTreePicker(props: DepartmentTreePickerProps) {
  const {
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
  } = props;
  const t = usePickerText();
  const locale = useUiLocale();
  const context = usePickersContext();
  const noun = inLocale(departmentSource.noun, locale);
  const ids = useFieldIds(id, { label, description, error }, props['aria-describedby']);
  const prefix = useId();
  const listboxId = `${prefix}-matches`;
  const filters = useMemo<DepartmentPickerFilters>(() => ({ ...filterProps }), [filterProps]);
  const filtersKey = stableKey(filters);
  const keys = valueKeys(props.value);
  const selected = new Set(keys.map(keyText));

  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [active, setActive] = useState(-1);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const [focusKey, setFocusKey] = useState<string | undefined>(undefined);
  const itemElements = useRef(new Map<string, HTMLLIElement>());
  /** The chosen department to scroll into view once its branch has loaded. */
  const reveal = useRef<string | undefined>(undefined);

  const searching = text.trim() !== '';
  const lookup = useLookup(departmentSource, {
    query: text,
    filters,
    enabled: open && !disabled,
    debounceMs,
  });
  const { lists, load } = useChildLists(filtersKey);

  const roots = useMemo(
    () => (lookup.itemsQuery === '' ? lookup.items : []),
    [lookup.itemsQuery, lookup.items],
  );
  const matches = searching && lookup.itemsQuery !== '' ? lookup.items : [];
  const loadedChildren = useMemo(
    () => [...lists.values()].flatMap((list) => (list.status === 'ready' ? list.items : [])),
    [lists],
  );
  const byKey = useMemo(
    () => new Map([...roots, ...loadedChildren].map((item) => [item.departmentOID, item])),
    [roots, loadedChildren],
  );
  const resolved = useResolvedItems(departmentSource, keys, filters, [
    knownItems ?? [],
    lookup.items,
    loadedChildren,
  ]);

  // A new tenant or new filters: nothing is expanded any more.
  useEffect(() => setExpanded(new Set()), [filtersKey, context]);

  // Load the children of every expanded department as it becomes known (a chosen one's path too).
  useEffect(() => {
    if (!open) return;
    for (const key of expanded) {
      if (lists.has(key)) continue;
      const item = byKey.get(key);
      if (item?.hasChildren) load(item);
    }
  }, [open, expanded, lists, byKey, load]);

  const rows = useMemo(() => {
    const out: TreeRow[] = [];
    const walk = (items: readonly DepartmentOption[], level: number, parentKey: string | undefined) => {
      for (const item of items) {
        out.push({ item, level, parentKey });
        const list = lists.get(item.departmentOID);
        if (expanded.has(item.departmentOID) && list?.status === 'ready')
          walk(list.items, level + 1, item.departmentOID);
      }
    };
    walk(roots, 1, undefined);
    return out;
  }, [roots, lists, expanded]);

  useEffect(() => {
    const key = reveal.current;
    if (!open || key === undefined || !rows.some((row) => row.item.departmentOID === key)) return;
    reveal.current = undefined;
    itemElements.current.get(key)?.scrollIntoView?.({ block: 'nearest' });
  }, [open, rows]);

  const tabKey = rows.some((row) => row.item.departmentOID === focusKey)
    ? focusKey
    : rows[0]?.item.departmentOID;

  const labelOf = (key: LookupKey): string => {
    const item = resolved.items.get(keyText(key));
    if (item !== undefined) return item.name;
    if (resolved.notFound.has(keyText(key))) return t('pickers.notFound', { key: keyText(key) });
    return t('pickers.loading');
  };

  const openPanel = () => {
    setText('');
    setActive(-1);
    // Show the chosen department where it sits: its ancestors expanded, focus on it.
    const first = keys[0] === undefined ? undefined : resolved.items.get(keyText(keys[0]));
    const path = first?.path;
    if (path && path.length > 0)
      setExpanded((previous) => new Set([...previous, ...path.map((ancestor) => ancestor.departmentOID)]));
    setFocusKey(first?.departmentOID);
    reveal.current = first?.departmentOID;
    setOpen(true);
  };

  const choose = (item: DepartmentOption) => {
    const key = item.departmentOID;
    context.recent.remember(
      recentIdOf(departmentSource, filters),
      context.scopeKey,
      item,
      departmentSource.key,
    );
    if (!props.multiple) {
      props.onChange(key, item);
      setOpen(false);
      return;
    }
    const current = valueKeys(props.value);
    const has = current.some((candidate) => keyText(candidate) === key);
    const next = has ? current.filter((candidate) => keyText(candidate) !== key) : [...current, key];
    props.onChange(
      next,
      next
        .map((candidate) => (keyText(candidate) === key ? item : resolved.items.get(keyText(candidate))))
        .filter((candidate): candidate is DepartmentOption => candidate !== undefined),
    );
  };

  const toggle = (item: DepartmentOption, expand = !expanded.has(item.departmentOID)) => {
    if (!item.hasChildren) return;
    const key = item.departmentOID;
    if (expand && lists.get(key)?.status === 'error') load(item);
    setExpanded((previous) => {
      const next = new Set(previous);
      if (expand) next.add(key);
      else next.delete(key);
      return next;
    });
  };

  const focusRow = (row: TreeRow | undefined) => {
    if (!row) return;
    setFocusKey(row.item.departmentOID);
    itemElements.current.get(row.item.departmentOID)?.focus();
  };

  const onTreeKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const index = rows.findIndex((row) => row.item.departmentOID === tabKey);
    const row = rows[index];
    if (!row) return;
    const key = row.item.departmentOID;
    const handled = () => {
      event.preventDefault();
      event.stopPropagation();
    };
    switch (event.key) {
      case 'ArrowDown':
        handled();
        focusRow(rows[index + 1]);
        break;
      case 'ArrowUp':
        handled();
        focusRow(rows[index - 1]);
        break;
      case 'Home':
        handled();
        focusRow(rows[0]);
        break;
      case 'End':
        handled();
        focusRow(rows[rows.length - 1]);
        break;
      case 'ArrowRight': {
        handled();
        if (!row.item.hasChildren) break;
        const list = lists.get(key);
        if (!expanded.has(key) || list?.status === 'error') toggle(row.item, true);
        else if (list?.status === 'ready') focusRow(rows[index + 1]);
        break;
      }
      case 'ArrowLeft':
        handled();
        if (expanded.has(key) && row.item.hasChildren) toggle(row.item, false);
        else focusRow(rows.find((candidate) => candidate.item.departmentOID === row.parentKey));
        break;
      case 'Enter':
      case ' ':
        handled();
        choose(row.item);
        break;
      default:
        // Type-ahead: the next department whose name starts with the letter typed.
        if (event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey) {
          const letter = event.key.toLocaleLowerCase();
          const ordered = [...rows.slice(index + 1), ...rows.slice(0, index + 1)];
          const next = ordered.find((candidate) =>
            candidate.item.name.toLocaleLowerCase().startsWith(letter),
          );
          if (next) {
            handled();
            focusRow(next);
          }
        }
    }
  };

  type Entry = { readonly kind: 'item'; readonly item: DepartmentOption } | { readonly kind: 'more' };
  const entries: Entry[] = [
    ...matches.map((item) => ({ kind: 'item' as const, item })),
    ...(searching && lookup.hasMore ? [{ kind: 'more' as const }] : []),
  ];

  const activate = (entry: Entry | undefined) => {
    if (!entry) return;
    if (entry.kind === 'more') lookup.loadMore();
    else choose(entry.item);
  };

  const onSearchKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (searching) setActive((current) => Math.min(entries.length - 1, current + 1));
        else focusRow(rows.find((row) => row.item.departmentOID === tabKey));
        break;
      case 'ArrowUp':
        if (searching) {
          event.preventDefault();
          setActive((current) => Math.max(0, current - 1));
        }
        break;
      case 'Enter':
        if (searching && active >= 0) {
          event.preventDefault();
          activate(entries[active]);
        }
        break;
      default:
    }
  };

  let status: ReactNode = null;
  let tone: 'danger' | undefined;
  let statusRole: 'status' | 'alert' = 'status';
  if (lookup.status === 'invalid' && lookup.invalid) {
    status = inLocale(lookup.invalid, locale);
    tone = 'danger';
  } else if (lookup.status === 'forbidden') {
    status = t('pickers.forbidden', { noun });
    tone = 'danger';
    statusRole = 'alert';
  } else if (lookup.status === 'error') {
    status = t('pickers.error', {
      message: lookup.failure?.kind === 'error' ? lookup.failure.message : '',
    });
    tone = 'danger';
    statusRole = 'alert';
  } else if (lookup.status === 'loading' && (searching ? matches.length === 0 : roots.length === 0)) {
    status = t('pickers.loading');
  } else if (lookup.status === 'ready' && (searching ? matches.length === 0 : roots.length === 0)) {
    status = searching
      ? t('pickers.empty', { noun, query: text.trim() })
      : t('pickers.emptyNoQuery', { noun });
  }

  const renderLevel = (items: readonly DepartmentOption[], level: number): ReactNode =>
    items.map((item, index) => {
      const key = item.departmentOID;
      const isExpanded = item.hasChildren && expanded.has(key);
      const list = lists.get(key);
      const labelId = `${prefix}-${key}-label`;
      const detailId = `${prefix}-${key}-detail`;
      return (
        <TreeItem
          key={key}
          ref={(element) => {
            if (element) itemElements.current.set(key, element);
            else itemElements.current.delete(key);
          }}
          role="treeitem"
          aria-level={level}
          aria-setsize={items.length}
          aria-posinset={index + 1}
          aria-expanded={item.hasChildren ? isExpanded : undefined}
          aria-selected={selected.has(key)}
          aria-busy={(isExpanded && list?.status === 'loading') || undefined}
          aria-labelledby={labelId}
          aria-describedby={detailId}
          tabIndex={key === tabKey ? 0 : -1}
          onFocus={(event) => {
            if (event.target === event.currentTarget) setFocusKey(key);
          }}
        >
          <TreeRowBox
            style={{ paddingInlineStart: `calc(${tokens['space-2']} + ${(level - 1) * INDENT_PX}px)` }}
            onClick={() => choose(item)}
          >
            <Twisty
              aria-hidden="true"
              data-twisty
              data-leaf={!item.hasChildren || undefined}
              data-expanded={isExpanded || undefined}
              onClick={(event) => {
                event.stopPropagation();
                toggle(item);
              }}
            >
              <ChevronIcon />
            </Twisty>
            <span>
              <OptionLabel id={labelId}>{item.name}</OptionLabel>
              <OptionDescription id={detailId}>{joinParts(item.code, item.managerName)}</OptionDescription>
            </span>
          </TreeRowBox>
          {isExpanded ? (
            <ul role="group">
              {list?.status === 'ready' ? renderLevel(list.items, level + 1) : null}
              {list === undefined || list.status === 'loading' ? (
                <li role="none">
                  <ChildStatus role="status" style={{ paddingInlineStart: `${level * INDENT_PX + 28}px` }}>
                    {t('pickers.loading')}
                  </ChildStatus>
                </li>
              ) : null}
              {list?.status === 'error' ? (
                <li role="none">
                  <ChildStatus
                    role="alert"
                    data-tone="danger"
                    style={{ paddingInlineStart: `${level * INDENT_PX + 28}px` }}
                  >
                    {list.message}{' '}
                    <Button size="sm" variant="link" onClick={() => load(item)}>
                      {t('pickers.retry')}
                    </Button>
                  </ChildStatus>
                </li>
              ) : null}
            </ul>
          ) : null}
        </TreeItem>
      );
    });

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
      <Popover.Root open={open && !disabled} onOpenChange={(next) => (next ? openPanel() : setOpen(false))}>
        <Popover.Anchor asChild>
          <ControlBox
            data-size={size}
            data-invalid={ids.invalid || props['aria-invalid'] || undefined}
            data-disabled={disabled || undefined}
          >
            <Popover.Trigger asChild>
              <DialogSummary
                ref={ref as never}
                id={ids.controlId}
                type="button"
                disabled={disabled}
                aria-invalid={ids.invalid || props['aria-invalid'] || undefined}
                aria-required={required || props['aria-required'] || undefined}
                aria-describedby={ids.describedBy}
                onBlur={onBlur}
              >
                {summary}
              </DialogSummary>
            </Popover.Trigger>
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
        </Popover.Anchor>
        <TreePanel aria-label={t('pickers.dialog.title', { noun })} align="start" sideOffset={4}>
          <Input
            label={t('pickers.dialog.search')}
            hideLabel
            type="search"
            role="combobox"
            autoComplete="off"
            aria-autocomplete="list"
            aria-expanded={searching}
            aria-controls={listboxId}
            aria-activedescendant={searching && active >= 0 ? `${listboxId}-${active}` : undefined}
            placeholder={t('pickers.placeholder', { noun })}
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setActive(-1);
            }}
            onKeyDown={onSearchKeyDown}
          />
          {status ? (
            <PanelStatus role={statusRole} data-tone={tone}>
              {status}
              {lookup.status === 'error' ? (
                <>
                  {' '}
                  <Button size="sm" variant="link" onClick={lookup.retry}>
                    {t('pickers.retry')}
                  </Button>
                </>
              ) : null}
            </PanelStatus>
          ) : null}
          <ul
            id={listboxId}
            role="listbox"
            aria-label={noun}
            aria-multiselectable={props.multiple || undefined}
            aria-busy={(searching && (lookup.status === 'loading' || lookup.loadingMore)) || undefined}
            hidden={!searching || entries.length === 0}
          >
            {entries.map((entry, index) =>
              entry.kind === 'more' ? (
                <OptionRow
                  key="more"
                  id={`${listboxId}-${index}`}
                  role="option"
                  aria-selected={false}
                  data-action
                  data-active={index === active || undefined}
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => activate(entry)}
                >
                  <OptionLabel>
                    {lookup.loadingMore ? t('pickers.loading') : t('pickers.loadMore')}
                  </OptionLabel>
                </OptionRow>
              ) : (
                <OptionRow
                  key={entry.item.departmentOID}
                  id={`${listboxId}-${index}`}
                  role="option"
                  aria-selected={selected.has(entry.item.departmentOID)}
                  data-active={index === active || undefined}
                  onMouseDown={(event) => event.preventDefault()}
                  onMouseMove={() => setActive(index)}
                  onClick={() => activate(entry)}
                >
                  <span>
                    <OptionLabel>{entry.item.name}</OptionLabel>
                    <OptionDescription>{departmentSource.description?.(entry.item)}</OptionDescription>
                  </span>
                </OptionRow>
              ),
            )}
          </ul>
          {searching || roots.length === 0 ? null : (
            <ul
              role="tree"
              aria-label={noun}
              aria-multiselectable={props.multiple || undefined}
              onKeyDown={onTreeKeyDown}
            >
              {renderLevel(roots, 1)}
            </ul>
          )}
        </TreePanel>
      </Popover.Root>
    </FieldLayout>
  );
}

const TreePanel = styled(Popover.Content)`
  box-sizing: border-box;
  width: var(--radix-popover-trigger-width);
  min-width: 320px;
  max-width: min(560px, 100vw - 16px);
  padding: ${tokens['space-2']} 0;

  & > :first-child {
    padding: 0 ${tokens['space-3']} ${tokens['space-2']};
  }
  & ul[role='tree'],
  & ul[role='listbox'] {
    max-height: 360px;
    margin: 0;
    padding: 0;
    overflow-y: auto;
    list-style: none;
  }
  & ul[role='group'] {
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

const TreeItem = styled.li`
  outline: none;
  &:focus-visible > div {
    outline: 2px solid ${tokens['color-focus']};
    outline-offset: -2px;
    background: ${tokens['color-surface-sunken']};
  }
  &[aria-selected='true'] > div {
    color: ${tokens['color-primary']};
    font-weight: ${tokens['font-weight-medium']};
  }
`;

const TreeRowBox = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${tokens['space-1']};
  padding-block: ${tokens['space-1']};
  padding-inline-end: ${tokens['space-3']};
  cursor: pointer;
  &:hover {
    background: ${tokens['color-surface-sunken']};
  }
`;

const Twisty = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: 20px;
  height: 20px;
  color: ${tokens['color-text-muted']};
  & > svg {
    width: 12px;
    height: 12px;
    transform: rotate(-90deg);
    transition: transform ${tokens['duration-fast']} ${tokens.easing};
  }
  &[data-expanded] > svg {
    transform: none;
  }
  &[data-leaf] {
    visibility: hidden;
  }
`;

const ChildStatus = styled.div`
  padding-block: ${tokens['space-1']};
  color: ${tokens['color-text-muted']};
  font-size: ${tokens['font-size-sm']};
  &[data-tone='danger'] {
    color: ${tokens['color-danger']};
  }
`;
