import { getRecord, listRecords, updateRecord, type StoredRecord } from '@opsdesk/api';
import { describeError, HttpError } from '@opsdesk/http';
import {
  Alert,
  Badge,
  Button,
  Card,
  Descriptions,
  EmptyState,
  Input,
  Skeleton,
  Switch,
  Tag,
  useToast,
  useUnsavedChangesPrompt,
} from '@opsdesk/ui';
import { useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { useConsole } from '../../../app/ConsoleContext';
import { useLoad } from '../../../app/useLoad';
import { routeHref } from '../../../catalogue/links';
import { useTitle } from '../../../i18n';
import { useResourcePermissions } from '../../../resources/access';
import { FieldValue } from '../../../resources/FieldValue';
import { PageHeader, PageSection } from '../../../resources/layout';
import { fieldsOf } from '../../../resources/recordActions';
import { LoadFailure, routeOf, useMessages } from '../bespokeKit';
import { menuTypeOptions } from '../menu-register/screen';
import { screen as packageScreen } from '../service-package/screen';
import {
  buildTree,
  checkState,
  includedNodes,
  packageContent,
  removedKeys,
  searchTree,
  toggleNode,
  visibleRows,
  type CheckState,
  type MenuNode,
  type MenuRegistration,
  type MenuTree,
} from './menuTree';
import { servicePackageTreeMessages } from './messages';

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--ops-space-3);
  align-items: flex-end;
  margin-block-end: var(--ops-space-3);

  & > [data-grow] {
    flex: 1 1 260px;
  }
`;

const Tree = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;

  & ul {
    list-style: none;
    margin: 0;
    padding-inline-start: var(--ops-space-6);
  }
  & [role='treeitem'] {
    outline: none;
  }
  & [role='treeitem']:focus-visible {
    outline: 2px solid var(--ops-color-focus);
    outline-offset: -2px;
  }
  & [role='treeitem'][data-focused] {
    background: var(--ops-color-surface-sunken);
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--ops-space-2);
  min-height: 32px;
  padding: 2px var(--ops-space-2);
  border-radius: var(--ops-radius-sm);
  cursor: default;

  & > code {
    color: var(--ops-color-text-muted);
    font-size: var(--ops-font-size-sm);
  }
  & > [data-url] {
    color: var(--ops-color-text-muted);
    font-size: var(--ops-font-size-xs);
  }
`;

const Chevron = styled.span`
  display: inline-grid;
  place-items: center;
  width: 20px;
  height: 20px;
  color: var(--ops-color-text-muted);
  cursor: pointer;
  transition: transform 0.1s;

  &[data-open] {
    transform: rotate(90deg);
  }
  &[data-leaf] {
    visibility: hidden;
  }
`;

const Box = styled.span`
  display: inline-grid;
  place-items: center;
  width: 16px;
  height: 16px;
  border: 1px solid var(--ops-color-border-strong);
  border-radius: var(--ops-radius-sm);
  background: var(--ops-color-surface);
  color: var(--ops-color-on-primary);
  font-size: 12px;
  line-height: 1;
  cursor: pointer;

  &[data-state='checked'],
  &[data-state='mixed'] {
    border-color: var(--ops-color-primary);
    background: var(--ops-color-primary);
  }
  &[data-readonly] {
    cursor: not-allowed;
    opacity: 0.7;
  }
`;

const Removed = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: var(--ops-space-2);
  margin: var(--ops-space-2) 0;
  padding: 0;
  list-style: none;
`;

const Footer = styled.div`
  display: flex;
  gap: var(--ops-space-2);
  justify-content: flex-end;
  align-items: center;
  position: sticky;
  bottom: 0;
  padding: var(--ops-space-3) 0;
  background: var(--ops-color-bg);
