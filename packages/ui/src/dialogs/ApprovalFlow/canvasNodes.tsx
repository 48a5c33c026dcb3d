import { BaseEdge, Handle, Position, type EdgeProps, type Node, type NodeProps } from '@xyflow/react';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useUiText } from '../../i18n/text';
import { tokens } from '../../theme/tokens';
import { AddStepMenu } from './AddStepMenu';
import { focusKeys, useDesigner } from './DesignerContext';
import type {
  BranchNodeData,
  ConditionNodeData,
  EditorEdge,
  JoinNodeData,
  MarkerNodeData,
  StepNodeData,
} from './editorGraph';
import { CardAction, FlowCard, type CardTone } from './FlowCard';
import {
  ArrowLeftIcon,
  ArrowRightIcon,
  BranchIcon,
  FlagIcon,
  LinkIcon,
  PersonIcon,
  PlusIcon,
  SendIcon,
  StampIcon,
  TrashIcon,
  WarningIcon,
} from './icons';
import { layoutMetrics } from './layout';
import { canMoveBranch, canRemoveBranch } from './operations';
import type { InsertPoint } from './structure';

/** The custom nodes and the edge of the diagram; every action goes through the designer's context. */

const AddSlot = styled.div`
  position: absolute;
  left: 50%;
  top: calc(100% + ${layoutMetrics.gap / 2}px);
  transform: translate(-50%, -50%);
  z-index: 1;
`;

function InsertButton({ point, label, focusKey }: { point: InsertPoint; label: string; focusKey: string }) {
  const { readOnly } = useDesigner();
  if (readOnly) return null;
  return (
    <AddSlot>
      <AddStepMenu point={point} label={label} focusKey={focusKey} variant="round" />
    </AddSlot>
  );
}

function Handles({ target = true, source = true }: { target?: boolean; source?: boolean }) {
  return (
    <>
      {target ? <Handle type="target" position={Position.Top} isConnectable={false} /> : null}
      {source ? <Handle type="source" position={Position.Bottom} isConnectable={false} /> : null}
    </>
  );
}

const toneIcons: Readonly<Record<CardTone, ReactNode>> = {
  start: <PersonIcon />,
  approver: <StampIcon />,
  copyTo: <SendIcon />,
  branch: <BranchIcon />,
};

const EndPill = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${tokens['space-2']};
  box-sizing: border-box;
  width: 100%;
  height: 100%;
  border: 1px solid ${tokens['color-border']};
  border-radius: ${tokens['radius-pill']};
  background: ${tokens['color-surface-sunken']};
  color: ${tokens['color-text-muted']};
  font-size: ${tokens['font-size-sm']};
  &[data-orphan] {
    border-style: dashed;
    border-color: ${tokens['color-danger']};
  }
`;

export function StepNodeView({ data }: NodeProps<Node<StepNodeData, 'step'>>) {
  const t = useUiText();
  const designer = useDesigner();
  const { node, orphan, insertAfter } = data;
  const title = designer.texts.nodeTitle(node);
  if (node.type === 'end')
    return (
      <>
        <Handles source={false} />
        <EndPill data-orphan={orphan || undefined}>
          <FlagIcon />
          {t('ui.approvalFlow.end.label')}
        </EndPill>
      </>
    );
  const summary = orphan
    ? { text: t('ui.approvalFlow.orphan.label'), missing: true }
    : designer.texts.nodeSummary(node);
  const invalid = designer.issuesOf(node.id).length > 0;
  const removable = !designer.readOnly && designer.canRemove(node.id);
  const configurable = node.type !== 'start';
  const selected = designer.selection?.kind === 'node' && designer.selection.nodeId === node.id;
  return (
    <>
      <Handles target={node.type !== 'start'} />
      <FlowCard
        tone={node.type}
        icon={toneIcons[node.type]}
        title={title}
        summary={summary}
        invalid={invalid}
        orphan={orphan}
        selected={selected}
        focusKey={focusKeys.node(node.id)}
        onConfigure={configurable ? () => designer.configure({ kind: 'node', nodeId: node.id }) : undefined}
        actionCount={removable ? 1 : 0}
        actions={
          removable ? (
            <CardAction
              type="button"
              aria-label={t('ui.approvalFlow.delete', { name: title })}
              title={t('ui.approvalFlow.delete', { name: title })}
              onClick={() => designer.remove(node.id)}
            >
              <TrashIcon />
            </CardAction>
          ) : null
        }
      />
      {insertAfter ? (
        <InsertButton
          point={insertAfter}
          label={t('ui.approvalFlow.add.after', { name: title })}
          focusKey={focusKeys.addAfter(node.id)}
        />
      ) : null}
    </>
  );
}

const Pill = styled.div`
  display: flex;
  align-items: stretch;
  box-sizing: border-box;
  width: 100%;
  height: 100%;
  border: 1px solid ${tokens['color-success']};
  border-radius: ${tokens['radius-pill']};
  background: ${tokens['color-surface']};
  box-shadow: ${tokens['shadow-1']};
  color: ${tokens['color-success']};
  font-size: ${tokens['font-size-sm']};
  font-weight: ${tokens['font-weight-medium']};
  overflow: hidden;
  &[data-invalid] {
    border-color: ${tokens['color-danger']};
  }
  &[data-orphan] {
    border-style: dashed;
  }
  & > button {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    gap: ${tokens['space-1']};
    padding: 0 ${tokens['space-3']};
    border: 0;
    background: transparent;
    color: inherit;
    font: inherit;
    cursor: pointer;
  }
  & > button:first-child {
    flex: 1 1 auto;
    min-width: 0;
  }
  & > button + button {
    flex: none;
    padding: 0 ${tokens['space-2']};
    border-left: 1px solid ${tokens['color-border']};
    color: ${tokens['color-text-muted']};
  }
  & > button:hover {
    background: ${tokens['color-success-subtle']};
  }
  & > button + button:hover {
    background: ${tokens['color-danger-subtle']};
    color: ${tokens['color-danger']};
  }
  & > button:focus-visible {
    outline: 2px solid ${tokens['color-focus']};
    outline-offset: -3px;
    border-radius: ${tokens['radius-pill']};
  }
  & > span {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    gap: ${tokens['space-1']};
    flex: 1 1 auto;
  }
  & svg {
    flex: none;
    width: 14px;
    height: 14px;
  }
