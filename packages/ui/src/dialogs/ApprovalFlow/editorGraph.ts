import type { Edge, Node } from '@xyflow/react';
import { layoutFlow, type FlowLayout, type LayoutBox, type LayoutLink, type StepNode } from './layout';
import type { APPROVAL_FLOW_VERSION } from './model';
import {
  type ApprovalFlowEdge,
  type ApprovalFlowModel,
  type ConditionBranch,
  type ConditionNode,
} from './model';
import type { InsertPoint } from './structure';

/**
 * The flow as React Flow's nodes and edges: the model's nodes with their layout, plus the boxes only
 * the drawing needs (a card per branch, the point where branches meet, a marker where a chain stops
 * short). Every model node and edge rides on exactly one of them, so the model can be read back
 * unchanged (`fromEditorGraph`).
 */

export type StepNodeData = {
  readonly kind: 'step';
  readonly node: StepNode;
  readonly modelIndex: number;
  readonly insertAfter: InsertPoint | null;
  readonly orphan: boolean;
};
export type ConditionNodeData = {
  readonly kind: 'condition';
  readonly node: ConditionNode;
  readonly modelIndex: number;
  readonly orphan: boolean;
};
export type BranchNodeData = {
  readonly kind: 'branch';
  readonly conditionId: string;
  readonly branch: ConditionBranch;
  readonly index: number;
  readonly insertAfter: InsertPoint;
};
export type JoinNodeData = {
  readonly kind: 'join';
  readonly conditionId: string;
  readonly insertAfter: InsertPoint | null;
};
export type MarkerNodeData = {
  readonly kind: 'marker';
  readonly reason: 'deadEnd' | 'loop';
  readonly point: Extract<InsertPoint, { kind: 'deadEnd' }> | null;
};

export type EditorNode =
  | Node<StepNodeData, 'step'>
  | Node<ConditionNodeData, 'condition'>
  | Node<BranchNodeData, 'branch'>
  | Node<JoinNodeData, 'join'>
  | Node<MarkerNodeData, 'marker'>;

export type EditorEdgeData = {
  readonly kind: LayoutLink['kind'];
  /** The model edge this line draws, and its position in the model. */
  readonly modelEdge?: ApprovalFlowEdge;
  readonly modelIndex?: number;
};
export type EditorEdge = Edge<EditorEdgeData, 'flow'>;

export interface EditorGraph {
  readonly version: typeof APPROVAL_FLOW_VERSION;
  readonly nodes: readonly EditorNode[];
  readonly edges: readonly EditorEdge[];
}

function toNode(box: LayoutBox, modelIndex: (node: object) => number): EditorNode {
  const base = {
    id: box.id,
    position: { x: box.x, y: box.y },
    width: box.width,
    height: box.height,
    draggable: false,
    selectable: false,
    connectable: false,
    deletable: false,
    focusable: false,
  };
  switch (box.kind) {
    case 'step':
      return {
        ...base,
        type: 'step',
        data: {
          kind: 'step',
          node: box.node,
          modelIndex: modelIndex(box.node),
          insertAfter: box.insertAfter,
          orphan: box.orphan,
        },
      };
    case 'condition':
      return {
        ...base,
        type: 'condition',
        data: { kind: 'condition', node: box.node, modelIndex: modelIndex(box.node), orphan: box.orphan },
      };
    case 'branch':
      return {
        ...base,
        type: 'branch',
        data: {
          kind: 'branch',
          conditionId: box.conditionId,
          branch: box.branch,
          index: box.index,
          insertAfter: box.insertAfter,
        },
      };
    case 'join':
      return {
        ...base,
        type: 'join',
        data: { kind: 'join', conditionId: box.conditionId, insertAfter: box.insertAfter },
      };
    case 'marker':
      return { ...base, type: 'marker', data: { kind: 'marker', reason: box.reason, point: box.point } };
  }
}

/** The model as the canvas draws it; `layout` when it is already computed. */
export function toEditorGraph(model: ApprovalFlowModel, layout: FlowLayout = layoutFlow(model)): EditorGraph {
  const nodeIndex = (node: object) => model.nodes.indexOf(node as ApprovalFlowModel['nodes'][number]);
  const nodes = layout.boxes.map((box) => toNode(box, nodeIndex));
  const drawn = new Set<number>();
  const edges: EditorEdge[] = layout.links.map((link) => {
    const index = link.edgeIndex ?? undefined;
    const modelEdge = index === undefined ? undefined : model.edges[index];
    if (index !== undefined) drawn.add(index);
    return {
      id: link.id,
      source: link.source,
      target: link.target,
      type: 'flow',
      focusable: false,
      selectable: false,
      deletable: false,
      data: modelEdge === undefined ? { kind: link.kind } : { kind: link.kind, modelEdge, modelIndex: index },
    };
  });
  // Edges between nodes that are not drawn (an unknown id): kept, hidden, so that nothing is lost.
  model.edges.forEach((edge, index) => {
    if (drawn.has(index)) return;
    edges.push({
      id: `::hidden-edge-${index + 1}`,
      source: edge.source,
      target: edge.target,
      type: 'flow',
      hidden: true,
      data: { kind: 'stray', modelEdge: edge, modelIndex: index },
    });
  });
  return { version: model.version, nodes, edges };
}

/** Reads the model back from the canvas's nodes and edges. */
export function fromEditorGraph(graph: EditorGraph): ApprovalFlowModel {
  const nodes = graph.nodes
    .flatMap((node) =>
      node.data.kind === 'step' || node.data.kind === 'condition'
        ? [{ index: node.data.modelIndex, node: node.data.node }]
        : [],
    )
    .sort((a, b) => a.index - b.index)
    .map((entry) => entry.node);
  const edges = graph.edges
    .flatMap((edge) =>
      edge.data?.modelEdge !== undefined && edge.data.modelIndex !== undefined
        ? [{ index: edge.data.modelIndex, edge: edge.data.modelEdge }]
        : [],
    )
    .sort((a, b) => a.index - b.index)
    .map((entry) => entry.edge);
  return { version: graph.version, nodes, edges };
}
