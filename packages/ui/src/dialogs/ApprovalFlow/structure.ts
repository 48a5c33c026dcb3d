import type {
  ApprovalFlowEdge,
  ApprovalFlowModel,
  ApprovalFlowNode,
  ConditionBranch,
  ConditionNode,
} from './model';

/**
 * The flow read as the designer shows it: a chain of steps from the start, where a condition is a
 * group of branches side by side that meet again below. Both views and every edit work on this
 * reading; the model stays a plain graph.
 */

/** Where a new step goes: between some edges and their common target, or after a dead end. */
export type InsertPoint =
  | {
      readonly kind: 'between';
      /** These edges will lead to the new step, which then leads to `target`. */
      readonly edgeIds: readonly string[];
      readonly target: string;
    }
  | {
      readonly kind: 'deadEnd';
      /** The step continues from this node, through a new edge (of `branchId` when it is a condition's). */
      readonly source: string;
      readonly branchId: string | null;
    };

interface ItemBase {
  /** The edges that enter the item from the one before it (or the branch's edge). */
  readonly inEdgeIds: readonly string[];
  /** The edges that leave the item towards the next one; empty at a dead end. */
  readonly exitEdgeIds: readonly string[];
  /** Where those edges lead: the next item's first node, or the node where branches meet. */
  readonly exitTarget: string | null;
  /** Where a step added right after this item goes; null when nothing can follow (the end). */
  readonly insertAfter: InsertPoint | null;
}

export interface NodeItem extends ItemBase {
  readonly kind: 'node';
  readonly node: Exclude<ApprovalFlowNode, ConditionNode>;
}

export interface GroupItem extends ItemBase {
  readonly kind: 'group';
  readonly node: ConditionNode;
  readonly tracks: readonly BranchTrack[];
  /** The node where every branch arrives, or null when they never meet. */
  readonly joinId: string | null;
}

export type FlowItem = NodeItem | GroupItem;

/**
 * How a chain of steps stops: at the join of its group, at the end node, at a node without an edge
 * onward (`deadEnd`), or at an edge back to a node already read (`loop`).
 */
export type ChainEnd = 'join' | 'end' | 'deadEnd' | 'loop';

export interface BranchTrack {
  readonly branch: ConditionBranch;
  /** 1-based position among the group's branches. */
  readonly index: number;
  /** The edge that leaves the condition for this branch, or null when there is none. */
  readonly edgeId: string | null;
  readonly items: readonly FlowItem[];
  readonly ending: ChainEnd;
  /** Where a step added at the top of this branch goes. */
  readonly insertAtStart: InsertPoint;
}

export interface FlowStructure {
  readonly items: readonly FlowItem[];
  readonly ending: ChainEnd;
  /** Nodes the start does not reach, in model order. */
  readonly orphans: readonly ApprovalFlowNode[];
}

const EXIT = '\u0000exit';

/**
 * The post-dominators of every node reachable from `root`: the nodes every path from it to the end
 * passes through. Only `isEnd` nodes lead to the (virtual) exit; a node that never reaches one keeps
 * every node as post-dominator, so that a dead branch does not keep the others from meeting.
 */
function postDominators(
  root: string,
  successors: (id: string) => readonly string[],
  isEnd: (id: string) => boolean,
): { sets: ReadonlyMap<string, ReadonlySet<string>>; size: number } {
  const order: string[] = [];
  const seen = new Set<string>([root]);
  const queue = [root];
  while (queue.length > 0) {
    const id = queue.shift() as string;
    order.push(id);
    if (isEnd(id)) continue;
    for (const next of successors(id)) {
      if (!seen.has(next)) {
        seen.add(next);
        queue.push(next);
      }
    }
  }
  const all = new Set([...order, EXIT]);
  const sets = new Map<string, Set<string>>(order.map((id) => [id, new Set(all)]));
  sets.set(EXIT, new Set([EXIT]));
  const successorsOf = (id: string) => (isEnd(id) ? [EXIT] : successors(id).filter((next) => seen.has(next)));
  for (let changed = true; changed;) {
    changed = false;
    for (const id of [...order].reverse()) {
      const list = successorsOf(id);
      if (list.length === 0) continue;
      let meet = new Set(sets.get(list[0] as string));
      for (const next of list.slice(1)) {
        const set = sets.get(next) as Set<string>;
        meet = new Set([...meet].filter((member) => set.has(member)));
      }
      meet.add(id);
      if (meet.size !== (sets.get(id) as Set<string>).size) {
        sets.set(id, meet);
        changed = true;
      }
    }
  }
  return { sets, size: all.size };
}

