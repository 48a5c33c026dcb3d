import {
  Background,
  BackgroundVariant,
  MarkerType,
  Panel,
  ReactFlow,
  ReactFlowProvider,
  useReactFlow,
  type AriaLabelConfig,
  type EdgeTypes,
  type NodeTypes,
} from '@xyflow/react';
import { useCallback, useEffect, useMemo, useRef, type FocusEvent } from 'react';
import styled from 'styled-components';
import { IconButton } from '../../components/IconButton';
import { useUiText } from '../../i18n/text';
import { tokens } from '../../theme/tokens';
import {
  BranchNodeView,
  ConditionNodeView,
  FlowEdgeView,
  JoinNodeView,
  MarkerNodeView,
  StepNodeView,
} from './canvasNodes';
import { useDesigner } from './DesignerContext';
import { toEditorGraph, type EditorEdge, type EditorNode } from './editorGraph';
import { CanvasFrame } from './flowCanvasStyles';
import { FitIcon, MinusIcon, PlusIcon } from './icons';
import { layoutFlow } from './layout';

const nodeTypes: NodeTypes = {
  step: StepNodeView,
  condition: ConditionNodeView,
  branch: BranchNodeView,
  join: JoinNodeView,
  marker: MarkerNodeView,
};
const edgeTypes: EdgeTypes = { flow: FlowEdgeView };

const PADDING = 32;
const MIN_ZOOM = 0.3;
const MAX_ZOOM = 1.5;
/** The first view never shrinks the cards below this: a long flow scrolls instead. */
const MIN_INITIAL_ZOOM = 0.7;

const Tools = styled.div`
  display: flex;
  gap: ${tokens['space-1']};
  padding: 2px;
  border: 1px solid ${tokens['color-border']};
  border-radius: ${tokens['radius-md']};
  background: ${tokens['color-surface']};
  box-shadow: ${tokens['shadow-1']};
`;

const Hint = styled.p`
  margin: 0;
  padding: 2px ${tokens['space-2']};
  border-radius: ${tokens['radius-sm']};
  background: ${tokens['color-surface']};
  color: ${tokens['color-text-muted']};
  font-size: ${tokens['font-size-xs']};
`;

export interface FlowCanvasProps {
  readonly height: number | string;
}

/** The diagram view: React Flow with the designer's nodes, laid out by `layoutFlow`. */
export function FlowCanvas(props: FlowCanvasProps) {
  return (
    <ReactFlowProvider>
      <CanvasInner {...props} />
    </ReactFlowProvider>
  );
}

