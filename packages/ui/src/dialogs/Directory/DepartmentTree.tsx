import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { Spinner } from '../../components/Spinner';
import { useUiText } from '../../i18n/text';
import { tokens } from '../../theme/tokens';
import {
  nextTyped,
  ROOT_KEY,
  treeKeyAction,
  type ChildList,
  type TreeNode,
  type TreeRow,
} from './departmentTreeModel';
import {
  CheckIcon,
  ChevronIcon,
  DepartmentIcon,
  Failure,
  Hidden,
  PaneStatus,
  type DescribeError,
} from './directoryParts';

/** Pixels of indentation per level of the tree. */
const INDENT_PX = 16;

export interface DepartmentTreeProps<D extends TreeNode> {
  readonly label: string;
  readonly lists: ReadonlyMap<string, ChildList<D>>;
  readonly expanded: ReadonlySet<string>;
  readonly rows: readonly TreeRow<D>[];
  /** The department whose people are shown: the tree's selected item. */
  readonly openKey: string | undefined;
  /** Departments chosen as a whole (marked "chosen"). */
  readonly chosenKeys: ReadonlySet<string>;
  /** Space chooses a department as a whole instead of opening it. */
  readonly chooseOnSpace: boolean;
  /** A department to bring into view and focus once it shows (after a search opened it). */
  readonly revealKey: string | undefined;
  readonly onRevealed: () => void;
  readonly onToggle: (key: string, open: boolean) => void;
  readonly onOpen: (item: D) => void;
  readonly onChoose: (item: D) => void;
  readonly onRetry: (key: string) => void;
  readonly describeError: DescribeError | undefined;
}

/**
 * The department tree: an ARIA tree whose children load when a department is expanded, with a
 * roving focus. The keys are those of `departmentTree.ts`.
 */
export function DepartmentTree<D extends TreeNode>(props: DepartmentTreeProps<D>) {
  const { lists, expanded, rows, openKey, chosenKeys, revealKey, onRevealed } = props;
  const t = useUiText();
  const prefix = useId();
  const [focusKey, setFocusKey] = useState<string | undefined>(undefined);
  const elements = useRef(new Map<string, HTMLLIElement>());
  const typed = useRef({ typed: '', at: 0 });

  const has = (key: string | undefined) =>
    key !== undefined && rows.some((row) => row.item.departmentOID === key);
  const tabKey = has(focusKey) ? focusKey : has(openKey) ? openKey : rows[0]?.item.departmentOID;

  useEffect(() => {
    if (revealKey === undefined || !has(revealKey)) return;
    const element = elements.current.get(revealKey);
    setFocusKey(revealKey);
    element?.scrollIntoView?.({ block: 'nearest' });
    element?.focus();
    onRevealed();
  }, [revealKey, rows, onRevealed]);

  const focusKeyNow = (key: string) => {
    setFocusKey(key);
    const element = elements.current.get(key);
    element?.focus();
    element?.scrollIntoView?.({ block: 'nearest' });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    if (event.target instanceof HTMLElement && event.target.getAttribute('role') !== 'treeitem') return;
    if (event.ctrlKey || event.metaKey || event.altKey || tabKey === undefined) return;
    if (Array.from(event.key).length === 1 && event.key !== ' ') {
      typed.current = nextTyped(typed.current, event.key, Date.now());
    }
    const action = treeKeyAction(event.key, {
      rows,
      current: tabKey,
      lists,
      expanded,
      chooseOnSpace: props.chooseOnSpace,
      typed: typed.current.typed,
    });
    if (!action) {
      // Keys the tree owns are never passed on (Space would scroll the pane).
      if (['ArrowDown', 'ArrowUp', 'ArrowLeft', 'ArrowRight', 'Home', 'End', ' '].includes(event.key))
        event.preventDefault();
      return;
    }
    event.preventDefault();
    event.stopPropagation();
    const item = rows.find((row) => row.item.departmentOID === action.key)?.item;
    switch (action.type) {
      case 'focus':
        focusKeyNow(action.key);
        break;
      case 'expand':
        props.onToggle(action.key, true);
        break;
      case 'collapse':
        props.onToggle(action.key, false);
        break;
      case 'open':
        if (item) props.onOpen(item);
        break;
      case 'choose':
        if (item) props.onChoose(item);
        break;
    }
  };

  const roots = lists.get(ROOT_KEY);
  if (roots === undefined || roots.status === 'loading') {
    return (
      <PaneStatus>
        <Spinner size="sm" showLabel label={t('ui.addressBook.loadingDepartments')} />
      </PaneStatus>
    );
  }
  if (roots.status === 'error') {
    return (
      <Failure
        title={t('ui.addressBook.departmentsFailed')}
        error={roots.error}
        describeError={props.describeError}
        spanIdText="ui.addressBook.spanId"
        onRetry={() => props.onRetry(ROOT_KEY)}
      />
    );
  }
  if (roots.items.length === 0) {
    return <PaneStatus>{t('ui.addressBook.noDepartments')}</PaneStatus>;
  }

  const renderLevel = (items: readonly D[], level: number): ReactNode =>
    items.map((item, index) => {
      const key = item.departmentOID;
      const isExpanded = item.hasChildren && expanded.has(key);
      const list = lists.get(key);
      const labelId = `${prefix}-${key}`;
      const chosen = chosenKeys.has(key);
      const indent = { paddingInlineStart: `calc(${tokens['space-2']} + ${(level - 1) * INDENT_PX}px)` };
      return (
        <TreeItem
          key={key}
          ref={(element) => {
            if (element) elements.current.set(key, element);
            else elements.current.delete(key);
          }}
          role="treeitem"
          aria-level={level}
          aria-setsize={items.length}
          aria-posinset={index + 1}
          aria-expanded={item.hasChildren ? isExpanded : undefined}
          aria-selected={key === openKey}
          aria-busy={(isExpanded && list?.status === 'loading') || undefined}
          aria-labelledby={labelId}
          tabIndex={key === tabKey ? 0 : -1}
          onFocus={(event) => {
            if (event.target === event.currentTarget) setFocusKey(key);
          }}
        >
          <Row
            style={indent}
            title={item.name}
            data-open={key === openKey || undefined}
            onClick={() => props.onOpen(item)}
          >
            <Twisty
              aria-hidden="true"
              data-leaf={!item.hasChildren || undefined}
              data-expanded={isExpanded || undefined}
              onClick={(event) => {
                event.stopPropagation();
                props.onToggle(key, !isExpanded);
              }}
            >
              <ChevronIcon />
            </Twisty>
            <FolderMark aria-hidden="true">
              <DepartmentIcon />
            </FolderMark>
            <Name id={labelId}>
              {item.name}
              {chosen ? <Hidden>{` (${t('ui.addressBook.chosenMark')})`}</Hidden> : null}
            </Name>
            {chosen ? (
              <ChosenMark aria-hidden="true">
                <CheckIcon />
              </ChosenMark>
            ) : null}
          </Row>
          {isExpanded ? (
            <Group role="group">
              {list?.status === 'ready' ? renderLevel(list.items, level + 1) : null}
              {list === undefined || list.status === 'loading' ? (
                <li role="none" style={{ paddingInlineStart: `${level * INDENT_PX + 36}px` }}>
                  <Spinner size="sm" showLabel label={t('ui.addressBook.loadingDepartments')} />
                </li>
              ) : null}
              {list?.status === 'error' ? (
                <li role="none" style={{ paddingInlineStart: `${level * INDENT_PX + 36}px` }}>
                  <Failure
                    inline
                    title={t('ui.addressBook.childrenFailed')}
                    error={list.error}
                    describeError={props.describeError}
                    spanIdText="ui.addressBook.spanId"
                    onRetry={() => props.onRetry(key)}
                  />
                </li>
              ) : null}
            </Group>
          ) : null}
        </TreeItem>
      );
    });

  return (
    <Tree role="tree" aria-label={props.label} onKeyDown={onKeyDown}>
      {renderLevel(roots.items, 1)}
    </Tree>
  );
}