`;

export function ConditionNodeView({ data }: NodeProps<Node<ConditionNodeData, 'condition'>>) {
  const t = useUiText();
  const designer = useDesigner();
  const { node, orphan } = data;
  const title = designer.texts.nodeTitle(node);
  const invalid = designer.issuesOf(node.id).some((issue) => issue.branchId === undefined);
  const deleteLabel = t('ui.approvalFlow.group.delete', { name: title });
  return (
    <>
      <Handles />
      <Pill data-invalid={invalid || undefined} data-orphan={orphan || undefined} title={title}>
        {designer.readOnly || orphan ? (
          <span data-flow-focus={focusKeys.node(node.id)}>
            <BranchIcon />
            {designer.texts.nodeSummary(node).text}
          </span>
        ) : (
          <button
            type="button"
            className="nodrag nopan"
            data-flow-focus={focusKeys.node(node.id)}
            aria-label={t('ui.approvalFlow.branch.addTo', { name: title })}
            onClick={() => designer.addBranch(node.id)}
          >
            <PlusIcon />
            {t('ui.approvalFlow.branch.add')}
          </button>
        )}
        {designer.readOnly ? null : (
          <button
            type="button"
            className="nodrag nopan"
            aria-label={deleteLabel}
            title={deleteLabel}
            onClick={() => designer.remove(node.id)}
          >
            <TrashIcon />
          </button>
        )}
      </Pill>
    </>
  );
}

export function BranchNodeView({ data }: NodeProps<Node<BranchNodeData, 'branch'>>) {
  const t = useUiText();
  const designer = useDesigner();
  const { conditionId, branch, index, insertAfter } = data;
  const condition = designer.model.nodes.find((node) => node.id === conditionId);
  const title = designer.texts.branchTitle(branch, index);
  const issues = designer.issuesOf(conditionId, branch.id);
  const selected =
    designer.selection?.kind === 'branch' &&
    designer.selection.conditionId === conditionId &&
    designer.selection.branchId === branch.id;
  const actions: ReactNode[] = [];
  if (!designer.readOnly && condition?.type === 'condition') {
    if (canMoveBranch(condition, branch.id, 'before'))
      actions.push(
        <CardAction
          key="before"
          type="button"
          aria-label={t('ui.approvalFlow.branch.moveBefore', { name: title })}
          title={t('ui.approvalFlow.branch.moveBefore', { name: title })}
          data-flow-focus={focusKeys.moveBranch(conditionId, branch.id, 'before')}
          onClick={() => designer.moveBranch(conditionId, branch.id, 'before')}
        >
          <ArrowLeftIcon />
        </CardAction>,
      );
    if (canMoveBranch(condition, branch.id, 'after'))
      actions.push(
        <CardAction
          key="after"
          type="button"
          aria-label={t('ui.approvalFlow.branch.moveAfter', { name: title })}
          title={t('ui.approvalFlow.branch.moveAfter', { name: title })}
          data-flow-focus={focusKeys.moveBranch(conditionId, branch.id, 'after')}
          onClick={() => designer.moveBranch(conditionId, branch.id, 'after')}
        >
          <ArrowRightIcon />
        </CardAction>,
      );
    if (canRemoveBranch(condition, branch.id))
      actions.push(
        <CardAction
          key="delete"
          type="button"
          aria-label={t('ui.approvalFlow.delete', { name: title })}
          title={t('ui.approvalFlow.delete', { name: title })}
          onClick={() => designer.removeBranch(conditionId, branch.id)}
        >
          <TrashIcon />
        </CardAction>,
      );
  }
  return (
    <>
      <Handles />
      <FlowCard
        tone="branch"
        icon={toneIcons.branch}
        title={title}
        aside={branch.isDefault ? null : t('ui.approvalFlow.branch.priority', { index })}
        summary={designer.texts.branchSummary(branch)}
        invalid={issues.length > 0}
        selected={selected}
        focusKey={focusKeys.branch(conditionId, branch.id)}
        onConfigure={() => designer.configure({ kind: 'branch', conditionId, branchId: branch.id })}
        actions={actions}
        actionCount={actions.length}
      />
      <InsertButton
        point={insertAfter}
        label={t('ui.approvalFlow.add.branchTop', { name: title })}
        focusKey={focusKeys.addAtBranch(conditionId, branch.id)}
      />
    </>
  );
}

export function JoinNodeView({ data }: NodeProps<Node<JoinNodeData, 'join'>>) {
  const t = useUiText();
  const designer = useDesigner();
  const condition = designer.model.nodes.find((node) => node.id === data.conditionId);
  const title = condition ? designer.texts.nodeTitle(condition) : '';
  return (
    <>
      <Handles />
      {data.insertAfter ? (
        <InsertButton
          point={data.insertAfter}
          label={t('ui.approvalFlow.add.after', { name: title })}
          focusKey={focusKeys.addAfter(data.conditionId)}
        />
      ) : null}
    </>
  );
}

const MarkerBox = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${tokens['space-2']};
  box-sizing: border-box;
  width: 100%;
  height: 100%;
  padding: 0 ${tokens['space-3']};
  border: 1px dashed ${tokens['color-danger']};
  border-radius: ${tokens['radius-md']};
  background: ${tokens['color-danger-subtle']};
  color: ${tokens['color-danger']};
  font-size: ${tokens['font-size-sm']};
  white-space: nowrap;
  & > svg {
    flex: none;
    width: 14px;
    height: 14px;
  }
  & > button {
    display: inline-flex;
    align-items: center;
    gap: 2px;
    padding: 2px ${tokens['space-1']};
    border: 0;
    border-radius: ${tokens['radius-sm']};
    background: transparent;
    color: inherit;
    font: inherit;
    font-weight: ${tokens['font-weight-medium']};
    text-decoration: underline;
    text-underline-offset: 2px;
    cursor: pointer;
  }
  & > button:focus-visible {
    outline: 2px solid ${tokens['color-focus']};
    outline-offset: 1px;
  }
`;