function CanvasInner({ height }: FlowCanvasProps) {
  const t = useUiText();
  const designer = useDesigner();
  const { model, structure, texts } = designer;
  const flow = useReactFlow<EditorNode, EditorEdge>();
  const frameRef = useRef<HTMLDivElement | null>(null);

  const layout = useMemo(() => layoutFlow(model, structure), [model, structure]);
  const graph = useMemo(() => toEditorGraph(model, layout), [model, layout]);
  const stepLabel = t('ui.approvalFlow.canvas.step');
  const nodes = useMemo(
    () =>
      graph.nodes.map((node): EditorNode => {
        const data = node.data;
        const label =
          data.kind === 'step' || data.kind === 'condition'
            ? texts.nodeTitle(data.node)
            : data.kind === 'branch'
              ? texts.branchTitle(data.branch, data.index)
              : undefined;
        return label === undefined
          ? { ...node, ariaRole: 'none', domAttributes: { 'aria-roledescription': undefined } }
          : {
              ...node,
              ariaRole: 'group',
              ariaLabel: label,
              domAttributes: { 'aria-roledescription': stepLabel },
            };
      }),
    [graph, texts, stepLabel],
  );
  const edges = useMemo(
    () =>
      graph.edges.map((edge): EditorEdge => ({
        ...edge,
        className: `ops-flow-edge-${edge.data?.kind ?? 'next'}`,
        domAttributes: { 'aria-hidden': true, 'aria-roledescription': undefined },
        markerEnd:
          edge.data?.kind === 'next' || edge.data?.kind === 'branch'
            ? { type: MarkerType.ArrowClosed, width: 14, height: 14 }
            : undefined,
      })),
    [graph],
  );

  const ariaLabelConfig = useMemo<Partial<AriaLabelConfig>>(
    () => ({
      'node.a11yDescription.default': t('ui.approvalFlow.canvas.description'),
      'node.a11yDescription.keyboardDisabled': t('ui.approvalFlow.canvas.description'),
      'node.a11yDescription.ariaLiveMessage': () => '',
      'edge.a11yDescription.default': '',
      'controls.ariaLabel': t('ui.approvalFlow.canvas.label'),
      'controls.zoomIn.ariaLabel': t('ui.approvalFlow.zoomIn'),
      'controls.zoomOut.ariaLabel': t('ui.approvalFlow.zoomOut'),
      'controls.fitView.ariaLabel': t('ui.approvalFlow.fitView'),
    }),
    [t],
  );

  const startCentre = useMemo(() => {
    const start = layout.boxes.find((box) => box.kind === 'step' && box.node.type === 'start');
    return start ? start.x + start.width / 2 : layout.width / 2;
  }, [layout]);

  // The first view: the top of the flow, centred, as large as fits (never below 70 %). Only on
  // mount: later edits keep the person's view, so it reads the layout through a ref.
  const latest = useRef({ width: layout.width, startCentre });
  latest.current = { width: layout.width, startCentre };
  const placeInitially = useCallback(() => {
    const frame = frameRef.current;
    if (!frame || frame.clientWidth === 0) return;
    const { width, startCentre: centre } = latest.current;
    const zoom = Math.max(
      MIN_INITIAL_ZOOM,
      Math.min(1, (frame.clientWidth - 2 * PADDING) / Math.max(1, width)),
    );
    void flow.setViewport({ x: frame.clientWidth / 2 - centre * zoom, y: PADDING, zoom });
  }, [flow]);

  // When a group widens, the main line moves right in the layout: move the view with it.
  const previousCentre = useRef(startCentre);
  useEffect(() => {
    const delta = startCentre - previousCentre.current;
    previousCentre.current = startCentre;
    if (delta === 0) return;
    const viewport = flow.getViewport();
    void flow.setViewport({ ...viewport, x: viewport.x - delta * viewport.zoom });
  }, [startCentre, flow]);

  // The lines are drawing only (the outline tells the structure): React Flow puts each in its own
  // <svg>, which browsers expose as an unnamed graphic. Hide those from assistive technology.
  useEffect(() => {
    const frame = frameRef.current;
    if (!frame || typeof MutationObserver === 'undefined') return undefined;
    const hide = () => {
      for (const svg of frame.querySelectorAll('.react-flow__edges > svg, svg.react-flow__background'))
        if (svg.getAttribute('aria-hidden') !== 'true') svg.setAttribute('aria-hidden', 'true');
    };
    hide();
    const observer = new MutationObserver(hide);
    observer.observe(frame, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, []);

  // Tabbing to a button outside the visible part pans the diagram to it.
  const keepInView = (event: FocusEvent<HTMLDivElement>) => {
    const frame = frameRef.current;
    const target = event.target;
    if (!frame || !(target instanceof HTMLElement) || !target.closest('.react-flow__node')) return;
    const box = target.getBoundingClientRect();
    const bounds = frame.getBoundingClientRect();
    const margin = 24;
    let dx = 0;
    let dy = 0;
    if (box.left < bounds.left + margin) dx = bounds.left + margin - box.left;
    else if (box.right > bounds.right - margin) dx = bounds.right - margin - box.right;
    if (box.top < bounds.top + margin) dy = bounds.top + margin - box.top;
    else if (box.bottom > bounds.bottom - margin) dy = bounds.bottom - margin - box.bottom;
    if (dx === 0 && dy === 0) return;
    const viewport = flow.getViewport();
    void flow.setViewport({ ...viewport, x: viewport.x + dx, y: viewport.y + dy });
  };

  return (
    <CanvasFrame ref={frameRef} style={{ height }} onFocus={keepInView}>
      <ReactFlow<EditorNode, EditorEdge>
        aria-label={t('ui.approvalFlow.canvas.label')}
        nodes={nodes}
        edges={edges}
        nodeTypes={nodeTypes}
        edgeTypes={edgeTypes}
        onInit={placeInitially}
        minZoom={MIN_ZOOM}
        maxZoom={MAX_ZOOM}
        nodesDraggable={false}
        nodesConnectable={false}
        nodesFocusable={false}
        edgesFocusable={false}
        elementsSelectable={false}
        disableKeyboardA11y
        deleteKeyCode={null}
        selectionKeyCode={null}
        multiSelectionKeyCode={null}
        zoomOnScroll={false}
        panOnScroll
        zoomOnDoubleClick={false}
        defaultMarkerColor={null}
        ariaLabelConfig={ariaLabelConfig}
      >
        <Background variant={BackgroundVariant.Dots} gap={18} size={1.2} />
        <Panel position="top-right">
          <Tools>
            <IconButton
              size="sm"
              label={t('ui.approvalFlow.zoomIn')}
              icon={<PlusIcon />}
              onClick={() => void flow.zoomIn()}
            />
            <IconButton
              size="sm"
              label={t('ui.approvalFlow.zoomOut')}
              icon={<MinusIcon />}
              onClick={() => void flow.zoomOut()}
            />
            <IconButton
              size="sm"
              label={t('ui.approvalFlow.fitView')}
              icon={<FitIcon />}
              onClick={() => void flow.fitView({ padding: 0.1, maxZoom: 1 })}
            />
          </Tools>
        </Panel>
        {designer.readOnly ? null : (
          <Panel position="top-left">
            <Hint>{t('ui.approvalFlow.canvas.hint')}</Hint>
          </Panel>
        )}
      </ReactFlow>
    </CanvasFrame>
  );
}
