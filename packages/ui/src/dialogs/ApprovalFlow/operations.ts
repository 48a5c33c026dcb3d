import type {
  ApprovalFlowEdge,
  ApprovalFlowModel,
  ApprovalFlowNode,
  ConditionBranch,
  ConditionNode,
  InsertableNodeType,
} from './model';
import { findItem, nodeIdsOf, readStructure, type FlowItem, type InsertPoint } from './structure';

/**
 * The edits of the designer, as pure functions from a flow to a new flow. They keep the flow's
 * shape (one chain, groups whose branches meet again) and never remove the start or the end; an edit
 * that does not apply returns the flow unchanged (the same object).
 */

/** Makes a new id with a prefix (`approver`, `edge`, `branch`...); the edits retry until it is unused. */
export type IdFactory = (prefix: string) => string;

/** Ids like `approver-lq2x8k-3`: unique within a session, short enough to read in the JSON. */
export function createIdFactory(): IdFactory {
  let counter = 0;
  const session = Math.floor(Math.random() * 36 ** 4).toString(36);
  return (prefix) => {
    counter += 1;
    return `${prefix}-${session}${Date.now().toString(36).slice(-4)}-${counter}`;
  };
}

function usedIds(model: ApprovalFlowModel): Set<string> {
  const ids = new Set<string>();
  for (const node of model.nodes) {
    ids.add(node.id);
    if (node.type === 'condition') for (const branch of node.branches) ids.add(branch.id);
  }
  for (const edge of model.edges) ids.add(edge.id);
  return ids;
}

function freshId(used: Set<string>, newId: IdFactory, prefix: string): string {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const candidate = newId(prefix);
    if (!used.has(candidate)) {
      used.add(candidate);
      return candidate;
    }
  }
  throw new Error(`The id factory gave 100 ids in use for "${prefix}"`);
}

const retarget = (
  edges: readonly ApprovalFlowEdge[],
  ids: ReadonlySet<string>,
  target: string,
): ApprovalFlowEdge[] => edges.map((edge) => (ids.has(edge.id) ? { ...edge, target } : edge));

/** A new, unconfigured node of a type, with the ids of its branches when it is a condition. */
function newNode(
  type: InsertableNodeType,
  id: string,
  branchIds: readonly [string, string],
): ApprovalFlowNode {
  switch (type) {
    case 'approver':
      return { id, type, name: '', assignee: null, signMode: 'all', whenEmpty: 'admin' };
    case 'copyTo':
      return { id, type, name: '', people: [], roles: [] };
    case 'condition':
      return {
        id,
        type,
        name: '',
        branches: [
          { id: branchIds[0], name: '', isDefault: false, conditions: [] },
          { id: branchIds[1], name: '', isDefault: true, conditions: [] },
        ],
      };
  }
}

/**
 * Adds a step at an insertion point (the "+" of the designer). A condition comes with two branches,
 * one to configure and the default one, both leading where the point led.
 */
export function insertStep(
  model: ApprovalFlowModel,
  point: InsertPoint,
  type: InsertableNodeType,
  newId: IdFactory,
): { model: ApprovalFlowModel; nodeId: string } {
  const used = usedIds(model);
  const id = freshId(used, newId, type);
  const branchIds = [freshId(used, newId, 'branch'), freshId(used, newId, 'branch')] as const;
  const node = newNode(type, id, branchIds);
  let edges: ApprovalFlowEdge[];
  if (point.kind === 'between') {
    edges = retarget(model.edges, new Set(point.edgeIds), id);
    if (node.type === 'condition')
      for (const branch of node.branches)
        edges.push({
          id: freshId(used, newId, 'edge'),
          source: id,
          target: point.target,
          branchId: branch.id,
        });
    else edges.push({ id: freshId(used, newId, 'edge'), source: id, target: point.target });
  } else {
    const edge: ApprovalFlowEdge = { id: freshId(used, newId, 'edge'), source: point.source, target: id };
    edges = [...model.edges, point.branchId === null ? edge : { ...edge, branchId: point.branchId }];
  }
  return { model: { ...model, nodes: [...model.nodes, node], edges }, nodeId: id };
}

/** Leads a dead end (a branch or a step with nothing after it) to the end node. */
export function connectToEnd(
  model: ApprovalFlowModel,
  point: Extract<InsertPoint, { kind: 'deadEnd' }>,
  newId: IdFactory,
): ApprovalFlowModel {
  const end = model.nodes.find((node) => node.type === 'end');
  if (!end || end.id === point.source) return model;
  const used = usedIds(model);
  const edge: ApprovalFlowEdge = { id: freshId(used, newId, 'edge'), source: point.source, target: end.id };
  return {
    ...model,
    edges: [...model.edges, point.branchId === null ? edge : { ...edge, branchId: point.branchId }],
  };
}

