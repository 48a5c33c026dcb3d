import type {
  ApprovalFlowModel,
  ApprovalFlowNode,
  ConditionBranch,
  ConditionNode,
  EndNode,
  StartNode,
  ApproverNode,
  CopyToNode,
} from './model';
import {
  readStructure,
  type ChainEnd,
  type FlowItem,
  type FlowStructure,
  type InsertPoint,
} from './structure';

/**
 * Where everything goes on the canvas, as the approval designers people know draw it: one column of
 * cards from the submitter down to the end, a "+" on every line between them, the branches of a
 * condition side by side under it, meeting again below. Sizes are fixed, so the layout is a pure
 * function of the flow (no measuring in the browser).
 */
export const layoutMetrics = {
  cardWidth: 240,
  cardHeight: 84,
  endWidth: 132,
  endHeight: 40,
  conditionWidth: 184,
  conditionHeight: 36,
  markerWidth: 264,
  markerHeight: 44,
  /** Between two steps, holding the "+". */
  gap: 64,
  /** Between the condition and the top of its branches. */
  groupTop: 36,
  /** Between two branches. */
  branchGap: 40,
  /** Between the flow and the column of nodes it does not reach. */
  orphanGap: 96,
  orphanSpacing: 24,
} as const;

export type StepNode = StartNode | ApproverNode | CopyToNode | EndNode;

/** One box of the canvas, top-left positioned. */
export type LayoutBox = {
  readonly id: string;
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
} & (
  | {
      readonly kind: 'step';
      readonly node: StepNode;
      readonly insertAfter: InsertPoint | null;
      /** Not reached from the start. */
      readonly orphan: boolean;
    }
  | { readonly kind: 'condition'; readonly node: ConditionNode; readonly orphan: boolean }
  | {
      readonly kind: 'branch';
      readonly conditionId: string;
      readonly branch: ConditionBranch;
      /** 1-based priority. */
      readonly index: number;
      readonly insertAfter: InsertPoint;
    }
  | { readonly kind: 'join'; readonly conditionId: string; readonly insertAfter: InsertPoint | null }
  | {
      readonly kind: 'marker';
      readonly reason: Exclude<ChainEnd, 'join' | 'end'>;
      /** The dead end this marker shows, which can be led to the end. */
      readonly point: Extract<InsertPoint, { kind: 'deadEnd' }> | null;
    }
);

/** A line between two boxes, and the model edge it draws when it draws one (its id and position). */
export interface LayoutLink {
  readonly id: string;
  readonly source: string;
  readonly target: string;
  readonly kind: 'next' | 'branch' | 'merge' | 'marker' | 'stray';
  readonly edgeId: string | null;
  readonly edgeIndex: number | null;
}

export interface FlowLayout {
  readonly structure: FlowStructure;
  readonly boxes: readonly LayoutBox[];
  readonly links: readonly LayoutLink[];
  readonly width: number;
  readonly height: number;
}

const M = layoutMetrics;

const joinBoxId = (conditionId: string) => `${conditionId}::join`;
const branchBoxId = (conditionId: string, branchId: string) => `${conditionId}::branch::${branchId}`;

function stepSize(node: StepNode) {
  return node.type === 'end'
    ? { width: M.endWidth, height: M.endHeight }
    : { width: M.cardWidth, height: M.cardHeight };
}

/** A chain that stops short shows a marker, unless it stops at a group whose branches never meet (they show theirs). */
function hasMarker(items: readonly FlowItem[], ending: ChainEnd): boolean {
  const last = items[items.length - 1];
  if (last?.kind === 'group' && last.joinId === null) return false;
  return ending === 'deadEnd' || ending === 'loop';
}

/** Width and height of a chain, with the gap after each item (none after the end). */
function measureChain(items: readonly FlowItem[], ending: ChainEnd): { width: number; height: number } {
  let width = 0;
  let height = 0;
  for (const item of items) {
    const size = measureItem(item);
    width = Math.max(width, size.width);
    height += size.height + (item.kind === 'node' && item.node.type === 'end' ? 0 : M.gap);
  }
  if (hasMarker(items, ending)) {
    width = Math.max(width, M.markerWidth);
    height += M.markerHeight + M.gap;
  }
  return { width, height };
}

