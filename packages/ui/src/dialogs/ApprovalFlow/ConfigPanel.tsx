import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { IconButton } from '../../components/IconButton';
import { Input } from '../../components/Input';
import { CrossIcon } from '../../components/Input/FieldLayout';
import { Radio, RadioGroup } from '../../components/RadioGroup';
import { Select } from '../../components/Select';
import { useUiText } from '../../i18n/text';
import { tokens } from '../../theme/tokens';
import { ConditionEditor } from './ConditionEditor';
import { useDesigner, type FlowSelection } from './DesignerContext';
import {
  MAX_DEPARTMENT_HEAD_LEVEL,
  type ApprovalFlowNode,
  type ApproverKind,
  type ApproverNode,
  type ConditionBranch,
  type ConditionNode,
  type CopyToNode,
  type FlowFormField,
} from './model';
import { OptionPicker, type OptionLoader } from './OptionPicker';

const Root = styled.div`
  display: flex;
  flex-direction: column;
  box-sizing: border-box;
  width: 360px;
  max-width: 100%;
  min-height: 0;
  border-inline-start: 1px solid ${tokens['color-border']};
  background: ${tokens['color-surface-raised']};
  color: ${tokens['color-text']};
`;

const Header = styled.div`
  display: flex;
  align-items: center;
  gap: ${tokens['space-2']};
  padding: ${tokens['space-3']} ${tokens['space-3']} ${tokens['space-3']} ${tokens['space-4']};
  border-bottom: 1px solid ${tokens['color-border']};
  & > p {
    flex: 1 1 auto;
    min-width: 0;
    margin: 0;
    font-size: ${tokens['font-size-lg']};
    font-weight: ${tokens['font-weight-bold']};
    overflow-wrap: anywhere;
  }
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${tokens['space-4']};
  flex: 1 1 auto;
  min-height: 0;
  padding: ${tokens['space-4']};
  overflow-y: auto;
`;

const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
  padding: ${tokens['space-3']} ${tokens['space-4']};
  border-top: 1px solid ${tokens['color-border']};
`;

const Note = styled.p`
  margin: 0;
  color: ${tokens['color-text-muted']};
  font-size: ${tokens['font-size-sm']};
`;

const BranchList = styled.ol`
  margin: 0;
  padding-inline-start: ${tokens['space-5']};
  & > li + li {
    margin-top: ${tokens['space-1']};
  }
