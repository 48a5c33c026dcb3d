import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '../../components/Button';
import { IconButton } from '../../components/IconButton';
import { useUiText } from '../../i18n/text';
import { tokens } from '../../theme/tokens';
import { AddStepMenu } from './AddStepMenu';
import { focusKeys, useDesigner } from './DesignerContext';
import {
  ArrowDownIcon,
  ArrowUpIcon,
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
import type { ApprovalFlowNode } from './model';
import { canMoveBranch, canRemoveBranch } from './operations';
import type { BranchTrack, ChainEnd, FlowItem, GroupItem, InsertPoint } from './structure';

/**
 * The outline view: the same flow as nested lists, for the keyboard and screen readers (and for
 * anyone who prefers a list). Every step, branch and "+" of the diagram is here as a real button,
 * with move buttons the diagram does not have.
 */

const List = styled.ol`
  position: relative;
  margin: 0;
  padding: 0;
  list-style: none;
  display: flex;
  flex-direction: column;
  gap: ${tokens['space-2']};
`;

const Item = styled.li`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${tokens['space-2']};
  padding-inline-start: 40px;
  /* The line of the chain, from this step's icon down to the next. */
  &::before {
    content: '';
    position: absolute;
    top: 28px;
    bottom: calc(-1 * ${tokens['space-2']});
    left: 13px;
    border-left: 2px solid ${tokens['color-border']};
  }
  &:last-child::before {
    display: none;
  }
`;

const Row = styled.div`
  position: relative;
  display: flex;
  align-items: center;
  gap: ${tokens['space-3']};
  min-height: 44px;
  padding: ${tokens['space-2']} ${tokens['space-3']};
  border: 1px solid ${tokens['color-border']};
  border-radius: ${tokens['radius-md']};
  background: ${tokens['color-surface']};
  &[data-invalid] {
    border-color: ${tokens['color-danger']};
  }
  &[data-selected] {
    border-color: ${tokens['color-primary']};
    box-shadow: 0 0 0 2px ${tokens['color-primary-subtle']};
  }
`;

const Dot = styled.span`
  position: absolute;
  top: 10px;
  left: -40px;
  display: inline-grid;
  place-items: center;
  width: 28px;
  height: 28px;
  border-radius: 50%;
  background: ${tokens['color-surface-sunken']};
  color: ${tokens['color-text-muted']};
  &[data-tone='approver'] {
    background: ${tokens['color-warning-subtle']};
    color: ${tokens['color-warning']};
  }
  &[data-tone='copyTo'] {
    background: ${tokens['color-primary-subtle']};
    color: ${tokens['color-primary']};
  }
  &[data-tone='condition'],
  &[data-tone='branch'] {
    background: ${tokens['color-success-subtle']};
    color: ${tokens['color-success']};
  }
  & > svg {
    width: 14px;
    height: 14px;
  }
`;

const Text = styled.div`
  display: flex;
  flex-direction: column;
  flex: 1 1 auto;
  min-width: 0;
`;

const TitleButton = styled.button`
  max-width: 100%;
  padding: 0;
  border: 0;
  background: transparent;
  color: ${tokens['color-text']};
  font: inherit;
  font-weight: ${tokens['font-weight-medium']};
  text-align: start;
  cursor: pointer;
  overflow-wrap: anywhere;
  &:hover {
    color: ${tokens['color-primary']};
    text-decoration: underline;
    text-underline-offset: 2px;
  }
  &:focus-visible {
    outline: 2px solid ${tokens['color-focus']};
    outline-offset: 2px;
    border-radius: ${tokens['radius-sm']};
  }
`;

const TitleText = styled.span`
  color: ${tokens['color-text']};
  font-weight: ${tokens['font-weight-medium']};
`;

const TitleLine = styled.span`
  display: flex;
  align-items: baseline;
  flex-wrap: wrap;
  gap: 0 ${tokens['space-2']};
`;

const Kind = styled.span`
  color: ${tokens['color-text-muted']};
  font-size: ${tokens['font-size-xs']};
  font-weight: ${tokens['font-weight-regular']};
`;

const Summary = styled.span`
  display: flex;
  align-items: flex-start;
  gap: ${tokens['space-1']};
  color: ${tokens['color-text-muted']};
  font-size: ${tokens['font-size-sm']};
  overflow-wrap: anywhere;
  &[data-missing] {
    color: ${tokens['color-danger']};
  }
  & > svg {
    flex: none;
    width: 14px;
    height: 14px;
    margin-top: 2px;
  }
`;

const Actions = styled.div`
  display: flex;
  flex: none;
  align-items: center;
  gap: 2px;
`;

const Branches = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${tokens['space-3']};
  margin: 0;
  padding: 0 0 0 ${tokens['space-3']};
  list-style: none;
  border-inline-start: 2px solid ${tokens['color-success-subtle']};
`;

const BranchItem = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${tokens['space-2']};
  & > ol {
    padding-inline-start: ${tokens['space-4']};
  }
`;

const Add = styled.div`
  display: flex;
`;

const Stop = styled.div`
  display: flex;
  align-items: center;
  gap: ${tokens['space-2']};
  padding: ${tokens['space-1']} ${tokens['space-3']};
  border: 1px dashed ${tokens['color-danger']};
  border-radius: ${tokens['radius-md']};
  background: ${tokens['color-danger-subtle']};
  color: ${tokens['color-danger']};
  font-size: ${tokens['font-size-sm']};
  & > svg {
    width: 14px;
    height: 14px;
  }
`;

const OrphanGroup = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${tokens['space-2']};
  margin-top: ${tokens['space-5']};
  & > p {
    margin: 0;
    color: ${tokens['color-danger']};
    font-size: ${tokens['font-size-sm']};
    font-weight: ${tokens['font-weight-medium']};
  }
`;

const Root = styled.div`
  padding: ${tokens['space-4']};
  color: ${tokens['color-text']};
  font-size: ${tokens['font-size-md']};
`;

const typeIcons: Readonly<Record<ApprovalFlowNode['type'], ReactNode>> = {
  start: <PersonIcon />,
  approver: <StampIcon />,
  copyTo: <SendIcon />,
  condition: <BranchIcon />,
  end: <FlagIcon />,
};

function StopRow({
  ending,
  point,
}: {
  ending: ChainEnd;
  point: Extract<InsertPoint, { kind: 'deadEnd' }> | null;
}) {
  const t = useUiText();
  const designer = useDesigner();
  if (ending !== 'deadEnd' && ending !== 'loop') return null;
  return (
    <Item>
      <Stop>
        <WarningIcon />
        <span>{t(ending === 'loop' ? 'ui.approvalFlow.loop.label' : 'ui.approvalFlow.deadEnd.label')}</span>
        {ending === 'deadEnd' && point && !designer.readOnly ? (
          <Button
            size="sm"
            variant="link"
            iconStart={<LinkIcon />}
            onClick={() => designer.connectToEnd(point)}
          >
            {t('ui.approvalFlow.deadEnd.connect')}
          </Button>
        ) : null}
      </Stop>
    </Item>
  );
}

function Chain({
  items,
  ending,
  entry,
}: {
  items: readonly FlowItem[];
  ending: ChainEnd;
  /** The dead end a chain without items continues from (a branch without an edge). */
  entry: InsertPoint | null;
}) {
  const last = items[items.length - 1];
  const point = last ? last.insertAfter : entry;
  const showStop = !(last?.kind === 'group' && last.joinId === null);
  if (items.length === 0 && ending === 'join') return null;
  return (
    <List>
      {items.map((item) =>
        item.kind === 'node' ? (
          <StepRow key={item.node.id} node={item.node} insertAfter={item.insertAfter} />
        ) : (
          <GroupRow key={item.node.id} item={item} />
        ),
      )}
      {showStop ? <StopRow ending={ending} point={point?.kind === 'deadEnd' ? point : null} /> : null}
    </List>
  );
}

function StepActions({ nodeId, name, orphan = false }: { nodeId: string; name: string; orphan?: boolean }) {
  const t = useUiText();
  const designer = useDesigner();
  if (designer.readOnly) return null;
  const removable = designer.canRemove(nodeId);
  const isStep =
    !orphan &&
    designer.model.nodes.some((node) => node.id === nodeId && node.type !== 'start' && node.type !== 'end');
  return (
    <Actions>
      {isStep ? (
        <>
          <IconButton
            size="sm"
            label={t('ui.approvalFlow.moveUp', { name })}
            icon={<ArrowUpIcon />}
            disabled={!designer.canMove(nodeId, 'up')}
            data-flow-focus={focusKeys.move(nodeId, 'up')}
            onClick={() => designer.move(nodeId, 'up')}
          />
          <IconButton
            size="sm"
            label={t('ui.approvalFlow.moveDown', { name })}
            icon={<ArrowDownIcon />}
            disabled={!designer.canMove(nodeId, 'down')}
            data-flow-focus={focusKeys.move(nodeId, 'down')}
            onClick={() => designer.move(nodeId, 'down')}
          />
        </>
      ) : null}
      {removable ? (
        <IconButton
          size="sm"
          label={t('ui.approvalFlow.delete', { name })}
          icon={<TrashIcon />}
          onClick={() => designer.remove(nodeId)}
        />
      ) : null}
    </Actions>
  );
}

function StepRow({
  node,
  insertAfter,
  orphan = false,
}: {
  node: ApprovalFlowNode;
  insertAfter: InsertPoint | null;
  orphan?: boolean;
}) {
  const t = useUiText();
  const designer = useDesigner();
  const summaryId = useId();
  const title = designer.texts.nodeTitle(node);
  const summary = orphan
    ? { text: t('ui.approvalFlow.orphan.label'), missing: true }
    : designer.texts.nodeSummary(node);
  const configurable = node.type !== 'start' && node.type !== 'end';
  const selected = designer.selection?.kind === 'node' && designer.selection.nodeId === node.id;
  const invalid = designer.issuesOf(node.id).some((issue) => issue.branchId === undefined);
  return (
    <Item>
      <Row data-invalid={invalid || undefined} data-selected={selected || undefined}>
        <Dot data-tone={node.type} aria-hidden="true">
          {typeIcons[node.type]}
        </Dot>
        <Text>
          <TitleLine>
            {configurable ? (
              <TitleButton
                type="button"
                aria-label={t('ui.approvalFlow.edit', { name: title })}
                aria-describedby={summaryId}
                data-flow-focus={focusKeys.node(node.id)}
                onClick={() => designer.configure({ kind: 'node', nodeId: node.id })}
              >
                {title}
              </TitleButton>
            ) : (
              <TitleText>{title}</TitleText>
            )}
            {configurable ? <Kind>{t(`ui.approvalFlow.type.${node.type}`)}</Kind> : null}
          </TitleLine>
          <Summary id={summaryId} data-missing={summary.missing || undefined}>
            {summary.missing ? <WarningIcon /> : null}
            {summary.text}
          </Summary>
        </Text>
        <StepActions nodeId={node.id} name={title} orphan={orphan} />
      </Row>
      {insertAfter && !designer.readOnly ? (
        <Add>
          <AddStepMenu
            variant="inline"
            point={insertAfter}
            label={t('ui.approvalFlow.add.after', { name: title })}
            focusKey={focusKeys.addAfter(node.id)}
          />
        </Add>
      ) : null}
    </Item>
  );
}

function BranchRow({ group, track }: { group: GroupItem; track: BranchTrack }) {
  const t = useUiText();
  const designer = useDesigner();
  const summaryId = useId();
  const conditionId = group.node.id;
  const { branch } = track;
  const title = designer.texts.branchTitle(branch, track.index);
  const summary = designer.texts.branchSummary(branch);
  const invalid = designer.issuesOf(conditionId, branch.id).length > 0;
  const selected =
    designer.selection?.kind === 'branch' &&
    designer.selection.conditionId === conditionId &&
    designer.selection.branchId === branch.id;
  return (
    <BranchItem>
      <Row data-invalid={invalid || undefined} data-selected={selected || undefined}>
        <Text>
          <TitleLine>
            <TitleButton
              type="button"
              aria-label={t('ui.approvalFlow.edit', { name: title })}
              aria-describedby={summaryId}
              data-flow-focus={focusKeys.branch(conditionId, branch.id)}
              onClick={() => designer.configure({ kind: 'branch', conditionId, branchId: branch.id })}
            >
              {title}
            </TitleButton>
            {branch.isDefault ? null : (
              <Kind>{t('ui.approvalFlow.branch.priority', { index: track.index })}</Kind>
            )}
          </TitleLine>
          <Summary id={summaryId} data-missing={summary.missing || undefined}>
            {summary.missing ? <WarningIcon /> : null}
            {summary.text}
          </Summary>
        </Text>
        {designer.readOnly || branch.isDefault ? null : (
          <Actions>
            <IconButton
              size="sm"
              label={t('ui.approvalFlow.branch.moveBefore', { name: title })}
              icon={<ArrowUpIcon />}
              disabled={!canMoveBranch(group.node, branch.id, 'before')}
              data-flow-focus={focusKeys.moveBranch(conditionId, branch.id, 'before')}
              onClick={() => designer.moveBranch(conditionId, branch.id, 'before')}
            />
            <IconButton
              size="sm"
              label={t('ui.approvalFlow.branch.moveAfter', { name: title })}
              icon={<ArrowDownIcon />}
              disabled={!canMoveBranch(group.node, branch.id, 'after')}
              data-flow-focus={focusKeys.moveBranch(conditionId, branch.id, 'after')}
              onClick={() => designer.moveBranch(conditionId, branch.id, 'after')}
            />
            {canRemoveBranch(group.node, branch.id) ? (
              <IconButton
                size="sm"
                label={t('ui.approvalFlow.delete', { name: title })}
                icon={<TrashIcon />}
                onClick={() => designer.removeBranch(conditionId, branch.id)}
              />
            ) : null}
          </Actions>
        )}
      </Row>
      {designer.readOnly ? null : (
        <Add>
          <AddStepMenu
            variant="inline"
            point={track.insertAtStart}
            label={t('ui.approvalFlow.add.branchTop', { name: title })}
            focusKey={focusKeys.addAtBranch(conditionId, branch.id)}
          />
        </Add>
      )}
      <Chain items={track.items} ending={track.ending} entry={track.insertAtStart} />
    </BranchItem>
  );
}

function GroupRow({ item }: { item: GroupItem }) {
  const t = useUiText();
  const designer = useDesigner();
  const summaryId = useId();
  const { node } = item;
  const title = designer.texts.nodeTitle(node);
  const selected = designer.selection?.kind === 'node' && designer.selection.nodeId === node.id;
  const invalid = designer.issuesOf(node.id).some((issue) => issue.branchId === undefined);
  return (
    <Item>
      <Row data-invalid={invalid || undefined} data-selected={selected || undefined}>
        <Dot data-tone="condition" aria-hidden="true">
          <BranchIcon />
        </Dot>
        <Text>
          <TitleLine>
            <TitleButton
              type="button"
              aria-label={t('ui.approvalFlow.edit', { name: title })}
              aria-describedby={summaryId}
              data-flow-focus={focusKeys.node(node.id)}
              onClick={() => designer.configure({ kind: 'node', nodeId: node.id })}
            >
              {title}
            </TitleButton>
            <Kind>{t('ui.approvalFlow.type.condition')}</Kind>
          </TitleLine>
          <Summary id={summaryId}>{designer.texts.nodeSummary(node).text}</Summary>
        </Text>
        {designer.readOnly ? null : (
          <Button
            size="sm"
            iconStart={<PlusIcon />}
            aria-label={t('ui.approvalFlow.branch.addTo', { name: title })}
            onClick={() => designer.addBranch(node.id)}
          >
            {t('ui.approvalFlow.branch.add')}
          </Button>
        )}
        <StepActions nodeId={node.id} name={title} />
      </Row>
      <Branches aria-label={t('ui.approvalFlow.group.branches')}>
        {item.tracks.map((track) => (
          <BranchRow key={track.branch.id} group={item} track={track} />
        ))}
      </Branches>
      {item.insertAfter && !designer.readOnly ? (
        <Add>
          <AddStepMenu
            variant="inline"
            point={item.insertAfter}
            label={t('ui.approvalFlow.add.after', { name: title })}
            focusKey={focusKeys.addAfter(node.id)}
          />
        </Add>
      ) : null}
    </Item>
  );
}

export function FlowOutline() {
  const t = useUiText();
  const designer = useDesigner();
  const { structure } = designer;
  const orphanTitleId = useId();
  return (
    <Root role="group" aria-label={t('ui.approvalFlow.outline.label')}>
      <Chain items={structure.items} ending={structure.ending} entry={null} />
      {structure.orphans.length > 0 ? (
        <OrphanGroup role="group" aria-labelledby={orphanTitleId}>
          <p id={orphanTitleId}>{t('ui.approvalFlow.orphan.label')}</p>
          <List>
            {structure.orphans.map((node, index) => (
              <StepRow key={`${node.id}-${index}`} node={node} insertAfter={null} orphan />
            ))}
          </List>
        </OrphanGroup>
      ) : null}
    </Root>
  );
}