function measureTrack(track: { items: readonly FlowItem[]; ending: ChainEnd }) {
  const chain = measureChain(track.items, track.ending);
  return { width: Math.max(M.cardWidth, chain.width), height: M.cardHeight + M.gap + chain.height };
}

function measureItem(item: FlowItem): { width: number; height: number } {
  if (item.kind === 'node') return stepSize(item.node);
  const tracks = item.tracks.map(measureTrack);
  const width = Math.max(
    M.conditionWidth,
    tracks.reduce((sum, track) => sum + track.width, 0) + M.branchGap * Math.max(0, tracks.length - 1),
  );
  const tallest = tracks.reduce((max, track) => Math.max(max, track.height), 0);
  // The join is a point at the bottom: the height ends there, the gap after it holds its "+".
  return { width, height: M.conditionHeight + M.groupTop + tallest };
}

/** Lays out the flow: boxes for the canvas nodes and links for its lines. */
export function layoutFlow(model: ApprovalFlowModel, structure = readStructure(model)): FlowLayout {
  const boxes: LayoutBox[] = [];
  const links: LayoutLink[] = [];
  // Edges by position: a repeated id (an invalid flow) must not hide the second edge.
  const firstIndex = new Map<string, number>();
  model.edges.forEach((edge, index) => {
    if (!firstIndex.has(edge.id)) firstIndex.set(edge.id, index);
  });
  const carried = new Set<number>();
  const link = (
    source: string,
    target: string,
    kind: LayoutLink['kind'],
    edgeId: string | null = null,
    edgeIndex = edgeId === null ? null : (firstIndex.get(edgeId) ?? null),
  ) => {
    if (edgeIndex !== null) carried.add(edgeIndex);
    links.push({ id: `::link-${links.length + 1}`, source, target, kind, edgeId, edgeIndex });
  };
  let markerCount = 0;
  const marker = (
    centerX: number,
    y: number,
    from: string,
    reason: Exclude<ChainEnd, 'join' | 'end'>,
    point: InsertPoint | null,
  ) => {
    markerCount += 1;
    const id = `::marker-${markerCount}`;
    boxes.push({
      id,
      kind: 'marker',
      reason,
      point: point?.kind === 'deadEnd' && reason === 'deadEnd' ? point : null,
      x: centerX - M.markerWidth / 2,
      y,
      width: M.markerWidth,
      height: M.markerHeight,
    });
    link(from, id, 'marker');
  };

  /** The box a line into this item reaches, and the box a line out of it leaves. */
  const entryOf = (item: FlowItem) => item.node.id;
  const exitOf = (item: FlowItem) => (item.kind === 'group' ? joinBoxId(item.node.id) : item.node.id);

  /**
   * Places a chain centred on `centerX` from `top`, entered from the box `from` (through the model
   * edge `fromEdge`); returns the last box (to link to the join) and the y below the chain.
   */
  const placeChain = (
    items: readonly FlowItem[],
    ending: ChainEnd,
    centerX: number,
    top: number,
    from: string | null,
    fromEdge: string | null,
    fromPoint: InsertPoint | null,
  ): { last: string | null; lastEdge: string | null } => {
    let y = top;
    let previous = from;
    let previousEdge = fromEdge;
    let previousPoint = fromPoint;
    for (const item of items) {
      if (previous !== null) link(previous, entryOf(item), 'next', previousEdge);
      const size = measureItem(item);
      if (item.kind === 'node') {
        boxes.push({
          id: item.node.id,
          kind: 'step',
          node: item.node,
          insertAfter: item.insertAfter,
          orphan: false,
          x: centerX - size.width / 2,
          y,
          ...size,
        });
      } else {
        placeGroup(item, centerX, y);
      }
      y += size.height + M.gap;
      previous = exitOf(item);
      // Lines out of a group draw no edge: the edges into its join are drawn inside it.
      previousEdge = item.kind === 'node' ? (item.exitEdgeIds[0] ?? null) : null;
      previousPoint = item.insertAfter;
    }
    if (hasMarker(items, ending) && previous !== null) {
      marker(centerX, y, previous, ending === 'loop' ? 'loop' : 'deadEnd', previousPoint);
      return { last: null, lastEdge: null };
    }
    return { last: previous, lastEdge: previousEdge };
  };

  const placeGroup = (item: Extract<FlowItem, { kind: 'group' }>, centerX: number, top: number) => {
    const size = measureItem(item);
    boxes.push({
      id: item.node.id,
      kind: 'condition',
      node: item.node,
      orphan: false,
      x: centerX - M.conditionWidth / 2,
      y: top,
      width: M.conditionWidth,
      height: M.conditionHeight,
    });
    const tracksTop = top + M.conditionHeight + M.groupTop;
    const sizes = item.tracks.map(measureTrack);
    const tracksWidth =
      sizes.reduce((sum, track) => sum + track.width, 0) + M.branchGap * Math.max(0, sizes.length - 1);
    let x = centerX - tracksWidth / 2;
    const ends: { box: string; edge: string | null }[] = [];
    item.tracks.forEach((track, index) => {
      const trackWidth = (sizes[index] as { width: number }).width;
      const trackCenter = x + trackWidth / 2;
      const id = branchBoxId(item.node.id, track.branch.id);
      boxes.push({
        id,
        kind: 'branch',
        conditionId: item.node.id,
        branch: track.branch,
        index: track.index,
        insertAfter: track.insertAtStart,
        x: trackCenter - M.cardWidth / 2,
        y: tracksTop,
        width: M.cardWidth,
        height: M.cardHeight,
      });
      link(item.node.id, id, 'branch');
      const placed = placeChain(
        track.items,
        track.ending,
        trackCenter,
        tracksTop + M.cardHeight + M.gap,
        id,
        track.edgeId,
        track.insertAtStart,
      );
      if (track.ending === 'join' && placed.last !== null)
        ends.push({ box: placed.last, edge: placed.lastEdge });
      x += trackWidth + M.branchGap;
    });
    if (item.joinId === null) return;
    const joinY = top + size.height;
    boxes.push({
      id: joinBoxId(item.node.id),
      kind: 'join',
      conditionId: item.node.id,
      insertAfter: item.insertAfter,
      x: centerX - 0.5,
      y: joinY,
      width: 1,
      height: 1,
    });
    for (const end of ends) link(end.box, joinBoxId(item.node.id), 'merge', end.edge);
  };

  const main = measureChain(structure.items, structure.ending);
  const centerX = main.width / 2;
  placeChain(structure.items, structure.ending, centerX, 0, null, null, null);

  // Nodes the start does not reach: a column on the right, to delete (or to see what is missing).
  const right = Math.max(main.width, M.cardWidth);
  let orphanY = 0;
  structure.orphans.forEach((node, index) => {
    const id = `::orphan-${index + 1}`;
    const size =
      node.type === 'condition' ? { width: M.conditionWidth, height: M.conditionHeight } : stepSize(node);
    const common = { id, x: right + M.orphanGap, y: orphanY, ...size };
    boxes.push(
      node.type === 'condition'
        ? { ...common, kind: 'condition', node, orphan: true }
        : { ...common, kind: 'step', node, insertAfter: null, orphan: true },
    );
    orphanY += size.height + M.orphanSpacing;
  });

  // Edges the reading did not follow (a loop, a second edge out of a step, a join across groups).
  const boxOfNode = new Map<string, string>();
  for (const box of boxes)
    if ((box.kind === 'step' || box.kind === 'condition') && !boxOfNode.has(box.node.id))
      boxOfNode.set(box.node.id, box.id);
  model.edges.forEach((edge, index) => {
    if (carried.has(index)) return;
    const source = boxOfNode.get(edge.source);
    const target = boxOfNode.get(edge.target);
    if (source !== undefined && target !== undefined) link(source, target, 'stray', edge.id, index);
  });

  const width = boxes.reduce((max, box) => Math.max(max, box.x + box.width), 0);
  const height = boxes.reduce((max, box) => Math.max(max, box.y + box.height), 0);
  return { structure, boxes, links, width, height };
}

/** The model nodes a layout shows, for lookups by id. */
export function nodesOfLayout(layout: FlowLayout): ApprovalFlowNode[] {
  return layout.boxes.flatMap((box) => (box.kind === 'step' || box.kind === 'condition' ? [box.node] : []));
}
