/**
 * The department tree's pure parts: the rows it shows from what has loaded, and what each key does.
 * Keyboard (the ARIA tree pattern): Up and Down move, Right expands or enters the first child, Left
 * collapses or goes to the parent, Home and End go to the ends, typed letters go to the next
 * department whose name or code starts with them, Enter opens the department, Space chooses it as a
 * whole when departments can be chosen (opens it otherwise).
 */

/** The least a tree node needs. */
export interface TreeNode {
  readonly departmentOID: string;
  readonly name: string;
  readonly code?: string | null | undefined;
  readonly hasChildren: boolean;
}

/** The children of one department (or the roots, under the key `ROOT_KEY`), as the tree holds them. */
export type ChildList<D> =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly items: readonly D[] }
  | { readonly status: 'error'; readonly error: unknown };

/** The key of the roots in the map of child lists. */
export const ROOT_KEY = '';

/** A treeitem as shown, with where it sits. */
export interface TreeRow<D> {
  readonly item: D;
  readonly level: number;
  readonly parentKey: string | undefined;
  /** 1-based position among its siblings, and how many siblings there are. */
  readonly posinset: number;
  readonly setsize: number;
}

/** The visible rows, depth first: children show under an expanded department once they have loaded. */
export function visibleRows<D extends TreeNode>(
  lists: ReadonlyMap<string, ChildList<D>>,
  expanded: ReadonlySet<string>,
): readonly TreeRow<D>[] {
  const out: TreeRow<D>[] = [];
  const roots = lists.get(ROOT_KEY);
  if (roots?.status !== 'ready') return out;
  const walk = (items: readonly D[], level: number, parentKey: string | undefined, seen: Set<string>) => {
    items.forEach((item, index) => {
      out.push({ item, level, parentKey, posinset: index + 1, setsize: items.length });
      const key = item.departmentOID;
      // A department listed under itself (a bad answer) must not loop.
      if (seen.has(key) || !item.hasChildren || !expanded.has(key)) return;
      const list = lists.get(key);
      if (list?.status === 'ready') walk(list.items, level + 1, key, new Set(seen).add(key));
    });
  };
  walk(roots.items, 1, undefined, new Set());
  return out;
}

/** Every department loaded so far, by key. */
export function knownDepartments<D extends TreeNode>(
  lists: ReadonlyMap<string, ChildList<D>>,
): Map<string, D> {
  const out = new Map<string, D>();
  for (const list of lists.values()) {
    if (list.status === 'ready') for (const item of list.items) out.set(item.departmentOID, item);
  }
  return out;
}

/**
 * The expanded departments whose children must be loaded now: known, with children, and not
 * loaded, loading or failed already (a failed list is loaded again only on Retry).
 */
export function childrenToLoad<D extends TreeNode>(
  lists: ReadonlyMap<string, ChildList<D>>,
  expanded: ReadonlySet<string>,
): readonly D[] {
  const known = knownDepartments(lists);
  const out: D[] = [];
  for (const key of expanded) {
    const item = known.get(key);
    if (item?.hasChildren && !lists.has(key)) out.push(item);
  }
  return out;
}

/** What a key press in the tree does. */
export type TreeAction =
  | { readonly type: 'focus'; readonly key: string }
  | { readonly type: 'expand'; readonly key: string }
  | { readonly type: 'collapse'; readonly key: string }
  | { readonly type: 'open'; readonly key: string }
  | { readonly type: 'choose'; readonly key: string };

export interface TreeKeyContext<D extends TreeNode> {
  readonly rows: readonly TreeRow<D>[];
  /** The key of the focused row. */
  readonly current: string;
  readonly lists: ReadonlyMap<string, ChildList<D>>;
  readonly expanded: ReadonlySet<string>;
  /** Space chooses the department as a whole (else it opens it, as Enter does). */
  readonly chooseOnSpace: boolean;
  /** The letters typed just before (type-ahead), already including this key when it is one. */
  readonly typed: string;
}

const isPrintable = (key: string) => Array.from(key).length === 1 && key !== ' ';

/** The action of `key`, or `undefined` when the tree leaves the key alone. */
export function treeKeyAction<D extends TreeNode>(
  key: string,
  context: TreeKeyContext<D>,
): TreeAction | undefined {
  const { rows, current, lists, expanded } = context;
  const index = rows.findIndex((row) => row.item.departmentOID === current);
  const row = rows[index];
  if (!row) return rows[0] ? { type: 'focus', key: rows[0].item.departmentOID } : undefined;
  const focus = (target: TreeRow<D> | undefined): TreeAction | undefined =>
    target ? { type: 'focus', key: target.item.departmentOID } : undefined;
  switch (key) {
    case 'ArrowDown':
      return focus(rows[index + 1]);
    case 'ArrowUp':
      return focus(rows[index - 1]);
    case 'Home':
      return focus(rows[0]);
    case 'End':
      return focus(rows[rows.length - 1]);
    case 'ArrowRight': {
      if (!row.item.hasChildren) return undefined;
      const list = lists.get(current);
      if (!expanded.has(current) || list?.status === 'error') return { type: 'expand', key: current };
      const next = rows[index + 1];
      return list?.status === 'ready' && next?.parentKey === current ? focus(next) : undefined;
    }
    case 'ArrowLeft':
      if (row.item.hasChildren && expanded.has(current)) return { type: 'collapse', key: current };
      return focus(rows.find((candidate) => candidate.item.departmentOID === row.parentKey));
    case 'Enter':
      return { type: 'open', key: current };
    case ' ':
      return { type: context.chooseOnSpace ? 'choose' : 'open', key: current };
    default:
      if (!isPrintable(key)) return undefined;
      return focus(typeAheadMatch(rows, index, context.typed));
  }
}

/**
 * The row that type-ahead goes to: the first after `fromIndex` (wrapping) whose name or code starts
 * with `typed`; a repeated single letter cycles through the rows starting with it, and a longer
 * string typed fast may match the current row itself.
 */
export function typeAheadMatch<D extends TreeNode>(
  rows: readonly TreeRow<D>[],
  fromIndex: number,
  typed: string,
): TreeRow<D> | undefined {
  const text = typed.toLocaleLowerCase();
  if (text === '') return undefined;
  const letters = Array.from(text);
  const repeated = letters.every((letter) => letter === letters[0]);
  const search = repeated ? (letters[0] ?? '') : text;
  const start = repeated ? fromIndex + 1 : fromIndex;
  const ordered = [...rows.slice(start), ...rows.slice(0, start)];
  return ordered.find((row) => {
    const name = row.item.name.toLocaleLowerCase();
    const code = (row.item.code ?? '').toLocaleLowerCase();
    return name.startsWith(search) || code.startsWith(search);
  });
}

/** Type-ahead's memory: letters typed within this many milliseconds of each other join up. */
export const TYPE_AHEAD_MS = 600;

/** The letters typed so far after `key` at `now`, given the previous `typed` at `lastAt`. */
export function nextTyped(
  previous: { readonly typed: string; readonly at: number },
  key: string,
  now: number,
) {
  const joined = now - previous.at <= TYPE_AHEAD_MS ? previous.typed + key : key;
  return { typed: joined, at: now };
}