/** Removes nodes (never the start or the end) and every edge that touches them. */
function dropNodes(
  model: ApprovalFlowModel,
  ids: ReadonlySet<string>,
  edges = model.edges,
): ApprovalFlowModel {
  return {
    ...model,
    nodes: model.nodes.filter((node) => !ids.has(node.id)),
    edges: edges.filter((edge) => !ids.has(edge.source) && !ids.has(edge.target)),
  };
}

const isFixed = (node: ApprovalFlowNode) => node.type === 'start' || node.type === 'end';

/** Whether a node can be removed: any step or condition group; the start and the end only when unreachable. */
export function canRemoveStep(model: ApprovalFlowModel, nodeId: string): boolean {
  const node = model.nodes.find((candidate) => candidate.id === nodeId);
  if (!node) return false;
  if (!isFixed(node)) return true;
  // An extra start or end the chain does not use can go; the one in use cannot.
  return (
    findItem(readStructure(model), nodeId) === null &&
    model.nodes.some((other) => other !== node && other.type === node.type)
  );
}

/**
 * Removes a step and joins its neighbours; removing a condition removes its whole group (every
 * branch and what is in them) and joins what came before to where the branches met.
 */
export function removeStep(model: ApprovalFlowModel, nodeId: string): ApprovalFlowModel {
  if (!canRemoveStep(model, nodeId)) return model;
  const found = findItem(readStructure(model), nodeId);
  if (!found) return dropNodes(model, new Set([nodeId]));
  const { item } = found;
  if (item.kind === 'node') {
    const out = model.edges.filter((edge) => edge.source === nodeId);
    const next = out[0]?.target;
    if (next === undefined) return dropNodes(model, new Set([nodeId]));
    const ins = new Set(model.edges.filter((edge) => edge.target === nodeId).map((edge) => edge.id));
    const edges = retarget(model.edges, ins, next).filter((edge) => edge.source !== nodeId);
    return { ...model, nodes: model.nodes.filter((node) => node.id !== nodeId), edges };
  }
  const inside = nodeIdsOf(item);
  const byId = new Map(model.nodes.map((node) => [node.id, node]));
  const removed = new Set(inside.filter((id) => !isFixed(byId.get(id) as ApprovalFlowNode)));
  // Where the group led: where its branches met, else the end if one of them reached it.
  const end = inside.find((id) => byId.get(id)?.type === 'end');
  const next = item.joinId ?? end ?? null;
  const ins = new Set(item.inEdgeIds);
  const edges =
    next === null ? model.edges.filter((edge) => !ins.has(edge.id)) : retarget(model.edges, ins, next);
  return dropNodes(model, removed, edges);
}

const movable = (item: FlowItem | undefined): item is FlowItem =>
  item !== undefined && (item.kind === 'group' || !isFixed(item.node));

/** The two neighbours that trade places when a step moves, in chain order. */
function movePair(model: ApprovalFlowModel, nodeId: string, direction: 'up' | 'down') {
  const found = findItem(readStructure(model), nodeId);
  if (!found) return null;
  const at = direction === 'up' ? found.index - 1 : found.index;
  const first = found.chain[at];
  const second = found.chain[at + 1];
  // Both movable, entered from before and leading on: a pair at a dead end stays where it is.
  if (!movable(first) || !movable(second)) return null;
  if (first.inEdgeIds.length === 0 || second.exitEdgeIds.length === 0 || second.exitTarget === null)
    return null;
  return { first, second, after: second.exitTarget };
}

/** Whether a step (or a condition group) can move up or down within its chain. */
export function canMoveStep(model: ApprovalFlowModel, nodeId: string, direction: 'up' | 'down'): boolean {
  return movePair(model, nodeId, direction) !== null;
}

/**
 * Moves a step (or a whole condition group) one place up or down its chain, past its neighbour
 * (a step or a whole group). Only three sets of edges change target; none is added or removed.
 */
export function moveStep(
  model: ApprovalFlowModel,
  nodeId: string,
  direction: 'up' | 'down',
): ApprovalFlowModel {
  const pair = movePair(model, nodeId, direction);
  if (!pair) return model;
  const { first, second, after } = pair;
  // Before: … → first → second → after. After: … → second → first → after.
  const intoFirst = new Set(first.inEdgeIds);
  const firstToSecond = new Set(first.exitEdgeIds);
  const secondOut = new Set(second.exitEdgeIds);
  const edges = model.edges.map((edge) => {
    if (intoFirst.has(edge.id)) return { ...edge, target: second.node.id };
    if (secondOut.has(edge.id)) return { ...edge, target: first.node.id };
    if (firstToSecond.has(edge.id)) return { ...edge, target: after };
    return edge;
  });
  return { ...model, edges };
}

function mapCondition(
  model: ApprovalFlowModel,
  conditionId: string,
  change: (node: ConditionNode) => ConditionNode,
): ApprovalFlowModel {
  let changed = false;
  const nodes = model.nodes.map((node) => {
    if (node.id !== conditionId || node.type !== 'condition') return node;
    const next = change(node);
    changed = next !== node;
    return next;
  });
  return changed ? { ...model, nodes } : model;
}

