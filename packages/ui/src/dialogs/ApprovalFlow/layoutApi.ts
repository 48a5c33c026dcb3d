/** How the designer reads and draws a flow, gathered for the `approvalFlowLayout` namespace. */
export {
  findItem,
  nodeIdsOf,
  readStructure,
  walkItems,
  type BranchTrack,
  type ChainEnd,
  type FlowItem,
  type FlowStructure,
  type GroupItem,
  type InsertPoint,
  type NodeItem,
} from './structure';
export {
  layoutFlow,
  layoutMetrics,
  type FlowLayout,
  type LayoutBox,
  type LayoutLink,
  type StepNode,
} from './layout';
export {
  fromEditorGraph,
  toEditorGraph,
  type BranchNodeData,
  type ConditionNodeData,
  type EditorEdge,
  type EditorEdgeData,
  type EditorGraph,
  type EditorNode,
  type JoinNodeData,
  type MarkerNodeData,
  type StepNodeData,
} from './editorGraph';
