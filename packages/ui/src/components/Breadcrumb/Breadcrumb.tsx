import { Fragment, useEffect, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { useUiText } from '../../i18n/text';
import { tokens } from '../../theme';

/** One level of the path: the spec's current-page entry (name, key, url). */
export interface BreadcrumbItem {
  readonly key: string;
  readonly name: string;
  /** Where the level leads; a level without one is shown as text. */
  readonly url?: string;
}

export interface BreadcrumbLinkProps {
  readonly item: BreadcrumbItem;
  readonly href: string;
  readonly children: ReactNode;
}

export interface BreadcrumbProps {
  /** The path, from the root to the current page (the last item). */
  readonly items: readonly BreadcrumbItem[];
  /**
   * Most levels shown; a longer path keeps its first level and its last `maxItems - 1` and
   * collapses the middle into a "…" button that shows it. 4 by default.
   */
  readonly maxItems?: number;
  /** Renders a level's link, e.g. with the router's `Link`; an `<a href>` by default. */
  readonly renderLink?: (link: BreadcrumbLinkProps) => ReactNode;
}

const Nav = styled.nav`
  font-size: ${tokens['font-size-sm']};
  line-height: ${tokens['line-height']};
  ol {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${tokens['space-1']};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li {
    display: inline-flex;
    align-items: center;
    gap: ${tokens['space-1']};
    color: ${tokens['color-text-muted']};
  }
  a {
    border-radius: ${tokens['radius-sm']};
    color: ${tokens['color-text-muted']};
    text-decoration: none;
  }
  a:hover {
    color: ${tokens['color-primary']};
    text-decoration: underline;
  }
  [aria-current='page'] {
    color: ${tokens['color-text']};
    font-weight: ${tokens['font-weight-medium']};
  }
`;

const Separator = styled.span`
  color: ${tokens['color-text-muted']};
  user-select: none;
`;

const ExpandButton = styled.button`
  display: inline-grid;
  place-items: center;
  min-width: 24px;
  height: 20px;
  padding: 0 ${tokens['space-1']};
  border: 0;
  border-radius: ${tokens['radius-sm']};
  background: ${tokens['color-surface-sunken']};
  color: ${tokens['color-text']};
  font: inherit;
  line-height: 1;
  cursor: pointer;
  &:hover {
    background: ${tokens['color-primary-subtle']};
  }
`;

const defaultLink = ({ href, children }: BreadcrumbLinkProps) => <a href={href}>{children}</a>;

/** What shows of the path: every level, or the first, a gap of `hidden` levels, and the last ones. */
export function visibleBreadcrumb(
  items: readonly BreadcrumbItem[],
  maxItems: number,
): { head: readonly BreadcrumbItem[]; hidden: readonly BreadcrumbItem[]; tail: readonly BreadcrumbItem[] } {
  const limit = Math.max(2, maxItems);
  if (items.length <= limit) return { head: items, hidden: [], tail: [] };
  const tailCount = limit - 1;
  return {
    head: items.slice(0, 1),
    hidden: items.slice(1, items.length - tailCount),
    tail: items.slice(items.length - tailCount),
  };
}

/**
 * Where the page sits: a `nav` landmark with the path as an ordered list, the current page (the
 * last level) marked `aria-current="page"`. A long path collapses its middle into a "…" button; the
 * button shows the whole path and moves the focus to the first level it revealed.
 */
export function Breadcrumb({ items, maxItems = 4, renderLink = defaultLink }: BreadcrumbProps) {
  const t = useUiText();
  const [expanded, setExpanded] = useState(false);
  const listRef = useRef<HTMLOListElement | null>(null);
  const focusRevealed = useRef(false);
  const { head, hidden, tail } = expanded
    ? { head: items, hidden: [], tail: [] }
    : visibleBreadcrumb(items, maxItems);
  const lastKey = items[items.length - 1]?.key;
  const revealedKeys = new Set(
    expanded ? visibleBreadcrumb(items, maxItems).hidden.map(({ key }) => key) : [],
  );

  useEffect(() => {
    if (!focusRevealed.current) return;
    focusRevealed.current = false;
    // The "…" button is gone: focus the first revealed link, or the list when none is a link.
    const list = listRef.current;
    (list?.querySelector<HTMLElement>('[data-revealed] a') ?? list)?.focus();
  }, [expanded]);

  const expand = () => {
    focusRevealed.current = true;
    setExpanded(true);
  };

  const level = (item: BreadcrumbItem, index: number) => (
    <li key={item.key} data-revealed={revealedKeys.has(item.key) ? '' : undefined}>
      {index > 0 ? <Separator aria-hidden="true">/</Separator> : null}
      {item.key === lastKey ? (
        <span aria-current="page">{item.name}</span>
      ) : item.url === undefined ? (
        <span>{item.name}</span>
      ) : (
        <Fragment>{renderLink({ item, href: item.url, children: item.name })}</Fragment>
      )}
    </li>
  );

  return (
    <Nav aria-label={t('ui.breadcrumb.label')}>
      <ol ref={listRef} tabIndex={-1}>
        {head.map((item, index) => level(item, index))}
        {hidden.length > 0 ? (
          <li>
            <Separator aria-hidden="true">/</Separator>
            <ExpandButton
              type="button"
              aria-label={t('ui.breadcrumb.showHidden', { count: hidden.length })}
              onClick={expand}
            >
              …
            </ExpandButton>
          </li>
        ) : null}
        {tail.map((item) => level(item, 1))}
      </ol>
    </Nav>
  );
}