/** Adds a branch just before the default one, leading where the group's branches meet. */
export function addBranch(
  model: ApprovalFlowModel,
  conditionId: string,
  newId: IdFactory,
): { model: ApprovalFlowModel; branchId: string | null } {
  const found = findItem(readStructure(model), conditionId);
  const node = model.nodes.find((candidate) => candidate.id === conditionId);
  if (node?.type !== 'condition') return { model, branchId: null };
  const used = usedIds(model);
  const branch: ConditionBranch = {
    id: freshId(used, newId, 'branch'),
    name: '',
    isDefault: false,
    conditions: [],
  };
  const defaultAt = node.branches.findIndex((candidate) => candidate.isDefault);
  const at = defaultAt < 0 ? node.branches.length : defaultAt;
  const branches = [...node.branches.slice(0, at), branch, ...node.branches.slice(at)];
  const joinId = found?.item.kind === 'group' ? found.item.joinId : null;
  const edges =
    joinId === null
      ? model.edges
      : [
          ...model.edges,
          { id: freshId(used, newId, 'edge'), source: conditionId, target: joinId, branchId: branch.id },
        ];
  const nodes = model.nodes.map((candidate) =>
    candidate.id === conditionId ? { ...node, branches } : candidate,
  );
  return { model: { ...model, nodes, edges }, branchId: branch.id };
}

/** Whether a branch can be removed: not the default one, and not when only two branches are left. */
export function canRemoveBranch(node: ConditionNode, branchId: string): boolean {
  const branch = node.branches.find((candidate) => candidate.id === branchId);
  return branch !== undefined && !branch.isDefault && node.branches.length > 2;
}

/** Removes a branch with everything in it (a group keeps at least two branches: remove the group instead). */
export function removeBranch(
  model: ApprovalFlowModel,
  conditionId: string,
  branchId: string,
): ApprovalFlowModel {
  const node = model.nodes.find((candidate) => candidate.id === conditionId);
  if (node?.type !== 'condition' || !canRemoveBranch(node, branchId)) return model;
  const found = findItem(readStructure(model), conditionId);
  const track =
    found?.item.kind === 'group' ? found.item.tracks.find((t) => t.branch.id === branchId) : undefined;
  const byId = new Map(model.nodes.map((candidate) => [candidate.id, candidate]));
  const removed = new Set(
    (track?.items.flatMap(nodeIdsOf) ?? []).filter((id) => !isFixed(byId.get(id) as ApprovalFlowNode)),
  );
  const withoutBranch = mapCondition(model, conditionId, (condition) => ({
    ...condition,
    branches: condition.branches.filter((branch) => branch.id !== branchId),
  }));
  const edges = withoutBranch.edges.filter(
    (edge) => !(edge.source === conditionId && edge.branchId === branchId),
  );
  return dropNodes(withoutBranch, removed, edges);
}

/** Whether a branch can move one place earlier (`before`, a higher priority) or later; the default stays last. */
export function canMoveBranch(node: ConditionNode, branchId: string, direction: 'before' | 'after'): boolean {
  const index = node.branches.findIndex((branch) => branch.id === branchId);
  const other = node.branches[index + (direction === 'before' ? -1 : 1)];
  return (
    index >= 0 &&
    !(node.branches[index] as ConditionBranch).isDefault &&
    other !== undefined &&
    !other.isDefault
  );
}

/** Moves a branch one place in priority order. */
export function moveBranch(
  model: ApprovalFlowModel,
  conditionId: string,
  branchId: string,
  direction: 'before' | 'after',
): ApprovalFlowModel {
  return mapCondition(model, conditionId, (node) => {
    if (!canMoveBranch(node, branchId, direction)) return node;
    const index = node.branches.findIndex((branch) => branch.id === branchId);
    const other = index + (direction === 'before' ? -1 : 1);
    const branches = [...node.branches];
    [branches[index], branches[other]] = [
      branches[other] as ConditionBranch,
      branches[index] as ConditionBranch,
    ];
    return { ...node, branches };
  });
}

/** Replaces a node (found by its id) with a new version of it, e.g. from the configuration panel. */
export function updateNode(model: ApprovalFlowModel, node: ApprovalFlowNode): ApprovalFlowModel {
  return { ...model, nodes: model.nodes.map((candidate) => (candidate.id === node.id ? node : candidate)) };
}

/** Replaces one branch of a condition node. */
export function updateBranch(
  model: ApprovalFlowModel,
  conditionId: string,
  branch: ConditionBranch,
): ApprovalFlowModel {
  return mapCondition(model, conditionId, (node) => ({
    ...node,
    branches: node.branches.map((candidate) => (candidate.id === branch.id ? branch : candidate)),
  }));
}
