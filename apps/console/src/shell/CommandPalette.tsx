import { Dialog } from '@opsdesk/ui';
import { useEffect, useId, useMemo, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { catalogue } from '../catalogue';
import { ancestorsOf } from '../catalogue/model';
import { pinyinInitials } from '../catalogue/pinyin.generated';
import type { RouteDefinition, ShellLocale } from '../catalogue/types';
import { useShellLocale, useText } from '../i18n';

const Search = styled.input`
  width: 100%;
  height: var(--ops-control-height-lg);
  padding: 0 var(--ops-space-3);
  border: 1px solid var(--ops-color-border-strong);
  border-radius: var(--ops-radius-md);
  font: inherit;
  font-size: var(--ops-font-size-md);
  background: var(--ops-color-bg);
  color: var(--ops-color-text);

  &:focus-visible {
    outline: 2px solid var(--ops-color-focus);
    outline-offset: 1px;
  }
`;

const List = styled.ul`
  list-style: none;
  margin: var(--ops-space-3) 0 0;
  padding: 0;
  max-height: 50vh;
  overflow-y: auto;

  li {
    display: flex;
    flex-direction: column;
    gap: 2px;
    padding: var(--ops-space-2) var(--ops-space-3);
    border-radius: var(--ops-radius-sm);
    cursor: pointer;
  }
  li[aria-selected='true'] {
    background: var(--ops-color-primary-subtle);
  }
  small {
    color: var(--ops-color-text-muted);
  }
`;

const Status = styled.p`
  margin: var(--ops-space-2) 0 0;
  color: var(--ops-color-text-muted);
  font-size: var(--ops-font-size-sm);
`;

export interface PaletteItem {
  readonly route: RouteDefinition;
  readonly title: string;
  /** Where it sits in the menu, for telling same-named pages apart. */
  readonly path: string;
}

/**
 * The routes a query finds, best first: by title in the current language, by route key, and by
 * the pinyin initials of the Chinese title (租户管理 → zhgl). Titles that start with the query come
 * first, then those that contain it.
 */
export function searchRoutes(
  routes: readonly RouteDefinition[],
  query: string,
  locale: ShellLocale,
  limit = 50,
): PaletteItem[] {
  const text = query.trim().toLowerCase();
  const scored: { item: PaletteItem; score: number }[] = [];
  for (const route of routes) {
    const title = route.title[locale];
    const lowered = title.toLowerCase();
    const initials = pinyinInitials[route.key] ?? '';
    let score = -1;
    if (text === '') score = 0;
    else if (lowered.startsWith(text)) score = 4;
    else if (initials.startsWith(text.replace(/\s+/g, ''))) score = 3;
    else if (lowered.includes(text)) score = 2;
    else if (route.key.includes(text) || route.path.toLowerCase().includes(text)) score = 1;
    if (score < 0) continue;
    const path = ancestorsOf(catalogue, route)
      .map((entry) => entry.title[locale])
      .join(' / ');
    scored.push({ item: { route, title, path }, score });
  }
  scored.sort((a, b) => b.score - a.score || a.item.title.localeCompare(b.item.title, locale));
  return scored.slice(0, limit).map(({ item }) => item);
}

export interface CommandPaletteProps {
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
  /** The routes the user may open (without parameters: a detail needs its record). */
  readonly routes: readonly RouteDefinition[];
}

/** Ctrl/Cmd+K: go to any page the user may open by typing part of its name. */
export function CommandPalette({ open, onOpenChange, routes }: CommandPaletteProps) {
  const t = useText();
  const locale = useShellLocale();
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const listId = useId();
  const items = useMemo(() => searchRoutes(routes, query, locale), [routes, query, locale]);

  useEffect(() => {
    if (open) {
      setQuery('');
      setActive(0);
    }
  }, [open]);
  useEffect(() => setActive(0), [query]);

  const go = (item: PaletteItem | undefined) => {
    if (!item) return;
    onOpenChange(false);
    navigate(item.route.path);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setActive((index) => Math.min(items.length - 1, index + 1));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((index) => Math.max(0, index - 1));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      go(items[active]);
    }
  };
  const optionId = (index: number) => `${listId}-option-${index}`;

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Content size="md" aria-describedby={undefined}>
        <Dialog.Title>{t('palette.title')}</Dialog.Title>
        <Dialog.Body>
          <Search
            role="combobox"
            aria-label={t('palette.title')}
            aria-expanded={items.length > 0}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={items[active] ? optionId(active) : undefined}
            placeholder={t('palette.placeholder')}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            onKeyDown={onKeyDown}
            autoFocus
          />
          <Status role="status">
            {items.length === 0 ? t('palette.empty') : t('palette.results', { count: items.length })}
          </Status>
          <List id={listId} role="listbox" aria-label={t('palette.title')}>
            {items.map((item, index) => (
              <li
                key={item.route.key}
                id={optionId(index)}
                role="option"
                aria-selected={index === active}
                onMouseEnter={() => setActive(index)}
                onClick={() => go(item)}
              >
                <span>{item.title}</span>
                {item.path ? <small>{item.path}</small> : null}
              </li>
            ))}
          </List>
        </Dialog.Body>
      </Dialog.Content>
    </Dialog.Root>
  );
}