`;

export interface ConfigPanelProps {
  readonly selection: FlowSelection;
  readonly onClose: () => void;
  readonly loadPeople: OptionLoader;
  readonly loadRoles: OptionLoader;
  readonly formFields: readonly FlowFormField[];
  readonly currency?: string;
  readonly onNodeChange: (node: ApprovalFlowNode) => void;
  readonly onBranchChange: (conditionId: string, branch: ConditionBranch) => void;
}

function ApproverFields({
  node,
  onChange,
  loadPeople,
  loadRoles,
  missing,
}: {
  node: ApproverNode;
  onChange: (node: ApproverNode) => void;
  loadPeople: OptionLoader;
  loadRoles: OptionLoader;
  missing: boolean;
}) {
  const t = useUiText();
  const { readOnly } = useDesigner();
  const kind = node.assignee?.kind ?? null;
  const setKind = (next: ApproverKind) => {
    if (next === kind) return;
    const assignee =
      next === 'person'
        ? { kind: next, people: [] }
        : next === 'role'
          ? { kind: next, roles: [] }
          : { kind: next, level: 1 };
    onChange({ ...node, assignee });
  };
  const error = missing ? t('ui.approvalFlow.approver.unset') : undefined;
  return (
    <>
      <RadioGroup<ApproverKind>
        label={t('ui.approvalFlow.approver.kind')}
        value={kind}
        onValueChange={setKind}
        orientation="horizontal"
        disabled={readOnly}
        error={kind === null ? error : undefined}
      >
        <Radio value="person" label={t('ui.approvalFlow.approver.kind.person')} />
        <Radio value="role" label={t('ui.approvalFlow.approver.kind.role')} />
        <Radio value="departmentHead" label={t('ui.approvalFlow.approver.kind.departmentHead')} />
      </RadioGroup>
      {node.assignee?.kind === 'person' ? (
        <OptionPicker
          label={t('ui.approvalFlow.approver.people')}
          value={node.assignee.people}
          loadOptions={loadPeople}
          disabled={readOnly}
          error={error}
          onChange={(people) => onChange({ ...node, assignee: { kind: 'person', people } })}
        />
      ) : null}
      {node.assignee?.kind === 'role' ? (
        <OptionPicker
          label={t('ui.approvalFlow.approver.roles')}
          value={node.assignee.roles}
          loadOptions={loadRoles}
          disabled={readOnly}
          error={error}
          onChange={(roles) => onChange({ ...node, assignee: { kind: 'role', roles } })}
        />
      ) : null}
      {node.assignee?.kind === 'departmentHead' ? (
        <Select
          label={t('ui.approvalFlow.approver.level')}
          value={String(node.assignee.level)}
          disabled={readOnly}
          options={Array.from({ length: MAX_DEPARTMENT_HEAD_LEVEL }, (_, index) => ({
            value: String(index + 1),
            label:
              index === 0 ? t('ui.approvalFlow.level.1') : t('ui.approvalFlow.level.n', { level: index + 1 }),
          }))}
          onValueChange={(level) =>
            onChange({ ...node, assignee: { kind: 'departmentHead', level: Number(level ?? 1) } })
          }
        />
      ) : null}
      {node.assignee?.kind === 'departmentHead' ? null : (
        <RadioGroup<ApproverNode['signMode']>
          label={t('ui.approvalFlow.approver.signMode')}
          value={node.signMode}
          disabled={readOnly}
          onValueChange={(signMode) => onChange({ ...node, signMode })}
        >
          <Radio
            value="all"
            label={t('ui.approvalFlow.signMode.all')}
            description={t('ui.approvalFlow.signMode.allHint')}
          />
          <Radio
            value="any"
            label={t('ui.approvalFlow.signMode.any')}
            description={t('ui.approvalFlow.signMode.anyHint')}
          />
        </RadioGroup>
      )}
      <RadioGroup<ApproverNode['whenEmpty']>
        label={t('ui.approvalFlow.approver.whenEmpty')}
        value={node.whenEmpty}
        disabled={readOnly}
        onValueChange={(whenEmpty) => onChange({ ...node, whenEmpty })}
      >
        <Radio value="skip" label={t('ui.approvalFlow.whenEmpty.skip')} />
        <Radio value="admin" label={t('ui.approvalFlow.whenEmpty.admin')} />
      </RadioGroup>
    </>
  );
}

function CopyToFields({
  node,
  onChange,
  loadPeople,
  loadRoles,
  missing,
}: {
  node: CopyToNode;
  onChange: (node: CopyToNode) => void;
  loadPeople: OptionLoader;
  loadRoles: OptionLoader;
  missing: boolean;
}) {
  const t = useUiText();
  const { readOnly } = useDesigner();
  const error = missing ? t('ui.approvalFlow.copyTo.unset') : undefined;
  return (
    <>
      <OptionPicker
        label={t('ui.approvalFlow.copyTo.people')}
        value={node.people}
        loadOptions={loadPeople}
        disabled={readOnly}
        error={error}
        onChange={(people) => onChange({ ...node, people })}
      />
      <OptionPicker
        label={t('ui.approvalFlow.copyTo.roles')}
        value={node.roles}
        loadOptions={loadRoles}
        disabled={readOnly}
        onChange={(roles) => onChange({ ...node, roles })}
      />
    </>
  );
}

function GroupFields({ node }: { node: ConditionNode }) {
  const t = useUiText();
  const designer = useDesigner();
  return (
    <div>
      <Note>{t('ui.approvalFlow.group.branches')}</Note>
      <BranchList>
        {node.branches.map((branch, index) => (
          <li key={branch.id}>
            <Button
              variant="link"
              onClick={() =>
                designer.configure({ kind: 'branch', conditionId: node.id, branchId: branch.id })
              }
            >
              {designer.texts.branchTitle(branch, index + 1)}
            </Button>
          </li>
        ))}
      </BranchList>
    </div>
  );
}

/**
 * The panel beside the diagram or the outline where the chosen step or branch is configured.
 * Changes apply at once; Done or Escape closes it and gives the focus back to the step.
 */
export function ConfigPanel({
  selection,
  onClose,
  loadPeople,
  loadRoles,
  formFields,
  currency,
  onNodeChange,
  onBranchChange,
}: ConfigPanelProps) {
  const t = useUiText();
  const designer = useDesigner();
  const titleId = useId();
  const bodyRef = useRef<HTMLDivElement | null>(null);
  const selectionKey =
    selection.kind === 'node'
      ? `node:${selection.nodeId}`
      : `branch:${selection.conditionId}/${selection.branchId}`;

  // A newly chosen step: the focus moves to its first field.
  useEffect(() => {
    const first = bodyRef.current?.querySelector<HTMLElement>(
      'input:not([type="hidden"]):not(:disabled), select:not(:disabled), textarea, button:not(:disabled)',
    );
    first?.focus();
  }, [selectionKey]);

  const conditionId = selection.kind === 'node' ? selection.nodeId : selection.conditionId;
  const node = designer.model.nodes.find((candidate) => candidate.id === conditionId);
  const branchIndex =
    selection.kind === 'branch' && node?.type === 'condition'
      ? node.branches.findIndex((candidate) => candidate.id === selection.branchId)
      : -1;
  const branch = node?.type === 'condition' ? node.branches[branchIndex] : undefined;
  if (!node || (selection.kind === 'branch' && !branch)) return null;

  const issues =
    selection.kind === 'branch'
      ? designer.issuesOf(node.id, selection.branchId)
      : designer.issuesOf(node.id).filter((issue) => issue.branchId === undefined);
  const codes = new Set(issues.map((issue) => issue.code));
  const title = branch ? designer.texts.branchTitle(branch, branchIndex + 1) : designer.texts.nodeTitle(node);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // Escape inside a list or menu of the panel is theirs (they stop it); here it closes the panel.
    // (A dialog around has already marked it handled, to stay open: hence no defaultPrevented check.)
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
    }
  };

  const nameField = (value: string, placeholder: string, onName: (name: string) => void, label: string) => (
    <Input
      label={label}
      value={value}
      placeholder={placeholder}
      readOnly={designer.readOnly}
      maxLength={40}
      onChange={(event) => onName(event.target.value)}
    />
  );

  let fields = null;
  if (branch && node.type === 'condition') {
    const change = (next: Partial<ConditionBranch>) => onBranchChange(node.id, { ...branch, ...next });
    fields = (
      <>
        {nameField(
          branch.name,
          designer.texts.branchTitle({ ...branch, name: '' }, branchIndex + 1),
          (name) => change({ name }),
          t('ui.approvalFlow.branch.name'),
        )}
        {branch.isDefault ? (
          <Note>{t('ui.approvalFlow.branch.defaultHint')}</Note>
        ) : (
          <div>
            <Note>
              <strong>{t('ui.approvalFlow.condition.title')}</strong> · {t('ui.approvalFlow.condition.hint')}
            </Note>
          </div>
        )}
        {branch.isDefault ? null : (
          <ConditionEditor
            conditions={branch.conditions}
            formFields={formFields}
            currency={currency}
            readOnly={designer.readOnly}
            onChange={(conditions) => change({ conditions })}
          />
        )}
      </>
    );
  } else if (node.type === 'approver' || node.type === 'copyTo' || node.type === 'condition') {
    fields = (
      <>
        {nameField(
          node.name,
          designer.texts.nodeTitle({ ...node, name: '' }),
          (name) => onNodeChange({ ...node, name }),
          node.type === 'condition' ? t('ui.approvalFlow.group.name') : t('ui.approvalFlow.field.name'),
        )}
        {node.type === 'approver' ? (
          <ApproverFields
            node={node}
            onChange={onNodeChange}
            loadPeople={loadPeople}
            loadRoles={loadRoles}
            missing={codes.has('approverMissing')}
          />
        ) : null}
        {node.type === 'copyTo' ? (
          <CopyToFields
            node={node}
            onChange={onNodeChange}
            loadPeople={loadPeople}
            loadRoles={loadRoles}
            missing={codes.has('copyToEmpty')}
          />
        ) : null}
        {node.type === 'condition' ? <GroupFields node={node} /> : null}
      </>
    );
  }

  // Problems the fields do not show themselves.
  const shownByFields = new Set([
    'approverMissing',
    'copyToEmpty',
    'branchNoConditions',
    'branchConditionIncomplete',
  ]);
  const other = issues.filter((issue) => !shownByFields.has(issue.code));

  return (
    <Root role="group" aria-labelledby={titleId} onKeyDown={onKeyDown} data-flow-escape="">
      <Header>
        <p id={titleId}>{t('ui.approvalFlow.panel.title', { name: title })}</p>
        <IconButton size="sm" label={t('ui.common.close')} icon={<CrossIcon />} onClick={onClose} />
      </Header>
      <Body ref={bodyRef}>
        {other.length > 0 ? (
          <Alert variant="warning">
            {other.length === 1 ? (
              designer.texts.issueText(other[0] as (typeof other)[number])
            ) : (
              <ul>
                {other.map((issue, index) => (
                  <li key={index}>{designer.texts.issueText(issue)}</li>
                ))}
              </ul>
            )}
          </Alert>
        ) : null}
        {codes.has('branchNoConditions') ? (
          <Alert variant="warning">{t('ui.approvalFlow.branch.unset')}</Alert>
        ) : null}
        {fields}
      </Body>
      <Footer>
        <Button variant="primary" onClick={onClose}>
          {t('ui.approvalFlow.panel.done')}
        </Button>
      </Footer>
    </Root>
  );
}