/** Reads the model as chains of steps and groups of branches; never fails, whatever the graph. */
export function readStructure(model: ApprovalFlowModel): FlowStructure {
  const byId = new Map<string, ApprovalFlowNode>();
  for (const node of model.nodes) if (!byId.has(node.id)) byId.set(node.id, node);
  const outgoing = new Map<string, ApprovalFlowEdge[]>();
  for (const edge of model.edges) {
    if (!byId.has(edge.source) || !byId.has(edge.target)) continue;
    const list = outgoing.get(edge.source) ?? [];
    list.push(edge);
    outgoing.set(edge.source, list);
  }
  const edgesOut = (id: string) => outgoing.get(id) ?? [];
  const branchEdge = (conditionId: string, branchId: string) =>
    edgesOut(conditionId).find((edge) => edge.branchId === branchId) ?? null;
  // The edges the structure follows: a condition's edges of its branches, any other node's first edge.
  const followed = (id: string): readonly ApprovalFlowEdge[] => {
    const node = byId.get(id);
    if (node?.type === 'condition')
      return node.branches
        .map((branch) => branchEdge(id, branch.id))
        .filter((edge): edge is ApprovalFlowEdge => edge !== null);
    const first = edgesOut(id)[0];
    return first ? [first] : [];
  };

  const start = model.nodes.find((node) => node.type === 'start');
  if (!start) return { items: [], ending: 'deadEnd', orphans: [...model.nodes] };

  const pdom = postDominators(
    start.id,
    (id) => followed(id).map((edge) => edge.target),
    (id) => byId.get(id)?.type === 'end',
  );
  /** Where the branches of a condition meet: its nearest post-dominator; null if they never do. */
  const joinOf = (id: string): string | null => {
    const own = pdom.sets.get(id);
    if (!own || own.size === pdom.size) return null;
    let best: string | null = null;
    let bestSize = -1;
    for (const member of own) {
      if (member === id) continue;
      const size = pdom.sets.get(member)?.size ?? 0;
      if (size > bestSize) {
        best = member;
        bestSize = size;
      }
    }
    return best === EXIT ? null : best;
  };

  const visited = new Set<string>();

  /**
   * Reads the chain that begins at `first` (entered through `inEdgeIds`) up to `stop`. Returns the
   * items, how the chain ends, and the edges left open towards `stop`.
   */
  const readChain = (
    first: string,
    inEdgeIds: readonly string[],
    stop: string | null,
  ): { items: FlowItem[]; ending: ChainEnd; openEdgeIds: readonly string[] } => {
    const items: FlowItem[] = [];
    let current = first;
    let entering = inEdgeIds;
    for (;;) {
      if (current === stop) return { items, ending: 'join', openEdgeIds: entering };
      if (visited.has(current)) return { items, ending: 'loop', openEdgeIds: [] };
      const node = byId.get(current) as ApprovalFlowNode;
      visited.add(current);
      if (node.type === 'condition') {
        const joinId = joinOf(node.id);
        const tracks: BranchTrack[] = [];
        const exits: string[] = [];
        node.branches.forEach((branch, index) => {
          const edge = branchEdge(node.id, branch.id);
          const insertAtStart: InsertPoint = edge
            ? { kind: 'between', edgeIds: [edge.id], target: edge.target }
            : { kind: 'deadEnd', source: node.id, branchId: branch.id };
          const chain = edge
            ? readChain(edge.target, [edge.id], joinId)
            : { items: [], ending: 'deadEnd' as const, openEdgeIds: [] };
          exits.push(...chain.openEdgeIds);
          tracks.push({
            branch,
            index: index + 1,
            edgeId: edge?.id ?? null,
            items: chain.items,
            ending: chain.ending,
            insertAtStart,
          });
        });
        items.push({
          kind: 'group',
          node,
          tracks,
          joinId,
          inEdgeIds: entering,
          exitEdgeIds: exits,
          exitTarget: joinId,
          insertAfter:
            joinId !== null && exits.length > 0 ? { kind: 'between', edgeIds: exits, target: joinId } : null,
        });
        if (joinId === null) return { items, ending: 'deadEnd', openEdgeIds: [] };
        entering = exits;
        current = joinId;
        continue;
      }
      const out = edgesOut(node.id)[0];
      items.push({
        kind: 'node',
        node,
        inEdgeIds: entering,
        exitEdgeIds: out ? [out.id] : [],
        exitTarget: out?.target ?? null,
        insertAfter:
          node.type === 'end'
            ? null
            : out
              ? { kind: 'between', edgeIds: [out.id], target: out.target }
              : { kind: 'deadEnd', source: node.id, branchId: null },
      });
      if (node.type === 'end') return { items, ending: 'end', openEdgeIds: [] };
      if (!out) return { items, ending: 'deadEnd', openEdgeIds: [] };
      entering = [out.id];
      current = out.target;
    }
  };

  const chain = readChain(start.id, [], null);
  return {
    items: chain.items,
    ending: chain.ending,
    // A second node with an id already used is never read: it is an orphan too.
    orphans: model.nodes.filter((node) => !visited.has(node.id) || byId.get(node.id) !== node),
  };
}

/** Every item of the structure, depth first in reading order, with the chain that holds it. */
export function* walkItems(
  items: readonly FlowItem[],
): Generator<{ item: FlowItem; chain: readonly FlowItem[]; index: number }> {
  for (const [index, item] of items.entries()) {
    yield { item, chain: items, index };
    if (item.kind === 'group') for (const track of item.tracks) yield* walkItems(track.items);
  }
}

/** The ids of the nodes inside an item: the node itself, or a condition and everything in its branches. */
export function nodeIdsOf(item: FlowItem): string[] {
  if (item.kind === 'node') return [item.node.id];
  return [item.node.id, ...item.tracks.flatMap((track) => track.items.flatMap(nodeIdsOf))];
}

/** The item that a node starts (a step, or a condition's group), with its chain and position. */
export function findItem(
  structure: FlowStructure,
  nodeId: string,
): { item: FlowItem; chain: readonly FlowItem[]; index: number } | null {
  for (const entry of walkItems(structure.items)) if (entry.item.node.id === nodeId) return entry;
  return null;
}
