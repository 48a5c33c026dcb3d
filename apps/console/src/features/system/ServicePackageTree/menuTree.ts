import type { MenuType } from '@opsdesk/api';

// The function-permission tree of a platform, built from its menu registrations, and the set of
// nodes a service package includes: tri-state checks, search, and what Save writes. Pure.

export interface MenuRegistration {
  readonly menuKey: string;
  readonly menuName: string;
  readonly menuNameEn?: string | undefined;
  readonly menuType: MenuType;
  readonly parentKey?: string | undefined;
  readonly url?: string | undefined;
  readonly sortOrder?: number | undefined;
}

export interface MenuNode extends MenuRegistration {
  readonly children: readonly MenuNode[];
}

export interface MenuTree {
  /** The first-level nodes: those without a parent, or whose parent is not registered. */
  readonly roots: readonly MenuNode[];
  readonly byKey: ReadonlyMap<string, MenuNode>;
  /** The parent of each node in the tree (undefined for a root). */
  readonly parentOf: ReadonlyMap<string, string | undefined>;
  /** Every key, parents before children, in display order. */
  readonly order: readonly string[];
}

const byOrder = (a: MenuRegistration, b: MenuRegistration) =>
  (a.sortOrder ?? 0) - (b.sortOrder ?? 0) || a.menuKey.localeCompare(b.menuKey);

/** Nests the registrations by parentKey; a node whose parent is missing (or that sits in a loop) becomes a root. */
export function buildTree(registrations: readonly MenuRegistration[]): MenuTree {
  const known = new Map<string, MenuRegistration>();
  for (const registration of registrations)
    if (!known.has(registration.menuKey)) known.set(registration.menuKey, registration);
  const parentKeyOf = (key: string): string | undefined => {
    const parent = known.get(key)?.parentKey;
    if (parent === undefined || parent === key || !known.has(parent)) return undefined;
    // A loop (a is under b, b under a) breaks at the node that closes it.
    const seen = new Set([key]);
    for (let at: string | undefined = parent; at !== undefined; at = known.get(at)?.parentKey) {
      if (seen.has(at)) return undefined;
      seen.add(at);
      if (!known.has(at)) break;
    }
    return parent;
  };
  const childrenOf = new Map<string | undefined, MenuRegistration[]>();
  const parentOf = new Map<string, string | undefined>();
  for (const registration of known.values()) {
    const parent = parentKeyOf(registration.menuKey);
    parentOf.set(registration.menuKey, parent);
    const list = childrenOf.get(parent) ?? [];
    list.push(registration);
    childrenOf.set(parent, list);
  }
  const byKey = new Map<string, MenuNode>();
  const order: string[] = [];
  const build = (registration: MenuRegistration): MenuNode => {
    order.push(registration.menuKey);
    const children = [...(childrenOf.get(registration.menuKey) ?? [])].sort(byOrder).map(build);
    const node: MenuNode = { ...registration, children };
    byKey.set(node.menuKey, node);
    return node;
  };
  const roots = [...(childrenOf.get(undefined) ?? [])].sort(byOrder).map(build);
  return { roots, byKey, parentOf, order };
}

/** The node's key and every key below it. */
export function subtreeKeys(tree: MenuTree, key: string): string[] {
  const node = tree.byKey.get(key);
  if (!node) return [];
  const keys: string[] = [];
  const walk = (at: MenuNode) => {
    keys.push(at.menuKey);
    at.children.forEach(walk);
  };
  walk(node);
  return keys;
}

/** The keys above a node, nearest first. */
export function ancestorKeys(tree: MenuTree, key: string): string[] {
  const keys: string[] = [];
  for (let at = tree.parentOf.get(key); at !== undefined; at = tree.parentOf.get(at)) keys.push(at);
  return keys;
}

export type CheckState = 'checked' | 'unchecked' | 'mixed';