export function MarkerNodeView({ data }: NodeProps<Node<MarkerNodeData, 'marker'>>) {
  const t = useUiText();
  const designer = useDesigner();
  const { point } = data;
  return (
    <>
      <Handles source={false} />
      <MarkerBox>
        <WarningIcon />
        <span>
          {t(data.reason === 'loop' ? 'ui.approvalFlow.loop.label' : 'ui.approvalFlow.deadEnd.label')}
        </span>
        {point && !designer.readOnly ? (
          <button type="button" className="nodrag nopan" onClick={() => designer.connectToEnd(point)}>
            <LinkIcon />
            {t('ui.approvalFlow.deadEnd.connect')}
          </button>
        ) : null}
      </MarkerBox>
    </>
  );
}

/** Points joined by straight segments with rounded corners. */
function orthogonalPath(points: readonly { x: number; y: number }[], radius = 8): string {
  const [first, ...rest] = points;
  if (!first) return '';
  let path = `M ${first.x} ${first.y}`;
  rest.forEach((point, index) => {
    const previous = points[index] as { x: number; y: number };
    const next = rest[index + 1];
    if (!next) {
      path += ` L ${point.x} ${point.y}`;
      return;
    }
    const inLength = Math.hypot(point.x - previous.x, point.y - previous.y);
    const outLength = Math.hypot(next.x - point.x, next.y - point.y);
    const r = Math.min(radius, inLength / 2, outLength / 2);
    if (r <= 0.5) {
      path += ` L ${point.x} ${point.y}`;
      return;
    }
    const before = {
      x: point.x - ((point.x - previous.x) / inLength) * r,
      y: point.y - ((point.y - previous.y) / inLength) * r,
    };
    const after = {
      x: point.x + ((next.x - point.x) / outLength) * r,
      y: point.y + ((next.y - point.y) / outLength) * r,
    };
    path += ` L ${before.x} ${before.y} Q ${point.x} ${point.y} ${after.x} ${after.y}`;
  });
  return path;
}

/**
 * The lines: straight down between steps, out along a bar from a condition to its branches, down
 * and along the bottom bar into the point where branches meet.
 */
export function FlowEdgeView({ sourceX, sourceY, targetX, targetY, data, markerEnd }: EdgeProps<EditorEdge>) {
  const kind = data?.kind ?? 'next';
  const source = { x: sourceX, y: sourceY };
  const target = { x: targetX, y: targetY };
  let points: { x: number; y: number }[];
  if (kind === 'merge') points = [source, { x: sourceX, y: targetY }, target];
  else if (Math.abs(sourceX - targetX) < 1 || targetY <= sourceY) points = [source, target];
  else {
    const middle = kind === 'branch' ? sourceY + (targetY - sourceY) / 2 : sourceY + layoutMetrics.gap / 2;
    points = [source, { x: sourceX, y: middle }, { x: targetX, y: middle }, target];
  }
  return <BaseEdge path={orthogonalPath(points)} markerEnd={markerEnd} interactionWidth={0} />;
}