`;

const ariaChecked: Readonly<Record<CheckState, 'true' | 'false' | 'mixed'>> = {
  checked: 'true',
  unchecked: 'false',
  mixed: 'mixed',
};

const registrationOf = (record: StoredRecord): MenuRegistration => ({
  menuKey: String(record.menuKey),
  menuName: String(record.menuName ?? record.menuKey),
  menuType: (record.menuType as MenuRegistration['menuType']) ?? 'M',
  ...(typeof record.menuNameEn === 'string' && { menuNameEn: record.menuNameEn }),
  ...(typeof record.parentKey === 'string' && { parentKey: record.parentKey }),
  ...(typeof record.url === 'string' && { url: record.url }),
  ...(typeof record.sortOrder === 'number' && { sortOrder: record.sortOrder }),
});

const stringsOf = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : []);

interface EditorProps {
  readonly record: StoredRecord;
  readonly tree: MenuTree;
  readonly canWrite: boolean;
  readonly onSaved: (record: StoredRecord) => void;
  readonly onReload: () => void;
}

function TreeEditor({ record, tree, canWrite, onSaved, onReload }: EditorProps) {
  const { http, language } = useConsole();
  const m = useMessages(servicePackageTreeMessages);
  const title = useTitle();
  const toast = useToast();
  const savedKeys = useMemo(() => stringsOf(record.nodeKeys), [record.nodeKeys]);
  const initial = useMemo(() => new Set(savedKeys.filter((key) => tree.byKey.has(key))), [savedKeys, tree]);
  const [checked, setChecked] = useState<ReadonlySet<string>>(initial);
  const [kept, setKept] = useState<readonly string[]>(() => removedKeys(tree, savedKeys));
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(
    () => new Set(tree.roots.map((root) => root.menuKey)),
  );
  const [query, setQuery] = useState('');
  const [onlyIncluded, setOnlyIncluded] = useState(false);
  const [focusKey, setFocusKey] = useState<string | undefined>(tree.roots[0]?.menuKey);
  const [saving, setSaving] = useState(false);
  const [conflict, setConflict] = useState(false);
  const items = useRef(new Map<string, HTMLDivElement>());
  const moved = useRef(false);

  const found = useMemo(() => searchTree(tree, query), [tree, query]);
  useEffect(() => {
    if (found) setExpanded((previous) => new Set([...previous, ...found.open]));
  }, [found]);

  const filter = useMemo(() => {
    const included = onlyIncluded ? includedNodes(tree, checked) : undefined;
    if (!found) return included;
    if (!included) return found.visible;
    return new Set([...found.visible].filter((key) => included.has(key)));
  }, [found, onlyIncluded, tree, checked]);
  const rows = useMemo(() => visibleRows(tree, expanded, filter), [tree, expanded, filter]);
  const focused = rows.some((row) => row.node.menuKey === focusKey) ? focusKey : rows[0]?.node.menuKey;

  useEffect(() => {
    if (!moved.current || !focused) return;
    moved.current = false;
    items.current.get(focused)?.focus();
  }, [focused]);

  const content = useMemo(() => packageContent(tree, checked, kept), [tree, checked, kept]);
  const dirty =
    content.nodeKeys.length !== savedKeys.length ||
    content.nodeKeys.some((key) => !savedKeys.includes(key)) ||
    content.modules.join('\n') !== stringsOf(record.modules).join('\n');
  useUnsavedChangesPrompt(dirty && !saving);

  const toggle = (key: string) => {
    if (!canWrite) return;
    setChecked((previous) => toggleNode(tree, previous, key));
  };
  const setOpen = (key: string, open: boolean) =>
    setExpanded((previous) => {
      const next = new Set(previous);
      if (open) next.add(key);
      else next.delete(key);
      return next;
    });

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    if (!focused) return;
    const at = rows.findIndex((row) => row.node.menuKey === focused);
    const node = tree.byKey.get(focused);
    if (at < 0 || !node) return;
    const go = (key: string | undefined) => {
      if (key === undefined) return;
      moved.current = true;
      setFocusKey(key);
    };
    const hasChildren = node.children.some((child) => !filter || filter.has(child.menuKey));
    switch (event.key) {
      case 'ArrowDown':
        go(rows[at + 1]?.node.menuKey);
        break;
      case 'ArrowUp':
        go(rows[at - 1]?.node.menuKey);
        break;
      case 'Home':
        go(rows[0]?.node.menuKey);
        break;
      case 'End':
        go(rows.at(-1)?.node.menuKey);
        break;
      case 'ArrowRight':
        if (hasChildren && !expanded.has(focused)) setOpen(focused, true);
        else if (hasChildren) go(rows[at + 1]?.node.menuKey);
        break;
      case 'ArrowLeft':
        if (hasChildren && expanded.has(focused)) setOpen(focused, false);
        else go(tree.parentOf.get(focused));
        break;
      case ' ':
      case 'Enter':
        toggle(focused);
        break;
      default:
        return;
    }
    event.preventDefault();
    event.stopPropagation();
  };

  const save = async () => {
    setSaving(true);
    try {
      const saved = await updateRecord(http, 'service-package', record.id, record.version, {
        ...fieldsOf(packageScreen, record),
        nodeKeys: content.nodeKeys,
        modules: content.modules,
      });
      toast.success(m('servicePackageTree.saved'));
      onSaved(saved);
    } catch (error) {
      if (error instanceof HttpError && error.status === 409) setConflict(true);
      toast.toastError(error, (failure) => describeError(failure, { language }));
    } finally {
      setSaving(false);
    }
  };

  const typeOption = (type: string) => menuTypeOptions.find((option) => option.value === type);

  const renderNodes = (nodes: readonly MenuNode[], level = 1): ReactNode[] =>
    nodes
      .filter((node) => !filter || filter.has(node.menuKey))
      .map((node) => {
        const key = node.menuKey;
        const children = node.children.filter((child) => !filter || filter.has(child.menuKey));
        const open = children.length > 0 && expanded.has(key);
        const state = checkState(tree, checked, key);
        const option = typeOption(node.menuType);
        // As the APG navigation tree: the row is the treeitem and its group is its sibling, so
        // the item's name is its own row, not the rows below it.
        return (
          <li key={key} role="none">
            <Row
              role="treeitem"
              data-row=""
              aria-checked={ariaChecked[state]}
              aria-level={level}
              {...(children.length > 0 ? { 'aria-expanded': open } : {})}
              tabIndex={key === focused ? 0 : -1}
              {...(key === focused ? { 'data-focused': '' } : {})}
              ref={(element: HTMLDivElement | null) => {
                if (element) items.current.set(key, element);
                else items.current.delete(key);
              }}
              onFocus={() => setFocusKey(key)}
            >
              <Chevron
                aria-hidden="true"
                {...(open ? { 'data-open': '' } : {})}
                {...(children.length === 0 ? { 'data-leaf': '' } : {})}
                onClick={() => setOpen(key, !open)}
              >
                ▸
              </Chevron>
              <Box
                aria-hidden="true"
                data-state={state}
                {...(!canWrite ? { 'data-readonly': '' } : {})}
                onClick={() => toggle(key)}
              >
                {state === 'checked' ? '✓' : state === 'mixed' ? '–' : ''}
              </Box>
              <Badge tone={option?.tone ?? 'neutral'}>{option ? title(option.label) : node.menuType}</Badge>
              <span>{node.menuName}</span>
              <code>{key}</code>
              {node.url ? <span data-url="">{node.url}</span> : null}
            </Row>
            {open ? <ul role="group">{renderNodes(children, level + 1)}</ul> : null}
          </li>
        );
      });

  const treeLabel = m('servicePackageTree.tree');
  return (
    <>
      {conflict ? (
        <PageSection>
          <Alert
            variant="warning"
            actions={
              <Button variant="link" onClick={onReload}>
                {m('servicePackageTree.reload')}
              </Button>
            }
          >
            {m('servicePackageTree.conflict')}
          </Alert>
        </PageSection>
      ) : null}
      {!canWrite ? (
        <PageSection>
          <Alert variant="info">{m('servicePackageTree.readOnly')}</Alert>
        </PageSection>
      ) : null}
      {kept.length > 0 ? (
        <PageSection>
          <Alert
            variant="warning"
            title={m('servicePackageTree.removed')}
            {...(canWrite
              ? {
                  actions: (
                    <Button variant="secondary" size="sm" onClick={() => setKept([])}>
                      {m('servicePackageTree.dropAll')}
                    </Button>
                  ),
                }
              : {})}
          >
            {m('servicePackageTree.removedHelp')}
            <Removed>
              {kept.map((key) => (
                <li key={key}>
                  <Tag
                    closable={canWrite}
                    onClose={() => setKept((previous) => previous.filter((item) => item !== key))}
                  >
                    {key}
                  </Tag>
                </li>
              ))}
            </Removed>
          </Alert>
        </PageSection>
      ) : null}
      <PageSection>
        <Card title={treeLabel} headingLevel={2} description={m('servicePackageTree.treeHelp')}>
          <Toolbar>
            <div data-grow="">
              <Input
                type="search"
                label={m('servicePackageTree.search')}
                value={query}
                onChange={(event) => setQuery(event.target.value)}
              />
            </div>
            <Button
              variant="secondary"
              onClick={() =>
                setExpanded(
                  new Set(tree.order.filter((key) => (tree.byKey.get(key)?.children.length ?? 0) > 0)),
                )
              }
            >
              {m('servicePackageTree.expandAll')}
            </Button>
            <Button variant="secondary" onClick={() => setExpanded(new Set())}>
              {m('servicePackageTree.collapseAll')}
            </Button>
            <Switch
              label={m('servicePackageTree.onlyIncluded')}
              checked={onlyIncluded}
              onCheckedChange={setOnlyIncluded}
            />
          </Toolbar>
          {tree.order.length === 0 ? (
            <EmptyState title={m('servicePackageTree.empty')} size="sm" />
          ) : rows.length === 0 ? (
            <EmptyState title={m('servicePackageTree.noMatch')} size="sm" />
          ) : (
            <Tree role="tree" aria-label={treeLabel} aria-multiselectable="true" onKeyDown={onKeyDown}>
              {renderNodes(tree.roots)}
            </Tree>
          )}
        </Card>
      </PageSection>
      {canWrite ? (
        <Footer>
          <span role="status">
            {m('servicePackageTree.included', { count: content.nodeKeys.length })}
            {dirty ? ` · ${m('servicePackageTree.unsaved')}` : ''}
          </span>
          <Button
            variant="secondary"
            disabled={!dirty || saving}
            onClick={() => {
              setChecked(initial);
              setKept(removedKeys(tree, savedKeys));
            }}
          >
            {m('servicePackageTree.reset')}
          </Button>
          <Button variant="primary" loading={saving} disabled={!dirty} onClick={() => void save()}>
            {m('servicePackageTree.save')}
          </Button>
        </Footer>
      ) : null}
    </>
  );
}

/** Chooses the menus, functions, tabs and buttons a service package includes, on its platform's tree. */
export default function ServicePackageTree() {
  const { packageID } = useParams();
  const { http } = useConsole();
  const m = useMessages(servicePackageTreeMessages);
  const title = useTitle();
  const id = Number(packageID);
  const validId = Number.isInteger(id) && id > 0;
  const permissions = useResourcePermissions(
    routeOf('service-package-tree', 'service-package'),
    'service-package',
  );

  const loadPackage = (signal: AbortSignal) =>
    validId ? getRecord(http, 'service-package', id, { signal }) : Promise.reject(new Error('not found'));
  const pkg = useLoad(loadPackage, String(id));
  const platform = typeof pkg.data?.platform === 'string' ? pkg.data.platform : undefined;
  const loadMenus = async (signal: AbortSignal) => {
    if (!platform) return undefined;
    const page = await listRecords(
      http,
      'menu-register',
      { platform, enabled: true, size: 2000, sort: 'sortOrder,asc' },
      { signal },
    );
    return buildTree(page.content.map(registrationOf));
  };
  const menus = useLoad(loadMenus, platform ?? '');
  const reload = useCallback(() => {
    pkg.reload();
    menus.reload();
  }, [pkg, menus]);

  const listHref = routeHref('service-package') ?? '/main/menu-control/service-package';
  if (pkg.loading && !pkg.data) return <Skeleton.Text lines={10} />;
  if (!pkg.data) {
    const failure = pkg.error ?? { message: '', notFound: true };
    return (
      <LoadFailure
        error={{ ...failure, notFound: failure.notFound || !validId }}
        onRetry={pkg.reload}
        homeHref={listHref}
      />
    );
  }
  const record = pkg.data;
  // The package's own version is `packageVersion`; the record's `version` is its optimistic lock.
  const shown = ['packageCode', 'platform', 'packageVersion', 'functionPackageCode'];
  const header = shown
    .filter((field) => field in packageScreen.fields)
    .map((field) => ({
      key: field,
      label: title(packageScreen.fields[field]?.label ?? { 'zh-CN': field, en: field, ja: field }),
      value: (
        <FieldValue
          resource={packageScreen.resource}
          field={field}
          view={packageScreen.fields[field]}
          value={record[field]}
        />
      ),
    }));

  return (
    <>
      <PageHeader
        title={String(record.packageName ?? record.packageCode)}
        subtitle={m('servicePackageTree.included', { count: stringsOf(record.nodeKeys).length })}
        extra={
          <FieldValue
            resource={packageScreen.resource}
            field="enabled"
            view={packageScreen.fields.enabled}
            value={record.enabled}
          />
        }
        actions={<Link to={listHref}>{m('servicePackageTree.back')}</Link>}
      />
      <PageSection>
        <Card>
          <Descriptions columns={4} items={header} />
        </Card>
      </PageSection>
      {menus.error ? (
        <LoadFailure error={{ ...menus.error, notFound: false }} onRetry={menus.reload} />
      ) : !menus.data ? (
        <Skeleton.Text lines={10} />
      ) : (
        <TreeEditor
          key={`${record.id}:${record.version}`}
          record={record}
          tree={menus.data}
          canWrite={permissions.canWrite}
          onSaved={pkg.set}
          onReload={reload}
        />
      )}
    </>
  );
}