/** Checked when the node and all below it are included, unchecked when none is, mixed otherwise. */
export function checkState(tree: MenuTree, checked: ReadonlySet<string>, key: string): CheckState {
  const keys = subtreeKeys(tree, key);
  const count = keys.filter((item) => checked.has(item)).length;
  return count === 0 ? 'unchecked' : count === keys.length ? 'checked' : 'mixed';
}

/**
 * Toggles a node: a checked node is unchecked with its subtree; an unchecked or mixed one is checked
 * with its subtree and its ancestors (a menu is reachable only through its parents).
 */
export function toggleNode(tree: MenuTree, checked: ReadonlySet<string>, key: string): Set<string> {
  const next = new Set(checked);
  if (!tree.byKey.has(key)) return next;
  if (checkState(tree, checked, key) === 'checked') {
    for (const item of subtreeKeys(tree, key)) next.delete(item);
  } else {
    for (const item of [...subtreeKeys(tree, key), ...ancestorKeys(tree, key)]) next.add(item);
  }
  return next;
}

/**
 * The nodes a search shows: those whose name, English name or key contains the query, with their
 * ancestors (which open to show them). Undefined for an empty query: everything shows.
 */
export function searchTree(
  tree: MenuTree,
  query: string,
): { readonly visible: ReadonlySet<string>; readonly open: ReadonlySet<string> } | undefined {
  const needle = query.trim().toLowerCase();
  if (!needle) return undefined;
  const visible = new Set<string>();
  const open = new Set<string>();
  for (const key of tree.order) {
    const node = tree.byKey.get(key);
    if (!node) continue;
    const hay = [node.menuKey, node.menuName, node.menuNameEn ?? ''].join('\n').toLowerCase();
    if (!hay.includes(needle)) continue;
    visible.add(key);
    for (const ancestor of ancestorKeys(tree, key)) {
      visible.add(ancestor);
      open.add(ancestor);
    }
  }
  return { visible, open };
}

/** The nodes that are included or have something included below them. */
export function includedNodes(tree: MenuTree, checked: ReadonlySet<string>): Set<string> {
  const shown = new Set<string>();
  for (const key of tree.order) {
    if (!checked.has(key)) continue;
    shown.add(key);
    for (const ancestor of ancestorKeys(tree, key)) shown.add(ancestor);
  }
  return shown;
}

export interface VisibleRow {
  readonly node: MenuNode;
  readonly level: number;
}

/** The rows on screen, top to bottom: what the arrow keys move through. */
export function visibleRows(
  tree: MenuTree,
  expanded: ReadonlySet<string>,
  filter?: ReadonlySet<string>,
): VisibleRow[] {
  const rows: VisibleRow[] = [];
  const walk = (nodes: readonly MenuNode[], level: number) => {
    for (const node of nodes) {
      if (filter && !filter.has(node.menuKey)) continue;
      rows.push({ node, level });
      if (expanded.has(node.menuKey)) walk(node.children, level + 1);
    }
  };
  walk(tree.roots, 1);
  return rows;
}

/** The keys of nodeKeys that the tree no longer has: menus removed from the registration. */
export function removedKeys(tree: MenuTree, nodeKeys: readonly string[]): string[] {
  return nodeKeys.filter((key) => !tree.byKey.has(key));
}

/**
 * What Save writes: nodeKeys, every checked key of the tree in tree order followed by the removed
 * keys still kept; modules, the checked roots.
 */
export function packageContent(
  tree: MenuTree,
  checked: ReadonlySet<string>,
  keptRemoved: readonly string[] = [],
): { nodeKeys: string[]; modules: string[] } {
  const nodeKeys = tree.order.filter((key) => checked.has(key));
  return {
    nodeKeys: [...nodeKeys, ...keptRemoved.filter((key) => !tree.byKey.has(key))],
    modules: tree.roots.map((root) => root.menuKey).filter((key) => checked.has(key)),
  };
}
