import { OperateType, OperationType, type MenuType } from '@opsdesk/api';
import type { AuthorityName, MaybeSubject } from './checks';
import { compilePermissions, type CompiledPermissions, type ViewGrant } from './compile';
import { resolvePermissionLocale, type LocalizedText } from './messages';

/**
 * How a node without a view of its own is granted: `inherit` follows its parent (a screen's tabs
 * come with the screen), `own-view` needs a view with its key (a power such as the operations
 * supervisor that seeing the screen does not imply). Top-level menus always need their own view.
 */
export type FunctionPermissionGrant = 'inherit' | 'own-view';

interface CatalogueEntryFields {
  readonly key: string;
  /** The resource name, in every interface language. */
  readonly name: LocalizedText;
  /** 2 for a node with nothing to change: it is never granted more than read-only. 1 by default. */
  readonly operateType?: OperateType;
  /** An authority the subject must also hold to see the node. */
  readonly authority?: AuthorityName;
  /** `inherit` by default. */
  readonly grant?: FunctionPermissionGrant;
}

/** A function, tab or button of a sub-menu: what the role editor grants inside one screen. */
export interface FunctionPermissionEntry extends CatalogueEntryFields {
  readonly menuType: 'F' | 'T' | 'B';
  readonly children?: readonly FunctionPermissionEntry[];
}

/** A menu entry of the route catalogue, as far as the function-permission tree reads it. */
export interface PermissionCatalogueMenu extends CatalogueEntryFields {
  /** M for a menu with sub-menus, F for a screen: what it is when not told. */
  readonly menuType?: 'M' | 'F';
  readonly children?: readonly PermissionCatalogueMenu[];
  /** The sub-menu's functions, tabs and buttons. */
  readonly functions?: readonly FunctionPermissionEntry[];
}

/** A node of the function-permission tree (M menu, F function, T tab, B button). */
export interface FunctionPermissionNode {
  readonly key: string;
  readonly menuType: MenuType;
  /** The resource name in the language the tree was built for. */
  readonly resourceName: string;
  /**
   * In the built tree, the most a role can be granted (1 edit, 2 read-only); in a filtered tree,
   * what the subject has.
   */
  readonly operateType: OperateType;
  readonly grant: FunctionPermissionGrant;
  readonly authority?: string;
  readonly children: readonly FunctionPermissionNode[];
}

export interface BuildFunctionPermissionTreeOptions {
  /** The language of the resource names (`zh_cn`, `en`...); English when absent or unknown. */
  readonly locale?: string;
}

/**
 * The function-permission tree of a menu catalogue: each menu as an M or F node, with its
 * sub-menus and then its functions, tabs and buttons as children. Keys are global (views name
 * nodes by key alone), so a key used twice is refused.
 */
export function buildFunctionPermissionTree(
  catalogue: readonly PermissionCatalogueMenu[],
  options: BuildFunctionPermissionTreeOptions = {},
): FunctionPermissionNode[] {
  const locale = resolvePermissionLocale(options.locale);
  const seen = new Set<string>();

  const nodeOf = (
    entry: CatalogueEntryFields,
    menuType: MenuType,
    children: FunctionPermissionNode[],
  ): FunctionPermissionNode => {
    if (seen.has(entry.key)) throw new Error(`The permission catalogue names the key "${entry.key}" twice.`);
    seen.add(entry.key);
    const fields = {
      key: entry.key,
      menuType,
      resourceName: entry.name[locale],
      operateType: entry.operateType ?? OperateType.EDIT,
      grant: entry.grant ?? 'inherit',
      children,
    } as const;
    return entry.authority === undefined ? fields : { ...fields, authority: entry.authority };
  };

  const functionNode = (entry: FunctionPermissionEntry): FunctionPermissionNode =>
    nodeOf(entry, entry.menuType, (entry.children ?? []).map(functionNode));

  const menuNode = (entry: PermissionCatalogueMenu): FunctionPermissionNode => {
    const subMenus = entry.children ?? [];
    const menuType = entry.menuType ?? (subMenus.length > 0 ? 'M' : 'F');
    return nodeOf(entry, menuType, [...subMenus.map(menuNode), ...(entry.functions ?? []).map(functionNode)]);
  };

  return catalogue.map(menuNode);
}

/**
 * A catalogue with function-permission entries attached to the menus they belong to, by menu key
 * (`functionPermissionCatalogue` is such a fragment). A menu's own functions come first.
 */
export function mergeFunctionPermissions(
  catalogue: readonly PermissionCatalogueMenu[],
  fragment: Readonly<Partial<Record<string, readonly FunctionPermissionEntry[]>>>,
): PermissionCatalogueMenu[] {
  return catalogue.map((menu) => {
    const extra = Object.prototype.hasOwnProperty.call(fragment, menu.key) ? (fragment[menu.key] ?? []) : [];
    const merged: PermissionCatalogueMenu = { ...menu, functions: [...(menu.functions ?? []), ...extra] };
    return menu.children
      ? { ...merged, children: mergeFunctionPermissions(menu.children, fragment) }
      : merged;
  });
}

export interface FilterFunctionPermissionTreeOptions {
  /** Keep only what the subject may change (operateType 1), not all it may see. */
  readonly mayChange?: boolean;
}

function grantOfNode(
  node: FunctionPermissionNode,
  parent: ViewGrant | undefined,
  compiled: CompiledPermissions,
): ViewGrant {
  let grant: ViewGrant = OperateType.EDIT;
  if (!compiled.permitAll) {
    if (node.authority !== undefined && !compiled.authorities.has(node.authority)) return 0;
    const kind = node.menuType === 'M' || node.menuType === 'F' ? compiled.menuGrants : compiled.partGrants;
    const own = kind.get(node.key);
    if (own !== undefined) grant = own;
    else if (parent === undefined || node.grant === 'own-view') return 0;
    else grant = parent;
    if (grant === 0) return 0;
    // A permission menu entry decides the key's own operation type, as in `checkOperation`.
    const operationType = compiled.operationTypes.get(node.key);
    if (operationType !== undefined) grant = operationType === OperationType.READ_ONLY ? 2 : 1;
  }
  // Nothing under a read-only node, and nothing of a node that has nothing to change, is editable.
  return parent === OperateType.READ_ONLY || node.operateType === OperateType.READ_ONLY
    ? OperateType.READ_ONLY
    : grant;
}

/**
 * The tree as a subject sees it: a node stays when it is granted (its own view decides when the
 * subject has one; otherwise it follows its parent, unless it is a top-level menu or marked
 * `own-view`; a node's authority must be held too) and its parent stayed. Each kept node carries
 * the subject's operateType: 1 may change, 2 read only. Menus and functions are granted by views of
 * menuType M or F, as the menu rule says; tabs and buttons by views of menuType T or B. The views
 * are read in either permission model, as the menu rule reads them.
 */
export function filterFunctionPermissionTree(
  tree: readonly FunctionPermissionNode[],
  subject: MaybeSubject,
  options: FilterFunctionPermissionTreeOptions = {},
): FunctionPermissionNode[] {
  if (!subject) return [];
  const compiled = compilePermissions(subject);
  const walk = (
    nodes: readonly FunctionPermissionNode[],
    parent: ViewGrant | undefined,
  ): FunctionPermissionNode[] =>
    nodes.flatMap((node) => {
      const grant = grantOfNode(node, parent, compiled);
      if (grant === 0 || (options.mayChange === true && grant !== 1)) return [];
      return [{ ...node, operateType: grant, children: walk(node.children, grant) }];
    });
  return walk(tree, undefined);
}