const Tree = styled.ul`
  margin: 0;
  padding: ${tokens['space-1']} 0;
  list-style: none;
`;

const Group = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  & > li[role='none'] {
    padding-block: ${tokens['space-1']};
  }
`;

const TreeItem = styled.li`
  outline: none;
  &:focus-visible > div {
    outline: 2px solid ${tokens['color-focus']};
    outline-offset: -2px;
  }
`;

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: 6px;
  min-height: 32px;
  margin: 1px ${tokens['space-2']};
  padding-inline-end: ${tokens['space-2']};
  border-radius: ${tokens['radius-md']};
  color: ${tokens['color-text']};
  cursor: pointer;
  &:hover {
    background: ${tokens['color-surface-sunken']};
  }
  &[data-open] {
    background: ${tokens['color-primary-subtle']};
    color: ${tokens['color-primary']};
    font-weight: ${tokens['font-weight-medium']};
  }
`;

const Twisty = styled.span`
  display: inline-grid;
  flex: none;
  place-items: center;
  width: 20px;
  height: 20px;
  border-radius: ${tokens['radius-sm']};
  color: ${tokens['color-text-muted']};
  & > svg {
    transition: transform ${tokens['duration-fast']} ${tokens.easing};
  }
  &[data-expanded] > svg {
    transform: rotate(90deg);
  }
  &[data-leaf] {
    visibility: hidden;
  }
  &:hover {
    background: ${tokens['color-border']};
  }
`;

const FolderMark = styled.span`
  display: inline-flex;
  flex: none;
  color: ${tokens['color-text-muted']};
  [data-open] > & {
    color: ${tokens['color-primary']};
  }
`;

const Name = styled.span`
  flex: 1 1 auto;
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const ChosenMark = styled.span`
  display: inline-grid;
  flex: none;
  place-items: center;
  width: 16px;
  height: 16px;
  border-radius: 50%;
  background: ${tokens['color-primary']};
  color: ${tokens['color-on-primary']};
`;
